import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, message, Modal, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { permissionApi, type Role, TEXT } from './api';
import RoleFormModal from './RoleFormModal';
import RoleMenuModal from './RoleMenuModal';

const PAGE_SIZE = 10;

/** 角色: name, description, permissions; add, edit, set permissions, delete. The built-in role offers none. */
export default function RoleTable() {
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: Role[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<{ role?: Role; open: boolean }>({ open: false });
  const [granting, setGranting] = useState<{ role?: Role; open: boolean }>({ open: false });

  const reload = () => {
    setLoading(true);
    permissionApi
      .roles(page, PAGE_SIZE)
      .then((res) => setData(res.data ?? { records: [], total: 0 }))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  useEffect(reload, [page]);

  const remove = (role: Role) =>
    modal.confirm({
      title: '提示',
      content: TEXT.deleteConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const res = await permissionApi.deleteRole(role.id);
          message.success(res.msg || '删除成功!');
          if (data.records.length === 1 && page > 1) setPage(page - 1);
          else reload();
        } catch {
          // shown by the request client
        }
      },
    });

  return (
    <Card
      size="small"
      title="角色"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
          新增角色
        </Button>
      }
    >
      {modalHolder}
      <Table<Role>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data.records}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
        columns={[
          {
            title: '角色名称',
            dataIndex: 'name',
            width: 180,
            render: (name, role) => (
              <>
                <span>{name}</span>
                {role.builtIn === 1 && <Tag color="gold" style={{ marginLeft: 8 }}>内置</Tag>}
              </>
            ),
          },
          { title: '角色描述', dataIndex: 'description', width: 240, render: (value) => value || '-' },
          {
            title: '权限',
            dataIndex: 'menuInfo',
            render: (value) => (value ? <Typography.Text>{value}</Typography.Text> : <Typography.Text type="secondary">未设置</Typography.Text>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_, role) =>
              role.builtIn === 1 ? null : (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ role, open: true })}>
                    编辑
                  </Button>
                  <Button type="link" size="small" onClick={() => setGranting({ role, open: true })}>
                    设置权限
                  </Button>
                  <Button type="link" size="small" danger onClick={() => remove(role)}>
                    删除
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <RoleFormModal role={editing.role} open={editing.open} onDone={reload} onClose={() => setEditing((s) => ({ ...s, open: false }))} />
      <RoleMenuModal role={granting.role} open={granting.open} onDone={reload} onClose={() => setGranting((s) => ({ ...s, open: false }))} />
    </Card>
  );
}
