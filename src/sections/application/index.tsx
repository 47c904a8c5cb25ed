import { AppstoreAddOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Card, Empty, message, Modal, Pagination, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { SectionPageProps } from '@/sections';
import { ApiError } from '@/services/request';
import { applicationApi, type CompanyApp } from './api';
import AppCard from './AppCard';
import AppDetailModal from './AppDetailModal';
import styles from './index.less';

const PAGE_SIZE = 10;

/** 应用管理 (spec doc 2 §2): the company's cloud apps as cards, with add, detail, enter and pagination. */
export default function ApplicationPage({ title }: SectionPageProps) {
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: CompanyApp[]; total: number }>();
  const [detailOf, setDetailOf] = useState<number>();

  const reload = () =>
    applicationApi
      .list(page, PAGE_SIZE)
      .then((res) => setData(res.data))
      .catch(() => setData({ records: [], total: 0 }));
  useEffect(() => void reload(), [page]);

  const enter = async (app: CompanyApp) => {
    try {
      const res = await applicationApi.enter(app.appName);
      window.open(res.data, '_blank');
    } catch (error) {
      message.warning((error instanceof ApiError && error.body?.msg) || '进入应用失败');
    }
  };

  const toggle = (app: CompanyApp) => {
    const disabling = app.status === 2;
    modal.confirm({
      title: '提示',
      content: disabling ? `停用后企业成员将无法进入「${app.appName}」，是否继续?` : `确定启用「${app.appName}」吗?`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await applicationApi.setStatus(app.id, disabling ? 4 : 2);
          message.success('操作成功!');
          void reload();
        } catch {
          // shown by the request client
        }
      },
    });
  };

  return (
    <Card
      variant="borderless"
      title={title}
      extra={
        <Button type="primary" icon={<AppstoreAddOutlined />} onClick={() => history.push('/merchantApplication?applicationsIndex=0')}>
          添加应用
        </Button>
      }
    >
      {modalHolder}
      {!data ? (
        <div className={styles.loading}>
          <Spin />
        </div>
      ) : data.records.length === 0 ? (
        <Empty description="暂无应用">
          <Button type="primary" onClick={() => history.push('/merchantApplication?applicationsIndex=0')}>
            去应用中心
          </Button>
        </Empty>
      ) : (
        <>
          <div className={styles.grid}>
            {data.records.map((app) => (
              <AppCard key={app.id} app={app} onDetail={(a) => setDetailOf(a.appId)} onEnter={enter} onToggle={toggle} />
            ))}
          </div>
          <Pagination
            className={styles.pagination}
            align="end"
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 条`}
          />
        </>
      )}
      <AppDetailModal appId={detailOf} onClose={() => setDetailOf(undefined)} />
    </Card>
  );
}
