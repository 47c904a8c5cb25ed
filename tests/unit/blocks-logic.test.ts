import dayjs from 'dayjs';
import { fillTemplate, fillValue, fillValues, valueAt } from '../../src/blocks/template';
import { layoutRows } from '../../src/blocks/layout';
import { holds, shown } from '../../src/blocks/when';
import { besideAnother, bodyOf, initialValues, itemField, normalizeItems } from '../../src/blocks/recordForm/form-items';
import { bannerView } from '../../src/blocks/banner/banner';
import { detailEntries, linesOf } from '../../src/blocks/detail/detail-items';
import { enumTag } from '../../src/blocks/tag-colour';
import { chartOption } from '../../src/blocks/chart/chart-option';
import { entriesByDay, entryOf, rangeOf, step, visibleDays } from '../../src/blocks/calendar/calendar-model';
import { treeItems, withNodeParam } from '../../src/blocks/treeFilter/tree-filter';
import { allItems, moveStep, normalizeSteps, stepFields } from '../../src/blocks/stepsForm/steps';
import { assignmentChanges, transferItems } from '../../src/blocks/assignmentPanes/assignment';

describe('templates of block props', () => {
  const record = { appName: '云CRM', useQty: 2, seats: 5, reason: '', subscription: { status: 2 } };
  test('placeholders, nested paths and fallbacks', () => {
    expect(fillTemplate('已用/授权：{useQty}/{seats}', record)).toBe('已用/授权：2/5');
    expect(fillTemplate('驳回原因：{reason|未填写}', record)).toBe('驳回原因：未填写');
    expect(fillTemplate('{subscription.status}-{missing}', record)).toBe('2-');
    expect(valueAt(record, 'subscription.status')).toBe(2);
    expect(valueAt(undefined, 'a.b')).toBeUndefined();
  });
  test('a value that is one placeholder keeps its type; others become text', () => {
    expect(fillValue('{useQty}', record)).toBe(2);
    expect(fillValue(0, record)).toBe(0);
    expect(fillValues({ id: '{useQty}', name: '{appName}', type: 0 }, record)).toEqual({ id: 2, name: '云CRM', type: 0 });
  });
});

describe('page layout', () => {
  test('a block without span has a row of its own; spans share a row up to 24', () => {
    const rows = layoutRows([{ k: 'a' }, { k: 'b', span: 6 }, { k: 'c', span: 18 }, { k: 'd', span: 12 }, { k: 'e' }] as any[]);
    expect(rows.map((row) => row.map((b: any) => b.k))).toEqual([['a'], ['b', 'c'], ['d'], ['e']]);
  });
});

describe('block conditions', () => {
  test('one condition or a list that must all hold', () => {
    const record = { authenticationStatus: '0', canCertify: 1 };
    expect(holds({ field: 'authenticationStatus', eq: 0 }, record)).toBe(true);
    expect(holds([{ field: 'authenticationStatus', eq: 0 }, { field: 'canCertify', eq: 0 }], record)).toBe(false);
    expect(holds(undefined, record)).toBe(false);
    expect(shown({ visibleWhen: [{ field: 'canCertify', eq: 1 }] }, record)).toBe(true);
    expect(shown({ hiddenWhen: { field: 'canCertify', eq: 1 } }, record)).toBe(false);
    expect(shown({}, undefined)).toBe(true);
  });
});

