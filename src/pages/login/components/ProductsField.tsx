import { AppstoreOutlined } from '@ant-design/icons';
import { Form, Select } from 'antd';
import { PRODUCT_OPTIONS } from '@/constants/products';

/** The `products` field of the registration forms: the products the company is interested in. */
export default function ProductsField() {
  return (
    <Form.Item name="products">
      <Select
        mode="multiple"
        placeholder="意向产品（可多选）"
        options={PRODUCT_OPTIONS}
        maxTagCount="responsive"
        suffixIcon={<AppstoreOutlined />}
        allowClear
      />
    </Form.Item>
  );
}
