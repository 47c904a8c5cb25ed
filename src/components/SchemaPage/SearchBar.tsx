/**
 * The inline search form of a section list or block table (`searchForm`): each item drawn by its registered
 * search widget, 查询 and 重置. An item may start from a `default`, show only while its `visibleWhen` holds for the
 * form's values (a hidden item sends nothing) and be `required` (its message) while shown.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { resolveSearchItem } from '../../../shared/section-ui';
import { shown } from '../../blocks/when';
import { searchWidgets } from './registry';
import { searchParams } from './search-params';
import type { FieldDef, SearchFieldDef } from './types';

interface Props {
  fields: SearchFieldDef[];
  defs: Record<string, FieldDef>;
  onSearch: (values: Record<string, string>) => void;
}

const widgetOf = (valueType: string) => searchWidgets.require(valueType);

/**
 * Inline search form from `ui.searchForm`: each item's input (a registered search widget) and placeholder come from
 * its field unless the item says otherwise; Enter or 查询 searches, 重置 returns to the defaults.
 */
export default function SearchBar({ fields: entries, defs, onSearch }: Props) {
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) ?? {};
  if (entries.length === 0) return null;
  const fields = entries.map((entry) => resolveSearchItem(entry, defs));
  const initialValues = Object.fromEntries(fields.filter((item) => item.default !== undefined).map((item) => [item.field, item.default]));
  const current = { ...initialValues, ...values };
  const defOf = (item: (typeof fields)[number]): FieldDef => (item.choices ? { ...defs[item.field], options: item.choices } : defs[item.field] ?? {}) as FieldDef;
  return (
    <Form form={form} layout="inline" initialValues={initialValues} onFinish={(all) => onSearch(searchParams(fields, { ...initialValues, ...all }, widgetOf))} style={{ rowGap: 8 }}>
      {fields.map((item) => {
        if (!shown(item, current)) return null;
        const { Control } = searchWidgets.require(item.valueType);
        return (
          <Form.Item key={item.field} name={item.field} label={item.title} rules={item.required ? [{ required: true, message: item.required }] : undefined}>
            <Control item={item} def={defOf(item)} />
          </Form.Item>
        );
      })}
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch(searchParams(fields, initialValues, widgetOf));
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
