/**
 * The login page's operator sign-in: mobile and password into the platform domain (tenant 0), then the operator
 * console.
 */
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Alert, Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/services/request';
import { requestToken } from '@/services/auth';
import { saveSession } from '@/services/session';
import { PLATFORM_TENANT_ID } from '@/pages/operator/platform';

interface Values {
  username: string;
  password: string;
}

const LOCK_HINT = /锁|冻结|稍后|分钟/;

/**
 * Operator sign-in: phone and password into the platform domain (tenant 0), no company to pick; it opens the
 * operator console. Company accounts are refused by the server with the usual message.
 */
export default function OperatorLogin({ onBack }: { onBack: () => void }) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const reply = await requestToken({ ...values, tenantId: PLATFORM_TENANT_ID });
      if (!reply.access_token) throw new ApiError(400, reply);
      saveSession(reply.access_token, null, 'platform');
      history.push('/operator');
    } catch (error) {
      const msg = error instanceof ApiError ? error.body?.msg : undefined;
      message.warning(msg && LOCK_HINT.test(msg) ? msg : '用户名或密码错误');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form size="large" onFinish={submit}>
      <Alert type="info" showIcon message="平台运营人员登录，进入运营管理" style={{ marginBottom: 20 }} />
      <Form.Item name="username" rules={[{ required: true, message: '请输入手机号' }]}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="username" allowClear />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <a onClick={onBack}>返回企业登录</a>
      </div>
    </Form>
  );
}
