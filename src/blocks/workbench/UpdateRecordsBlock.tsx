/**
 * The workbench's updateRecords block: the platform's update records, five a page, each opening its detail.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Card, List, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import EmptyState from '@/components/EmptyState';
import type { BlockProps } from '../types';
import { listUpdateRecords, reason, type UpdateRecord } from './platform-content';
import styles from './workbench.less';

const PAGE_SIZE = 5;

/** The `updateRecords` block: update records, 5 per page with prev/next (spec doc 1 §9); a title opens /merchant/versionDetail. */
export default function UpdateRecordsBlock({ block }: BlockProps) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: UpdateRecord[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    listUpdateRecords(page, PAGE_SIZE)
      .then((res) => live && setData(res.data ?? { records: [], total: 0 }))
      .catch((error) => live && message.error(`获取更新记录失败!${reason(error)}`))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [page]);
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <Card
      variant="borderless"
      title={block.title}
      extra={
        <Space size={4}>
          <Button size="small" type="text" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="上一页" />
          <Button size="small" type="text" icon={<RightOutlined />} disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label="下一页" />
        </Space>
      }
    >
      {data.records.length === 0 && !loading ? (
        <EmptyState />
      ) : (
        <List
          size="small"
          split={false}
          loading={loading}
          dataSource={data.records}
          renderItem={(item) => (
            <List.Item className={styles.recordItem} extra={<span className={styles.recordTime}>{item.crtTime.slice(0, 10)}</span>}>
              <a className={styles.recordTitle} title={item.title} onClick={() => history.push(`/merchant/versionDetail?versionId=${item.id}`)}>
                {item.title}
              </a>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
