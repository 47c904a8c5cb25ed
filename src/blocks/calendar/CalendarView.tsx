/**
 * The calendar block's calendar tab: the month or week view with its navigation, 月/周 switch, toolbar, filters and
 * search form; with `listColumns` a 日历/列表 switch whose 列表 is the month's rows in the one table.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { BlockSpec, PageApi } from '../types';
import BlockSearchBar from '../form/BlockSearchBar';
import { isRestDay, today, viewQuery, visibleDays, type CalendarEntry, type CalendarMode, type FilterParams } from './calendar-model';
import CalendarFilters from './CalendarFilters';
import CalendarList from './CalendarList';
import MonthView from './MonthView';
import { useCalendarEntries } from './useCalendarEntries';
import WeekView from './WeekView';
import styles from './calendar.less';

interface Props {
  page: PageApi;
  block: BlockSpec;
  /** The toolbar's buttons (新建日程, 导出) for the shown view's query (its range and search), right of the 月/周 switch. */
  toolbar: (view: Record<string, unknown>) => ReactNode[];
  onOpen: (entry: CalendarEntry) => void;
}

/** The calendar block's month or week with 上一页/今天/下一页, the 月/周 switch, the toolbar and the filters; "+n" in a month cell opens that week. */
export default function CalendarView({ page, block, toolbar, onOpen }: Props) {
  const [mode, setMode] = useState<CalendarMode>(block.mode ?? 'month');
  const [date, setDate] = useState(today);
  const [filter, setFilter] = useState<FilterParams | undefined>(block.filters?.length ? undefined : {});
  const [search, setSearch] = useState<Record<string, string>>({});
  const [asList, setAsList] = useState(false);
  // The search form's values go with the checkbox filters (none while a filter has nothing ticked).
  const query = filter && { ...filter, ...search };
  const { byDay, loading } = useCalendarEntries(page, block, asList ? undefined : mode, date, query);
  const week = visibleDays(date, 'week');
  const shown: CalendarMode = asList ? 'month' : mode;
  const title = shown === 'month' ? date.format('YYYY年M月') : `${week[0].format('YYYY年M月D日')} - ${week[6].format('M月D日')}`;

  return (
    <div data-calendar={asList ? 'list' : mode}>
      <div className={styles.toolbar}>
        <Space>
          <Button size="small" icon={<LeftOutlined />} onClick={() => setDate(date.subtract(1, shown))} aria-label="上一页" />
          <Button size="small" onClick={() => setDate(today())}>
            今天
          </Button>
          <Button size="small" icon={<RightOutlined />} onClick={() => setDate(date.add(1, shown))} aria-label="下一页" />
          <Typography.Text strong className={styles.title} data-testid="calendar-title">
            {title}
          </Typography.Text>
          {loading && <Spin size="small" />}
        </Space>
        <Space>
          {block.listColumns && (
            <Segmented
              size="small"
              value={asList ? 'list' : 'calendar'}
              onChange={(value) => setAsList(value === 'list')}
              options={[
                { label: '日历', value: 'calendar' },
                { label: '列表', value: 'list' },
              ]}
              data-testid="calendar-list-switch"
            />
          )}
          {!asList && (
          <Segmented
            size="small"
            value={mode}
            onChange={(value) => setMode(value as CalendarMode)}
            options={[
              { label: '月', value: 'month' },
              { label: '周', value: 'week' },
            ]}
          />
          )}
          {toolbar({ ...viewQuery(block, shown, date), ...query })}
        </Space>
      </div>
      <CalendarFilters page={page} block={block} onChange={setFilter} />
      {(block.searchForm?.length ?? 0) > 0 && (
        <div className={styles.search}>
          <BlockSearchBar page={page} block={block} onSearch={setSearch} />
        </div>
      )}
      {asList ? (
        <CalendarList page={page} block={block} date={date} filter={query} />
      ) : mode === 'month' ? (
        <MonthView
          date={date}
          byDay={byDay}
          onOpen={onOpen}
          onMore={(day) => {
            setDate(day);
            setMode('week');
          }}
          restDay={(day) => isRestDay(block, day)}
        />
      ) : (
        <WeekView date={date} byDay={byDay} onOpen={onOpen} />
      )}
    </div>
  );
}
