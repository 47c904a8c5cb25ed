import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Space } from 'antd';
import { useState } from 'react';
import styles from './widgets.less';

export interface UpdateRecord {
  id: number | string;
  title: string;
  crtTime: string;
}

const PAGE_SIZE = 5;

/** Update records, 5 per page with prev/next (spec doc 1 §9). */
export default function UpdateRecords({ records = [], total = 0 }: { records?: UpdateRecord[]; total?: number }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Card
      variant="borderless"
      title="更新记录"
      className={styles.sideCard}
      extra={
        <Space size={4}>
          <Button size="small" type="text" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="上一页" />
          <Button size="small" type="text" icon={<RightOutlined />} disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label="下一页" />
        </Space>
      }
    >
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />
      ) : (
        <List
          size="small"
          split={false}
          dataSource={records}
          renderItem={(item) => (
            <List.Item className={styles.recordItem} extra={<span className={styles.recordTime}>{item.crtTime.slice(0, 10)}</span>}>
              <a className={styles.recordTitle}>{item.title}</a>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
