/**
 * The periodStatistics block's pure parts: the query of a month (`monthParam` as YYYY-MM, else its first and last
 * day as `rangeParams`), each measure with its value and last month's, and the chart rows (本月/上月 per measure).
 */
import type { Dayjs } from 'dayjs';
import type { BlockField, BlockSpec, Row } from '../types';

type Measure = NonNullable<BlockSpec['measures']>[number];

export interface MeasureView {
  field: string;
  title: string;
  value: number;
  last: number;
  suffix?: string;
  /** Drawn in the chart (a measure with `chart: false` is a counter only). */
  charted: boolean;
}

const DAY = 'YYYY-MM-DD';
const number = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** The field of last month's value: the measure's `last`, else last + the field capitalised (lateCount → lastLateCount). */
export const lastField = (measure: Measure) => measure.last ?? `last${measure.field.charAt(0).toUpperCase()}${measure.field.slice(1)}`;

/** The query of the month picked, with the block's `params`. */
export function monthQuery(block: BlockSpec, month: Dayjs): Record<string, unknown> {
  if (block.monthParam) return { ...block.params, [block.monthParam]: month.format('YYYY-MM') };
  const [start, end] = block.rangeParams ?? ['startBillDate', 'endBillDate'];
  return { ...block.params, [start]: month.startOf('month').format(DAY), [end]: month.endOf('month').format(DAY) };
}

/** Each measure as shown: its label (its own, else its field's title), this month's and last month's numbers. */
export function measureViews(block: BlockSpec, totals: Row | undefined, fields: Record<string, BlockField>): MeasureView[] {
  return (block.measures ?? []).map((measure) => ({
    field: measure.field,
    title: measure.title ?? fields[measure.field]?.title ?? measure.field,
    value: number(totals?.[measure.field]),
    last: number(totals?.[lastField(measure)]),
    ...(measure.suffix ? { suffix: measure.suffix } : {}),
    charted: measure.chart !== false,
  }));
}

/** The bar chart's rows and series: one category per charted measure, bars 本月 and 上月 (chart-option.ts draws them). */
export function chartRows(views: MeasureView[]) {
  return {
    rows: views.filter((view) => view.charted).map((view) => ({ name: view.title, current: view.value, last: view.last })),
    spec: { chartType: 'bar' as const, x: 'name', series: [{ field: 'current', title: '本月' }, { field: 'last', title: '上月' }] },
  };
}
