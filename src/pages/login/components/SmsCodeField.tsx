/**
 * The `phoneCode` field of the SMS forms, whose button checks the form's mobile before sending; only the server
 * checks the code.
 */
import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, message } from 'antd';
import { errorMessage } from '@/services/auth';
import type { Envelope } from '@/services/request';
import SmsCodeButton from './SmsCodeButton';

interface Props {
  /** Texts the code to the mobile; the reply never carries it. */
  send: (mobile: string) => Promise<Envelope<null>>;
  /** Asked once the mobile is valid, before sending; false sends nothing (e.g. the number is taken). */
  beforeSend?: (mobile: string) => Promise<boolean>;
  requiredMessage?: string;
  /** The button's text once the countdown has run out. */
  againText?: string;
  /** Shown when the code went out, instead of the server's message (phone registration: 验证码发送成功). */
  sentMessage?: string;
}

/**
 * The `phoneCode` field with its get-code button, which first validates the form's `mobile` field. Only the
 * server checks the code (the spec's client compared it with the send reply: a flaw); a wrong one comes back
 * as the server's message on submit.
 */
export default function SmsCodeField({ send, beforeSend, requiredMessage = '验证码不能为空!', againText, sentMessage }: Props) {
  const form = Form.useFormInstance();

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
      message.success(sentMessage ?? (reply.msg || '验证码已发送，请注意查收!'));
      return true;
    } catch (error) {
      message.warning(errorMessage(error, '验证码发送失败'));
      return false;
    }
  };

  return (
    <Form.Item name="phoneCode" rules={[{ required: true, message: requiredMessage }]}>
      <Input prefix={<SafetyOutlined />} placeholder="短信验证码" maxLength={6} suffix={<SmsCodeButton onSend={sendCode} againText={againText} />} />
    </Form.Item>
  );
}
