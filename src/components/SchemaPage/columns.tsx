import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { resolveColumn } from '../../shared/section-ui';
import { actionsWidth, readableWidth } from './column-width';
import { isActionShown } from './condition';
import { valueTypes } from './registry';
import type { ActionDef, Row, SectionSchema } from './types';

const DANGER = new Set(['delete', 'remove']);

/**
 * ProTable columns from `ui.columns` plus the row actions of the current tab. Each column takes its title, value
 * type (from the registry) and enum labels from its field unless it says otherwise. Every column has a width (the
 * table scrolls sideways when they do not fit), and the 操作 column stays at the right edge.
 */
export function buildColumns(
  schema: SectionSchema,
  tab: string | undefined,
  run: (action: ActionDef, row: Row) => void,
): ProColumns<Row>[] {
  const shown = schema.columns.map((column) => resolveColumn(column, schema.fields)).filter((column) => isActionShown({ tabs: column.tabs }, tab));
  const columns: ProColumns<Row>[] = shown.map((column, index) => {
    const typed = valueTypes.require(column.valueType)(column);
    return {
      title: column.title,
      dataIndex: column.field,
      key: column.field,
      ...typed,
      width: readableWidth(column, typed, !!schema.treeTable && index === 0),
      ...(column.ellipsis !== undefined ? { ellipsis: column.ellipsis } : {}),
    };
  });
  const actions = (schema.rowActions ?? []).filter((action) => isActionShown({ tabs: action.tabs }, tab));
  if (actions.length > 0) {
    columns.push({
      title: '操作',
      key: '__actions',
      valueType: 'option',
      fixed: 'right',
      width: actionsWidth(actions.map((action) => action.title)),
      render: (_, row) =>
        actions
          .filter((action) => isActionShown(action, tab, row))
          .map((action) => (
            <Typography.Link
              key={action.key}
              type={action.danger ?? DANGER.has(action.key) ? 'danger' : undefined}
              onClick={() => run(action, row)}
            >
              {action.title}
            </Typography.Link>
          )),
    });
  }
  return columns;
}
