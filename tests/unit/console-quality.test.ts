/** Issue 6 §4 pieces that need no browser: the section a URL names, ids of a bulk call, readable column widths. */
import { actionsWidth, readableWidth, tableScrollX, titlesShownTogether } from '../../src/components/SchemaPage/column-width';
import { targetId, withRowId } from '../../src/components/SchemaPage/row-id';
import { areaMenu, initialLeaf, leaves } from '../../src/layouts/area-menu';
import { loadSchemas, SCHEMAS_DIR } from '../../server/engine/load-schemas';
import { loadAreas } from '../../server/engine/load-areas';

describe('the section a URL names', () => {
  // The menu roots as front/menus answers them for an administrator: every company area's root (schemas/*/area.json).
  const roots = loadAreas(SCHEMAS_DIR, loadSchemas().sections).map((area) => area.menu);
  const all = leaves(areaMenu(roots, '/merchantManagement').items);
  it('by key, by title (index=我的订单 from /merchant) or by position; the first entry when none is named', () => {
    expect(initialLeaf(all, { contentIndex: 'user' })?.entry.key).toBe('user');
    expect(initialLeaf(all, { contentIndex: '部门管理' })?.entry.key).toBe('depart');
    expect(initialLeaf(all, { index: '我的订单' })?.entry.key).toBe('order');
    expect(initialLeaf(all, { contentIndex: '1' })).toBe(all[1]);
    expect(initialLeaf(all, {})).toBe(all[0]);
    expect(initialLeaf(all, { contentIndex: '' })).toBe(all[0]);
  });
  it('null (the page shows 404) for a section this menu does not have', () => {
    expect(initialLeaf(all, { contentIndex: 'nosuch' })).toBeNull();
    expect(initialLeaf(all, { contentIndex: '999' })).toBeNull();
    expect(initialLeaf(all, { index: '不存在' })).toBeNull();
    expect(initialLeaf([], {})).toBeUndefined();
  });
});

describe('ids of one call', () => {
  it('a bulk call sends every id: a comma list in the query, an array in a body', () => {
    expect(withRowId({ method: 'DELETE', url: '/d', idIn: 'query' }, { ids: [3, 5] })).toEqual({ params: { id: '3,5' }, body: undefined });
    expect(withRowId({ method: 'POST', url: '/d', idIn: 'body' }, { ids: [3, 5], body: { status: 0 } })).toEqual({ params: undefined, body: { status: 0, id: [3, 5] } });
    expect(targetId({ ids: [1], row: { id: 9 } })).toEqual([1]);
    expect(targetId({ row: { key: 4 }, rowKey: 'key' })).toBe(4);
  });
});

describe('readable column widths', () => {
  it('the schema width wins, else the value type or the title, with more room for tree columns; long text takes what is left', () => {
    expect(readableWidth({ field: 'a', title: '名称', width: 300 }, {})).toBe(300);
    expect(readableWidth({ field: 'a', title: '名称' }, { width: 180 })).toBe(180);
    expect(readableWidth({ field: 'a', title: '工作台小组件展示' }, { width: 110 })).toBeGreaterThanOrEqual(8 * 14);
    expect(readableWidth({ field: 'a', title: '名称' }, {})).toBe(120);
    // Ellipsised long text takes the room the other columns leave (no width; counted at 120 in scroll.x).
    expect(readableWidth({ field: 'a', title: '备注', ellipsis: true }, {})).toBeUndefined();
    expect(readableWidth({ field: 'a', title: '备注', ellipsis: true, width: 160 }, {})).toBe(160);
    expect(readableWidth({ field: 'a', title: '部门名称' }, {}, true)).toBe(240);
  });
  it('the 操作 column fits its links, and the table asks for the sum of its columns', () => {
    expect(actionsWidth(['设置部门', '移出企业', '编辑'])).toBeGreaterThanOrEqual(10 * 14 + 16);
    expect(tableScrollX([{ width: 100 }, { width: 200 }], true)).toBe(348);
    expect(tableScrollX([{ width: 100 }, {}], false)).toBe(220);
  });
  it('the 操作 column counts the links one row can show: of 启用/禁用 covering every status, one', () => {
    const status = { enum: [0, 1] };
    const enable = { title: '启用', visibleWhen: { field: 'status', ne: 1 } };
    const disable = { title: '禁用', visibleWhen: { field: 'status', ne: 0 } };
    const edit = { title: '编辑' };
    expect(titlesShownTogether([edit, enable, disable, { title: '删除' }], { status })).toEqual(['编辑', '禁用', '删除']);
    // A value neither action sets (2): a row holding it shows both.
    expect(titlesShownTogether([edit, enable, disable], { status: { enum: [0, 1, 2] } })).toEqual(['编辑', '启用', '禁用']);
    // One action alone, or a condition with more than `ne`: each may show.
    expect(titlesShownTogether([edit, enable], { status })).toEqual(['编辑', '启用']);
    expect(titlesShownTogether([{ ...enable, visibleWhen: { field: 'status', ne: 1, eqField: 'x' } }, disable], { status })).toEqual(['启用', '禁用']);
    // The narrower title is the one left out.
    expect(titlesShownTogether([{ ...enable, title: '重新启用' }, disable], { status })).toEqual(['重新启用']);
  });
});
