import { message, Modal, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useEffect, useMemo, useState } from 'react';
import { type MenuOption, permissionApi, type Role } from './api';
import styles from './index.less';

interface Props {
  role?: Role;
  open: boolean;
  onDone: () => void;
  onClose: () => void;
}

/** A button item's id is `<menuKey>:<action>` (e.g. `depart:create`); a menu key alone grants every action. */
const isButton = (id: string) => id.includes(':');
const sectionOf = (id: string) => id.slice(0, id.indexOf(':'));
const READ = 'read';

const toNodes = (options: MenuOption[]): DataNode[] =>
  options.map((o) => ({
    key: o.id,
    title: o.title,
    className: isButton(o.id) ? styles.grantButton : undefined,
    children: o.children ? toNodes(o.children) : undefined,
  }));

/** Entries a role is granted as a whole: plain leaves and sections (whose children are buttons). */
const grantableEntries = (options: MenuOption[]): MenuOption[] =>
  options.flatMap((o) => (o.children && !o.children.every((c) => isButton(c.id)) ? grantableEntries(o.children) : [o]));

/** A ticked button brings its section's 查询, as the server saves it. */
function withImpliedRead(keys: string[], buttons: Set<string>): string[] {
  const result = new Set(keys);
  for (const key of keys) {
    const read = `${sectionOf(key)}:${READ}`;
    if (isButton(key) && buttons.has(read)) result.add(read);
  }
  return [...result];
}

/**
 * 设置权限: the menu tree (group/menuList) with each section's button items (查询, 新增, 修改, …) under it.
 * Saved with insertGroupMenu: a fully ticked section as its menu key (every action), else its ticked buttons.
 */
export default function RoleMenuModal({ role, open, onDone, onClose }: Props) {
  const [options, setOptions] = useState<MenuOption[]>();
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChecked(role?.menuList ?? []);
    if (!options) permissionApi.menuOptions().then((res) => setOptions(res.data ?? [])).catch(() => setOptions([]));
  }, [open, role]);

  const entries = useMemo(() => grantableEntries(options ?? []), [options]);
  const buttons = useMemo(() => new Set(entries.flatMap((e) => (e.children ?? []).map((c) => c.id))), [entries]);

  const onCheck = (keys: Key[] | { checked: Key[] }) => {
    const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
    setChecked(withImpliedRead(list, buttons));
  };

  const submit = async () => {
    if (!role) return;
    const ticked = new Set(checked);
    const menuList = entries.flatMap((entry) => {
      const own = (entry.children ?? []).map((c) => c.id).filter((id) => ticked.has(id));
      if (ticked.has(entry.id) || (own.length > 0 && own.length === entry.children?.length)) return [entry.id];
      return own;
    });
    setSaving(true);
    try {
      const res = await permissionApi.setRoleMenus(role.id, menuList);
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
    <Modal open={open} title={`设置权限 — ${role?.name ?? ''}`} width={640} okText="确定" cancelText="取消" confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        勾选菜单即拥有该菜单的全部操作；只勾选其中的按钮时，会同时包含该菜单的查询。
      </Typography.Paragraph>
      {options ? (
        <div className={styles.grantTree} style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          <Tree checkable selectable={false} defaultExpandAll treeData={toNodes(options)} checkedKeys={checked} onCheck={onCheck} />
        </div>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
