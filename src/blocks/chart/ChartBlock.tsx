/** The `chart` block: a line, bar, pie or gauge chart (EChart) of what its `operation` answers. */
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import EmptyState from '@/components/EmptyState';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockProps, Row } from '../types';
import { chartOption } from './chart-option';
import EChart from './EChart';

/** A line, bar, pie or gauge chart of the rows `operation` answers (a list, a page, or one record for a gauge). */
export default function ChartBlock({ block, page }: BlockProps) {
  const [rows, setRows] = useState<Row[]>();
  const operation = operationOf(page, block, block.operation);

  useEffect(() => {
    if (!operation) return setRows([]);
    let alive = true;
    callOperation(operation, { params: block.params })
      .then((res) => alive && setRows(Array.isArray(res.data) || res.data?.records ? rowsOf(res.data) : res.data ? [res.data] : []))
      .catch(() => alive && setRows([]));
    return () => {
      alive = false;
    };
  }, [page.version]);

  if (!rows) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!rows.length) return <EmptyState description={block.empty} />;
  return <EChart option={chartOption(block, rows, (field) => page.schema.fields[field]?.title ?? field)} height={block.height ?? 300} kind={block.chartType ?? 'line'} />;
}
