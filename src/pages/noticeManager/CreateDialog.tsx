import { Button, DatePicker, Form, Input, Modal, Select, Tag, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@/services/types';
import PersonPicker from './PersonPicker';
import RichTextEditor from './RichTextEditor';
import { createNotice, type Category, type Person } from './notice-api';

interface Props {
  open: boolean;
  user?: CurrentUser;
  categories: Category[];
  onClose: () => void;
  onDone: () => void;
}

/** Text the editor's HTML keeps (the server answers 请输入正文 for a body with none). */
const hasText = (html?: string) => Boolean(html && (html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() || /<img\b/i.test(html)));

/** 新建通知公告 (spec doc 1): compiler and department are the current user, read-only; the server sets them too. */
export default function CreateDialog({ open, user, categories, onClose, onDone }: Props) {
  const [form] = Form.useForm();
  const [scope, setScope] = useState<Person[]>([]);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  // The scope's check reads the picked people: run it again once they are rendered.
  useEffect(() => {
    if (scope.length) form.validateFields(['scope']).catch(() => undefined);
  }, [scope, form]);

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
      await createNotice({ ...values, openDate: (values.openDate as Dayjs).format('YYYY-MM-DD'), voList: scope.map((p) => ({ id: p.id })) });
      message.success('新建通知公告成功!');
      form.resetFields();
      setScope([]);
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
        <Form.Item label="可见范围" required>
          <Form.Item name="scope" noStyle rules={[{ validator: () => (scope.length ? Promise.resolve() : Promise.reject(new Error('请选择可见范围'))) }]}>
            <div>
              {scope.map((p) => (
                <Tag key={p.id} closable onClose={() => setScope(scope.filter((s) => s.id !== p.id))}>
                  {p.name}
                </Tag>
              ))}
              <Button size="small" onClick={() => setPicking(true)}>
                选择人员
              </Button>
            </div>
          </Form.Item>
        </Form.Item>
        <Form.Item label="正文" name="text" rules={[{ validator: (_r, value) => (hasText(value) ? Promise.resolve() : Promise.reject(new Error('请输入正文'))) }]}>
          <RichTextEditor />
        </Form.Item>
      </Form>
      <PersonPicker
        open={picking}
        title="选择可见范围"
        value={scope}
        onCancel={() => setPicking(false)}
        onOk={(people) => {
          setScope(people);
          setPicking(false);
        }}
      />
    </Modal>
  );
}
