/**
 * The inline search form of a section list or block table (`searchForm`): each item drawn by its registered
 * search widget, 查询 and 重置.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { resolveSearchItem } from '../../../shared/section-ui';
import { searchWidgets } from './registry';
import type { FieldDef, SearchFieldDef } from './types';

interface Props {
  fields: SearchFieldDef[];
  defs: Record<string, FieldDef>;
  onSearch: (values: Record<string, string>) => void;
}

/**
 * Inline search form from `ui.searchForm`: each item's input (a registered search widget) and placeholder come from
 * its field unless the item says otherwise; Enter or 查询 searches, 重置 clears.
 */
export default function SearchBar({ fields: entries, defs, onSearch }: Props) {
  const [form] = Form.useForm();
  if (entries.length === 0) return null;
  const fields = entries.map((entry) => resolveSearchItem(entry, defs));
  const submit = (values: Record<string, unknown>) => {
    const params: Record<string, string> = {};
    for (const item of fields) Object.assign(params, searchWidgets.require(item.valueType).toParams(values[item.field], item));
    onSearch(params);
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      {fields.map((item) => {
        const { Control } = searchWidgets.require(item.valueType);
        return (
          <Form.Item key={item.field} name={item.field} label={item.title}>
            <Control item={item} def={defs[item.field] ?? {}} />
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
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
