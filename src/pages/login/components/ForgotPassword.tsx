/**
 * The login page's forgotten-password form (spec doc 1 §3, §5): mobile, SMS code and the new password twice.
 */
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { errorMessage, forgetPassword, sendForgetSms } from '@/services/auth';
import MobileField from './MobileField';
import SmsCodeField from './SmsCodeField';

interface Values {
  mobile: string;
  phoneCode: string;
  password: string;
  surePassword: string;
}

/** Forgot password (spec doc 1 §3, §5): phone, SMS code, new password twice. */
export default function ForgotPassword({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ mobile, phoneCode, password }: Values) => {
    setSubmitting(true);
    try {
      const reply = await forgetPassword({ phone: mobile, phoneCode, password });
      message.success(reply.msg || '操作成功!');
      onDone();
    } catch (error) {
      message.warning(errorMessage(error, '操作失败'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit}>
      <MobileField />
      <SmsCodeField send={sendForgetSms} />
      <Form.Item name="password" rules={[{ required: true, message: '请输入新密码!' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="surePassword"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码!' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('密码与确认码不一致!')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="确认新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        重置密码
      </Button>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <a onClick={onBack}>返回登录</a>
      </div>
    </Form>
  );
}
