import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAreas } from '../../server/engine/load-areas';
import { loadSchemas, SchemaFileError } from '../../server/engine/load-schemas';
import { arrangedBlocks, readLayout } from '../../server/engine/page-layout';
import type { PageSpec } from '../../server/engine/page-types';

/** Page files (schemas/<area>/pages/<id>.json): how they load, what the loader refuses, and the company layout. */

const section = (id: string) => ({
  id,
  title: `${id}标题`,
  model: { table: `plt_${id}` },
  fields: { name: { type: 'string', title: '名称', maxLength: 20 }, day: { type: 'date', title: '日期' } },
  api: { base: `/api/test/${id}` },
});
const area = (domain = 'company') => ({ id: 'shop', title: '商城', route: '/shop', icon: 'AppstoreOutlined', order: 20, domain, menu: { key: 'shopRoot', items: [{ section: 'goods' }] } });
const board = () => ({
  id: 'board',
  title: '看板',
  route: '/board',
  customizable: true,
  columns: [{ key: 'main', span: 16 }, { key: 'side', span: 8 }],
  blocks: [
    { key: 'list', kind: 'table', title: '商品', section: 'goods', column: 'main' },
    { key: 'days', kind: 'calendar', title: '日历', section: 'goods', operation: 'list', dateField: 'day', titleField: 'name', column: 'side', feature: 'schedules' },
  ],
});

