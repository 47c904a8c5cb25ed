/**
 * The form kind that creates several rows of the same fields at once (创建更多) under a parent row; its body is the
 * array of filled rows.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Tooltip, Typography } from 'antd';
import type { FormContext, FormKind } from '../registry';
import { fieldLabel } from '../rules';
import FieldItem from './FieldItem';
import styles from './RowListForm.less';

const LIST = 'rows';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The parent the rows are created under, shown read-only above the rows. */
function ParentLine({ ctx }: { ctx: FormContext }) {
  const { row, schema, form } = ctx;
  if (!row) return null;
  const label = schema.fields.parentId?.title ?? '上级';
  return (
    <div className={styles.parent}>
      <span className={styles.parentLabel}>{label}：</span>
      <Typography.Text strong>{row.name ?? row.label ?? row.title ?? row[form.parentFrom ?? 'id']}</Typography.Text>
    </div>
  );
}

function RowListFields({ ctx }: { ctx: FormContext }) {
  const { schema, form } = ctx;
  const required = schema.required ?? [];
  return (
    <>
      <ParentLine ctx={ctx} />
      <Form.List name={LIST} initialValue={[{}]}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((item, index) => (
              <div key={item.key} className={styles.row}>
                <div className={styles.fields}>
                  {form.fields.map((field) => (
                    <FieldItem
                      key={field}
                      field={field}
                      def={schema.fields[field]}
                      path={[item.name, field]}
                      valuesPath={[LIST, item.name]}
                      label={`${fieldLabel(field, schema.fields[field])}${rows.length > 1 ? ` ${index + 1}` : ''}`}
                      // Only the first row is required: further blank rows are skipped.
                      required={index === 0 && required.includes(field)}
                    />
                  ))}
                </div>
                <div className={styles.remove}>
                  {rows.length > 1 && (
                    <Tooltip title="删除此行">
                      <MinusCircleOutlined className={styles.removeIcon} onClick={() => remove(item.name)} aria-label="删除此行" />
                    </Tooltip>
                  )}
                </div>
              </div>
            ))}
            <Button type="link" icon={<PlusOutlined />} className={styles.more} onClick={() => add({})}>
              {form.moreLabel ?? '创建更多'}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

/** Several rows of the same fields; the body is an array, blank rows skipped, each row tied to the parent row. */
export const rowListForm: FormKind = {
  Fields: RowListFields,
  initialValues: () => ({ [LIST]: [{}] }),
  toBody: (values, { form, row }) => {
    const rows: Record<string, unknown>[] = values[LIST] ?? [];
    const filled = rows
      .map((r) => Object.fromEntries(form.fields.map((f) => [f, typeof r?.[f] === 'string' ? r[f].trim() : r?.[f]])))
      .filter((r) => form.fields.some((f) => !isBlank(r[f])));
    if (filled.length === 0) return undefined;
    return filled.map((r) => (form.parentFrom && row ? { ...r, parentId: row[form.parentFrom] } : r));
  },
};
