/**
 * The web page of a page file (schemas/<area>/pages/<id>.json), mounted by config/routes.ts at the page's route:
 * its blocks by column, and 自定义布局 for an administrator.
 */
import { LayoutOutlined } from '@ant-design/icons';
import { Navigate, useRouteProps, useSearchParams } from '@umijs/max';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import type { BlockSpec } from '../types';
import '../builtins';
import PageBlock from './PageBlock';
import PageLayoutDialog from './PageLayoutDialog';
import { queryRedirect } from './query-redirect';
import { usePageFile, type ServedPage } from './usePageFile';

const GAP = 16;

/** The page's box inside the console frame: centred, at most 1,600 px wide. */
const FRAME_STYLE = { width: '100%', maxWidth: 1600, margin: '0 auto', padding: '16px 24px 8px' } as const;

/** The page's blocks by column (one column when the page declares none); a block naming no column takes the first. */
function byColumn(page: ServedPage): { key: string; span: number; blocks: BlockSpec[] }[] {
  const columns = page.columns?.length ? page.columns : [{ key: 'main', span: 24 }];
  return columns.map((column) => ({ ...column, blocks: (page.blocks as BlockSpec[]).filter((block) => (block.column ?? columns[0].key) === column.key) }));
}

function Blocks({ page }: { page: ServedPage }) {
  return (
    <Row gutter={GAP}>
      {byColumn(page).map((column) => (
        <Col key={column.key} xs={24} xl={column.span} data-page-column={column.key}>
          {column.blocks.map((block) => (
            <div key={block.key} data-page-block={block.key} style={{ marginBottom: GAP }}>
              <PageBlock pageId={page.id} block={block} />
            </div>
          ))}
        </Col>
      ))}
    </Row>
  );
}

/**
 * The page file `pageId`: the server serves the blocks the caller may see in the company's order; a company
 * administrator of a customizable page gets 自定义布局.
 */
export function PageFile({ pageId }: { pageId: string }) {
  const { page, error, reload } = usePageFile(pageId);
  const [arranging, setArranging] = useState(false);

  let content: ReactNode;
  if (error) content = <Result status="warning" title="页面加载失败" subTitle={error} />;
  else if (!page) content = <Card variant="borderless"><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  else {
    content = (
      <div data-page={page.id}>
        {page.editable && (
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
            <Button icon={<LayoutOutlined />} onClick={() => setArranging(true)}>
              自定义布局
            </Button>
          </div>
        )}
        <Blocks page={page} />
        {page.editable && (
          <PageLayoutDialog
            pageId={page.id}
            title={page.title}
            open={arranging}
            onClose={() => setArranging(false)}
            onSaved={() => {
              setArranging(false);
              reload();
            }}
          />
        )}
      </div>
    );
  }
  return page?.frame === 'none' ? (
    <>{content}</>
  ) : (
    <ConsoleLayout>
      <div style={FRAME_STYLE}>{content}</div>
    </ConsoleLayout>
  );
}

/**
 * A page file (schemas/<area>/pages/<id>.json) at its route: config/routes.ts mounts this component with the
 * route's `pageId` and the file's query `redirects` (/merchant?index=我的订单 opens system management's section).
 */
export default function DeclaredPage() {
  const { pageId, redirects } = useRouteProps() as { pageId: string; redirects?: Record<string, string> };
  const [query] = useSearchParams();
  const to = queryRedirect(redirects, query);
  return to ? <Navigate to={to} replace /> : <PageFile pageId={pageId} />;
}
