/**
 * Blocks drawn in rows of 24 columns (layout.ts); in a framed list each block that draws no card of its own gets
 * one, and an unregistered kind shows a warning.
 */
import { Card, Col, Result, Row, Typography } from 'antd';
import { FRAMED_KINDS, type BlockKind } from './kinds';
import { layoutRows } from './layout';
import { blocks } from './registry';
import type { BlockSpec, PageApi, Row as RecordRow } from './types';

export const isFramed = (block: BlockSpec) => FRAMED_KINDS.includes(block.kind as BlockKind);

/** One registered block; `row`: its record when it has one outside a dialog (a page file's query parameters). */
export function BlockView({ block, page, nested, row }: { block: BlockSpec; page: PageApi; nested?: boolean; row?: RecordRow }) {
  const Block = blocks.get(block.kind);
  if (!Block) return <Result status="warning" title={`未注册的区块：${block.kind}`} />;
  return <Block block={block} page={page} nested={nested} row={row} />;
}

interface Props {
  list: BlockSpec[];
  page: PageApi;
  /** Beside a table (which draws its own card) every other block gets a card of its own. */
  framed: boolean;
  gap: number;
  /** The rows are a pane of another block. */
  nested?: boolean;
}

/** Blocks top to bottom, consecutive ones with a `span` sharing a row of 24 columns. */
export default function BlockRows({ list, page, framed, gap, nested }: Props) {
  const rows = layoutRows(list);
  return (
    <>
      {rows.map((row, i) => (
        <Row key={i} gutter={[16, 16]} style={{ marginBottom: i < rows.length - 1 ? gap : 0 }}>
          {row.map((block, j) => (
            <Col key={block.key ?? j} xs={24} lg={block.span ?? 24}>
              {framed && !isFramed(block) ? (
                <Card variant="borderless" title={block.title}>
                  <BlockView block={block} page={page} nested={nested} />
                </Card>
              ) : (
                <>
                  {/* Unframed (a pane's blocks): a titled block gets its title as a heading. */}
                  {block.title && !isFramed(block) && (
                    <Typography.Title level={5} style={{ marginTop: 0 }}>
                      {block.title}
                    </Typography.Title>
                  )}
                  <BlockView block={block} page={page} nested={nested} />
                </>
              )}
            </Col>
          ))}
        </Row>
      ))}
    </>
  );
}
