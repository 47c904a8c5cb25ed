import { ModalForm } from '@ant-design/pro-components';
import { message } from 'antd';
import type { SectionSchema } from '@/components/SchemaPage';
import type { DepartNode, RoleOption, UserCalls, UserRow } from './data';
import { AuthoriseFields, DepartPicker, SchemaText } from './fields';

const modalProps = { destroyOnHidden: true, maskClosable: false } as const;
const submitter = { searchConfig: { submitText: '确定', resetText: '取消' } };

/** 编辑用户: name, number, position, department, roles and the administrator flag; the cloud account is shown only. */
export function EditUserModal({ row, schema, calls, tree, roles, canSetAdmin, onClose, onSaved }: {
  row?: UserRow;
  schema: SectionSchema;
  calls: UserCalls;
  tree: DepartNode[];
  roles: RoleOption[];
  canSetAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <ModalForm
      title="编辑用户"
      width={550}
      open={Boolean(row)}
      onOpenChange={(open) => !open && onClose()}
      modalProps={modalProps}
      submitter={submitter}
      layout="vertical"
      initialValues={row ? { ...row, isCompanyAdmin: row.isCompanyAdmin === 1, groupList: row.groupList } : undefined}
      onFinish={async (values) => {
        try {
          const res = await calls.update({ ...values, id: row!.id, isCompanyAdmin: values.isCompanyAdmin ? 1 : 0, groupList: values.groupList ?? [] });
          message.success(res.msg || '修改成功!');
          onSaved();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <SchemaText schema={schema} field="username" disabled />
      <SchemaText schema={schema} field="name" required />
      <SchemaText schema={schema} field="no" />
      <SchemaText schema={schema} field="position" />
      <DepartPicker tree={tree} />
      <AuthoriseFields roles={roles} canSetAdmin={canSetAdmin} />
    </ModalForm>
  );
}

/** 设置部门 for one row or the selected rows (`setDepart?userIds&departId`). */
export function SetDepartModal({ users, calls, tree, onClose, onSaved }: {
  users?: UserRow[];
  calls: UserCalls;
  tree: DepartNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const single = users?.length === 1 ? users[0] : undefined;
  return (
    <ModalForm
      title="设置部门"
      width={400}
      open={Boolean(users?.length)}
      onOpenChange={(open) => !open && onClose()}
      modalProps={modalProps}
      submitter={submitter}
      layout="vertical"
      initialValues={single?.departId ? { departId: single.departId } : undefined}
      onFinish={async (values) => {
        try {
          const res = await calls.setDepart(users!.map((u) => u.id), values.departId);
          message.success(res.msg || '操作成功!');
          onSaved();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <div style={{ marginBottom: 12, color: 'rgba(0,0,0,0.65)' }}>
        {single ? `用户：${single.name}` : `已选择 ${users?.length ?? 0} 个用户`}
      </div>
      <DepartPicker tree={tree} label="部门" message="请设置部门!" />
    </ModalForm>
  );
}
