/**
 * 调整顺序 of a tree table (`ui.treeReorder`): the rows as a tree in a dialog, a row dragged before, after or into
 * another. Each drop is one call of the section's update operation with the parent field and the place among the
 * new siblings; the server's hooks put the row there and renumber its siblings, and the tree is read again.
 */
import { message, Modal, Spin, Tree, type TreeProps } from 'antd';
import { type Key, useCallback, useEffect, useState } from 'react';
import { callOperation } from './operations';
import type { Row, SectionSchema } from './types';

interface Node {
  key: Key;
  title: string;
  children?: Node[];
}

const toNodes = (rows: Row[], rowKey: string): Node[] =>
  rows.map((row) => ({ key: row[rowKey], title: String(row.label ?? row.name ?? row.title ?? row[rowKey]), ...(row.children?.length ? { children: toNodes(row.children, rowKey) } : {}) }));

/** The parent's key (null at the top) and the siblings of a node, by its key. */
function placeOf(nodes: Node[], key: Key, parent: Key | null = null): { parent: Key | null; siblings: Node[] } | undefined {
  for (const node of nodes) {
    if (node.key === key) return { parent, siblings: nodes };
    const found = node.children && placeOf(node.children, key, node.key);
    if (found) return found;
  }
  return undefined;
}

interface Props {
  schema: SectionSchema;
  open: boolean;
  onClose: (changed: boolean) => void;
}

export default function TreeReorderDialog({ schema, open, onClose }: Props) {
  const reorder = schema.treeReorder!;
  const rowKey = schema.rowKey ?? 'id';
  const [nodes, setNodes] = useState<Node[]>();
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  const read = useCallback(async () => {
    const operation = schema.operations.tree ?? schema.operations[schema.listOperation ?? 'list'];
    const { data } = await callOperation<Row[]>(operation);
    setNodes(toNodes(Array.isArray(data) ? data : [], rowKey));
  }, [schema, rowKey]);

  useEffect(() => {
    if (!open) return;
    setChanged(false);
    void read();
  }, [open, read]);

  const onDrop: TreeProps['onDrop'] = async (info) => {
    if (!nodes) return;
    const dragged = info.dragNode.key;
    const target = info.node.key;
    // antd's dropPosition counts from the target's place among its siblings: -1 before it, 1 after it, 0 into it.
    const relative = info.dropPosition - Number(info.node.pos.split('-').pop());
    // Just below an open folder with children is its first place (antd draws the line there), not after the folder.
    const intoOpen = info.dropToGap && relative > 0 && info.node.expanded && ((info.node.children as Node[] | undefined)?.length ?? 0) > 0;
    const into = !info.dropToGap || intoOpen;
    const place = placeOf(nodes, target)!;
    const parent = into ? target : place.parent;
    const siblings = (into ? (info.node.children as Node[] | undefined) ?? [] : place.siblings).filter((node) => node.key !== dragged);
    const sort = into ? 0 : siblings.findIndex((node) => node.key === target) + (relative > 0 ? 1 : 0);
    setSaving(true);
    try {
      await callOperation(schema.operations.update, { row: { [rowKey]: dragged }, rowKey, body: { [reorder.parentField]: parent ?? reorder.root, [reorder.sortField]: sort } });
      setChanged(true);
      message.success('顺序已保存');
    } catch {
      // The request client has shown the server's message.
    } finally {
      await read();
      setSaving(false);
    }
  };

  return (
    <Modal title={reorder.title} open={open} onCancel={() => onClose(changed)} footer={null} width={560} destroyOnHidden>
      <p style={{ color: '#8a919f', marginTop: 0 }}>拖动条目到另一条目的上方、下方，或拖入目录中；松开即保存。</p>
      <Spin spinning={!nodes || saving}>
        <div data-testid="tree-reorder" style={{ maxHeight: 480, overflow: 'auto' }}>
          {nodes && <Tree treeData={nodes} draggable={{ icon: false }} blockNode defaultExpandAll onDrop={onDrop} />}
        </div>
      </Spin>
    </Modal>
  );
}
