import { Button, Card, Col, Empty, Input, message, Modal, Row, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { type CompanyApp, type Member, permissionApi, TEXT } from './api';
import { AppName, AppStatusTag, seatsText } from './AppName';
import AppPickerModal from './AppPickerModal';
import styles from './index.less';

const PAGE_SIZE = 10;

/** 按人员: the company members on the left; the apps the chosen member may use on the right. */
export default function ByPerson() {
  const [modal, modalHolder] = Modal.useModal();
  const [personName, setPersonName] = useState<string>();
  const [page, setPage] = useState(1);
  const [persons, setPersons] = useState<{ records: Member[]; total: number }>({ records: [], total: 0 });
  const [current, setCurrent] = useState<Member>();
  const [appName, setAppName] = useState<string>();
  const [apps, setApps] = useState<CompanyApp[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [picking, setPicking] = useState(false);

  const loadPersons = () =>
    permissionApi
      .members({ name: personName, page, limit: PAGE_SIZE })
      .then((res) => {
        const data = res.data ?? { records: [], total: 0 };
        setPersons(data);
        setCurrent((old) => data.records.find((m) => m.id === old?.id) ?? old ?? data.records[0]);
      })
      .catch(() => undefined);
  useEffect(() => void loadPersons(), [personName, page]);

  const loadApps = () => {
    if (!current) return setApps([]);
    setLoading(true);
    permissionApi
      .appsOfUser(current.id, appName)
      .then((res) => setApps(res.data ?? []))
      .catch(() => setApps([]))
      .finally(() => setLoading(false));
  };
  useEffect(() => {
    setSelected([]);
    loadApps();
  }, [current?.id, appName]);

  const refresh = () => {
    setSelected([]);
    loadApps();
    void loadPersons();
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
          await permissionApi.removeApps(current.id, selected);
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
        <Card size="small" title="人员列表">
          <Input.Search
            allowClear
            placeholder="请输入姓名"
            className={styles.search}
            onSearch={(v) => {
              setPage(1);
              setPersonName(v.trim() || undefined);
            }}
          />
          <Table<Member>
            rowKey="id"
            size="small"
            dataSource={persons.records}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: persons.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            rowClassName={(m) => (m.id === current?.id ? styles.currentRow : styles.clickable)}
            onRow={(m) => ({ onClick: () => setCurrent(m) })}
            columns={[
              { title: '姓名', dataIndex: 'name' },
              { title: '所属部门', dataIndex: 'departName', render: (value) => value ?? '-' },
              { title: '应用数', dataIndex: 'appCount', width: 80 },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={current ? `「${current.name}」的授权应用` : '授权应用'}
          extra={
            current && (
              <Space>
                <Button type="primary" onClick={() => setPicking(true)}>
                  添加应用
                </Button>
                <Button danger onClick={removeSelected}>
                  移除应用
                </Button>
              </Space>
            )
          }
        >
          {current ? (
            <>
              <Input.Search allowClear placeholder="请输入应用名称" className={styles.search} onSearch={(v) => setAppName(v.trim() || undefined)} />
              <Table<CompanyApp>
                rowKey="appId"
                size="small"
                loading={loading}
                dataSource={apps}
                pagination={false}
                rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
                columns={[
                  { title: '应用名称', dataIndex: 'appName', render: (_, app) => <AppName app={app} /> },
                  { title: '已用/授权', key: 'seats', width: 100, render: (_, app) => seatsText(app) },
                  { title: '到期日期', dataIndex: 'expireDate', width: 120, render: (value) => value ?? '-' },
                  { title: '状态', dataIndex: 'status', width: 90, render: (status) => <AppStatusTag status={status} /> },
                ]}
              />
            </>
          ) : (
            <Empty description="暂无人员" />
          )}
        </Card>
      </Col>
      {current && (
        <AppPickerModal
          open={picking}
          title={`添加应用 — ${current.name}`}
          load={async () => (await permissionApi.appsNotOfUser(current.id)).data ?? []}
          onConfirm={async (ids) => {
            await permissionApi.addApps(current.id, ids);
            message.success('操作成功!');
            refresh();
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Row>
  );
}
