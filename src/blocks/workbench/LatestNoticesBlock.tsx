import { RightOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Card, List, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import NoticeDialog from '@/components/notice/NoticeDialog';
import { confirmDeleteNotice, listNotices, reason, type Notice } from '@/components/notice/notice-api';
import EmptyState from '@/components/EmptyState';
import { useSession } from '../form/useSession';
import type { BlockProps } from '../types';
import styles from './workbench.less';

/** The latest-notices call (spec doc 1 §3): page 1, limit 3. */
const LATEST = { page: 1, limit: 3 };

/**
 * 最新公告: the company notices of the categories shown in the workbench widget (通知公告设置 showInWidget) that the
 * member may see (the server's visible-scope rule), newest first; a title opens the reading dialog of /noticeManager.
 * The `latestNotices` block: the page file names the 通知公告 feature, so the server leaves it out while that is off.
 */
export default function LatestNoticesBlock({ block }: BlockProps) {
  const user = useSession();
  const [records, setRecords] = useState<Notice[]>();
  const [open, setOpen] = useState<Notice | null>(null);
  const load = useCallback(() => {
    listNotices({ ...LATEST, showInWidget: 1 })
      .then((res) => setRecords(res.data.records))
      .catch((error) => {
        setRecords([]);
        message.error(`获取通知公告列表失败!${reason(error)}`);
      });
  }, []);
  useEffect(load, [load]);
  return (
    <Card
      variant="borderless"
      title={block.title}
      data-testid="latest-notices"
      extra={
        <Button type="link" size="small" onClick={() => history.push('/noticeManager')}>
          更多 <RightOutlined />
        </Button>
      }
    >
      {records && records.length === 0 ? (
        <EmptyState />
      ) : (
        <List
          size="small"
          split={false}
          loading={!records}
          dataSource={records ?? []}
          renderItem={(item) => (
            <List.Item className={styles.recordItem} extra={<span className={styles.recordTime}>{item.releaseTime.slice(0, 10)}</span>}>
              <a className={styles.recordTitle} title={item.title} onClick={() => setOpen(item)}>
                {item.title}
              </a>
            </List.Item>
          )}
        />
      )}
      <NoticeDialog notice={open} mine={false} currentUserId={user.id} onClose={() => setOpen(null)} onDelete={(notice) => confirmDeleteNotice(notice, () => (setOpen(null), load()))} />
    </Card>
  );
}
