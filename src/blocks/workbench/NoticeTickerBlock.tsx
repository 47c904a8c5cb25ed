import { SoundOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { EMPTY_TEXT } from '@/components/EmptyState';
import NoticeReader from './NoticeReader';
import { findNotices, noticeType, type PlatformNotice } from './platform-content';
import styles from './workbench.less';

/**
 * The `noticeTicker` block: the platform's announcements (findNotice) one line at a time, moving on every 3 s; a
 * click reads it.
 */
export default function NoticeTickerBlock() {
  const [items, setItems] = useState<PlatformNotice[]>([]);
  const [index, setIndex] = useState(0);
  const [reading, setReading] = useState<PlatformNotice>();
  useEffect(() => {
    findNotices()
      .then((res) => setItems(res.data?.records ?? []))
      .catch(() => setItems([]));
  }, []);
  useEffect(() => {
    if (items.length < 2 || reading) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), 3000);
    return () => clearInterval(timer);
  }, [items.length, reading]);
  const current = items[index % Math.max(items.length, 1)];
  return (
    <Card variant="borderless" className={styles.ticker} styles={{ body: { padding: '10px 16px' } }}>
      <SoundOutlined className={styles.tickerIcon} />
      <span className={styles.tickerLabel}>公告</span>
      <div className={styles.tickerWindow} data-testid="notice-ticker">
        <div key={current?.id ?? 'empty'} className={styles.tickerLine}>
          {current ? (
            <a onClick={() => setReading(current)} title={current.title}>
              <span className={styles.tickerType}>【{noticeType(current.type)?.label ?? '公告'}】</span>
              {current.title}
            </a>
          ) : (
            <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>
          )}
        </div>
      </div>
      {current && <span className={styles.tickerTime}>{current.publishTime.slice(0, 10)}</span>}
      <NoticeReader notice={reading} onClose={() => setReading(undefined)} />
    </Card>
  );
}
