import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { MOBILE_RE } from '@/constants/patterns';
import { errorMessage, forgetPassword, sendForgetSms } from '@/services/auth';
import SmsCodeButton from './SmsCodeButton';

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

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    try {
      const reply = await sendForgetSms(form.getFieldValue('mobile'));
      message.success(reply.msg || '验证码已发送，请注意查收!');
      return true;
    } catch (error) {
      message.warning(errorMessage(error, '验证码发送失败'));
      return false;
    }
  };

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
      <Form.Item
        name="mobile"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '手机号不能为空!' },
          { pattern: MOBILE_RE, message: '你输入的电话号码格式不对!' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} allowClear />
      </Form.Item>
      <Form.Item name="phoneCode" rules={[{ required: true, message: '验证码不能为空!' }]}>
        <Input prefix={<SafetyOutlined />} placeholder="短信验证码" maxLength={6} suffix={<SmsCodeButton onSend={sendCode} />} />
      </Form.Item>
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
