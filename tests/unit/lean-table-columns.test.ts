/** The columns of SchemaTable's antd table, made from the ProTable columns the schema builds (table-columns.tsx). */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProColumns } from '@ant-design/pro-components';
import { enumCell, tableColumns } from '../../src/components/SchemaPage/table-columns';

type Row = Record<string, any>;
const html = (node: ReactNode) => renderToStaticMarkup(createElement('div', null, node));

/** What the antd column draws for a row (its `render` with the row's value, as antd calls it). */
function cell(column: ProColumns<Row>, row: Row, index = 0): string {
  const [converted] = tableColumns([column], { reload: () => undefined });
  return html(converted.render!(row[column.dataIndex as string], row, index) as ReactNode);
}

const STATUS = { '0': { text: '正常', status: 'Success' }, '1': { text: '停用', status: 'Error' }, '2': { text: '待定', color: 'gold' }, '3': { text: '草稿' } };

describe('enum values are drawn as ProTable draws them', () => {
  test('a status is a status badge, a colour a coloured badge, else the text', () => {
    expect(html(enumCell(STATUS, 0))).toMatch(/ant-badge-status-success[\s\S]*正常/);
    expect(html(enumCell(STATUS, '1'))).toMatch(/ant-badge-status-error[\s\S]*停用/);
    expect(html(enumCell(STATUS, 2))).toMatch(/ant-badge-color-gold[\s\S]*待定/);
    expect(html(enumCell(STATUS, 3))).toBe('<div>草稿</div>');
  });

  test('a value outside the enum shows as it is; no value shows -', () => {
    expect(html(enumCell(STATUS, 9))).toBe('<div>9</div>');
    for (const empty of [undefined, null, '']) expect(html(enumCell(STATUS, empty))).toBe('<div>-</div>');
  });
});

describe('tableColumns', () => {
  test('keeps title, key, width, fixed and align; a fixed column without a width gets 200 px', () => {
    const [name, actions] = tableColumns(
      [
        { title: '用户名', dataIndex: 'name', width: 120, align: 'right' },
        { title: '操作', key: '__actions', fixed: 'right' },
      ],
      {},
    );
    expect(name).toMatchObject({ title: '用户名', key: 'name', dataIndex: 'name', width: 120, align: 'right' });
    expect(actions).toMatchObject({ title: '操作', key: '__actions', fixed: 'right', width: 200 });
  });

  test('a plain value, - when empty, and the value enum of the column', () => {
    expect(cell({ dataIndex: 'name' }, { name: '李娜' })).toBe('<div>李娜</div>');
    expect(cell({ dataIndex: 'name' }, { name: '' })).toBe('<div>-</div>');
    expect(cell({ dataIndex: 'status', valueEnum: STATUS }, { status: 1 })).toMatch(/ant-badge-status-error[\s\S]*停用/);
  });

  test('`render` gets the drawn cell, the row, its index and the table action, and its answer is the cell', () => {
    const render = jest.fn((dom: ReactNode, row: Row, index: number, action: any) => createElement('b', null, dom, `/${row.id}/${index}/${typeof action.reload}`));
    expect(cell({ dataIndex: 'status', valueEnum: STATUS, render: render as never }, { id: 7, status: 0 }, 4)).toMatch(/<b>.*正常.*\/7\/4\/function<\/b>/);
    expect(render).toHaveBeenCalledTimes(1);
  });

  test('long text is one line with the whole text in a tooltip (ellipsis)', () => {
    const long = '这是一段很长的备注'.repeat(5);
    expect(cell({ dataIndex: 'note', ellipsis: true }, { note: long })).toContain('ant-typography-ellipsis');
    expect(cell({ dataIndex: 'note', ellipsis: true }, { note: '' })).toBe('<div>-</div>');
  });

  test('row numbers (indexBorder) count from 1; the actions of an option column sit side by side', () => {
    expect(cell({ valueType: 'indexBorder', dataIndex: 'id' }, { id: 9 }, 0)).toMatch(/>1<\/span>/);
    expect(cell({ valueType: 'indexBorder', dataIndex: 'id' }, { id: 9 }, 11)).toMatch(/>12<\/span>/);
    const options = cell({ valueType: 'option', key: 'ops', render: (() => [createElement('a', { key: 'a' }, '编辑'), createElement('a', { key: 'b' }, '删除')]) as never }, {});
    expect(options).toMatch(/display:flex[\s\S]*<a>编辑<\/a><a>删除<\/a>/);
  });
});
