import './builtins';
import SchemaTable from './SchemaTable';
import SectionSchemaLoader from './SectionSchemaLoader';

export { fieldWidgets, formKinds, Registry, searchWidgets, valueTypes } from './registry';
export type { FieldWidget, FormKind, SearchWidget, ValueType } from './registry';
export type { SectionSchema } from './types';

/** A console section rendered from its schema (GET /api/schemas/:id): tabs, search, table, actions and forms. */
export default function SchemaPage({ sectionId }: { sectionId: string }) {
  return <SectionSchemaLoader sectionId={sectionId}>{(schema) => <SchemaTable key={schema.id} schema={schema} />}</SectionSchemaLoader>;
}
