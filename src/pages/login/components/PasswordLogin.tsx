/**
 * The login page's password sign-in (spec doc 1 §2, §4, §5): mobile, password, the company picked from those of
 * the mobile, and 记住密码.
 */
import { LockOutlined, MobileOutlined, ApartmentOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Select, message } from 'antd';
import { useEffect, useState } from 'react';
import { isMobile } from '@/constants/patterns';
import { ApiError } from '@/services/request';
import { checkLogin, errorMessage, requestToken, selectCompanyByUserName } from '@/services/auth';
import type { TenantOption } from '@/services/types';
import { clearRemembered, readRemembered, saveRemembered } from '../remember';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  username: string;
  password: string;
  tenantId: string;
  remember: boolean;
}

/** A 400 from the token endpoint: a lock message is shown as sent, anything else as the generic text. */
const LOCK_HINT = /锁|冻结|稍后|分钟/;

/** Password login: phone, password, tenant picked from the companies of that phone, remember tick (spec doc 1 §2, §4, §5). */
export default function PasswordLogin({ onForgot }: { onForgot: () => void }) {
  const [form] = Form.useForm<Values>();
  const [tenants, setTenants] = useState<TenantOption[]>([]);
  const [loadingTenants, setLoadingTenants] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const finishLogin = useFinishLogin();
  const username = Form.useWatch('username', form);

  useEffect(() => {
    const remembered = readRemembered();
    form.setFieldsValue({ ...remembered, tenantId: remembered.tenantId });
  }, []);

  // The tenant list follows the phone: filled once it is a valid mobile, emptied otherwise.
  useEffect(() => {
    if (!isMobile(username)) {
      setTenants([]);
      return;
    }
    let live = true;
    setLoadingTenants(true);
    selectCompanyByUserName(username)
      .then((list) => {
        if (!live) return;
        setTenants(list);
        const current = form.getFieldValue('tenantId');
        const known = list.some((t) => String(t.tenantId) === String(current));
        if (!known) form.setFieldValue('tenantId', list.length === 1 ? String(list[0].tenantId) : undefined);
      })
      .catch(() => live && setTenants([]))
      .finally(() => live && setLoadingTenants(false));
    return () => {
      live = false;
    };
  }, [username]);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      let target: unknown;
      try {
        target = (await checkLogin(values.username, values.tenantId)).data;
      } catch (error) {
        message.warning(errorMessage(error, '用户名或密码错误'));
        return;
      }
      let reply;
      try {
        reply = await requestToken(values);
      } catch (error) {
        const msg = error instanceof ApiError ? error.body?.msg : undefined;
        message.warning(msg && LOCK_HINT.test(msg) ? msg : '用户名或密码错误');
        return;
      }
      if (!reply.access_token) {
        message.warning(reply.msg || '用户名或密码错误');
        return;
      }
      if (values.remember) saveRemembered(values.username, values.password, values.tenantId);
      else clearRemembered();
      await finishLogin(reply.access_token, reply.depart, target);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ remember: false }}>
      <Form.Item name="username" rules={[{ required: true, message: '请输入手机号' }]}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="username" allowClear />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="tenantId" rules={[{ required: true, message: '请选择租户!' }]}>
        <Select
          placeholder="请选择租户"
          loading={loadingTenants}
          suffixIcon={<ApartmentOutlined />}
          options={tenants.map((t) => ({ value: String(t.tenantId), label: t.companyName }))}
          notFoundContent={isMobile(username) ? '该手机号未加入任何企业' : '请先输入正确的手机号'}
        />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 20 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox onChange={(e) => !e.target.checked && clearRemembered()}>记住密码</Checkbox>
        </Form.Item>
        <a onClick={onForgot}>忘记密码？</a>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
