import { Card } from 'antd';
import BlockRows, { isFramed } from './BlockRows';
import type { BlockSpec, PageSchema } from './types';
import { usePage } from './usePage';
import './builtins';

/** A section without `ui.blocks`: its table (with the feature switch, tabs, search, toolbar and forms of its `ui`). */
const DEFAULT_LAYOUT: BlockSpec[] = [{ kind: 'table' }];

/**
 * A section's page from its `ui.blocks` (default: its table): rows of registered blocks fed by the section's fields
 * and operations. A page of plain blocks sits in one card titled by the section; next to a table (which draws its
 * own card) each block gets a card of its own.
 */
export default function PageRenderer({ schema, raw }: { schema: PageSchema; raw: unknown }) {
  const page = usePage(schema, raw);
  const list = schema.blocks?.length ? schema.blocks : DEFAULT_LAYOUT;
  if (list.some(isFramed)) return <BlockRows list={list} page={page} framed gap={16} />;
  return (
    <Card variant="borderless" title={schema.title}>
      <BlockRows list={list} page={page} framed={false} gap={24} />
    </Card>
  );
}
