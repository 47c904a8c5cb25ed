/**
 * The `mobile` form field of the sign-in and sign-up forms: required, a mainland mobile number, checked when it
 * loses focus.
 */
import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { MOBILE_RE } from '@/constants/patterns';

interface Props {
  requiredMessage?: string;
  patternMessage?: string;
  onBlur?: () => void;
}

/** The `mobile` field: required, a mainland mobile number, validated when it loses focus. */
export default function MobileField({ requiredMessage = '手机号不能为空!', patternMessage = '你输入的电话号码格式不对!', onBlur }: Props) {
  return (
    <Form.Item
      name="mobile"
      validateTrigger="onBlur"
      rules={[
        { required: true, message: requiredMessage },
        { pattern: MOBILE_RE, message: patternMessage },
      ]}
    >
      <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} onBlur={onBlur} allowClear />
    </Form.Item>
  );
}
