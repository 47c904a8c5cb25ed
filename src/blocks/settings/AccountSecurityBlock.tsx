/**
 * The accountSecurity block of 个人设置: change password and bind the phone and e-mail of the signed-in member.
 */
import { Button, Form, Input, List, message, Modal } from 'antd';
import { useState } from 'react';
import { bindEmail, bindMobile, changePassword } from './profile-api';
import { useProfile } from './useProfile';
import { useSessionUser } from './useSessionUser';
import styles from './settings.less';

type Dialog = 'password' | 'mobile' | 'email' | undefined;

const TITLES: Record<Exclude<Dialog, undefined>, string> = { password: '修改密码', mobile: '绑定手机', email: '绑定邮箱' };

/** Block `accountSecurity` (个人设置 → 账号与密码): change password, bind phone, bind email (spec doc 1 §5 messages; the server checks them again). */
export default function AccountSecurityBlock() {
  const { profile, merge: onChanged } = useProfile();
  const [open, setOpen] = useState<Dialog>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm();
  const { patchUser } = useSessionUser();

  const show = (dialog: Dialog) => {
    form.resetFields();
    setOpen(dialog);
  };

  const submit = async () => {
    // A refused form shows its messages under the fields.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      if (open === 'password') {
        const res = await changePassword(values.oldPass, values.newPass, values.surePass);
        message.success(res.msg || '密码修改成功!');
      } else if (open === 'mobile') {
        const res = await bindMobile(values.mobilePhone.trim(), values.password);
        message.success(res.msg || '绑定成功!');
        onChanged({ mobilePhone: values.mobilePhone.trim() });
        patchUser({ mobile: values.mobilePhone.trim() });
      } else if (open === 'email') {
        const res = await bindEmail(values.email.trim(), values.password);
        message.success(res.msg || '绑定成功!');
        onChanged({ email: values.email.trim() });
      }
      setOpen(undefined);
    } catch {
      // The request client shows the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const rows = [
    { key: 'password' as const, title: '登录密码', text: '建议定期修改密码，修改后其他设备上的登录将失效', action: '修改' },
    { key: 'mobile' as const, title: '绑定手机', text: profile?.mobilePhone ? `已绑定：${profile.mobilePhone}（登录账号）` : '未绑定', action: '更换' },
    { key: 'email' as const, title: '绑定邮箱', text: profile?.email ? `已绑定：${profile.email}` : '未绑定', action: profile?.email ? '更换' : '绑定' },
  ];

  return (
    <>
      <List
        className={styles.accountList}
        dataSource={rows}
        renderItem={(row) => (
          <List.Item actions={[<Button key="go" type="link" onClick={() => show(row.key)}>{row.action}</Button>]}>
            <List.Item.Meta title={row.title} description={row.text} />
          </List.Item>
        )}
      />
      <Modal open={!!open} title={open ? TITLES[open] : ''} onCancel={() => setOpen(undefined)} onOk={() => void submit()} confirmLoading={saving} okText="确定" cancelText="取消" destroyOnClose width={460}>
        <Form form={form} layout="vertical" preserve={false}>
          {open === 'password' && (
            <>
              <Form.Item label="原密码" name="oldPass" rules={[{ required: true, message: '请输入原密码!' }]}>
                <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
              </Form.Item>
              <Form.Item label="新密码" name="newPass" rules={[{ required: true, message: '请输入新密码!' }, { min: 6, max: 32, message: '密码长度为6-32位' }]}>
                <Input.Password placeholder="请输入新密码（6-32位）" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label="确认新密码"
                name="surePass"
                dependencies={['newPass']}
                rules={[
                  { required: true, message: '请再次输入新密码!' },
                  // Compared only once both are typed: an empty form shows the required messages alone.
                  ({ getFieldValue }) => ({
                    validator: (_, value) => (!value || !getFieldValue('newPass') || value === getFieldValue('newPass') ? Promise.resolve() : Promise.reject(new Error('新密码两次输入不一致!'))),
                  }),
                ]}
              >
                <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          {open === 'mobile' && (
            <>
              <Form.Item label="手机号" name="mobilePhone" rules={[{ required: true, whitespace: true, message: '请输入手机号!' }, { pattern: /^\s*1[3-9]\d{9}\s*$/, message: '你输入的电话号码格式不对!' }]}>
                <Input placeholder="请输入新的手机号（登录账号）" maxLength={11} />
              </Form.Item>
              <Form.Item label="登录密码" name="password" rules={[{ required: true, message: '请输入登录密码!' }]}>
                <Input.Password placeholder="请输入登录密码" autoComplete="current-password" />
              </Form.Item>
            </>
          )}
          {open === 'email' && (
            <>
              <Form.Item label="邮箱" name="email" rules={[{ required: true, whitespace: true, message: '请输入邮箱!' }, { type: 'email', message: '请输入正确的邮箱地址' }]}>
                <Input placeholder="请输入邮箱" maxLength={100} />
              </Form.Item>
              <Form.Item label="登录密码" name="password" rules={[{ required: true, message: '请输入登录密码!' }]}>
                <Input.Password placeholder="请输入登录密码" autoComplete="current-password" />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
