import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { shanghaiNow, weekDays } from '../calendar-grid';
import type { CalendarFilter, ScheduleOccurrence } from '../../schedule-api';
import CalendarFilters from './CalendarFilters';
import MonthView from './MonthView';
import ScheduleDetailDialog from './ScheduleDetailDialog';
import ScheduleFormDialog from './ScheduleFormDialog';
import { useCalendarDays, type CalendarMode } from './use-calendar-days';
import WeekView from './WeekView';
import styles from './schedule.less';

interface Props {
  /** The current member's member id (front/info memberId; 编辑/删除 for the creator only). */
  userId?: number | string;
}

/** 日历: month or week with prev/next/今天, type and source filters, 新建日程, the detail and create/edit dialogs. */
export default function CalendarView({ userId }: Props) {
  const [mode, setMode] = useState<CalendarMode>('month');
  const [date, setDate] = useState(() => shanghaiNow());
  const [filter, setFilter] = useState<CalendarFilter>();
  const [version, setVersion] = useState(0);
  const [detail, setDetail] = useState<ScheduleOccurrence>();
  const [editing, setEditing] = useState<{ item?: ScheduleOccurrence }>();
  const { byDay, loading } = useCalendarDays(mode, date.format('YYYY-MM-DD'), filter, version);
  const days = weekDays(date);
  const title = mode === 'month' ? date.format('YYYY年M月') : `${days[0].format('YYYY年M月D日')} - ${days[6].format('M月D日')}`;
  const reload = () => setVersion((v) => v + 1);

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
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新建日程
          </Button>
        </Space>
      </div>
      <CalendarFilters onChange={setFilter} />
      {mode === 'month' ? (
        <MonthView
          date={date}
          byDay={byDay}
          onOpen={setDetail}
          onMore={(day) => {
            setDate(day);
            setMode('week');
          }}
        />
      ) : (
        <WeekView date={date} byDay={byDay} onOpen={setDetail} />
      )}
      <ScheduleDetailDialog
        item={detail}
        userId={userId}
        onClose={() => setDetail(undefined)}
        onEdit={(item) => {
          setDetail(undefined);
          setEditing({ item });
        }}
        onDeleted={() => {
          setDetail(undefined);
          reload();
        }}
      />
      <ScheduleFormDialog
        open={!!editing}
        item={editing?.item}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </div>
  );
}