function load(change: (files: Record<string, any>) => void = () => undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  const files: Record<string, any> = { 'shop/area.json': area(), 'shop/goods.json': section('goods'), 'shop/pages/board.json': board() };
  change(files);
  for (const [name, content] of Object.entries(files)) {
    if (content === undefined) continue;
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), JSON.stringify(content));
  }
  try {
    return loadAreas(dir, loadSchemas(dir).sections);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const refusal = (change: (files: Record<string, any>) => void): [string, string, string] => {
  try {
    load(change);
  } catch (error) {
    if (error instanceof SchemaFileError) return [error.file.replace(/pages-\w+\//, ''), error.pointer, error.reason];
    throw error;
  }
  throw new Error('expected the page file to be refused');
};

test('a page file loads with its area: defaults filled, not read as a section', () => {
  const [shop] = load();
  expect(shop.pages).toHaveLength(1);
  expect(shop.pages[0]).toMatchObject({ id: 'board', area: 'shop', frame: 'console', customizable: true, file: expect.stringMatching(/shop\/pages\/board\.json$/) });
  expect(shop.pages[0].blocks.map((block) => block.key)).toEqual(['list', 'days']);
  expect(load((files) => delete files['shop/pages/board.json'])[0].pages).toEqual([]);
});

test.each<[string, (files: Record<string, any>) => void, string, RegExp]>([
  ['the id is not the file name', (f) => (f['shop/pages/board.json'].id = 'other'), '/id', /must equal the file name/],
  ['a block key twice', (f) => (f['shop/pages/board.json'].blocks[1].key = 'list'), '/blocks/1/key', /used twice/],
  ['an unregistered kind', (f) => (f['shop/pages/board.json'].blocks[0].kind = 'nosuch'), '/blocks/0/kind', /not registered/],
  ['an unknown section', (f) => (f['shop/pages/board.json'].blocks[0].section = 'nosuch'), '/blocks/0/section', /unknown section/],
  ['a column the section does not have', (f) => Object.assign(f['shop/pages/board.json'].blocks[0], { operation: 'list', columns: ['name', 'nosuch'] }), '/blocks/0/columns/1', /unknown field "nosuch"/],
  ['an operation the section does not have', (f) => (f['shop/pages/board.json'].blocks[1].operation = 'nosuch'), '/blocks/1/operation', /unknown operation/],
  ['an unknown column', (f) => (f['shop/pages/board.json'].blocks[0].column = 'left'), '/blocks/0/column', /unknown column/],
  ['a block without a title', (f) => delete f['shop/pages/board.json'].blocks[0].title, '/blocks/0', /title/],
  ['an unknown key', (f) => (f['shop/pages/board.json'].colour = 'red'), '', /additional/],
  ['a page of an operator area', (f) => (f['shop/area.json'] = area('platform')), '', /company members/],
])('refused: %s', (_name, change, pointer, reason) => {
  const [file, at, why] = refusal(change);
  expect(file).toMatch(/shop\/pages\/board\.json$/);
  expect(at).toBe(pointer);
  expect(why).toMatch(reason);
});

test('page ids and routes are unique across areas and pages', () => {
  const second = (change: (page: any) => void) => (files: Record<string, any>) => {
    files['misc/area.json'] = { ...area(), id: 'misc', route: '/misc', menu: { key: 'miscRoot', items: [{ key: 'x', title: '其它' }] } };
    const page = { ...board(), id: 'board2', route: '/board2', blocks: [{ key: 'a', kind: 'table', title: '商品', section: 'goods' }] };
    change(page);
    files['misc/pages/board2.json'] = page;
  };
  expect(load(second(() => undefined)).flatMap((a) => a.pages.map((p) => p.id))).toEqual(['board2', 'board']);
  expect(refusal(second((page) => (page.route = '/board')))[2]).toMatch(/route "\/board" is also the route/);
  expect(refusal(second((page) => (page.route = '/board', page.id = 'board')))[1]).toBe('/id');
});

test('a page without a route opens from the area menu entry naming it: key and title are the page\'s', () => {
  const entryPage = (files: Record<string, any>) => {
    const { route: _route, ...routeless } = board();
    files['shop/pages/board.json'] = routeless;
    files['shop/area.json'].menu.items.push({ page: 'board', icon: 'AppstoreOutlined' });
  };
  const [shop] = load(entryPage);
  expect(shop.menu.children?.at(-1)).toEqual({ key: 'board', title: '看板', icon: 'AppstoreOutlined', page: 'board' });
  expect(refusal((files) => {
    entryPage(files);
    files['shop/area.json'].menu.items.pop();
  })).toEqual([expect.stringMatching(/shop\/pages\/board\.json$/), '/route', expect.stringMatching(/named by an entry/)]);
  expect(refusal((files) => files['shop/area.json'].menu.items.push({ page: 'nosuch' }))).toEqual([expect.stringMatching(/shop\/area\.json$/), '/menu/items/1/page', expect.stringMatching(/no page file pages\/nosuch\.json/)]);
  expect(refusal((files) => files['shop/area.json'].menu.items.push({ page: 'board', title: '别名' }))[2]).toMatch(/title/);
});

const page = board() as unknown as PageSpec;
const keys = (list: { block: { key: string }; hidden: boolean }[]) => list.map(({ block, hidden }) => `${block.key}${hidden ? '(hidden)' : ''}`);

test('a stored layout orders and hides blocks; keys it does not know are skipped, blocks it does not name follow', () => {
  expect(keys(arrangedBlocks(page, null))).toEqual(['list', 'days']);
  expect(keys(arrangedBlocks(page, [{ key: 'days', hidden: false }, { key: 'list', hidden: true }]))).toEqual(['days', 'list(hidden)']);
  expect(keys(arrangedBlocks(page, [{ key: 'gone', hidden: true }, { key: 'days', hidden: true }]))).toEqual(['days(hidden)', 'list']);
});

test.each<[string, unknown, string]>([
  ['no list', {}, '请提交页面的区块列表'],
  ['an empty list', { blocks: [] }, '请提交页面的区块列表'],
  ['an unknown key', { blocks: [{ key: 'x', hidden: false }] }, '页面没有区块：x'],
  ['a key twice', { blocks: [{ key: 'list', hidden: false }, { key: 'list', hidden: true }] }, '区块重复：list'],
  ['hidden not a boolean', { blocks: [{ key: 'list', hidden: 'yes' }] }, '区块的显示状态不正确'],
  ['every block hidden', { blocks: [{ key: 'list', hidden: true }, { key: 'days', hidden: true }] }, '至少保留一个区块'],
])('a layout with %s is refused with its message', (_name, body, message) => {
  expect(() => readLayout(page, body)).toThrow(message);
});

test('a layout of a page that is not customizable is refused; a good one is kept as sent', () => {
  expect(() => readLayout({ ...page, customizable: false }, { blocks: [{ key: 'list', hidden: false }] })).toThrow('该页面不能自定义布局');
  expect(readLayout(page, { blocks: [{ key: 'days', hidden: true }] })).toEqual([{ key: 'days', hidden: true }]);
});
