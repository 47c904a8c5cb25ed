import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, message, Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type Member, permissionApi } from './api';
import { confirmRemove } from './confirm-remove';
import MemberPickerModal from './MemberPickerModal';

/** 系统管理员: the company administrators, with add (member picker) and remove (never the main account). */
export default function AdminTable() {
  const [modal, modalHolder] = Modal.useModal();
  const [admins, setAdmins] = useState<Member[]>([]);
  const [loading, setLoading] = useState(false);
  const [picking, setPicking] = useState(false);

  const reload = () => {
    setLoading(true);
    permissionApi
      .admins()
      .then((res) => setAdmins(res.data ?? []))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  useEffect(reload, []);

  const remove = (member: Member) => confirmRemove(modal, () => permissionApi.removeAdmin(member.id), reload);

  return (
    <Card
      size="small"
      title="系统管理员"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          添加管理员
        </Button>
      }
    >
      {modalHolder}
      <Table<Member>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={admins}
        pagination={false}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            render: (name, member) => (
              <>
                <span>{name}</span>
                {member.isMainAccount === 1 && <Tag color="blue" style={{ marginLeft: 8 }}>主账号</Tag>}
              </>
            ),
          },
          { title: '云账号', dataIndex: 'mobile' },
          { title: '所属部门', dataIndex: 'departName', render: (value) => value ?? '-' },
          { title: '职位', dataIndex: 'position', render: (value) => value ?? '-' },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, member) =>
              member.isMainAccount === 1 ? null : (
                <Button type="link" danger size="small" onClick={() => remove(member)}>
                  移除
                </Button>
              ),
          },
        ]}
      />
      <MemberPickerModal
        open={picking}
        title="添加系统管理员"
        load={async (query) => (await permissionApi.members(query)).data}
        disabled={(member) => member.isCompanyAdmin === 1}
        onConfirm={async (ids) => {
          await permissionApi.addAdmins(ids);
          message.success('操作成功!');
          reload();
        }}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}
