/**
 * The `periodStatistics` block (考勤统计): a month picker and the block's search form (department, member), the
 * measures of that month (`operation`'s totals) each with last month's beside it, a bar chart of this month against
 * last per measure (EChart, chart-option.ts), and with `detailOperation` the month's rows (one per member) in the
 * one table. Its `toolbar` (导出, a `download`) gets the month's query as its record ({startBillDate} in `params`).
 * Reloads with the page.
 */
import { Col, DatePicker, Row as GridRow, Skeleton, Space, Statistic, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import RecordTable from '@/components/SchemaPage/RecordTable';
import { usePagedRows } from '@/components/SchemaPage/paging';
import { shanghaiNow } from '@/shared/shanghai-clock';
import type { Column } from '../../../shared/schema-types.generated';
import { callOperation, operationOf } from '../calls';
import { chartOption } from '../chart/chart-option';
import EChart from '../chart/EChart';
import BlockSearchBar from '../form/BlockSearchBar';
import type { BlockProps, Row } from '../types';
import { useBlockActions } from '../useBlockActions';
import { chartRows, measureViews, monthQuery } from './period-statistics';
import styles from './period-statistics.less';

/** The month's rows of `detailOperation`, paged by the operation. */
function DetailRows({ block, page, query }: Pick<BlockProps, 'block' | 'page'> & { query: Row }) {
  const operation = operationOf(page, block, block.detailOperation);
  const list = usePagedRows({
    load: async (pageNo, limit) => (operation ? (await callOperation(operation, { params: { ...query, page: pageNo, limit }, quiet: true })).data : []),
    filters: query,
    version: page.version,
    pageSize: block.pageSize ?? 10,
  });
  return <RecordTable rowKey={block.valueField ?? 'memberId'} columns={(Array.isArray(block.columns) ? block.columns : []) as Column[]} fields={page.schema.fields as never} list={list} pageWholeList size="small" empty={block.empty} />;
}

export default function PeriodStatisticsBlock({ block, page }: BlockProps) {
  const [month, setMonth] = useState<Dayjs>(() => shanghaiNow().startOf('month'));
  const [search, setSearch] = useState<Record<string, string>>({});
  const [totals, setTotals] = useState<Row>();
  const operation = operationOf(page, block, block.operation);
  const { buttons, holder } = useBlockActions(page, block);
  const query = { ...monthQuery(block, month), ...search };
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!operation) return setTotals({});
    let alive = true;
    setTotals(undefined);
    callOperation(operation, { params: query, quiet: true })
      .then((res) => alive && setTotals((res.data ?? {}) as Row))
      .catch(() => alive && setTotals({}));
    return () => {
      alive = false;
    };
  }, [key, page.version]);

  const views = measureViews(block, totals, page.schema.fields);
  const { rows, spec } = chartRows(views);
  return (
    <div data-period-statistics={block.key ?? block.operation}>
      <Space wrap align="start" className={styles.query}>
        <DatePicker picker="month" allowClear={false} value={month} onChange={(value) => value && setMonth(value.startOf('month'))} data-testid="period-month" />
        <BlockSearchBar page={page} block={block} onSearch={setSearch} />
        {buttons(block.toolbar, query, 'middle')}
      </Space>
      {!totals ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <GridRow gutter={[16, 16]} className={styles.counters}>
            {views.map((view) => (
              <Col key={view.field} flex="1 1 110px" data-measure={view.field}>
                <Statistic title={view.title} value={view.value} suffix={view.suffix} />
                <Typography.Text type="secondary" className={styles.last}>
                  上月 {view.last}
                  {view.suffix ?? ''}
                </Typography.Text>
              </Col>
            ))}
          </GridRow>
          <EChart option={chartOption(spec, rows)} height={block.height ?? 300} kind="bar" />
        </>
      )}
      {block.detailOperation && (
        <div className={styles.detail}>
          <DetailRows block={block} page={page} query={query} />
        </div>
      )}
      {holder}
    </div>
  );
}
