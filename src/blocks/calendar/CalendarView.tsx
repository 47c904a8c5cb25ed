/**
 * The calendar block's calendar tab: the month or week view with its navigation, 月/周 switch, toolbar and
 * filters.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { BlockSpec, PageApi } from '../types';
import { today, visibleDays, type CalendarEntry, type CalendarMode, type FilterParams } from './calendar-model';
import CalendarFilters from './CalendarFilters';
import MonthView from './MonthView';
import { useCalendarEntries } from './useCalendarEntries';
import WeekView from './WeekView';
import styles from './calendar.less';

interface Props {
  page: PageApi;
  block: BlockSpec;
  /** The toolbar's buttons (新建日程), right of the 月/周 switch. */
  toolbar: ReactNode[];
  onOpen: (entry: CalendarEntry) => void;
}

/** The calendar block's month or week with 上一页/今天/下一页, the 月/周 switch, the toolbar and the filters; "+n" in a month cell opens that week. */
export default function CalendarView({ page, block, toolbar, onOpen }: Props) {
  const [mode, setMode] = useState<CalendarMode>(block.mode ?? 'month');
  const [date, setDate] = useState(today);
  const [filter, setFilter] = useState<FilterParams | undefined>(block.filters?.length ? undefined : {});
  const { byDay, loading } = useCalendarEntries(page, block, mode, date, filter);
  const week = visibleDays(date, 'week');
  const title = mode === 'month' ? date.format('YYYY年M月') : `${week[0].format('YYYY年M月D日')} - ${week[6].format('M月D日')}`;

  return (
    <div data-calendar={mode}>
      <div className={styles.toolbar}>
        <Space>
          <Button size="small" icon={<LeftOutlined />} onClick={() => setDate(date.subtract(1, mode))} aria-label="上一页" />
          <Button size="small" onClick={() => setDate(today())}>
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
            onChange={(value) => setMode(value as CalendarMode)}
            options={[
              { label: '月', value: 'month' },
              { label: '周', value: 'week' },
            ]}
          />
          {toolbar}
        </Space>
      </div>
      <CalendarFilters page={page} block={block} onChange={setFilter} />
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
