import { Card } from 'antd';
import EmptyState from '@/components/EmptyState';
import { BlockView, isFramed } from '../BlockRows';
import type { BlockSpec, PageApi } from '../types';
import { usePage } from '../usePage';
import SectionBlock from './SectionBlock';
import { useQueryRow } from './useQueryRow';

/** The page a self-contained block gets: the page file's id and title, no fields or operations of a section. */
function useBarePage(id: string, title: string): PageApi {
  return usePage({ id, title, fields: {}, operations: {} }, null);
}

/**
 * One block of a page file: a block fed by a section is drawn in a card titled by the block; a self-contained block
 * (a ticker, a gallery) draws its own, unless `framed`. A block reading the page address (`query`) gets those parameters as its record.
 */
export default function PageBlock({ pageId, block }: { pageId: string; block: BlockSpec }) {
  const bare = useBarePage(pageId, block.title ?? '');
  const row = useQueryRow(block.query);
  if (row === null) return <Card variant="borderless" title={block.title}><EmptyState /></Card>;
  if (!block.section && !block.framed) return <BlockView block={block} page={bare} row={row} />;
  if (!block.section) {
    return (
      <Card variant="borderless" title={block.title}>
        <BlockView block={block} page={bare} row={row} />
      </Card>
    );
  }
  // A kind that draws its own cards (a table, 通知公告's side menu and table) is not framed again.
  if (isFramed(block)) return <SectionBlock section={block.section} block={block} />;
  return (
    <Card variant="borderless" title={block.title}>
      <SectionBlock section={block.section} block={block} />
    </Card>
  );
}
