import { BankOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

/** The `companyName` field of the registration forms. */
export default function CompanyNameField({ requiredMessage = '公司名称不能为空!' }: { requiredMessage?: string }) {
  return (
    <Form.Item name="companyName" rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
      <Input prefix={<BankOutlined />} placeholder="公司名称" maxLength={50} allowClear />
    </Form.Item>
  );
}
