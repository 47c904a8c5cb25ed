/** Choices of a select, radio, checkbox group or tree select, from rows an operation answered. */
export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
}

type Row = Record<string, any>;

/** Rows (nested under `children` for a tree) as choices labelled and valued by the given fields. */
export function toOptions(rows: unknown, labelField = 'name', valueField = 'id'): FieldOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Row) => {
    const children = toOptions(row.children, labelField, valueField);
    return { label: String(row[labelField] ?? ''), value: row[valueField], ...(children.length ? { children } : {}) };
  });
}
