import { Col, Row, Skeleton, Statistic } from 'antd';
import { valueAt } from '../template';
import type { BlockProps } from '../types';
import { useRecord } from '../useRecord';

/** Counters from the loaded record (e.g. `count` answering `{count, delCount}`), labelled by their fields' titles. */
export default function StatisticsBlock({ block, page, row }: BlockProps) {
  const { record, loading } = useRecord(page, block, row);
  const counters = block.counters ?? [];
  if (loading) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Row gutter={[16, 16]} data-statistics={block.key ?? block.load}>
      {counters.map((counter) => {
        const value = Number(valueAt(record, counter.field) ?? 0);
        const title = counter.title ?? page.schema.fields[counter.field.split('.').pop()!]?.title ?? counter.field;
        return (
          <Col key={counter.field} xs={12} md={Math.max(Math.floor(24 / Math.max(counters.length, 1)), 4)}>
            <Statistic title={title} value={Number.isFinite(value) ? value : 0} suffix={counter.suffix} />
          </Col>
        );
      })}
    </Row>
  );
}
