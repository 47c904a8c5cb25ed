/**
 * The `statistics` block: counters of the loaded record as large figures, or as one line of texts in a card
 * header (`inline`).
 */
import { Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import type { BlockProps } from '../types';
import { useRecord } from '../useRecord';
import { counterView, type CounterView } from './counters';

const DANGER = '#ff4d4f';

/** The counters as `label：value` texts on one line (a card header). */
function InlineCounters({ views }: { views: CounterView[] }) {
  return (
    <Space size="large" wrap style={{ color: 'rgba(0,0,0,0.65)', fontWeight: 'normal' }}>
      {views.map((view) => (
        <span key={view.key}>
          {view.title}：
          <Typography.Text strong type={view.danger ? 'danger' : undefined}>
            {view.value}
          </Typography.Text>
          {view.suffix}
        </span>
      ))}
    </Space>
  );
}

/**
 * Counters from the loaded record (e.g. `count` answering `{count, delCount}`), labelled by their fields' titles:
 * large figures, or one line of texts with `inline`; a template shows several values, `dangerWhen` shows red.
 */
export default function StatisticsBlock({ block, page, row }: BlockProps) {
  const { record, loading, denied } = useRecord(page, block, row);
  const views = (block.counters ?? []).map((counter) => counterView(counter, record, page.schema.fields));
  if (block.inline) return denied || (loading && !record) ? null : <InlineCounters views={views} />;
  if (loading) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Row gutter={[16, 16]} data-statistics={block.key ?? block.load}>
      {views.map((view) => (
        <Col key={view.key} xs={12} md={Math.max(Math.floor(24 / Math.max(views.length, 1)), 4)}>
          <Statistic title={view.title} value={view.value} suffix={view.suffix} valueStyle={view.danger ? { color: DANGER } : undefined} />
        </Col>
      ))}
    </Row>
  );
}
