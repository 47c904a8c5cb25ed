import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Card, Col, Drawer, Grid, Input, Row, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import SchemaTable from '@/components/SchemaPage/SchemaTable';
import type { SectionSchema } from '@/components/SchemaPage';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockProps, Row as Record_ } from '../types';
import { useTableBlock } from '../table/useTableBlock';
import styles from './TreeFilterBlock.less';
import { treeItems, withNodeParam } from './tree-filter';
import EmptyState from '@/components/EmptyState';

/** The tree's column is never wider than this: the rest is the table's. */
const TREE_MAX_PX = 170;

/**
 * A tree (e.g. departments, from `operation`) beside the section's table: picking a node lists only its rows (the
 * node's value sent as `param`); picking it again shows all. The tree can be searched by name; below 1,200 px it opens
 * in a drawer from a button above the table. The table takes the block's `extra` header and `dialogs` (useTableBlock).
 */
export default function TreeFilterBlock({ block, page }: BlockProps) {
  const [nodes, setNodes] = useState<Record_[]>([]);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ value: string | number; title: string }>();
  const operation = operationOf(page, block, block.operation);
  const { extra, openDialog, holder } = useTableBlock(page, block);
  const labelField = block.labelField ?? 'name';
  const valueField = block.valueField ?? 'id';

  useEffect(() => {
    if (!operation) return;
    callOperation(operation, { params: block.params })
      .then((res) => setNodes(rowsOf(res.data)))
      .catch(() => setNodes([]));
  }, [page.version]);

  const items = useMemo(() => treeItems(nodes, text.trim(), labelField, valueField), [nodes, text]);
  const schema = withNodeParam(page.raw as SectionSchema, block.param ?? 'departId', picked?.value, picked?.title ?? '');
  const treeSpan = block.treeSpan ?? 6;
  // Below 1,200 px the tree opens in a drawer, so the table keeps the width for its columns.
  const wide = Grid.useBreakpoint().xl !== false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = block.title ?? '组织架构';
  const tree = (
    <>
      <Input.Search placeholder="搜索" allowClear size="small" onChange={(e) => setText(e.target.value)} style={{ marginBottom: 8 }} />
      {items.length ? (
        <Tree
          key={text ? `search-${text}` : 'all'}
          className={styles.tree}
          blockNode
          titleRender={(node) => <span title={String(node.title)}>{String(node.title)}</span>}
          treeData={items}
          defaultExpandAll
          selectedKeys={picked ? [picked.value] : []}
          onSelect={(keys, info) => setPicked(keys.length ? { value: keys[0] as string | number, title: String((info.node as any).title) } : undefined)}
        />
      ) : (
        <EmptyState />
      )}
    </>
  );
  // Picking another node lists again from its first page; a save anywhere on the page lists again (version).
  const table = <SchemaTable key={String(picked?.value ?? '')} schema={schema} extra={extra} openDialog={openDialog} version={page.version} onChanged={page.reload} />;
  if (!wide) {
    return (
      <div data-tree-filter={block.param}>
        <Button icon={<ApartmentOutlined />} onClick={() => setDrawerOpen(true)} style={{ marginBottom: 12 }}>
          {title}：{picked?.title ?? '全部'}
        </Button>
        <Drawer title={title} placement="left" width={300} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {tree}
        </Drawer>
        {table}
        {holder}
      </div>
    );
  }
  return (
    <>
      <Row gutter={16} data-tree-filter={block.param}>
        <Col flex={`0 0 min(${(treeSpan / 24) * 100}%, ${TREE_MAX_PX}px)`}>
          <Card variant="borderless" styles={{ body: { padding: 12 } }}>
            <div style={{ fontWeight: 500, marginBottom: 8 }}>
              <ApartmentOutlined /> {title}
            </div>
            {tree}
          </Card>
        </Col>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          {table}
        </Col>
      </Row>
      {holder}
    </>
  );
}
