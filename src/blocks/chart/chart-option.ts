/**
 * The echarts option of a chart block from the rows its operation answered: line and bar draw each series over
 * the `x` categories, pie draws the first series by `x`, gauge shows the first series' first value out of `max`.
 */
type Row = Record<string, unknown>;

export interface ChartSpec {
  chartType?: 'line' | 'bar' | 'pie' | 'gauge';
  x?: string;
  series?: { field: string; title?: string }[];
  max?: number;
}

const number = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

export function chartOption(spec: ChartSpec, rows: Row[], titleOf: (field: string) => string = (field) => field): Record<string, unknown> {
  const type = spec.chartType ?? 'line';
  const series = spec.series ?? [];
  const categories = rows.map((row) => String(row[spec.x ?? 'name'] ?? ''));
  const nameOf = (s: { field: string; title?: string }) => s.title ?? titleOf(s.field);
  if (type === 'pie') {
    const first = series[0];
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', name: first ? nameOf(first) : '', radius: ['40%', '70%'], data: rows.map((row, i) => ({ name: categories[i], value: first ? number(row[first.field]) : 0 })) }],
    };
  }
  if (type === 'gauge') {
    const first = series[0];
    const value = first && rows[0] ? number(rows[0][first.field]) : 0;
    // A progress dial (Ant Design Pro's 仪表盘): the arc fills to the value, the value large in the middle, its name below.
    return {
      series: [
        {
          type: 'gauge',
          min: 0,
          max: spec.max ?? 100,
          startAngle: 220,
          endAngle: -40,
          progress: { show: true, width: 14, roundCap: true },
          axisLine: { roundCap: true, lineStyle: { width: 14 } },
          pointer: { show: false },
          axisTick: { show: false },
          splitLine: { show: false },
          axisLabel: { show: false },
          anchor: { show: false },
          title: { offsetCenter: [0, '30%'], fontSize: 14, color: 'rgba(0,0,0,0.45)' },
          detail: { valueAnimation: true, offsetCenter: [0, '-8%'], fontSize: 30, fontWeight: 600, color: 'rgba(0,0,0,0.88)' },
          data: [{ value, name: first ? nameOf(first) : '' }],
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 40, right: 16, top: series.length > 1 ? 32 : 16, bottom: 24, containLabel: true },
    xAxis: { type: 'category', data: categories },
    // Counts are whole numbers: no 0.2-step ticks when the figures are small.
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ type, name: nameOf(s), data: rows.map((row) => number(row[s.field])), smooth: type === 'line' })),
  };
}
