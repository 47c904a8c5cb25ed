/** Pure pieces of the console UI: header greeting, schema-page conditions and registries, the management menu. */
import { evaluateCondition, isActionShown } from '../../src/components/SchemaPage/condition';
import { Registry } from '../../src/components/SchemaPage/registry';
import { fieldRules } from '../../src/components/SchemaPage/rules';
import { greetingFor, greetingNow } from '../../src/layouts/greeting';
import { shanghaiNow } from '../../src/shared/shanghai-clock';
import { mondayIndex, visibleDays, HOUR_ROWS } from '../../src/blocks/calendar/calendar-model';
import { areaMenu, initialLeaf, leaves } from '../../src/layouts/area-menu';
import { loadSchemas, SCHEMAS_DIR } from '../../server/engine/load-schemas';
import { loadAreas } from '../../server/engine/load-areas';
import dayjs from 'dayjs';

describe('greetingFor', () => {
  it.each([
    [0, '上午好'], [11, '上午好'], [12, '中午好'], [13, '中午好'], [14, '下午好'],
    [16, '下午好'], [17, '傍晚好'], [18, '傍晚好'], [19, '晚上好'], [23, '晚上好'],
  ])('%i o\'clock → %s', (hour, text) => expect(greetingFor(hour)).toBe(text));
});

describe('row conditions', () => {
  const root = { id: 1, parentId: -1 };
  const child = { id: 2, parentId: '1' };
  it('eq matches numbers and their string form', () => {
    expect(evaluateCondition({ field: 'parentId', eq: -1 }, root)).toBe(true);
    expect(evaluateCondition({ field: 'parentId', eq: -1 }, { parentId: '-1' })).toBe(true);
    expect(evaluateCondition({ field: 'parentId', eq: -1 }, child)).toBe(false);
    expect(evaluateCondition({ field: 'parentId', eq: -1 }, {})).toBe(false);
  });
  it('combines all / any / not / in / empty', () => {
    expect(evaluateCondition({ all: [{ field: 'id', eq: 1 }, { not: { field: 'parentId', ne: -1 } }] }, root)).toBe(true);
    expect(evaluateCondition({ any: [{ field: 'id', in: [5, 6] }, { field: 'name', empty: true }] }, root)).toBe(true);
  });
  it('filters row actions by tab and hiddenWhen', () => {
    const edit = { tabs: ['current'], hiddenWhen: { field: 'parentId', eq: -1 } };
    expect(isActionShown(edit, 'current', root)).toBe(false);
    expect(isActionShown(edit, 'current', child)).toBe(true);
    expect(isActionShown(edit, 'deleted', child)).toBe(false);
    expect(isActionShown({}, 'deleted', child)).toBe(true);
  });
});

describe('Registry', () => {
  it('refuses duplicates and names unknown types', () => {
    const registry = new Registry<number>('formKind');
    registry.register('rowList', 1);
    expect(() => registry.register('rowList', 2)).toThrow('formKind "rowList" is already registered');
    expect(registry.require('rowList')).toBe(1);
    expect(() => registry.require('steps')).toThrow(/not registered/);
  });
});

describe('fieldRules', () => {
  it('uses the schema messages', () => {
    const rules = fieldRules('name', { type: 'string', title: '部门名称', maxLength: 50, requiredMessage: '请输入部门名称' }, true);
    expect(rules).toEqual([
      { required: true, whitespace: true, message: '请输入部门名称' },
      { max: 50, message: '部门名称不能超过50个字符' },
    ]);
  });
  it("refuses a number out of its bounds with the schema's messages (or the server's wording), not by moving it into range", async () => {
    const amount = { type: 'money', title: '充值金额', minimum: 0.01, maximum: 1000000, messages: { minimum: '充值金额不能小于0.01元' } } as const;
    const check = (def: Parameters<typeof fieldRules>[1], value: unknown) =>
      (fieldRules('field', def) as any[]).reduce((done: Promise<void>, rule) => done.then(() => rule.validator?.({}, value)), Promise.resolve());
    await expect(check(amount, 0)).rejects.toThrow('充值金额不能小于0.01元');
    await expect(check(amount, 2000000)).rejects.toThrow('充值金额不能大于1000000');
    await expect(check(amount, 5)).resolves.toBeUndefined();
    await expect(check({ type: 'integer', title: '数量' }, 1.5)).rejects.toThrow('数量格式不正确');
    await expect(check({ type: 'integer', title: '数量' }, 2)).resolves.toBeUndefined();
  });
});

describe('management menu', () => {
  // The menu roots as front/menus answers them for an administrator, each carrying its area's route.
  const tree = loadAreas(SCHEMAS_DIR, loadSchemas().sections).map((area) => area.menu);
  const sectionMenu = (roots: typeof tree) => areaMenu(roots, '/merchantManagement');
  it('has no 网站管理 (the area file does not declare it) and opens the first entry by default', () => {
    const { title, items } = sectionMenu(tree);
    expect(title).toBe('系统管理');
    const all = leaves(items);
    expect(all.some((l) => l.entry.key === 'website')).toBe(false);
    expect(initialLeaf(all, {})?.entry.title).toBe('企业信息设置');
  });
  it('selects by contentIndex and by index=我的订单 (opening 费用中心)', () => {
    const all = leaves(sectionMenu(tree).items);
    expect(initialLeaf(all, { contentIndex: 'depart' })?.entry.section).toBe('depart');
    const orders = initialLeaf(all, { index: '我的订单' });
    expect(orders?.entry.key).toBe('order');
    expect(orders?.parents).toEqual(['cost']);
  });
  it('has no entries for an empty tree', () => {
    expect(leaves(sectionMenu([]).items)).toHaveLength(0);
    // Only the root of the page's own area counts: another area's entries are not this page's.
    expect(leaves(sectionMenu([{ key: 'operator', title: '运营管理', route: '/operator', children: [{ key: 'certificationReview', title: '企业认证审核' }] }]).items)).toHaveLength(0);
  });
});

describe('calendar grid', () => {
  it('is 6 weeks of 7 days starting on Monday', () => {
    const grid = visibleDays(dayjs('2026-11-15'), 'month');
    expect(grid).toHaveLength(42);
    expect(mondayIndex(grid[0])).toBe(0);
    expect(grid[0].format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(visibleDays(dayjs('2026-11-22'), 'week').map((d) => d.format('DD'))).toEqual(['16', '17', '18', '19', '20', '21', '22']);
    expect(HOUR_ROWS[0]).toBe('00:00');
    expect(HOUR_ROWS).toHaveLength(25);
    expect(HOUR_ROWS[24]).toBe('24:00');
  });
});

describe('shanghaiNow', () => {
  test('is the wall clock in Shanghai whatever the zone the process runs in', () => {
    // 2026-11-23 22:30 UTC is 2026-11-24 06:30 in Shanghai.
    const now = shanghaiNow(Date.UTC(2026, 10, 23, 22, 30));
    expect(now.format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 06:30');
    expect(greetingNow(Date.UTC(2026, 10, 23, 22, 30))).toBe('上午好');
    expect(greetingNow(Date.UTC(2026, 10, 24, 7, 0))).toBe('下午好');
  });
});
