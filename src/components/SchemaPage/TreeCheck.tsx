/**
 * A checkable tree input, expanded once its choices load, whose value keeps the checked keys compacted (tree-
 * check.ts).
 */
import { Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { checkNodes, compactChecked, type CheckNode, type Key } from './tree-check';
import type { FieldOption } from './types';
import styles from './TreeCheck.less';

const toData = (nodes: CheckNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.key, title: node.title, className: node.inline ? styles.inline : undefined, children: node.children && toData(node.children) }));

export interface TreeCheckProps {
  options?: FieldOption[];
  value?: Key[];
  onChange?: (value: Key[]) => void;
  disabled?: boolean;
}

/** The checkable tree, expanded, once its choices are loaded (antd expands only the nodes it starts with). */
export default function TreeCheck({ options, value, onChange, disabled }: TreeCheckProps) {
  const data = useMemo(() => toData(checkNodes(options ?? [])), [options]);
  if (!options) return <Spin />;
  return (
    <div className={styles.tree}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={data}
        checkedKeys={value ?? []}
        onCheck={(keys) => onChange?.(compactChecked(options, (Array.isArray(keys) ? keys : keys.checked) as Key[]))}
      />
    </div>
  );
}
