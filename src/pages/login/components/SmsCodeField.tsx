import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, message } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef } from 'react';
import { errorMessage } from '@/services/auth';
import type { Envelope } from '@/services/request';
import SmsCodeButton from './SmsCodeButton';

interface Props {
  /** Sends the code to the mobile; in the server's demo mode the reply carries the code. */
  send: (mobile: string) => Promise<Envelope<string>>;
  /** Asked once the mobile is valid, before sending; false sends nothing (e.g. the number is taken). */
  beforeSend?: (mobile: string) => Promise<boolean>;
  requiredMessage?: string;
  /** When given, a code other than the one the send reply carried is refused on submit with this message. */
  wrongCodeMessage?: string;
  /** The button's text once the countdown has run out. */
  againText?: string;
}

/** The `phoneCode` field with its get-code button, which first validates the form's `mobile` field. */
export default function SmsCodeField({ send, beforeSend, requiredMessage = '验证码不能为空!', wrongCodeMessage, againText }: Props) {
  const form = Form.useFormInstance();
  /** The code the send call returned (only in the server's demo mode); the server checks it anyway. */
  const sentCode = useRef<string>();

  const sendCode = async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const mobile = form.getFieldValue('mobile');
    if (beforeSend && !(await beforeSend(mobile))) return false;
    try {
      const reply = await send(mobile);
      sentCode.current = typeof reply.data === 'string' && reply.data ? reply.data : undefined;
      message.success(reply.msg || '验证码已发送，请注意查收!');
      return true;
    } catch (error) {
      message.warning(errorMessage(error, '验证码发送失败'));
      return false;
    }
  };

  const rules: Rule[] = [{ required: true, message: requiredMessage }];
  if (wrongCodeMessage) {
    rules.push({
      validator: (_, value) =>
        !value || !sentCode.current || value === sentCode.current ? Promise.resolve() : Promise.reject(new Error(wrongCodeMessage)),
      validateTrigger: 'onSubmit',
    });
  }

  return (
    <Form.Item name="phoneCode" rules={rules}>
      <Input prefix={<SafetyOutlined />} placeholder="短信验证码" maxLength={6} suffix={<SmsCodeButton onSend={sendCode} againText={againText} />} />
    </Form.Item>
  );
}
