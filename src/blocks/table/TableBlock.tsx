import SchemaTable from '@/components/SchemaPage/SchemaTable';
import type { SectionSchema } from '@/components/SchemaPage';
import type { BlockProps } from '../types';

/** The section's table (tabs, search form, toolbar, row and bulk actions, forms) from the keys of its `ui`. */
export default function TableBlock({ block, page }: BlockProps) {
  const schema = page.raw as SectionSchema;
  // A save elsewhere on the page (page.reload) lists the rows again.
  return <SchemaTable key={page.version} schema={block.title ? { ...schema, title: block.title } : schema} />;
}
