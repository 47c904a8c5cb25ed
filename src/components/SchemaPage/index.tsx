import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import './builtins';
import SchemaTable from './SchemaTable';
import SectionSchemaLoader from './SectionSchemaLoader';

export { fieldWidgets, formKinds, Registry, searchWidgets, valueTypes } from './registry';
export type { FieldWidget, FormKind, SearchWidget, ValueType } from './registry';
export type { SectionSchema } from './types';

/** A page of blocks (src/blocks), loaded when a section declares `ui.blocks`. */
const PageRenderer = lazy(() => import('@/blocks/PageRenderer'));

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
      {(schema) =>
        schema.blocks?.length ? (
          <Suspense fallback={loading}>
            <PageRenderer key={schema.id} schema={schema as never} raw={schema} />
          </Suspense>
        ) : (
          <SchemaTable key={schema.id} schema={schema} />
        )
      }
    </SectionSchemaLoader>
  );
}
