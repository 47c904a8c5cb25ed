import { SoundOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import styles from './widgets.less';

export interface TickerItem {
  id: number | string;
  title: string;
}

/** Scrolling notice ticker: one line at a time, moving on every 3 s. */
export default function NoticeTicker({ items = [] }: { items?: TickerItem[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), 3000);
    return () => clearInterval(timer);
  }, [items.length]);
  const current = items[index % Math.max(items.length, 1)];
  return (
    <Card variant="borderless" className={styles.ticker} styles={{ body: { padding: '10px 16px' } }}>
      <SoundOutlined className={styles.tickerIcon} />
      <span className={styles.tickerLabel}>公告</span>
      <div className={styles.tickerWindow}>
        <div key={current?.id ?? 'empty'} className={styles.tickerLine}>
          {current ? current.title : <Typography.Text type="secondary">暂无内容</Typography.Text>}
        </div>
      </div>
    </Card>
  );
}
