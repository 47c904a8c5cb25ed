import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import EmptyState from '@/components/EmptyState';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockProps, Row } from '../types';
import { chartOption } from './chart-option';

/** echarts with only the charts and parts these blocks draw, loaded when a chart is first shown (its own chunk). */
async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]);
  core.use([charts.LineChart, charts.BarChart, charts.PieChart, charts.GaugeChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, renderers.CanvasRenderer]);
  return core;
}

/** A line, bar, pie or gauge chart of the rows `operation` answers (a list, a page, or one record for a gauge). */
export default function ChartBlock({ block, page }: BlockProps) {
  const box = useRef<HTMLDivElement>(null);
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

  useEffect(() => {
    if (!rows?.length || !box.current) return;
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | undefined;
    const resize = () => chart?.resize();
    loadEcharts().then((echarts) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current);
      instance.setOption(chartOption(block, rows, (field) => page.schema.fields[field]?.title ?? field));
      chart = instance;
      window.addEventListener('resize', resize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [rows]);

  if (!rows) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!rows.length) return <EmptyState description={block.empty} />;
  return <div ref={box} style={{ width: '100%', height: block.height ?? 300 }} data-chart={block.chartType ?? 'line'} />;
}
