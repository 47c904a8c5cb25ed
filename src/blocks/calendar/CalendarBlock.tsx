import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Segmented, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockProps, Row } from '../types';
import { entriesByDay, rangeOf, step, visibleDays, WEEKDAYS } from './calendar-model';

const cell = { minHeight: 88, padding: 4, borderTop: '1px solid #f0f0f0', borderLeft: '1px solid #f0f0f0', overflow: 'hidden' } as const;

/**
 * A month or week of entries: `operation` is asked for the days shown (`rangeParams`, default start and end) and
 * each entry's `titleField` shows on the days from `dateField` to `endField`.
 */
export default function CalendarBlock({ block, page }: BlockProps) {
  const [mode, setMode] = useState<'month' | 'week'>(block.mode ?? 'month');
  const [date, setDate] = useState(dayjs());
  const [entries, setEntries] = useState<Row[]>();
  const operation = operationOf(page, block, block.operation);
  const days = useMemo(() => visibleDays(date, mode), [date, mode]);
  const [from, to] = rangeOf(days);
  const [startParam, endParam] = block.rangeParams ?? ['start', 'end'];

  useEffect(() => {
    if (!operation) return setEntries([]);
    let alive = true;
    setEntries(undefined);
    callOperation(operation, { params: { ...block.params, [startParam]: from, [endParam]: to } })
      .then((res) => alive && setEntries(rowsOf(res.data)))
      .catch(() => alive && setEntries([]));
    return () => {
      alive = false;
    };
  }, [from, to, page.version]);

  const byDay = useMemo(() => entriesByDay(entries ?? [], block.dateField ?? 'date', block.endField), [entries]);
  const titleField = block.titleField ?? 'title';
  return (
    <div data-calendar={mode}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space>
          <Button size="small" icon={<LeftOutlined />} aria-label="上一页" onClick={() => setDate(step(date, mode, -1))} />
          <Typography.Text strong>{mode === 'month' ? date.format('YYYY年M月') : `${from} ~ ${to}`}</Typography.Text>
          <Button size="small" icon={<RightOutlined />} aria-label="下一页" onClick={() => setDate(step(date, mode, 1))} />
          <Button size="small" onClick={() => setDate(dayjs())}>
            今天
          </Button>
        </Space>
        <Segmented size="small" value={mode} onChange={(value) => setMode(value as 'month' | 'week')} options={[{ label: '月', value: 'month' }, { label: '周', value: 'week' }]} />
      </Space>
      <Spin spinning={!entries}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', borderRight: '1px solid #f0f0f0', borderBottom: '1px solid #f0f0f0' }}>
          {WEEKDAYS.map((label) => (
            <div key={label} style={{ ...cell, minHeight: 0, textAlign: 'center', background: '#fafafa' }}>
              {label}
            </div>
          ))}
          {days.map((day) => {
            const key = day.format('YYYY-MM-DD');
            const outside = mode === 'month' && day.month() !== date.month();
            const today = day.isSame(dayjs(), 'day');
            return (
              <div key={key} data-day={key} style={{ ...cell, minHeight: mode === 'week' ? block.height ?? 240 : 88, opacity: outside ? 0.45 : 1 }}>
                <div style={{ textAlign: 'right', color: today ? '#1677ff' : undefined, fontWeight: today ? 600 : undefined }}>{day.date()}</div>
                {(byDay.get(key) ?? []).map((entry, i) => (
                  <div key={String(entry.id ?? i)} style={{ fontSize: 12, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={String(entry[titleField] ?? '')}>
                    <Badge status="processing" text={String(entry[titleField] ?? '')} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </Spin>
    </div>
  );
}
