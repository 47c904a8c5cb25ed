/**
 * One field of a section form, drawn by its registered widget with its rules, and hidden, required or disabled
 * by its conditions as the values change.
 */
import { Form, type FormItemProps } from 'antd';
import { fieldState, isConditional } from '../../../../shared/conditions';
import { fieldWidgets } from '../registry';
import { fieldLabel, fieldRules, widgetFor } from '../rules';
import type { FieldDef } from '../types';

interface Props {
  field: string;
  def?: FieldDef;
  required: boolean;
  /** Form path; the field name when absent (Form.List rows pass `[index, field]`). */
  path?: FormItemProps['name'];
  /** Where the values its conditions read live (a Form.List row: `['rows', index]`); the whole form when absent. */
  valuesPath?: (string | number)[];
  label?: string | false;
  noStyle?: boolean;
}

/**
 * One schema field rendered with its registered widget and its rules. A field with `visibleWhen`, `requiredWhen` or
 * `disabledWhen` re-renders as the form's values change and is hidden, required or disabled by the same evaluator
 * the server validates with (shared/conditions.ts).
 */
export default function FieldItem({ field, def = {}, required, path, valuesPath, label, noStyle }: Props) {
  const Widget = fieldWidgets.require(widgetFor(def));
  const render = (state = { visible: true, required, disabled: false }) =>
    state.visible ? (
      <Widget
        name={path ?? field}
        label={label === false ? undefined : label ?? fieldLabel(field, def)}
        def={{ ...def, title: fieldLabel(field, def) }}
        rules={fieldRules(field, def, state.required)}
        noStyle={noStyle}
        disabled={state.disabled}
      />
    ) : null;
  if (!isConditional(def)) return render();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => render(fieldState(def, valuesPath ? form.getFieldValue(valuesPath) : form.getFieldsValue(true), required))}
    </Form.Item>
  );
}
