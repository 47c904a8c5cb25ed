import { Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { SectionSchema } from './types';
import { useSectionSchema } from './useSectionSchema';

/** Loads a section's schema: a skeleton while loading, a warning when that fails, then `children(schema)`. */
export default function SectionSchemaLoader({ sectionId, children }: { sectionId: string; children: (schema: SectionSchema) => ReactNode }) {
  const { schema, error } = useSectionSchema(sectionId);
  if (error) {
    return (
      <Card variant="borderless">
        <Result status="warning" title="页面加载失败" subTitle={error} />
      </Card>
    );
  }
  if (!schema) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <>{children(schema)}</>;
}
