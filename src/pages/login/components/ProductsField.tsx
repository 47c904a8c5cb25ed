/** The `products` multi-select of the registration forms (register page and phone registration). */
import { AppstoreOutlined } from '@ant-design/icons';
import { Form, Select } from 'antd';
import { PRODUCT_OPTIONS } from '@/constants/products';

interface Props {
  /** The choices: the register page's by default, the phone registration's own (spec doc 2 §3) there. */
  options?: { label: string; value: string }[];
}

/** The `products` field of the registration forms: the products the company is interested in. */
export default function ProductsField({ options = PRODUCT_OPTIONS }: Props) {
  return (
    <Form.Item name="products">
      <Select
        mode="multiple"
        placeholder="意向产品（可多选）"
        options={options}
        maxTagCount="responsive"
        suffixIcon={<AppstoreOutlined />}
        allowClear
      />
    </Form.Item>
  );
}
