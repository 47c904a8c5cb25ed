import type { FormItemProps } from 'antd';
import { fieldWidgets } from '../registry';
import { fieldLabel, fieldRules, widgetFor } from '../rules';
import type { FieldDef } from '../types';

interface Props {
  field: string;
  def?: FieldDef;
  required: boolean;
  /** Form path; the field name when absent (Form.List rows pass `[index, field]`). */
  path?: FormItemProps['name'];
  label?: string | false;
  noStyle?: boolean;
}

/** One schema field rendered with its registered widget and its rules. */
export default function FieldItem({ field, def = {}, required, path, label, noStyle }: Props) {
  const Widget = fieldWidgets.require(widgetFor(def));
  return (
    <Widget
      name={path ?? field}
      label={label === false ? undefined : label ?? fieldLabel(field, def)}
      def={{ ...def, title: fieldLabel(field, def) }}
      rules={fieldRules(field, def, required)}
      noStyle={noStyle}
    />
  );
}
