/**
 * The calendar block's filter rows: checkboxes of given choices or of an operation's rows, sent as query
 * parameters.
 */
import { Checkbox, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockSpec, PageApi } from '../types';
import { filterParams, type FilterOption as Option, type FilterParams } from './calendar-model';
import styles from './calendar.less';

type Filter = NonNullable<BlockSpec['filters']>[number];

async function optionsOf(page: PageApi, block: BlockSpec, filter: Filter): Promise<Option[]> {
  if (filter.choices) return filter.choices;
  const operation = operationOf(page, block, filter.operation);
  if (!operation) return [];
  const rows = rowsOf((await callOperation(operation, { quiet: true }).catch(() => ({ data: [] }))).data);
  return rows.map((row) => ({ label: String(row[filter.labelField ?? 'name'] ?? ''), value: row[filter.valueField ?? 'id'] }));
}

/**
 * The calendar block's `filters`: a row of checkboxes each (choices given, or the rows of an operation), all ticked
 * at first; `onChange` gets the query once every filter's options are known, and again on each tick.
 */
export default function CalendarFilters({ page, block, onChange }: { page: PageApi; block: BlockSpec; onChange: (params: FilterParams) => void }) {
  const filters = block.filters ?? [];
  const [options, setOptions] = useState<Option[][]>();
  const [ticked, setTicked] = useState<(string | number)[][]>([]);
  useEffect(() => {
    let live = true;
    Promise.all(filters.map((filter) => optionsOf(page, block, filter))).then((lists) => {
      if (!live) return;
      setOptions(lists);
      setTicked(lists.map((list) => list.map((option) => option.value)));
    });
    return () => {
      live = false;
    };
  }, []);
  const key = JSON.stringify(ticked);
  useEffect(() => {
    if (options) onChange(filterParams(filters, options, ticked));
  }, [options, key]);
  if (!filters.length) return null;
  return (
    <div className={styles.filters} data-testid="calendar-filters">
      {filters.map((filter, i) => (
        <Space key={filter.param} size={4} wrap>
          <Typography.Text type="secondary">{filter.title}：</Typography.Text>
          <Checkbox.Group options={options?.[i] ?? []} value={ticked[i] ?? []} onChange={(values) => setTicked(ticked.map((list, j) => (j === i ? (values as (string | number)[]) : list)))} />
        </Space>
      ))}
    </div>
  );
}
