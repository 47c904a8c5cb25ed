import { holds, type When } from '../when';

/** Choices of a select, radio, checkbox group or tree select, from rows an operation answered. */
export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
}

type Row = Record<string, any>;
type Suffix = { text: string; when: When };

/** Rows (nested under `children` for a tree) as choices labelled and valued by the given fields. */
export function toOptions(rows: unknown, labelField = 'name', valueField = 'id'): FieldOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Row) => {
    const children = toOptions(row.children, labelField, valueField);
    return { label: String(row[labelField] ?? ''), value: row[valueField], ...(children.length ? { children } : {}) };
  });
}

/** Each choice's label with the `suffixes` whose `when` holds for its row (（需审核）); `rows` in the choices' order. */
export function withSuffixes(options: FieldOption[], rows: Row[], suffixes: Suffix[] = []): FieldOption[] {
  if (!suffixes.length) return options;
  return options.map((option, i) => ({ ...option, label: option.label + suffixes.filter((suffix) => holds(suffix.when, rows[i])).map((suffix) => suffix.text).join('') }));
}
