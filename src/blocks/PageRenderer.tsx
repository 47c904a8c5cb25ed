import { Card, Col, Result, Row } from 'antd';
import { FRAMED_KINDS, type BlockKind } from './kinds';
import { layoutRows } from './layout';
import { blocks } from './registry';
import type { BlockSpec, PageApi, PageSchema } from './types';
import { usePage } from './usePage';
import './builtins';

/** A section without `ui.blocks`: its table (with the feature switch, tabs, search, toolbar and forms of its `ui`). */
const DEFAULT_LAYOUT: BlockSpec[] = [{ kind: 'table' }];

const isFramed = (block: BlockSpec) => FRAMED_KINDS.includes(block.kind as BlockKind);

function BlockView({ block, page }: { block: BlockSpec; page: PageApi }) {
  const Block = blocks.get(block.kind);
  if (!Block) return <Result status="warning" title={`未注册的区块：${block.kind}`} />;
  return <Block block={block} page={page} />;
}

/** The blocks in rows; beside a table (`framed`) each other block gets a card of its own. */
function Rows({ list, page, framed, gap }: { list: BlockSpec[]; page: PageApi; framed: boolean; gap: number }) {
  const rows = layoutRows(list);
  return (
    <>
      {rows.map((row, i) => (
        <Row key={i} gutter={[16, 16]} style={{ marginBottom: i < rows.length - 1 ? gap : 0 }}>
          {row.map((block, j) => (
            <Col key={block.key ?? j} xs={24} lg={block.span ?? 24}>
              {framed && !isFramed(block) ? (
                <Card variant="borderless" title={block.title}>
                  <BlockView block={block} page={page} />
                </Card>
              ) : (
                <BlockView block={block} page={page} />
              )}
            </Col>
          ))}
        </Row>
      ))}
    </>
  );
}

/**
 * A section's page from its `ui.blocks` (default: its table): rows of registered blocks fed by the section's fields
 * and operations. A page of plain blocks sits in one card titled by the section; next to a table (which draws its
 * own card) each block gets a card of its own.
 */
export default function PageRenderer({ schema, raw }: { schema: PageSchema; raw: unknown }) {
  const page = usePage(schema, raw);
  const list = schema.blocks?.length ? schema.blocks : DEFAULT_LAYOUT;
  if (list.some(isFramed)) return <Rows list={list} page={page} framed gap={16} />;
  return (
    <Card variant="borderless" title={schema.title}>
      <Rows list={list} page={page} framed={false} gap={24} />
    </Card>
  );
}
