import { Button, Card, Col, Empty, Input, message, Modal, Row, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { type CompanyApp, type Member, permissionApi, TEXT } from './api';
import { AppName, AppStatusTag, seatsText } from './AppName';
import MemberPickerModal from './MemberPickerModal';
import styles from './index.less';

/** 按应用: the company apps on the left; the persons allowed to use the chosen app on the right. */
export default function ByApplication() {
  const [modal, modalHolder] = Modal.useModal();
  const [appName, setAppName] = useState<string>();
  const [apps, setApps] = useState<CompanyApp[]>([]);
  const [current, setCurrent] = useState<CompanyApp>();
  const [personName, setPersonName] = useState<string>();
  const [persons, setPersons] = useState<Member[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [picking, setPicking] = useState(false);

  const loadApps = () =>
    permissionApi
      .apps(appName)
      .then((res) => {
        const list = res.data ?? [];
        setApps(list);
        setCurrent((old) => list.find((app) => app.appId === old?.appId) ?? list[0]);
      })
      .catch(() => undefined);
  useEffect(() => void loadApps(), [appName]);

  const loadPersons = () => {
    if (!current) return setPersons([]);
    setLoading(true);
    permissionApi
      .usersOfApp(current.appId, personName)
      .then((res) => setPersons(res.data ?? []))
      .catch(() => setPersons([]))
      .finally(() => setLoading(false));
  };
  useEffect(() => {
    setSelected([]);
    loadPersons();
  }, [current?.appId, personName]);

  const refresh = () => {
    setSelected([]);
    loadPersons();
    void loadApps();
  };

  const removeSelected = () => {
    if (!current) return;
    if (selected.length === 0) {
      message.warning(TEXT.removeNone);
      return;
    }
    modal.confirm({
      title: '提示',
      content: TEXT.removeConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await permissionApi.removeUsers(current.appId, selected);
          message.success('操作成功!');
          refresh();
        } catch {
          // shown by the request client
        }
      },
    });
  };

  return (
    <Row gutter={16}>
      {modalHolder}
      <Col xs={24} lg={10}>
        <Card size="small" title="应用列表">
          <Input.Search allowClear placeholder="请输入应用名称" className={styles.search} onSearch={(v) => setAppName(v.trim() || undefined)} />
          <Table<CompanyApp>
            rowKey="appId"
            size="small"
            dataSource={apps}
            pagination={false}
            scroll={{ y: 500 }}
            rowClassName={(app) => (app.appId === current?.appId ? styles.currentRow : styles.clickable)}
            onRow={(app) => ({ onClick: () => setCurrent(app) })}
            columns={[
              { title: '应用名称', dataIndex: 'appName', render: (_, app) => <AppName app={app} /> },
              { title: '已用/授权', key: 'seats', width: 90, render: (_, app) => seatsText(app) },
              { title: '到期日期', dataIndex: 'expireDate', width: 110, render: (value) => value ?? '-' },
              { title: '状态', dataIndex: 'status', width: 80, render: (status) => <AppStatusTag status={status} /> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={current ? `「${current.appName}」的授权人员（已用 ${seatsText(current)}）` : '授权人员'}
          extra={
            current && (
              <Space>
                <Button type="primary" onClick={() => setPicking(true)}>
                  添加人员
                </Button>
                <Button danger onClick={removeSelected}>
                  移除人员
                </Button>
              </Space>
            )
          }
        >
          {current ? (
            <>
              <Input.Search allowClear placeholder="请输入姓名" className={styles.search} onSearch={(v) => setPersonName(v.trim() || undefined)} />
              <Table<Member>
                rowKey="id"
                size="small"
                loading={loading}
                dataSource={persons}
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
                columns={[
                  { title: '姓名', dataIndex: 'name' },
                  { title: '云账号', dataIndex: 'mobile' },
                  { title: '所属部门', dataIndex: 'departName', render: (value) => value ?? '-' },
                  { title: '职位', dataIndex: 'position', render: (value) => value ?? '-' },
                ]}
              />
            </>
          ) : (
            <Empty description="暂无应用" />
          )}
        </Card>
      </Col>
      {current && (
        <MemberPickerModal
          open={picking}
          title={`添加人员 — ${current.appName}`}
          load={async (query) => (await permissionApi.usersNotInApp(current.appId, query)).data}
          onConfirm={async (ids) => {
            await permissionApi.addUsers(current.appId, ids);
            message.success('操作成功!');
            refresh();
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Row>
  );
}
