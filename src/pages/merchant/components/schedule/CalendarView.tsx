import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { shanghaiNow, weekDays } from '../calendar-grid';
import type { CalendarFilter, ScheduleOccurrence } from '../../schedule-api';
import CalendarFilters from './CalendarFilters';
import MonthView from './MonthView';
import { useCalendarDays, type CalendarMode } from './use-calendar-days';
import WeekView from './WeekView';
import styles from './schedule.less';

interface Props {
  /** Opens a schedule's detail (the calendar area's, useScheduleDialogs). */
  onOpen: (item: ScheduleOccurrence) => void;
  /** Opens the blank 新建日程 dialog. */
  onCreate: () => void;
}

/** 日历: month or week with prev/next/今天, type and source filters, 新建日程; loads again after any schedule write. */
export default function CalendarView({ onOpen, onCreate }: Props) {
  const [mode, setMode] = useState<CalendarMode>('month');
  const [date, setDate] = useState(() => shanghaiNow());
  const [filter, setFilter] = useState<CalendarFilter>();
  const { byDay, loading } = useCalendarDays(mode, date.format('YYYY-MM-DD'), filter);
  const days = weekDays(date);
  const title = mode === 'month' ? date.format('YYYY年M月') : `${days[0].format('YYYY年M月D日')} - ${days[6].format('M月D日')}`;

  return (
    <div>
      <div className={styles.toolbar}>
        <Space>
          <Button size="small" icon={<LeftOutlined />} onClick={() => setDate(date.subtract(1, mode))} aria-label="上一页" />
          <Button size="small" onClick={() => setDate(shanghaiNow())}>
            今天
          </Button>
          <Button size="small" icon={<RightOutlined />} onClick={() => setDate(date.add(1, mode))} aria-label="下一页" />
          <Typography.Text strong className={styles.title} data-testid="calendar-title">
            {title}
          </Typography.Text>
          {loading && <Spin size="small" />}
        </Space>
        <Space>
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => setMode(v as CalendarMode)}
            options={[
              { label: '月', value: 'month' },
              { label: '周', value: 'week' },
            ]}
          />
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            新建日程
          </Button>
        </Space>
      </div>
      <CalendarFilters onChange={setFilter} />
      {mode === 'month' ? (
        <MonthView
          date={date}
          byDay={byDay}
          onOpen={onOpen}
          onMore={(day) => {
            setDate(day);
            setMode('week');
          }}
        />
      ) : (
        <WeekView date={date} byDay={byDay} onOpen={onOpen} />
      )}
    </div>
  );
}
