import type { FieldOption } from './types';

/**
 * A tree of checkable choices (e.g. menus with their button-level items): the value lists the ticked nodes, a node
 * whose whole subtree is ticked standing for it alone (the server reads a menu key as all its items).
 */
export type Key = string | number;

export interface CheckNode {
  key: Key;
  title: string;
  /** A leaf shown on one line with its siblings (every child of its parent is a leaf, e.g. 查询 新增 修改). */
  inline: boolean;
  children?: CheckNode[];
}

const isLeaf = (option: FieldOption) => !option.children?.length;

/** The tree's nodes; leaves whose siblings are all leaves sit side by side under their parent. */
export function checkNodes(options: FieldOption[], parent?: FieldOption): CheckNode[] {
  const inline = Boolean(parent) && options.every(isLeaf);
  return options.map((option) => ({
    key: option.value,
    title: option.label,
    inline,
    ...(isLeaf(option) ? {} : { children: checkNodes(option.children!, option) }),
  }));
}

/** The ticked keys as the value: a ticked node is kept and its descendants dropped (antd ticks a parent only when all its children are). */
export function compactChecked(options: FieldOption[], checked: Key[]): Key[] {
  const ticked = new Set(checked.map(String));
  return options.flatMap((option) => {
    if (ticked.has(String(option.value))) return [option.value];
    return option.children?.length ? compactChecked(option.children, checked) : [];
  });
}
