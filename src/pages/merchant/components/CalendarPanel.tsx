import { useModel } from '@umijs/max';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import type { InitialState } from '@/services/types';
import PlatformNotices from './PlatformNotices';
import CalendarView from './schedule/CalendarView';
import TodaySchedules from './schedule/TodaySchedules';
import { useScheduleDialogs } from './schedule/useScheduleDialogs';
import styles from './CalendarPanel.less';

/**
 * Calendar area (merchantIndex 0 今日日程, the default; 1 日历; 2 通知公告). Both schedule views open the same detail
 * and edit dialogs. The workbench leaves it out while the company's 日程 switch is off (../feature-switches.ts).
 */
export default function CalendarPanel() {
  const { initialState } = useModel('@@initialState');
  const userId = (initialState as InitialState | undefined)?.currentUser?.memberId;
  const [tab, setTab] = useState('0');
  const { openDetail, openCreate, dialogs } = useScheduleDialogs(userId);
  return (
    <Card variant="borderless" className={styles.card} styles={{ body: { paddingTop: 0 } }} data-testid="calendar-panel">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: '0', label: '今日日程', children: <TodaySchedules onOpen={openDetail} /> },
          { key: '1', label: '日历', children: <CalendarView onOpen={openDetail} onCreate={openCreate} /> },
          { key: '2', label: '通知公告', children: <PlatformNotices /> },
        ]}
      />
      {dialogs}
    </Card>
  );
}
