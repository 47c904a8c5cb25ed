/**
 * The one echarts drawing of the web app: an option drawn in a box that follows the window's width, echarts loaded
 * (only the charts and parts the blocks draw) when a chart is first shown. The chart and periodStatistics blocks
 * draw with it.
 */
import { useEffect, useRef } from 'react';

async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]);
  core.use([charts.LineChart, charts.BarChart, charts.PieChart, charts.GaugeChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, renderers.CanvasRenderer]);
  return core;
}

/** The option drawn `height` px high; `kind` marks the box (data-chart) for tests and automation. */
export default function EChart({ option, height = 300, kind }: { option: Record<string, unknown>; height?: number; kind: string }) {
  const box = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(option);
  useEffect(() => {
    if (!box.current) return undefined;
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | undefined;
    const resize = () => chart?.resize();
    loadEcharts().then((echarts) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current);
      instance.setOption(option);
      chart = instance;
      window.addEventListener('resize', resize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [key]);
  return <div ref={box} style={{ width: '100%', height }} data-chart={kind} />;
}
