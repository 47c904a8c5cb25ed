import { grantMenus } from '../../server/modules/admin/group-menus';
import { loadSchemas, SCHEMAS_DIR } from '../../server/engine/load-schemas';
import { loadAreas } from '../../server/engine/load-areas';
import { effectiveStatus } from '../../server/modules/business/app-subscriptions';
import { targetIds } from '../../server/engine/resource-operations';

describe('role menus', () => {
  // The company areas' menus as the server loads them (schemas/*/area.json).
  const { options: MENU_OPTIONS, grantable: GRANTABLE, grantedKeys, menuInfoOf } = grantMenus(loadAreas(SCHEMAS_DIR, loadSchemas().sections));
  test('the options are the system-management entries without 网站管理; each leaf is grantable', () => {
    expect(MENU_OPTIONS.map((o) => o.id)).not.toContain('website');
    expect(GRANTABLE.map((o) => o.id)).toEqual(['company', 'depart', 'user', 'permission', 'application', 'service', 'order', 'balance', 'noticeSetting', 'scheduleSetting', 'designedForm', 'log', 'publishStock', 'purchase', 'signatureManage', 'templateManager', 'apiKey', 'sendCount', 'sendRecord', 'feeStatistics', 'templateDownload', 'electronic', 'sheet', 'inquiry', 'query', 'signRecord', 'signSchedule']);
  });

  test('grantedKeys keeps menu order, expands groups, refuses the rest', () => {
    expect(grantedKeys(['log', 'depart', 'depart'])).toEqual(['depart', 'log']);
    expect(grantedKeys(['cost'])).toEqual(['order', 'balance']);
    expect(grantedKeys([])).toEqual([]);
    expect(() => grantedKeys(['website'])).toThrow('菜单权限不存在: website');
    expect(() => grantedKeys('depart')).toThrow('请选择菜单权限');
  });

  test('menuInfoOf names the menus, or 全部权限 for all', () => {
    expect(menuInfoOf(['user', 'depart'])).toBe('部门管理、用户管理');
    expect(menuInfoOf(GRANTABLE.map((o) => o.id))).toBe('全部权限');
    expect(menuInfoOf([])).toBe('');
  });
});

describe('selections and app status', () => {
  test('a body’s selection (targetIds) reads [ids] and [{id}], and answers the empty-selection message', () => {
    expect(targetIds([3, 3, '4'], 'none', 'f')).toEqual([3, 4]);
    expect(targetIds([{ id: 5 }], 'none', 'f')).toEqual([5]);
    expect(() => targetIds([], '请选择您要添加数据!', 'f')).toThrow('请选择您要添加数据!');
    expect(() => targetIds(undefined, '请选择你要移除的数据!', 'f')).toThrow('请选择你要移除的数据!');
    expect(() => targetIds([{ id: 'x' }], 'none', 'f')).toThrow();
    expect(() => targetIds({ id: 1 }, 'none', 'f')).toThrow('请求格式不正确');
  });

  test('an app in use past its end time reads as expired; other statuses stay', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(effectiveStatus({ status: 2, endTime: '2026-05-31T23:59:59Z' }, now)).toBe(3);
    expect(effectiveStatus({ status: 2, endTime: '2026-06-02T00:00:00Z' }, now)).toBe(2);
    expect(effectiveStatus({ status: 4, endTime: '2026-05-01T00:00:00Z' }, now)).toBe(4);
    expect(effectiveStatus({ status: 2, endTime: null }, now)).toBe(2);
  });
});
