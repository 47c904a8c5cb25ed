import { ProFormCheckbox, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components';
import { Empty } from 'antd';
import type { SectionSchema } from '@/components/SchemaPage';
import { fieldRules } from '@/components/SchemaPage/rules';
import { type DepartNode, type RoleOption, treeSelectData } from './data';

/** A text field of the section with the schema's title, placeholder and rules (Chinese messages). */
export function SchemaText({ schema, field, required = false, disabled = false, password = false, onBlur, extraRules = [] }: {
  schema: SectionSchema;
  field: string;
  required?: boolean;
  disabled?: boolean;
  password?: boolean;
  onBlur?: () => void;
  extraRules?: any[];
}) {
  const def = schema.fields[field] ?? {};
  const Field = password ? ProFormText.Password : ProFormText;
  return (
    <Field
      name={field}
      label={def.title ?? field}
      disabled={disabled}
      rules={[...fieldRules(field, def, required), ...extraRules]}
      fieldProps={{ maxLength: def.maxLength, onBlur, autoComplete: password ? 'new-password' : 'off' }}
      placeholder={def.placeholder ?? `请输入${def.title ?? ''}`}
    />
  );
}

/** 所属部门: a tree picker over the company's departments. */
export function DepartPicker({ tree, name = 'departId', label = '所属部门', message = '请选择所属部门' }: {
  tree: DepartNode[];
  name?: string;
  label?: string;
  message?: string;
}) {
  return (
    <ProFormTreeSelect
      name={name}
      label={label}
      rules={[{ required: true, message }]}
      placeholder="请选择部门"
      fieldProps={{
        treeData: treeSelectData(tree),
        treeDefaultExpandAll: true,
        showSearch: true,
        treeNodeFilterProp: 'title',
        listHeight: 320,
        popupMatchSelectWidth: true,
      }}
    />
  );
}

/** 角色 checkboxes and the 是否系统管理员 checkbox (spec doc 2 §6). */
export function AuthoriseFields({ roles, canSetAdmin }: { roles: RoleOption[]; canSetAdmin: boolean }) {
  return (
    <>
      {roles.length ? (
        <ProFormCheckbox.Group name="groupList" label="角色" options={roles.map((role) => ({ label: role.name, value: role.id }))} />
      ) : (
        <ProFormCheckbox.Group name="groupList" label="角色">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无角色，可在“权限设置”中添加" />
        </ProFormCheckbox.Group>
      )}
      <ProFormCheckbox name="isCompanyAdmin" disabled={!canSetAdmin} extra={canSetAdmin ? undefined : '只有系统管理员可以设置系统管理员'}>
        是否系统管理员
      </ProFormCheckbox>
    </>
  );
}
