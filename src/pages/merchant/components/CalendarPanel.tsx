import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, List, Segmented, Space, Spin, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { HOUR_ROWS, isToday, monthGrid, shanghaiNow, WEEKDAY_LABELS, weekDays } from './calendar-grid';
import PlatformNotices from './PlatformNotices';
import { findDay, findMonthOrWeek, type ScheduleOccurrence } from '../schedule-api';
import styles from './CalendarPanel.less';

const SOURCES = [
  { label: '我创建的', value: 0 },
  { label: '他人创建的', value: 1 },
  { label: '抄送我的', value: 2 },
];
const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />;

/** The month view's schedules by day (`YYYY-MM-DD`), from findMonthOrWeek; none while no source is ticked. */
function useMonthSchedules(enabled: boolean, date: string, sources: number[]) {
  const [byDay, setByDay] = useState<Record<string, ScheduleOccurrence[]>>({});
  const sourceKey = sources.join(',');
  useEffect(() => {
    let live = true;
    if (!enabled || !sources.length) {
      setByDay({});
      return undefined;
    }
    findMonthOrWeek(0, date, sources)
      .then((res) => live && setByDay(Object.fromEntries((res.data ?? []).map((day) => [day.date, day.scheduleList]))))
      .catch(() => live && setByDay({}));
    return () => {
      live = false;
    };
  }, [enabled, date, sourceKey]);
  return byDay;
}

/** What a month cell (64 px) has room for: two schedules, or one and a "+n" line. */
function dayItems(byDay: Record<string, ScheduleOccurrence[]>, date: string) {
  const list = byDay[date] ?? [];
  const shown = list.slice(0, list.length > 2 ? 1 : 2);
  return { shown, more: list.length - shown.length };
}

/** Month (6 × 7, Monday first) or week (25 hourly rows) view; the month shows the caller's schedules (repeats expanded by the server). */
function CalendarView() {
  const [mode, setMode] = useState<'month' | 'week'>('month');
  const [date, setDate] = useState(() => shanghaiNow());
  const [sources, setSources] = useState<number[]>([0, 1, 2]);
  const unit = mode === 'month' ? 'month' : 'week';
  const schedules = useMonthSchedules(mode === 'month', date.format('YYYY-MM-DD'), sources);
  const days = weekDays(date);
  const title =
    mode === 'month' ? date.format('YYYY年M月') : `${days[0].format('YYYY年M月D日')} - ${days[6].format('M月D日')}`;
  return (
    <div>
      <div className={styles.toolbar}>
        <Space>
          <Button size="small" icon={<LeftOutlined />} onClick={() => setDate(date.subtract(1, unit))} aria-label="上一页" />
          <Button size="small" onClick={() => setDate(shanghaiNow())}>
            今天
          </Button>
          <Button size="small" icon={<RightOutlined />} onClick={() => setDate(date.add(1, unit))} aria-label="下一页" />
          <Typography.Text strong className={styles.title}>
            {title}
          </Typography.Text>
        </Space>
        <Space wrap>
          <Checkbox.Group options={SOURCES} value={sources} onChange={(v) => setSources(v as number[])} />
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => setMode(v as 'month' | 'week')}
            options={[
              { label: '月', value: 'month' },
              { label: '周', value: 'week' },
            ]}
          />
        </Space>
      </div>
      {mode === 'month' ? (
        <div className={styles.month}>
          {WEEKDAY_LABELS.map((label) => (
            <div key={label} className={styles.weekday}>
              {label}
            </div>
          ))}
          {monthGrid(date).map((day) => (
            <div
              key={day.valueOf()}
              className={[
                styles.day,
                day.month() !== date.month() ? styles.outside : '',
                isToday(day) ? styles.today : '',
              ].join(' ')}
            >
              <span className={styles.dayNumber}>{day.date()}</span>
              {dayItems(schedules, day.format('YYYY-MM-DD')).shown.map((item) => (
                <div key={item.id} className={styles.scheduleItem} title={`${item.startHour}-${item.endHour} ${item.scheduleName}`}>
                  {item.sign === 1 ? '★ ' : ''}
                  {item.all === 1 ? '全天' : item.startHour} {item.scheduleName}
                </div>
              ))}
              {dayItems(schedules, day.format('YYYY-MM-DD')).more > 0 && (
                <div className={styles.scheduleMore}>+{dayItems(schedules, day.format('YYYY-MM-DD')).more}</div>
              )}
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.weekWrap}>
          <div className={styles.week}>
            <div className={styles.weekday} />
            {days.map((day, i) => (
              <div key={day.valueOf()} className={`${styles.weekday} ${isToday(day) ? styles.todayHead : ''}`}>
                周{WEEKDAY_LABELS[i]} {day.format('M/D')}
              </div>
            ))}
            {HOUR_ROWS.map((hour) => (
              <div key={hour} className={styles.hourRow}>
                <div className={styles.hour}>{hour}</div>
                {days.map((day) => (
                  <div key={day.valueOf()} className={`${styles.slot} ${isToday(day) ? styles.todayCol : ''}`} />
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** 今日日程: the caller's schedules of today in Shanghai (repeats expanded by the server), by start time. */
function TodaySchedules() {
  const [items, setItems] = useState<ScheduleOccurrence[]>();
  useEffect(() => {
    findDay()
      .then((res) => setItems(res.data ?? []))
      .catch(() => setItems([]));
  }, []);
  if (!items) return <Spin className={styles.pane} />;
  if (!items.length) return <div className={styles.pane}>{empty}</div>;
  return (
    <List
      className={styles.pane}
      data-testid="today-schedules"
      dataSource={items}
      renderItem={(item) => (
        <List.Item>
          <Space>
            <Typography.Text type="secondary">{item.all === 1 ? '全天' : `${item.startHour}-${item.endHour}`}</Typography.Text>
            {item.sign === 1 ? <Tag color="red">重要</Tag> : null}
            <Typography.Text>{item.scheduleName}</Typography.Text>
            {item.typeName ? <Tag>{item.typeName}</Tag> : null}
          </Space>
        </List.Item>
      )}
    />
  );
}

/** Calendar area (merchantIndex 0 今日日程, the default; 1 日历; 2 通知公告). */
export default function CalendarPanel() {
  const [tab, setTab] = useState('0');
  return (
    <Card variant="borderless" className={styles.card} styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: '0', label: '今日日程', children: <TodaySchedules /> },
          { key: '1', label: '日历', children: <CalendarView /> },
          { key: '2', label: '通知公告', children: <PlatformNotices /> },
        ]}
      />
    </Card>
  );
}
