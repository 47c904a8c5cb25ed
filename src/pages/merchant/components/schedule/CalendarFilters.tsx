import { Checkbox, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SCHEDULE_SOURCES } from '../../../../../shared/schedule-wire';
import { scheduleTypes, type CalendarFilter, type ScheduleType } from '../../schedule-api';
import styles from './schedule.less';

const SOURCE_OPTIONS = SCHEDULE_SOURCES.map((source) => ({ label: source.label, value: source.value }));

/** Every enabled type ticked sends no type filter, so schedules of a type disabled since stay visible. */
export function queryFilter(types: ScheduleType[], ticked: number[], sources: number[]): CalendarFilter {
  const every = types.every((type) => ticked.includes(type.id));
  return { types: every ? undefined : ticked, sources };
}

interface Props {
  onChange: (filter: CalendarFilter) => void;
}

/**
 * Filters of the month and week views: schedule type (the enabled types of 日程设置, all ticked at first) and source
 * (我创建的, 他人创建的, 抄送我的, all ticked). Nothing ticked in either shows nothing.
 */
export default function CalendarFilters({ onChange }: Props) {
  const [types, setTypes] = useState<ScheduleType[]>([]);
  const [ticked, setTicked] = useState<number[]>([]);
  const [sources, setSources] = useState<number[]>(SOURCE_OPTIONS.map((option) => option.value));
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    scheduleTypes()
      .then((res) => {
        setTypes(res.data ?? []);
        setTicked((res.data ?? []).map((type) => type.id));
      })
      .catch(() => setTypes([]))
      .finally(() => setLoaded(true));
  }, []);
  useEffect(() => {
    if (loaded) onChange(queryFilter(types, ticked, sources));
  }, [loaded, ticked.join(','), sources.join(',')]);
  return (
    <div className={styles.filters} data-testid="calendar-filters">
      <Space size={4} wrap>
        <Typography.Text type="secondary">类型：</Typography.Text>
        <Checkbox.Group options={types.map((type) => ({ label: type.typeName, value: type.id }))} value={ticked} onChange={(v) => setTicked(v as number[])} />
      </Space>
      <Space size={4} wrap>
        <Typography.Text type="secondary">来源：</Typography.Text>
        <Checkbox.Group options={SOURCE_OPTIONS} value={sources} onChange={(v) => setSources(v as number[])} />
      </Space>
    </div>
  );
}
