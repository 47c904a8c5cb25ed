/**
 * The engine pieces 权限设置 is drawn with (schemas/admin/permission.json `ui.blocks`): a tree of checkable choices,
 * the cells of block table columns, the rows and selections of block tables, and the schema check of those blocks.
 */
import { checkNodes, compactChecked } from '../../src/components/SchemaPage/tree-check';
import { cellEmpty, decorates, shownTags, templateText } from '../../src/components/SchemaPage/column-cell';
import { decorationWidth } from '../../src/components/SchemaPage/column-width';
import { keepPicked, selectionOf } from '../../src/blocks/table/rows';
import { rowsAnswer } from '../../src/components/SchemaPage/paging';
import { saveRequest } from '../../src/blocks/recordForm/form-items';
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const menus = [
  { value: 'depart', label: '部门管理', children: [{ value: 'depart:read', label: '查询' }, { value: 'depart:create', label: '新增' }] },
  { value: 'service', label: '服务管理' },
  { value: 'cost', label: '费用中心', children: [{ value: 'order', label: '我的订单' }, { value: 'balance', label: '余额管理' }] },
];

describe('the tree of checkable choices (treeCheck)', () => {
  test('a fully ticked node stands for its subtree; partly ticked ones send their ticked leaves', () => {
    expect(compactChecked(menus, ['depart', 'depart:read', 'depart:create', 'order'])).toEqual(['depart', 'order']);
    expect(compactChecked(menus, ['depart:create', 'service'])).toEqual(['depart:create', 'service']);
    expect(compactChecked(menus, ['cost', 'order', 'balance', 'depart:read'])).toEqual(['depart:read', 'cost']);
    expect(compactChecked(menus, [])).toEqual([]);
  });

  test('leaves whose siblings are all leaves sit on one line; top-level entries and mixed siblings do not', () => {
    const nodes = checkNodes(menus);
    expect(nodes.map((node) => [node.key, node.inline])).toEqual([
      ['depart', false],
      ['service', false],
      ['cost', false],
    ]);
    expect(nodes[0].children!.map((node) => [node.title, node.inline])).toEqual([
      ['查询', true],
      ['新增', true],
    ]);
    expect(nodes[1].children).toBeUndefined();
    const mixed = checkNodes([{ value: 'g', label: '组', children: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B', children: [{ value: 'b:x', label: 'X' }] }] }]);
    expect(mixed[0].children!.map((node) => node.inline)).toEqual([false, false]);
    expect(mixed[0].children![1].children![0].inline).toBe(true);
  });
});

describe('block table columns', () => {
  const column = (extra: object) => ({ field: 'useQty', title: '已用/授权', valueType: 'text', ...extra });
  test('a template replaces the value; an empty one shows the empty text', () => {
    expect(templateText(column({ template: '{useQty}/{seats}' }), { useQty: 2, seats: 5 })).toBe('2/5');
    expect(templateText(column({}), { useQty: 2 })).toBeUndefined();
    expect(cellEmpty(column({ template: '{missing}' }), { useQty: 2 })).toBe(true);
    expect(cellEmpty(column({}), { useQty: 0 })).toBe(false);
    expect(cellEmpty(column({ field: 'menuInfo' }), { menuInfo: '' })).toBe(true);
  });

  test('tags show while their condition holds for the row', () => {
    const tags = [{ text: '主账号', color: 'blue', when: { field: 'isMainAccount', eq: 1 } }];
    expect(shownTags(column({ tags }), { isMainAccount: 1 }).map((tag) => tag.text)).toEqual(['主账号']);
    expect(shownTags(column({ tags }), { isMainAccount: 0 })).toEqual([]);
    expect(shownTags(column({}), {})).toEqual([]);
  });

  test('only a column with a template, avatar, tags or empty text draws its own cells, with room for the avatar and tags', () => {
    expect(decorates(column({}))).toBe(false);
    expect(decorates(column({ empty: '未设置' }))).toBe(true);
    expect(decorates(column({ avatar: 'logo' }))).toBe(true);
    expect(decorationWidth({})).toBe(0);
    expect(decorationWidth({ avatar: 'logo', tags: [{ text: '内置', when: { field: 'builtIn', eq: 1 } }] })).toBe(32 + 28 + 24);
  });
});

describe('block table rows', () => {
  test('an answer is a page ({records, total}) or an array', () => {
    expect(rowsAnswer({ records: [{ id: 1 }], total: 7 })).toEqual({ rows: [{ id: 1 }], total: 7, paged: true });
    expect(rowsAnswer([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2, paged: false });
    // A list's totals over the whole result (the stock centre's 合计) travel with the page.
    expect(rowsAnswer({ records: [], total: 0, totals: { availableQty: 12 } })).toEqual({ rows: [], total: 0, paged: true, totals: { availableQty: 12 } });
    expect(rowsAnswer(null)).toEqual({ rows: [], total: 0, paged: true });
  });

  test('the record of ticked rows: the owner with ids (a list) and count', () => {
    expect(selectionOf({ appId: 6, appName: '云CRM' }, [2, 3])).toEqual({ appId: 6, appName: '云CRM', ids: [2, 3], count: 2 });
    expect(selectionOf(undefined, [])).toEqual({ ids: [], count: 0 });
  });

  test('the picked owner stays picked with its fresh values; else the first row', () => {
    const before = { appId: 6, useQty: 2 };
    expect(keepPicked([{ appId: 1 }, { appId: 6, useQty: 3 }], before, 'appId')).toEqual({ appId: 6, useQty: 3 });
    expect(keepPicked([{ appId: 1 }], before, 'appId')).toBe(before);
    expect(keepPicked([{ appId: 1 }], undefined, 'appId')).toEqual({ appId: 1 });
    expect(keepPicked([], undefined, 'appId')).toBeUndefined();
  });
});

describe('the schema check of 权限设置 blocks', () => {
  const refusal = (change: (json: any) => void) => refusalOf('admin/permission.json', change);
  const system = (json: any) => json.ui.blocks[0].panes[0].blocks;
  const byApp = (json: any) => json.ui.blocks[0].panes[1].blocks[0].panes[0].blocks[0];

  test('permission.json as written passes', () => {
    expect(() => loadSchemas()).not.toThrow();
  });

  test('blocks inside panes and assignment tables are checked like the page: kinds, operations, dialogs', () => {
    expect(refusal((j) => (system(j)[0].kind = 'grid'))).toEqual(['/ui/blocks/0/panes/0/blocks/0/kind', 'block kind "grid" is not registered on the client']);
    expect(refusal((j) => (byApp(j).linkedTable.operation = 'members'))).toEqual([
      '/ui/blocks/0/panes/1/blocks/0/panes/0/blocks/0/linkedTable/operation',
      'unknown operation "members"',
    ]);
    expect(refusal((j) => (byApp(j).linkedTable.toolbar[0].dialog = 'pick'))[1]).toBe('unknown dialog "pick"');
    expect(refusal((j) => (byApp(j).linkedTable.dialogs.addMembers.save = 'addUsers'))[0]).toBe(
      '/ui/blocks/0/panes/1/blocks/0/panes/0/blocks/0/linkedTable/dialogs/addMembers/save',
    );
  });

  test("a block table's columns, search and conditions name fields the section has", () => {
    expect(refusal((j) => (system(j)[0].columns[1] = 'phone'))).toEqual(['/ui/blocks/0/panes/0/blocks/0/columns/1', 'unknown field "phone"']);
    expect(refusal((j) => (system(j)[0].columns[0].tags[0].when.field = 'main'))).toEqual([
      '/ui/blocks/0/panes/0/blocks/0/columns/0/tags/0/when/field',
      'unknown field "main"',
    ]);
    expect(refusal((j) => (system(j)[0].dialogs.addAdmins.selectableWhen.field = 'admin'))[0]).toBe('/ui/blocks/0/panes/0/blocks/0/dialogs/addAdmins/selectableWhen/field');
    expect(refusal((j) => (system(j)[1].actions[0].hiddenWhen.field = 'system'))[0]).toBe('/ui/blocks/0/panes/0/blocks/1/actions/0/hiddenWhen/field');
    expect(refusal((j) => (byApp(j).ownerTable.searchForm[0].field = 'title'))[1]).toBe('unknown field "title"');
    expect(refusal((j) => (byApp(j).ownerTable.columns[0].avatar = 'icon'))[0]).toBe('/ui/blocks/0/panes/1/blocks/0/panes/0/blocks/0/ownerTable/columns/0/avatar');
  });

  test('a kind has the keys it cannot do without', () => {
    expect(refusal((j) => delete system(j)[0].dialogs.addAdmins.save)[1]).toBe('a picker lists rows (`operation`) and sends the ticked ones (`save`)');
    expect(refusal((j) => (j.ui.blocks[0].panes[1].blocks[0].panes = []))[0]).toBe('/ui/blocks/0/panes/1/blocks/0');
    expect(refusal((j) => delete byApp(j).linkedTable)[1]).toBe('an assignmentPanes block with tables gives both `ownerTable` and `linkedTable`');
    expect(refusal((j) => delete byApp(j).ownerTable.operation)).toEqual([
      '/ui/blocks/0/panes/1/blocks/0/panes/0/blocks/0/ownerTable',
      'a table block with its own `operation`',
    ]);
  });
});

describe('a record form saving with a body template', () => {
  test("the template's values go beside the form's in the body, or stay in the body when the values travel in the query", () => {
    expect(saveRequest(undefined, undefined, { menuList: ['depart'] }, { groupId: 3 })).toEqual({ params: undefined, body: { groupId: 3, menuList: ['depart'] } });
    expect(saveRequest('query', { userIds: [4, 9] }, { departId: 2 }, undefined)).toEqual({ params: { userIds: [4, 9], departId: 2 }, body: undefined });
  });
});
