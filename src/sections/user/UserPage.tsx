import { type ActionType, ProTable } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, Card, Col, Empty, Input, message, Modal, Row, Space, Tabs, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import '@/components/SchemaPage/builtins';
import { buildColumns } from '@/components/SchemaPage/columns';
import { isActionShown } from '@/components/SchemaPage/condition';
import { callOperation } from '@/components/SchemaPage/operations';
import type { ActionDef, Row as TableRow, SectionSchema } from '@/components/SchemaPage/types';
import { downloadFile } from '@/services/download';
import AddUserWizard from './AddUserWizard';
import DepartFilter from './DepartFilter';
import { remainingSeats, type UserCount, type UserRow, useLoaded, userCalls } from './data';
import { EditUserModal, SetDepartModal } from './UserDialogs';

/** 用户管理 (spec doc 2 §2): department tree, tabs current/removed, counts, search, toolbar and row actions from the schema. */
export default function UserPage({ schema }: { schema: SectionSchema }) {
  const calls = useMemo(() => userCalls(schema), [schema]);
  const { initialState } = useModel('@@initialState');
  const canSetAdmin = Number((initialState?.currentUser as any)?.isCompanyAdmin) === 1;
  const tabs = schema.tabs ?? [];
  const [tab, setTab] = useState(tabs[0]?.key ?? 'current');
  const [departId, setDepartId] = useState<number>();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<UserRow[]>([]);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [editing, setEditing] = useState<UserRow>();
  const [moving, setMoving] = useState<UserRow[]>();
  const [modal, modalHolder] = Modal.useModal();
  const actionRef = useRef<ActionType>();

  const [tree, reloadTree] = useLoaded(useCallback(() => (calls.can('departTree') ? calls.departTree() : Promise.resolve([])), [calls]), []);
  const [roles, reloadRoles] = useLoaded(useCallback(() => (calls.can('groupOptions') ? calls.roles() : Promise.resolve([])), [calls]), []);
  const [count, reloadCount] = useLoaded<UserCount | undefined>(useCallback(() => (calls.can('count') ? calls.count() : Promise.resolve(undefined)), [calls]), undefined);

  const reload = useCallback(() => {
    actionRef.current?.reload();
    reloadCount();
  }, [reloadCount]);

  const run = useCallback(
    (action: ActionDef, row?: UserRow) => {
      const operation = schema.operations[action.operation];
      if (!operation) return;
      if (action.download) {
        downloadFile(operation.url, { name: name.trim(), departId }, '用户列表.xlsx').catch(() => undefined);
        return;
      }
      const targets = action.needsSelection ? selected : row ? [row] : [];
      if (action.needsSelection && targets.length === 0) {
        message.warning(action.needsSelection);
        return;
      }
      if (action.form === 'addWizard') {
        reloadTree();
        reloadRoles();
        setWizardOpen(true);
        return;
      }
      if (action.form === 'edit') return setEditing(row);
      if (action.form === 'setDepart') return setMoving(targets);
      const execute = async () => {
        try {
          const res = await callOperation(operation, { row });
          message.success(action.success ?? res.msg ?? '操作成功!');
        } catch {
          // the request client already showed the server's message
        }
        reload();
      };
      if (action.confirm) modal.confirm({ title: '提示', content: action.confirm, okText: '确定', cancelText: '取消', onOk: execute });
      else execute();
    },
    [schema, name, departId, selected, modal, reload, reloadTree, reloadRoles],
  );

  // The row actions stay in view at the right edge when the table scrolls sideways.
  const columns = useMemo(
    () => buildColumns(schema, tab, (action, row) => run(action, row as UserRow)).map((c) => (c.key === '__actions' ? { ...c, fixed: 'right' as const } : c)),
    [schema, tab, run],
  );
  const toolbar = (schema.toolbar ?? []).filter((action) => isActionShown(action, tab));
  const afterSave = () => {
    setSelected([]);
    reload();
  };

  const counts = count && (
    <Space size="large" style={{ color: 'rgba(0,0,0,0.65)' }}>
      <span>
        全公司（已用/授权）：<Typography.Text strong>{count.count}/{count.authorizationNumber}</Typography.Text>
      </span>
      <span>
        剩余：<Typography.Text strong type={remainingSeats(count) === 0 ? 'danger' : undefined}>{remainingSeats(count)}</Typography.Text>
      </span>
      <span>已移除：{count.delCount}</span>
    </Space>
  );

  return (
    <Card title={schema.title} variant="borderless" extra={counts}>
      <Row gutter={16} wrap={false}>
        <Col flex="210px" style={{ borderRight: '1px solid #f0f0f0', paddingRight: 12 }}>
          <DepartFilter tree={tree} value={departId} onChange={setDepartId} />
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Tabs activeKey={tab} onChange={(key) => (setTab(key), setSelected([]))} items={tabs.map((t) => ({ key: t.key, label: t.title }))} />
          <ProTable<TableRow>
            actionRef={actionRef}
            rowKey="id"
            columns={columns}
            params={{ tab, name: name.trim(), departId }}
            request={async ({ current, pageSize, tab: tabKey, ...filters }) => {
              const operation = schema.operations[tabs.find((t) => t.key === tabKey)?.operation ?? 'list'];
              if (!operation) return { data: [], total: 0, success: true };
              try {
                const { data } = await callOperation(operation, { params: { ...filters, page: current, limit: pageSize } });
                return { data: data?.records ?? [], total: Number(data?.total ?? 0), success: true };
              } catch {
                return { data: [], total: 0, success: false };
              }
            }}
            rowSelection={tab === 'current' ? { selectedRowKeys: selected.map((u) => u.id), onChange: (_, rows) => setSelected(rows as UserRow[]) } : undefined}
            tableAlertRender={false}
            search={false}
            cardProps={false}
            headerTitle={
              <Input.Search
                placeholder={schema.searchForm?.[0]?.placeholder ?? '请输入用户名'}
                allowClear
                enterButton="查询"
                style={{ width: 280 }}
                onSearch={(value) => setName(value)}
              />
            }
            toolBarRender={() =>
              toolbar.map((action, index) => (
                <Button key={action.key} type={index === 0 ? 'primary' : 'default'} onClick={() => run(action)}>
                  {action.title}
                </Button>
              ))
            }
            options={{ reload: true, density: false, setting: true, fullScreen: false }}
            pagination={{ defaultPageSize: 10, pageSizeOptions: schema.pageSizes ?? [10, 20, 50], showSizeChanger: true, showQuickJumper: true, showTotal: (total) => `共 ${total} 条` }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" /> }}
            size="middle"
            scroll={{ x: 'max-content' }}
          />
        </Col>
      </Row>
      <AddUserWizard
        open={wizardOpen}
        schema={schema}
        calls={calls}
        tree={tree}
        roles={roles}
        canSetAdmin={canSetAdmin}
        onClose={() => setWizardOpen(false)}
        onSaved={reload}
      />
      <EditUserModal row={editing} schema={schema} calls={calls} tree={tree} roles={roles} canSetAdmin={canSetAdmin} onClose={() => setEditing(undefined)} onSaved={reload} />
      <SetDepartModal users={moving} calls={calls} tree={tree} onClose={() => setMoving(undefined)} onSaved={afterSave} />
      {modalHolder}
    </Card>
  );
}
