/** Row and block actions that follow a link, column filter menus and scalar load answers (docs/engine.md "Links"). */
import fs from 'node:fs';
import path from 'node:path';
import { parseSectionFile, SchemaFileError } from '../../server/engine/load-schemas';
import { fillLink } from '../../src/blocks/template';
import { recordOf } from '../../src/blocks/record-of';

const file = 'admin/noticeSetting.json';
const refusal = (change: (json: any) => void) => {
  const json = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas', file), 'utf8'));
  change(json);
  try {
    parseSectionFile(`schemas/${file}`, JSON.stringify(json));
  } catch (error) {
    if (!(error instanceof SchemaFileError)) throw error;
    return [error.pointer, error.reason];
  }
  return undefined;
};

test("a link's values are the row's, each URL-encoded, so a value cannot add parameters", () => {
  expect(fillLink('/sellApplication?applicationsIndex={id}', { id: 42 })).toBe('/sellApplication?applicationsIndex=42');
  expect(fillLink('/selectedCondition?conent={name}', { name: '电子面单&x=1' })).toBe(`/selectedCondition?conent=${encodeURIComponent('电子面单&x=1')}`);
  expect(fillLink('/cost?costPrice={amount|0}&sellIndex=1', {})).toBe('/cost?costPrice=0&sellIndex=1');
  const data = JSON.stringify({ id: 3, name: '短信服务' });
  expect(new URLSearchParams(fillLink('/sellApplication?applicationIndex=1&data={data}', { data }).split('?')[1]).get('data')).toBe(data);
});

test('a scalar load answer is the record value under its operation name; objects merge', () => {
  expect(recordOf([12.5], ['balance'])).toEqual({ balance: 12.5 });
  expect(recordOf([{ a: 1 }, 0, { b: 2 }], ['x', 'count', 'y'])).toEqual({ a: 1, count: 0, b: 2 });
});

test('a list of one row (费用统计’s remaining count) is that row; other lists stay under the operation name', () => {
  expect(recordOf([[{ lessCount: 3, totalCount: 10 }]], ['remaining'])).toEqual({ lessCount: 3, totalCount: 10 });
  expect(recordOf([[]], ['remaining'])).toEqual({ remaining: [] });
  expect(recordOf([[{ a: 1 }, { a: 2 }]], ['rows'])).toEqual({ rows: [{ a: 1 }, { a: 2 }] });
});

test('the schema check: a link names known fields and opens no form or dialog; a filter column needs an enum and an in filter', () => {
  const link = (action: Record<string, unknown>) => refusal((j) => (j.ui.rowActions = [{ key: 'go', title: '去', operation: 'list', ...action }]));
  expect(link({ link: '/x?id={id}&t={noticeType}' })).toBeUndefined();
  expect(link({ link: '/x?id={nosuch}' })).toEqual(['/ui/rowActions/0/link', 'unknown field "nosuch"']);
  expect(link({ link: '/x', confirm: 'ok', download: true })?.[0]).toBe('/ui/rowActions/0/link');
  expect(link({ link: 'x' })?.[0]).toBe('/ui/rowActions/0/link');

  expect(refusal((j) => (j.ui.columns[3] = { field: 'showInWidget', filter: true }))).toEqual(['/ui/columns/3/filter', '"showInWidget" needs an "in" filter in `filters`']);
  expect(refusal((j) => ((j.ui.columns[3] = { field: 'showInWidget', filter: true }), (j.filters = { showInWidget: 'in' })))).toBeUndefined();
  expect(refusal((j) => ((j.ui.columns[0] = { field: 'noticeType', filter: true }), (j.filters = { noticeType: 'in' })))).toEqual(['/ui/columns/0/filter', '"noticeType" has no enum to filter by']);
});
