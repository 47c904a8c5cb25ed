/**
 * The console's section page (GET /api/schemas/:id): a page of blocks when the section declares `ui.blocks`,
 * else its table; also exports SchemaPage's registries.
 */
import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import './builtins';
import SectionSchemaLoader from './SectionSchemaLoader';

export { fieldWidgets, formKinds, Registry, searchWidgets, valueTypes } from './registry';
export type { FieldWidget, FormKind, SearchWidget, ValueType } from './registry';
export type { SectionSchema } from './types';

/** A page of blocks (src/blocks), loaded when a section declares `ui.blocks`. */
const PageRenderer = lazy(() => import('@/blocks/PageRenderer'));
/** A section without `ui.blocks`: its table (on the one table, RecordTable), loaded only for such a section. */
const SchemaTable = lazy(() => import('./SchemaTable'));

const loading = (
  <Card variant="borderless">
    <Skeleton active paragraph={{ rows: 8 }} />
  </Card>
);

/**
 * A console section rendered from its schema (GET /api/schemas/:id): its `ui.blocks` as a page of blocks, else its
 * tabs, search, table, actions and forms.
 */
export default function SchemaPage({ sectionId }: { sectionId: string }) {
  return (
    <SectionSchemaLoader sectionId={sectionId}>
      {(schema) => (
        <Suspense fallback={loading}>
          {schema.blocks?.length ? <PageRenderer key={schema.id} schema={schema as never} raw={schema} /> : <SchemaTable key={schema.id} schema={schema} />}
        </Suspense>
      )}
    </SectionSchemaLoader>
  );
}
