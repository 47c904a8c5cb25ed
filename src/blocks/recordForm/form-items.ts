import type { BlockField, ItemSpec, Row } from '../types';

/** Items as objects (`"logo"` is `{field: "logo"}`). */
export const normalizeItems = (items: (string | ItemSpec)[] | undefined): ItemSpec[] =>
  (items ?? []).map((item) => (typeof item === 'string' ? { field: item } : item));

/** Text-like fields clear with '' (the server drops null as "not given"); others with null. */
const TEXT_TYPES = new Set([undefined, 'string', 'text', 'image', 'file']);

/** The form's starting values: the record's values of the items' fields. */
export function initialValues(items: ItemSpec[], record: Row | undefined): Row {
  const values: Row = {};
  for (const { field } of items) if (record && record[field] !== undefined && record[field] !== null) values[field] = record[field];
  return values;
}

/** Widgets whose value is a list: emptied, they send an empty list. */
const LIST_WIDGETS = new Set(['checkboxGroup', 'treeCheck']);

/** The body a save sends: every item's field, an emptied one as its empty value (so it is cleared, not kept). */
export function bodyOf(items: ItemSpec[], values: Row, fields: Record<string, BlockField>): Row {
  const body: Row = {};
  for (const item of items) {
    const { field } = item;
    const value = values[field];
    const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
    const widget = item.widget ?? fields[field]?.widget;
    body[field] = !empty ? value : LIST_WIDGETS.has(widget ?? '') ? [] : TEXT_TYPES.has(fields[field]?.type) ? '' : null;
  }
  return body;
}

/** The field as this form asks for it: its label, messages, widget and choices' explanations here, over the field's own. */
export function itemField(item: ItemSpec, def: BlockField = {}): BlockField {
  return {
    ...def,
    title: item.label ?? def.title ?? item.field,
    messages: { ...def.messages, ...item.messages },
    ...(item.widget ? { widget: item.widget } : {}),
    ...(item.optionDescriptions ? { optionDescriptions: item.optionDescriptions } : {}),
    ...(item.emptyText ? { emptyText: item.emptyText } : {}),
  };
}

/** Which items sit beside another in their row (they take a label only as wide as its text). */
export function besideAnother(items: ItemSpec[]): boolean[] {
  let used = 0;
  return items.map((item) => {
    const span = item.span ?? 24;
    const beside = used > 0 && used + span <= 24;
    used = beside ? used + span : span;
    if (used >= 24) used = 0;
    return beside;
  });
}

/**
 * What a save sends where: the form's values in the body beside the `body` template's values, or (`valuesIn:
 * query`, operations documented with query parameters) the values in the query and the template's in the body.
 */
export function saveRequest(valuesIn: 'body' | 'query' | undefined, params: Row | undefined, values: Row, extra: Row | undefined): { params?: Row; body?: Row } {
  return valuesIn === 'query' ? { params: { ...params, ...values }, body: extra } : { params, body: { ...extra, ...values } };
}
