/**
 * Table columns from a section's `ui.columns` (value types from the registry, templates, avatars, tags, widths)
 * and the 操作 column of its row actions.
 */
import { AppstoreOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Avatar, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Column } from '../../../shared/schema-types.generated';
import { resolveColumn } from '../../../shared/section-ui';
import { cellEmpty, decorates, shownTags, templateText } from './column-cell';
import { decorationWidth, readableWidth, titlesShownTogether } from './column-width';
import { isActionShown } from './condition';
import type { RowActions } from './RecordTable';
import { valueTypes } from './registry';
import type { ActionDef, ColumnDef, FieldDef, Row, SectionSchema } from './types';

const DANGER = new Set(['delete', 'remove']);

/** The column's own cell drawing (template, avatar, tags, empty text) around what its value type renders. */
function decorate(column: ColumnDef, typed: Partial<ProColumns<Row>>): Partial<ProColumns<Row>> {
  if (!decorates(column)) return typed;
  const own = typed.render;
  return {
    ...typed,
    render: (dom, row, index, action, schema) => {
      const value = cellEmpty(column, row) ? (
        <Typography.Text type="secondary">{column.empty ?? '-'}</Typography.Text>
      ) : (
        templateText(column, row) ?? ((own ? own(dom, row, index, action, schema) : dom) as ReactNode)
      );
      const tags = shownTags(column, row);
      if (!column.avatar && !tags.length) return value;
      return (
        <Space size={8}>
          {column.avatar && <Avatar shape="square" size={24} src={row[column.avatar] || undefined} icon={<AppstoreOutlined />} />}
          <span>{value}</span>
          {tags.map((tag) => (
            <Tag key={tag.text} color={tag.color} style={{ marginInlineEnd: 0 }}>
              {tag.text}
            </Tag>
          ))}
        </Space>
      );
    },
  };
}

/**
 * ProTable columns of field columns: each takes its title, value type (from the registry) and enum labels from its
 * field unless it says otherwise, and draws its template, avatar, tags and empty text. Every column has a width
 * (the table scrolls sideways when they do not fit) but ellipsised long text, which takes the room left.
 */
/** The readable width with room for what the column draws beside its value (avatar, tags, a filter icon). */
const widthOf = (readable: number | undefined, column: Parameters<typeof decorationWidth>[0] & { filter?: boolean }) =>
  readable === undefined ? undefined : readable + decorationWidth(column) + (column.filter ? 24 : 0);

export function fieldColumns(list: Column[], fields: Record<string, FieldDef>, treeTable = false): ProColumns<Row>[] {
  return list.map((entry, index) => {
    const column = resolveColumn(entry, fields as never);
    const typed = valueTypes.require(column.valueType)(column);
    return {
      title: column.title,
      dataIndex: column.field,
      key: column.field,
      ...decorate(column, typed),
      width: widthOf(readableWidth(column, typed, treeTable && index === 0), column),
      ...(column.filter && column.valueEnum ? { filters: Object.entries(column.valueEnum).map(([value, entry]) => ({ text: entry.text, value })) } : {}),
      ...(column.ellipsis !== undefined ? { ellipsis: column.ellipsis } : {}),
      ...(column.hideBelow ? { responsive: [column.hideBelow] } : {}),
    };
  });
}

/** The columns of `ui.columns` the current tab shows. */
export const tabColumns = (schema: SectionSchema, tab: string | undefined): Column[] => schema.columns.filter((column) => isActionShown({ tabs: column.tabs }, tab)) as Column[];

/** The row actions of the current tab as the 操作 column's links (each shown while its condition holds for the row). */
export function rowActionLinks(schema: SectionSchema, tab: string | undefined, run: (action: ActionDef, row: Row) => void): RowActions | undefined {
  const actions = (schema.rowActions ?? []).filter((action) => isActionShown({ tabs: action.tabs }, tab));
  if (actions.length === 0) return undefined;
  return {
    titles: titlesShownTogether(actions, schema.fields),
    render: (row) =>
      actions
        .filter((action) => isActionShown(action, tab, row))
        .map((action) => (
          <Typography.Link key={action.key} type={action.danger ?? DANGER.has(action.key) ? 'danger' : undefined} onClick={() => run(action, row)}>
            {action.title}
          </Typography.Link>
        )),
  };
}
