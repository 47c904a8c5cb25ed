import { useModel } from '@umijs/max';
import { Card, Empty, List, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { InitialState } from '@/services/types';
import PlatformNotices from './PlatformNotices';
import CalendarView from './schedule/CalendarView';
import ScheduleDetailDialog from './schedule/ScheduleDetailDialog';
import { findDay, type ScheduleOccurrence } from '../schedule-api';
import styles from './CalendarPanel.less';

const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />;

/**
 * 今日日程: the caller's schedules of today in Shanghai (repeats expanded by the server), by start time; a click opens
 * its detail to read (editing and deleting are 日历's).
 */
function TodaySchedules() {
  const [items, setItems] = useState<ScheduleOccurrence[]>();
  const [detail, setDetail] = useState<ScheduleOccurrence>();
  useEffect(() => {
    findDay()
      .then((res) => setItems(res.data ?? []))
      .catch(() => setItems([]));
  }, []);
  if (!items) return <Spin className={styles.pane} />;
  if (!items.length) return <div className={styles.pane}>{empty}</div>;
  return (
    <>
      <List
        className={styles.pane}
        data-testid="today-schedules"
        dataSource={items}
        renderItem={(item) => (
          <List.Item className={styles.scheduleRow} onClick={() => setDetail(item)}>
            <Space>
              <Typography.Text type="secondary">{item.all === 1 ? '全天' : `${item.startHour}-${item.endHour}`}</Typography.Text>
              {item.sign === 1 ? <Tag color="red">重要</Tag> : null}
              <Typography.Link>{item.scheduleName}</Typography.Link>
              {item.typeName ? <Tag>{item.typeName}</Tag> : null}
            </Space>
          </List.Item>
        )}
      />
      <ScheduleDetailDialog item={detail} onClose={() => setDetail(undefined)} />
    </>
  );
}

/**
 * Calendar area (merchantIndex 0 今日日程, the default; 1 日历; 2 通知公告). The workbench leaves it out while the
 * company's 日程 switch is off (../feature-switches.ts).
 */
export default function CalendarPanel() {
  const { initialState } = useModel('@@initialState');
  const userId = (initialState as InitialState | undefined)?.currentUser?.memberId;
  const [tab, setTab] = useState('0');
  return (
    <Card variant="borderless" className={styles.card} styles={{ body: { paddingTop: 0 } }} data-testid="calendar-panel">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: '0', label: '今日日程', children: <TodaySchedules /> },
          { key: '1', label: '日历', children: <CalendarView userId={userId} /> },
          { key: '2', label: '通知公告', children: <PlatformNotices /> },
        ]}
      />
    </Card>
  );
}
