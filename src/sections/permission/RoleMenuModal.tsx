import { message, Modal, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useEffect, useMemo, useState } from 'react';
import { type MenuOption, permissionApi, type Role } from './api';

interface Props {
  role?: Role;
  open: boolean;
  onDone: () => void;
  onClose: () => void;
}

const toNodes = (options: MenuOption[]): DataNode[] =>
  options.map((o) => ({ key: o.id, title: o.title, children: o.children ? toNodes(o.children) : undefined }));
const leafKeys = (options: MenuOption[]): string[] => options.flatMap((o) => (o.children ? leafKeys(o.children) : [o.id]));

/** 设置权限: the checkbox list of menu items (group/menuList), saved with insertGroupMenu as leaf keys. */
export default function RoleMenuModal({ role, open, onDone, onClose }: Props) {
  const [options, setOptions] = useState<MenuOption[]>();
  const [checked, setChecked] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChecked(role?.menuList ?? []);
    if (!options) permissionApi.menuOptions().then((res) => setOptions(res.data ?? [])).catch(() => setOptions([]));
  }, [open, role]);

  const leaves = useMemo(() => new Set(leafKeys(options ?? [])), [options]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      const res = await permissionApi.setRoleMenus(role.id, checked.map(String).filter((key) => leaves.has(key)));
      message.success(res.msg || '操作成功!');
      onDone();
      onClose();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={`设置权限 — ${role?.name ?? ''}`} width={550} okText="确定" cancelText="取消" confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      {options ? (
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={toNodes(options)}
          checkedKeys={checked}
          onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
