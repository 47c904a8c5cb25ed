import { Button, DatePicker, Form, Input, Modal, Select, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CurrentUser } from '@/services/types';
import { PersonPickerWidget } from '@/widgets/person-widgets';
import { RichTextWidget } from '@/widgets/RichTextWidget';
import { createNotice, type Category, type Person } from './notice-api';

interface Props {
  open: boolean;
  user?: CurrentUser;
  categories: Category[];
  onClose: () => void;
  onDone: () => void;
}

/** 新建通知公告 (spec doc 1): compiler and department are the current user, read-only; the server sets them too. */
export default function CreateDialog({ open, user, categories, onClose, onDone }: Props) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: any;
    try {
      values = await form.validateFields();
    } catch {
      message.error('请正确填写信息');
      return;
    }
    setSaving(true);
    try {
      await createNotice({ ...values, openDate: (values.openDate as Dayjs).format('YYYY-MM-DD'), voList: (values.voList as Person[]).map((p) => ({ id: p.id })) });
      message.success('新建通知公告成功!');
      form.resetFields();
      onDone();
    } catch (error) {
      message.error(`新建通知公告失败!${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="新建通知公告"
      width={760}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="submit" type="primary" loading={saving} onClick={submit}>
          提交
        </Button>,
      ]}
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 19 }}>
        <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={100} placeholder="请输入标题" />
        </Form.Item>
        <Form.Item label="编号" name="code">
          <Input maxLength={50} placeholder="请输入编号" />
        </Form.Item>
        <Form.Item label="类型" name="type" rules={[{ required: true, message: '请选择类型' }]}>
          <Select placeholder="请选择类型" options={categories.map((c) => ({ value: c.id, label: c.needApproval ? `${c.noticeType}（需审核）` : c.noticeType }))} />
        </Form.Item>
        <Form.Item label="编制人">
          <Input value={user?.name ?? ''} readOnly disabled />
        </Form.Item>
        <Form.Item label="编制部门">
          <Input value={user?.departName ?? ''} readOnly disabled />
        </Form.Item>
        <Form.Item label="公示期截止日" name="openDate" rules={[{ required: true, message: '请选择公示期截止日' }]}>
          <DatePicker style={{ width: '100%' }} placeholder="请选择公示期截止日" disabledDate={(day) => day.isBefore(dayjs().subtract(1, 'day'), 'day')} />
        </Form.Item>
        {/* The registered widgets (src/widgets) that the section's form names for voList and text. */}
        <PersonPickerWidget name="voList" label="可见范围" def={{ title: '可见范围' }} rules={[{ required: true, message: '请选择可见范围' }]} />
        <RichTextWidget name="text" label="正文" def={{ title: '正文', requiredMessage: '请输入正文' }} rules={[{ required: true, message: '请输入正文' }]} />
      </Form>
    </Modal>
  );
}
