import SectionSchemaLoader from '@/components/SchemaPage/SectionSchemaLoader';
import PageRenderer from './PageRenderer';
import type { PageSchema } from './types';

/** A console section as a page of blocks: loads GET /api/schemas/<id> and renders its `ui.blocks` (default: its table). */
export default function SectionPage({ sectionId }: { sectionId: string }) {
  return <SectionSchemaLoader sectionId={sectionId}>{(schema) => <PageRenderer key={schema.id} schema={schema as unknown as PageSchema} raw={schema} />}</SectionSchemaLoader>;
}
