import { Button, DatePicker, Form, Input, Radio, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { message } from 'antd';
import { CONSTELLATIONS, saveProfile, type UserProfile } from './profile-api';
import { useSessionUser } from './useSessionUser';
import styles from './index.less';

const EDITABLE = ['name', 'sex', 'telPhone', 'qq', 'birthday', 'constellation', 'hobby', 'speciality', 'hometown', 'position'] as const;

/** 基本资料: the profile fields of spec doc 1 §3; the server checks them again with the same messages. */
export default function BasicInfoForm({ profile, onSaved }: { profile?: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { patchUser } = useSessionUser();

  useEffect(() => {
    if (profile) form.setFieldsValue({ ...profile, birthday: profile.birthday ? dayjs(profile.birthday) : null });
  }, [profile, form]);

  if (!profile) return <Spin className={styles.loading} />;

  const submit = async (values: Record<string, any>) => {
    const body: Record<string, unknown> = { id: profile.id };
    for (const name of EDITABLE) body[name] = values[name] ?? '';
    body.birthday = values.birthday ? dayjs(values.birthday).format('YYYY-MM-DD') : '';
    setSaving(true);
    try {
      const res = await saveProfile(body as Partial<UserProfile>);
      message.success(res.msg || '修改成功!');
      onSaved(res.data);
      // The header's greeting shows the new name at once.
      patchUser({ name: res.data.name });
    } catch {
      // The request client shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} wrapperCol={{ flex: 'auto' }} className={styles.form} onFinish={submit}>
      <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 50, message: '姓名不能超过50个字符' }]}>
        <Input placeholder="请输入姓名" maxLength={50} />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group options={[{ value: 0, label: '男' }, { value: 1, label: '女' }]} />
      </Form.Item>
      <Form.Item label="联系电话" name="telPhone" rules={[{ pattern: /^(|1[3-9]\d{9}|(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?)$/, message: '请输入正确的联系电话' }]}>
        <Input placeholder="手机号或固定电话" maxLength={20} />
      </Form.Item>
      <Form.Item label="QQ" name="qq" rules={[{ pattern: /^(|[1-9]\d{4,11})$/, message: '请输入正确的QQ号' }]}>
        <Input placeholder="请输入QQ号" maxLength={12} />
      </Form.Item>
      <Form.Item label="生日" name="birthday">
        <DatePicker placeholder="请选择生日" style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs())} />
      </Form.Item>
      <Form.Item label="星座" name="constellation">
        <Select placeholder="请选择星座" allowClear options={CONSTELLATIONS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item label="爱好" name="hobby" rules={[{ max: 100, message: '爱好不能超过100个字符' }]}>
        <Input placeholder="请输入爱好" maxLength={100} />
      </Form.Item>
      <Form.Item label="特长" name="speciality" rules={[{ max: 100, message: '特长不能超过100个字符' }]}>
        <Input placeholder="请输入特长" maxLength={100} />
      </Form.Item>
      <Form.Item label="家乡" name="hometown" rules={[{ max: 50, message: '家乡不能超过50个字符' }]}>
        <Input placeholder="请输入家乡" maxLength={50} />
      </Form.Item>
      <Form.Item label="部门">
        <Input value={profile.departName ?? ''} disabled />
      </Form.Item>
      <Form.Item label="职位" name="position" rules={[{ max: 50, message: '职位不能超过50个字符' }]}>
        <Input placeholder="请输入职位" maxLength={50} />
      </Form.Item>
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
