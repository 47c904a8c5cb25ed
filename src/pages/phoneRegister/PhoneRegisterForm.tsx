import { AppstoreOutlined, BankOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, message } from 'antd';
import { useRef, useState } from 'react';
import { MOBILE_RE } from '@/constants/patterns';
import { PRODUCT_OPTIONS } from '@/constants/products';
import { errorMessage, register, sendRegisterSms } from '@/services/auth';
import AgreementNote from '../login/components/AgreementNote';
import SmsCodeButton from '../login/components/SmsCodeButton';

interface Values {
  mobile: string;
  phoneCode: string;
  companyName: string;
  products?: string[];
}

interface Props {
  defaultProducts?: string[];
  onDone: () => void;
}

/**
 * Phone registration (spec doc 2 §2, §5): no password — the server generates one and sends it by SMS.
 * The code button counts down 60 s, then says '获取验证码' again.
 */
export default function PhoneRegisterForm({ defaultProducts, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  /** The code returned by the send call (server demo mode only); the server checks the code in any case. */
  const sentCode = useRef<string>();

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    try {
      const reply = await sendRegisterSms(form.getFieldValue('mobile'));
      sentCode.current = typeof reply.data === 'string' && reply.data ? reply.data : undefined;
      message.success(reply.msg || '验证码已发送，请注意查收!');
      return true;
    } catch (error) {
      message.warning(errorMessage(error, '验证码发送失败'));
      return false;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await register({
        mobile: values.mobile,
        phoneCode: values.phoneCode,
        companyName: values.companyName.trim(),
        products: (values.products ?? []).join(','),
        userName: values.mobile,
      });
      onDone();
    } catch (error) {
      message.warning(errorMessage(error, '注册失败'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ products: defaultProducts }}>
      <Form.Item
        name="mobile"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '手机号不能为空' },
          { pattern: MOBILE_RE, message: '手机号输入有误' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} allowClear />
      </Form.Item>
      <Form.Item
        name="phoneCode"
        rules={[
          { required: true, message: '验证码不能为空' },
          {
            validator: (_, value) =>
              !value || !sentCode.current || value === sentCode.current ? Promise.resolve() : Promise.reject(new Error('验证码有误!')),
            validateTrigger: 'onSubmit',
          },
        ]}
      >
        <Input
          prefix={<SafetyOutlined />}
          placeholder="短信验证码"
          maxLength={6}
          suffix={<SmsCodeButton onSend={sendCode} againText="获取验证码" />}
        />
      </Form.Item>
      <Form.Item name="companyName" rules={[{ required: true, whitespace: true, message: '公司名称不能为空' }]}>
        <Input prefix={<BankOutlined />} placeholder="公司名称" maxLength={50} allowClear />
      </Form.Item>
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
      <Button type="primary" htmlType="submit" block loading={submitting}>
        立即申请
      </Button>
      <AgreementNote />
    </Form>
  );
}
