/**
 * One counter of a `statistics` block as shown: its label, its number (money with two decimals) or template, and
 * red while `dangerWhen` holds.
 */
import { fillTemplate, valueAt } from '../template';
import type { BlockField, BlockSpec, Row } from '../types';
import { holds } from '../when';

type Counter = NonNullable<BlockSpec['counters']>[number];

export interface CounterView {
  key: string;
  title: string;
  /** The number, or the counter's template filled from the record. */
  value: number | string;
  suffix?: string;
  danger: boolean;
}

/** A counter as shown: its label (its own, else its field's title), its value or template, red while `dangerWhen` holds. */
export function counterView(counter: Counter, record: Row | undefined, fields: Record<string, BlockField>): CounterView {
  const number = Number(valueAt(record, counter.field) ?? 0);
  // Money in yuan shows its two decimals (2,000.00).
  const money = fields[counter.field.split('.').pop()!]?.type === 'money';
  return {
    key: counter.field,
    title: counter.title ?? fields[counter.field.split('.').pop()!]?.title ?? counter.field,
    value: counter.template ? fillTemplate(counter.template, record) : money ? (Number.isFinite(number) ? number : 0).toFixed(2) : Number.isFinite(number) ? number : 0,
    ...(counter.suffix ? { suffix: counter.suffix } : {}),
    danger: holds(counter.dangerWhen, record),
  };
}
