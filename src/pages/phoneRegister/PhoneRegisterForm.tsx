/**
 * The phone registration form (/phoneRegister, spec doc 2 §2, §5): mobile, SMS code, company name and products,
 * no password (the server texts one).
 */
import { Button, Form, message } from 'antd';
import { PHONE_REGISTER_PRODUCT_OPTIONS } from '@/constants/products';
import { useState } from 'react';
import { errorMessage, register, sendRegisterSms } from '@/services/auth';
import AgreementNote from '../login/components/AgreementNote';
import CompanyNameField from '../login/components/CompanyNameField';
import MobileField from '../login/components/MobileField';
import ProductsField from '../login/components/ProductsField';
import SmsCodeField from '../login/components/SmsCodeField';

interface Values {
  mobile: string;
  phoneCode: string;
  companyName: string;
  products?: string[];
}

interface Props {
  defaultProducts?: string[];
  /** The lead's source: 1 under the low-code platform branding. */
  source: 0 | 1;
  onDone: () => void;
}

/**
 * Phone registration (spec doc 2 §2, §5): no password — the server generates one and sends it by SMS.
 * The code button counts down 60 s, then says '获取验证码' again. The server checks the code (a wrong one
 * answers its '验证码有误!'); the spec's client compared it with the send reply itself, a flaw.
 */
export default function PhoneRegisterForm({ defaultProducts, source, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const reply = await register({
        mobile: values.mobile,
        phoneCode: values.phoneCode,
        companyName: values.companyName.trim(),
        products: (values.products ?? []).join(','),
        userName: values.mobile,
        source,
      });
      message.success(reply.msg || '注册成功!');
      onDone();
    } catch (error) {
      message.warning(errorMessage(error, '注册失败'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ products: defaultProducts }}>
      <MobileField requiredMessage="手机号不能为空" patternMessage="手机号输入有误" />
      <SmsCodeField send={sendRegisterSms} requiredMessage="验证码不能为空" againText="获取验证码" sentMessage="验证码发送成功" />
      <CompanyNameField requiredMessage="公司名称不能为空" />
      <ProductsField options={PHONE_REGISTER_PRODUCT_OPTIONS} />
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        立即申请
      </Button>
      <AgreementNote />
    </Form>
  );
}
