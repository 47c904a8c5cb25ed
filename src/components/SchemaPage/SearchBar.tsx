import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import type { FieldDef, SearchFieldDef } from './types';

interface Props {
  fields: SearchFieldDef[];
  defs: Record<string, FieldDef>;
  onSearch: (values: Record<string, string>) => void;
}

/** Inline search form from `ui.searchForm`; Enter or 查询 searches, 重置 clears. */
export default function SearchBar({ fields, defs, onSearch }: Props) {
  const [form] = Form.useForm();
  if (fields.length === 0) return null;
  const submit = (values: Record<string, string | undefined>) => {
    const cleaned: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text !== undefined && text !== null && text !== '') cleaned[key] = text;
    }
    onSearch(cleaned);
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      {fields.map((item) => {
        const def = defs[item.field] ?? {};
        const title = item.title ?? def.title ?? item.field;
        return (
          <Form.Item key={item.field} name={item.field} label={item.title}>
            <Input
              allowClear
              placeholder={item.placeholder ?? `请输入${title}`}
              maxLength={def.maxLength}
              style={{ width: 220 }}
              prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,.25)' }} />}
            />
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
