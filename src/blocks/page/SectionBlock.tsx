/**
 * A page file's block that names a `section`: drawn with that section's served schema as its page.
 */
import SectionSchemaLoader from '@/components/SchemaPage/SectionSchemaLoader';
import type { SectionSchema } from '@/components/SchemaPage/types';
import { BlockView } from '../BlockRows';
import type { BlockSpec } from '../types';
import { usePage } from '../usePage';

function Fed({ schema, block }: { schema: SectionSchema; block: BlockSpec }) {
  const page = usePage(schema as never, schema);
  return <BlockView block={block} page={page} />;
}

/** A page file's block fed by a section: that section's served schema (pruned to the caller) is its page. */
export default function SectionBlock({ section, block }: { section: string; block: BlockSpec }) {
  return <SectionSchemaLoader sectionId={section}>{(schema) => <Fed schema={schema} block={block} />}</SectionSchemaLoader>;
}