describe('record form', () => {
  const fields = { logo: { type: 'image' }, address: { type: 'string' }, regionCodes: { type: 'region' }, seats: { type: 'integer' } };
  const items = normalizeItems(['logo', { field: 'address', span: 12 }, 'regionCodes', 'seats']);
  test('items, starting values, and a body where emptied fields are cleared', () => {
    expect(items[1]).toEqual({ field: 'address', span: 12 });
    expect(initialValues(items, { logo: null, address: '文三路', regionCodes: ['330000'], other: 1 })).toEqual({ address: '文三路', regionCodes: ['330000'] });
    expect(bodyOf(items, { logo: undefined, address: '', regionCodes: [], seats: undefined }, fields)).toEqual({ logo: '', address: '', regionCodes: null, seats: null });
    expect(bodyOf(items, { logo: '/f.png', address: 'x', regionCodes: ['1', '2', '3'], seats: 3 }, fields)).toMatchObject({ logo: '/f.png', seats: 3 });
  });
  test('items with spans share a row; the ones after the first sit beside it', () => {
    expect(besideAnother(normalizeItems(['a', { field: 'b', span: 14 }, { field: 'c', span: 10 }, { field: 'd', span: 12 }, { field: 'e', span: 16 }, 'f']))).toEqual([false, false, true, false, false, false]);
  });
  test('an item may ask for a field under another label with its own messages', () => {
    const def = { title: '企业名称', messages: { required: '请输入企业名称', maxLength: '太长' } };
    expect(itemField({ field: 'companyName', label: '认证企业名称', messages: { required: '请输入认证企业名称' } }, def)).toMatchObject({
      title: '认证企业名称',
      messages: { required: '请输入认证企业名称', maxLength: '太长' },
    });
    expect(itemField({ field: 'x' }).title).toBe('x');
  });
});

describe('banner', () => {
  const field = { enum: [0, 1, 2, 3, 4], enumStatus: ['Warning', 'Success', 'Error', 'Default', 'Processing'] };
  const block = { field: 'authenticationStatus', texts: { '0': '尚未认证', '2': '未通过', '4': '审核中' }, details: { '2': '驳回原因：{reason|未填写}' } };
  test('the text and colour of the value, the detail line filled, nothing for a value without text', () => {
    expect(bannerView(block, field, { authenticationStatus: 0 })).toEqual({ type: 'warning', message: '尚未认证', description: undefined });
    expect(bannerView(block, field, { authenticationStatus: 2, reason: '照片模糊' })).toEqual({ type: 'error', message: '未通过', description: '驳回原因：照片模糊' });
    expect(bannerView(block, field, { authenticationStatus: 4 })?.type).toBe('info');
    expect(bannerView(block, field, { authenticationStatus: 3 })).toBeUndefined();
    expect(bannerView(block, field, undefined)).toBeUndefined();
  });
});

describe('detail and tags', () => {
  const fields = { status: { title: '应用状态', enum: [2, 3, 4], enumNames: ['使用中', '已过期', '已停用'], enumStatus: ['Success', 'Warning', 'Default'] }, startTime: { title: '开始时间' } };
  test('labels from the fields (dotted paths by their last part), enum values as tags, templates', () => {
    const record = { subscription: { status: 3, startTime: null, useQty: 1, seats: 10 } };
    const entries = detailEntries(normalizeItems(['subscription.status', 'subscription.startTime', { field: 'q', label: '已用/授权', template: '{subscription.useQty}/{subscription.seats}' }]), fields, record);
    expect(entries).toEqual([
      { key: 'subscription.status', label: '应用状态', text: '3', tag: { label: '已过期', status: 'Warning' } },
      { key: 'subscription.startTime', label: '开始时间', text: '-' },
      { key: 'q', label: '已用/授权', text: '1/10' },
    ]);
    expect(linesOf('线索管理\n\n 商机跟进 \n')).toEqual(['线索管理', '商机跟进']);
    expect(enumTag(fields.status, '2')).toEqual({ label: '使用中', colour: 'success' });
    expect(enumTag(fields.status, 9)).toBeUndefined();
  });
});

describe('chart options', () => {
  const rows = [{ month: '1月', orders: 3, amount: '12.50' }, { month: '2月', orders: 'x', amount: 20 }];
  test('line and bar: one series per field over the categories (non-numbers as 0)', () => {
    const option: any = chartOption({ chartType: 'bar', x: 'month', series: [{ field: 'orders' }, { field: 'amount', title: '金额' }] }, rows, (f) => (f === 'orders' ? '订单数' : f));
    expect(option.xAxis.data).toEqual(['1月', '2月']);
    expect(option.series).toEqual([
      { type: 'bar', name: '订单数', data: [3, 0], smooth: false },
      { type: 'bar', name: '金额', data: [12.5, 20], smooth: false },
    ]);
  });
  test('pie by category, gauge of the first value', () => {
    const pie: any = chartOption({ chartType: 'pie', x: 'month', series: [{ field: 'orders' }] }, rows);
    expect(pie.series[0].data).toEqual([{ name: '1月', value: 3 }, { name: '2月', value: 0 }]);
    const gauge: any = chartOption({ chartType: 'gauge', series: [{ field: 'orders', title: '完成率' }], max: 10 }, rows);
    expect(gauge.series[0]).toMatchObject({ type: 'gauge', max: 10, data: [{ value: 3, name: '完成率' }] });
  });
});

