import { ApartmentOutlined } from '@ant-design/icons';
import { Empty, Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import type { DepartNode } from './data';

interface TreeItem {
  key: number;
  title: string;
  children?: TreeItem[];
}

/** Keeps the departments whose name contains the text, with their path from the root. */
function filterTree(nodes: DepartNode[], text: string): TreeItem[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], text);
    if (!text || node.name.includes(text) || children.length) {
      return [{ key: node.id, title: node.name, ...(children.length ? { children } : {}) }];
    }
    return [];
  });
}

/** The department tree on the left of 用户管理: picking one lists its members and those of the departments under it. */
export default function DepartFilter({ tree, value, onChange }: { tree: DepartNode[]; value?: number; onChange: (id?: number) => void }) {
  const [text, setText] = useState('');
  const items = useMemo(() => filterTree(tree, text.trim()), [tree, text]);
  const firstLevel = useMemo(() => tree.map((n) => n.id), [tree]);
  return (
    <div>
      <div style={{ fontWeight: 500, marginBottom: 8 }}>
        <ApartmentOutlined /> 组织架构
      </div>
      <Input.Search placeholder="搜索部门" allowClear size="small" onChange={(e) => setText(e.target.value)} style={{ marginBottom: 8 }} />
      {items.length ? (
        <Tree
          key={text ? `search-${text}` : 'all'}
          blockNode
          height={560}
          treeData={items}
          defaultExpandedKeys={firstLevel}
          defaultExpandAll={Boolean(text)}
          selectedKeys={value ? [value] : []}
          onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无部门" />
      )}
    </div>
  );
}
