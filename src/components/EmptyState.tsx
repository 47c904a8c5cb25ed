import { Empty, type EmptyProps } from 'antd';
import type { ReactNode } from 'react';

/** The one wording of an empty list, table, tree or dropdown: the spec's (antd's own says 暂无数据). */
export const EMPTY_TEXT = '暂无内容';

/** An empty state with the small image and EMPTY_TEXT, unless a block names its own text. */
export default function EmptyState({ description, ...props }: EmptyProps) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? EMPTY_TEXT} {...props} />;
}

const DROPDOWNS = ['Select', 'TreeSelect', 'Cascader', 'Transfer', 'Mentions'];

/**
 * ConfigProvider's renderEmpty (src/app.tsx): antd's built-in empty states (tables, lists, dropdowns, transfers) say
 * EMPTY_TEXT too, sized as antd's own. `Table.filter` stays antd's (null lets the filter menu decide).
 */
export function renderEmpty(componentName?: string): ReactNode {
  if (componentName === 'Table.filter') return null;
  return <EmptyState className={DROPDOWNS.includes(componentName ?? '') ? 'ant-empty-small' : undefined} />;
}