describe('calendar', () => {
  test('a month is 6 weeks from Monday, a week 7 days; the range is what is shown', () => {
    const month = visibleDays(dayjs('2026-03-18'), 'month');
    expect(month).toHaveLength(42);
    expect(month[0].format('YYYY-MM-DD ddd')).toBe('2026-02-23 Mon');
    expect(rangeOf(month)).toEqual(['2026-02-23', '2026-04-05']);
    const week = visibleDays(dayjs('2026-03-18'), 'week');
    expect(rangeOf(week)).toEqual(['2026-03-16', '2026-03-22']);
    expect(step(dayjs('2026-01-31'), 'month', 1).format('YYYY-MM-DD')).toBe('2026-02-28');
  });
  test('entries show on every day they cover; bad dates are skipped', () => {
    const byDay = entriesByDay(
      [
        { id: 1, title: '出差', date: '2026-03-01 09:00:00', end: '2026-03-03' },
        { id: 2, title: '例会', date: '2026-03-02' },
        { id: 3, title: '坏', date: 'nope' },
        { id: 4, title: '倒序', date: '2026-03-05', end: '2026-03-01' },
      ].map((row) => entryOf(row, { kind: 'calendar', dateField: 'date', endField: 'end' })),
    );
    expect(Object.keys(byDay)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05']);
    expect(byDay['2026-03-02'].map((e) => e.title)).toEqual(['出差', '例会']);
  });
});

describe('tree filter', () => {
  const tree = [{ id: 1, name: '演示科技', children: [{ id: 2, name: '研发部', children: [{ id: 4, name: '前端组' }] }, { id: 3, name: '销售部' }] }];
  test('search keeps the path to each match', () => {
    expect(treeItems(tree, '')).toHaveLength(1);
    expect(treeItems(tree, '前端')).toEqual([{ key: 1, title: '演示科技', children: [{ key: 2, title: '研发部', children: [{ key: 4, title: '前端组' }] }] }]);
    expect(treeItems(tree, '财务')).toEqual([]);
  });
  test('the picked node becomes a fixed parameter of every tab, or of one tab over the list', () => {
    const tabbed = { tabs: [{ key: 'current', title: '当前', operation: 'list', params: { selectType: 0 } }] };
    expect(withNodeParam(tabbed, 'departId', 2, '研发部').tabs).toEqual([{ key: 'current', title: '当前', operation: 'list', params: { selectType: 0, departId: 2 } }]);
    expect(withNodeParam<{ tabs?: any[]; listOperation?: string }>({ listOperation: 'page' }, 'departId', 3, '销售部').tabs).toEqual([{ key: 'node', title: '销售部', operation: 'page', params: { departId: 3 } }]);
    expect(withNodeParam(tabbed, 'departId', undefined, '')).toBe(tabbed);
  });
});

describe('steps form', () => {
  const steps = normalizeSteps([{ title: '账号', items: ['mobile', { field: 'name' }] }, { title: '角色', items: ['roles'] }]);
  test('each step checks its own fields; the last sends all; moves stay within the steps', () => {
    expect(stepFields(steps, 0)).toEqual(['mobile', 'name']);
    expect(stepFields(steps, 5)).toEqual([]);
    expect(allItems(steps).map((i) => i.field)).toEqual(['mobile', 'name', 'roles']);
    expect([moveStep(steps, 0, 1), moveStep(steps, 1, 1), moveStep(steps, 0, -1)]).toEqual([1, 1, 0]);
  });
});

describe('assignment panes', () => {
  test('a change of the linked list is the ids to add and to remove', () => {
    expect(assignmentChanges([1, 2, 3], ['2', '3', '4'])).toEqual({ add: ['4'], remove: [1] });
    expect(assignmentChanges([], [])).toEqual({ add: [], remove: [] });
    expect(transferItems([{ id: 7, name: '李娜' }, { id: 8 }])).toEqual([{ key: '7', title: '李娜' }, { key: '8', title: '8' }]);
  });
});
