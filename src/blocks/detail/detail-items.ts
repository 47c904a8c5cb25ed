/**
 * The label and value of each item a `detail` block shows for its record: text, a template, or an enum value's
 * label and colour.
 */
import { fillTemplate, valueAt } from '../template';
import type { BlockField, ItemSpec, Row } from '../types';

export interface DetailEntry {
  key: string;
  label: string;
  /** Text to show, or the enum value to show as a tag. */
  text: string;
  tag?: { label: string; status?: string };
}

const EMPTY = '-';

/**
 * The description items of a record: each item's label (its own, else the field's title; a dotted path names the
 * field by its last part), and its value as text or, for an enum field, as the value's label and colour.
 */
export function detailEntries(items: ItemSpec[], fields: Record<string, BlockField>, record: Row | undefined): DetailEntry[] {
  return items.map((item) => {
    const def = fields[item.field.split('.').pop()!];
    const label = item.label ?? def?.title ?? item.field;
    if (item.template) return { key: item.field, label, text: fillTemplate(item.template, record) };
    const value = valueAt(record, item.field);
    // A list of enum values (`multiple`): its labels.
    if (def?.multiple && def.enum) {
      const labels = String(value ?? '').split(',').filter(Boolean).map((part) => def.enumNames?.[def.enum!.findIndex((candidate) => String(candidate) === part)] ?? part);
      return { key: item.field, label, text: labels.length ? labels.join('、') : EMPTY };
    }
    const index = (def?.enum ?? []).findIndex((candidate) => String(candidate) === String(value));
    if (index >= 0) return { key: item.field, label, text: String(value), tag: { label: def!.enumNames?.[index] ?? String(value), status: def!.enumStatus?.[index] } };
    return { key: item.field, label, text: value === undefined || value === null || value === '' ? EMPTY : String(value) };
  });
}

/** A text field's lines as tags. */
export const linesOf = (value: unknown): string[] => String(value ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
