import type { ProColumns } from '@ant-design/pro-components';
import { Badge, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
// React in scope: the unit tests compile JSX to React.createElement (jest.config.js); umi uses the automatic runtime.
import React, { isValidElement, type ReactNode } from 'react';
import type { Row } from './types';

const EMPTY = '-';
const isNil = (value: unknown) => value === undefined || value === null || value === '';

type EnumEntry = ReactNode | { text?: ReactNode; status?: string; color?: string };
type BadgeStatus = 'success' | 'processing' | 'default' | 'error' | 'warning';

/** A `valueEnum` value as ProTable draws it: a status badge, a coloured badge, or its text. */
export function enumCell(valueEnum: Record<string, EnumEntry>, value: unknown): ReactNode {
  if (isNil(value)) return EMPTY;
  const entry = valueEnum[String(value)];
  if (entry === undefined || entry === null) return String(value);
  if (typeof entry !== 'object' || isValidElement(entry)) return entry as ReactNode;
  const { text, status, color } = entry as { text?: ReactNode; status?: string; color?: string };
  if (status) return <Badge status={status.toLowerCase() as BadgeStatus} text={text} />;
  if (color) return <Badge color={color} text={text} />;
  return text;
}

/** ProTable's `indexBorder`: the row number in a small grey disc, darker for the first three. */
function indexCell(index: number): ReactNode {
  const style = { display: 'inline-block', width: 18, height: 18, borderRadius: 9, color: '#fff', fontSize: 12, lineHeight: '18px', textAlign: 'center' as const };
  return <span style={{ ...style, background: index < 3 ? '#314659' : '#979797' }}>{index + 1}</span>;
}

/** The cell before a column's own `render`: row number, enum badge, or the value ('-' when empty). */
function baseCell(column: ProColumns<Row>, value: unknown, index: number): ReactNode {
  if (column.valueType === 'indexBorder') return indexCell(index);
  if (column.valueEnum) return enumCell(column.valueEnum as Record<string, EnumEntry>, value);
  if (isNil(value)) return EMPTY;
  return typeof value === 'object' && !isValidElement(value) ? JSON.stringify(value) : (value as ReactNode);
}

/** Long text in one line, the whole of it in a tooltip (ProTable's `ellipsis`). */
function ellipsised(column: ProColumns<Row>, dom: ReactNode, value: unknown): ReactNode {
  if (!column.ellipsis || !value) return dom;
  const needsDom = String(column.valueType ?? '').startsWith('date') || Boolean(column.valueEnum);
  return (
    <Typography.Text style={{ width: '100%', margin: 0, padding: 0 }} title="" ellipsis={{ tooltip: needsDom ? <div>{dom}</div> : String(value) }}>
      {dom}
    </Typography.Text>
  );
}

/**
 * antd Table columns from the ProTable columns the schema builds (columns.tsx, value types): a column's `render`
 * gets the drawn cell first, as ProTable gives it, so value types and decorations work unchanged in both tables.
 */
export function tableColumns(columns: ProColumns<Row>[], action: unknown): ColumnType<Row>[] {
  return columns.map((column) => {
    const dataIndex = column.dataIndex as string | undefined;
    return {
      key: String(column.key ?? dataIndex),
      dataIndex,
      title: column.title as ReactNode,
      width: column.width ?? (column.fixed ? 200 : undefined),
      fixed: column.fixed,
      responsive: column.responsive,
      align: column.align,
      ellipsis: column.ellipsis as ColumnType<Row>['ellipsis'],
      ...(column.filters ? { filters: column.filters as ColumnType<Row>['filters'] } : {}),
      render: (_: unknown, row: Row, index: number) => {
        const value = dataIndex === undefined ? undefined : row[dataIndex];
        const dom = ellipsised(column, baseCell(column, value, index), value);
        if (!column.render) return dom;
        const drawn = column.render(dom, row, index, action as never, column as never);
        if (column.valueType === 'option' && Array.isArray(drawn)) return <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>{drawn}</div>;
        return drawn as ReactNode;
      },
    };
  });
}
