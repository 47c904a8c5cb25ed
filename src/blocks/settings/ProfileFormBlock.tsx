import { Button, DatePicker, Form, Input, message, Radio, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { saveProfile, type UserProfile } from './profile-api';
import { useProfile } from './useProfile';
import { PROFILE_FORM_FIELDS, profileField, type ProfileFieldName } from './profile-fields';
import { useSessionUser } from './useSessionUser';
import styles from './settings.less';

/**
 * One input per declared field: sex a radio, birthday a date, constellation a select, the rest text. Form.Item hands
 * its control props (id, value, onChange) to this component: they go on to the input, or the field stays unbound.
 */
function FieldInput({ field: name, ...control }: { field: ProfileFieldName } & Record<string, any>) {
  const field = profileField(name);
  if (name === 'sex') return <Radio.Group {...control} options={field.options} />;
  if (name === 'birthday') return <DatePicker {...control} placeholder={field.placeholder} style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs())} />;
  if (name === 'constellation') return <Select {...control} placeholder={field.placeholder} allowClear options={field.options} />;
  return <Input {...control} placeholder={field.placeholder} maxLength={field.maxLength} />;
}

const formValuesOf = (profile: UserProfile) => ({ ...profile, birthday: profile.birthday ? dayjs(profile.birthday) : null });

/**
 * Block `profileForm` (个人设置 → 基本资料): the signed-in member's profile fields of spec doc 1 §3, declared on the
 * Membership resource; the server checks them again with the same rules.
 */
export default function ProfileFormBlock() {
  const { profile, setProfile: onSaved } = useProfile();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { patchUser } = useSessionUser();

  // The form mounts with the loaded profile (initialValues); a profile saved or changed later is written into it.
  useEffect(() => {
    if (profile) form.setFieldsValue(formValuesOf(profile));
  }, [profile, form]);

  if (!profile) return <Spin className={styles.loading} />;

  const submit = async (values: Record<string, any>) => {
    const body: Record<string, unknown> = { id: profile.id };
    // An emptied field is sent as '' and cleared by the server.
    for (const name of PROFILE_FORM_FIELDS) body[name] = values[name] ?? '';
    body.birthday = values.birthday ? dayjs(values.birthday).format('YYYY-MM-DD') : '';
    setSaving(true);
    try {
      const res = await saveProfile(body as Partial<UserProfile>);
      message.success(res.msg || '修改成功!');
      onSaved(res.data);
      // The header's greeting shows the new name at once.
      patchUser({ name: res.data.name ?? undefined });
    } catch {
      // The request client shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  const item = (name: ProfileFieldName) => {
    const field = profileField(name);
    return (
      <Form.Item key={name} label={field.label} name={name} rules={field.rules}>
        <FieldInput field={name} />
      </Form.Item>
    );
  };

  return (
    <Form
      form={form}
      initialValues={formValuesOf(profile)}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: 'auto' }}
      className={styles.form}
      onFinish={submit}
    >
      {PROFILE_FORM_FIELDS.filter((name) => name !== 'position').map(item)}
      <Form.Item label="部门">
        <Input value={profile.departName ?? ''} disabled />
      </Form.Item>
      {item('position')}
      <Form.Item label="邮箱" extra="邮箱在“账号与密码”中绑定">
        <Input value={profile.email ?? ''} placeholder="未绑定" disabled />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
