import { Form, Input, message, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useSectionSchema } from '@/components/SchemaPage/useSectionSchema';
import { permissionApi, type Role } from './api';

interface Props {
  /** The role to edit; undefined adds a new one. */
  role?: Role;
  open: boolean;
  onDone: () => void;
  onClose: () => void;
}

/** 新增角色 / 编辑角色: name (required), description and 数据范围 (its options are the field's enum labels). */
export default function RoleFormModal({ role, open, onDone, onClose }: Props) {
  const [form] = Form.useForm<{ name: string; description?: string; dataScope?: string }>();
  const [saving, setSaving] = useState(false);
  const scope = useSectionSchema('permission').schema?.fields.dataScope;
  const scopeOptions = (scope?.enum ?? []).map((value, i) => ({ value: value as string, label: scope?.enumNames?.[i] ?? String(value) }));

  useEffect(() => {
    if (open) form.setFieldsValue({ name: role?.name ?? '', description: role?.description ?? '', dataScope: role?.dataScope ?? 'all' });
  }, [open, role]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = role ? await permissionApi.updateRole({ id: role.id, ...values }) : await permissionApi.addRole(values);
      message.success(res.msg || (role ? '修改成功!' : '新增成功!'));
      onDone();
      onClose();
      return res;
    } catch {
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={role ? '编辑角色' : '新增角色'}
      width={550}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: 20, message: '角色名称不能超过20个字符' },
          ]}
        >
          <Input placeholder="请输入角色名称" maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="description" label="角色描述" rules={[{ max: 200, message: '角色描述不能超过200个字符' }]}>
          <Input.TextArea placeholder="请输入角色描述" rows={3} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="dataScope" label={scope?.title ?? '数据范围'} extra="角色的查询、修改、删除等权限只作用于此范围内的数据">
          <Select options={scopeOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
