import { Card, Result, Skeleton } from 'antd';
import './builtins';
import SchemaTable from './SchemaTable';
import { useSectionSchema } from './useSectionSchema';

export { fieldWidgets, formKinds, Registry, searchWidgets, valueTypes } from './registry';
export type { FieldWidget, FormKind, SearchWidget, ValueType } from './registry';
export type { SectionSchema } from './types';

/** A console section rendered from its schema (GET /api/schemas/:id): tabs, search, table, actions and forms. */
export default function SchemaPage({ sectionId }: { sectionId: string }) {
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
  return <SchemaTable key={schema.id} schema={schema} />;
}
