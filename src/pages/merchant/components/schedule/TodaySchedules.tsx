import { List, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useChangeVersion } from '@/hooks/useChangeVersion';
import EmptyState from '@/components/EmptyState';
import { findDay, SCHEDULES_CHANGED, type ScheduleOccurrence } from '../../schedule-api';
import styles from '../CalendarPanel.less';

/**
 * 今日日程: the caller's schedules of today in Shanghai (repeats expanded by the server), by start time; a click opens
 * the calendar area's detail. Loads again whenever a schedule is written (created, edited or deleted in either view).
 */
export default function TodaySchedules({ onOpen }: { onOpen: (item: ScheduleOccurrence) => void }) {
  const [items, setItems] = useState<ScheduleOccurrence[]>();
  const version = useChangeVersion(SCHEDULES_CHANGED);
  useEffect(() => {
    let live = true;
    findDay()
      .then((res) => live && setItems(res.data ?? []))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [version]);
  if (!items) return <Spin className={styles.pane} />;
  if (!items.length)
    return (
      <div className={styles.pane} data-testid="today-schedules">
        <EmptyState />
      </div>
    );
  return (
    <List
      className={styles.pane}
      data-testid="today-schedules"
      dataSource={items}
      renderItem={(item) => (
        <List.Item className={styles.scheduleRow} onClick={() => onOpen(item)}>
          <Space>
            <Typography.Text type="secondary">{item.all === 1 ? '全天' : `${item.startHour}-${item.endHour}`}</Typography.Text>
            {item.sign === 1 ? <Tag color="red">重要</Tag> : null}
            <Typography.Link>{item.scheduleName}</Typography.Link>
            {item.typeName ? <Tag>{item.typeName}</Tag> : null}
          </Space>
        </List.Item>
      )}
    />
  );
}
