/**
 * The `plain` form kind: one item per listed field, editing the row or creating a child of it (`parentFrom`).
 */
import type { FormContext, FormKind } from '../registry';
import { fieldDefaults } from '../rules';
import FieldItem from './FieldItem';

function PlainFields({ ctx }: { ctx: FormContext }) {
  const required = ctx.schema.required ?? [];
  return (
    <>
      {ctx.form.fields.map((field) => (
        <FieldItem key={field} field={field} def={ctx.schema.fields[field]} required={required.includes(field)} />
      ))}
    </>
  );
}

/** Plain form: one item per listed field. Edits the row, or creates a child of it when `parentFrom` is set. */
export const plainForm: FormKind = {
  Fields: PlainFields,
  initialValues: ({ schema, form, row }) => {
    const defaults = fieldDefaults(form.fields, schema.fields);
    if (!row || form.parentFrom) return defaults;
    const values: Record<string, unknown> = { ...defaults };
    for (const field of form.fields) if (row[field] !== undefined) values[field] = row[field];
    return values;
  },
  toBody: (values, { form, row }) => {
    if (form.parentFrom && row) return { ...values, parentId: row[form.parentFrom] };
    return values;
  },
};
