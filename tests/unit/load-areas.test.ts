import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAreas } from '../../server/engine/load-areas';
import { loadSchemas, SCHEMAS_DIR, SchemaFileError } from '../../server/engine/load-schemas';
import { grantObjectOf } from '../../server/engine/section-types';
import { MENU_ICON_NAMES } from '../../src/layouts/menu-icon-names';
import * as MENU_ICONS from '../../src/layouts/menu-icon-set';

/** A small schema folder: area `shop` with sections `goods` and `stock`, and a folder `misc` with no area file. */
function section(id: string) {
  return { id, title: `${id}标题`, model: { table: `plt_${id}` }, fields: { name: { type: 'string', title: '名称', maxLength: 20 } }, api: { base: `/api/test/${id}` } };
}
const shopArea = () => ({
  id: 'shop',
  title: '商城管理',
  route: '/shop',
  icon: 'AppstoreOutlined',
  order: 20,
  menu: { key: 'shopRoot', items: [{ section: 'goods', icon: 'ProfileOutlined' }, { key: 'report', title: '报表', children: [{ section: 'stock' }] }] },
});

function folder(change: (files: Record<string, unknown>) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'areas-'));
  const files: Record<string, unknown> = {
    'shop/area.json': shopArea(),
    'shop/goods.json': section('goods'),
    'shop/stock.json': section('stock'),
    'misc/loose.json': section('loose'),
  };
  change(files);
  for (const [name, content] of Object.entries(files)) {
    if (content === undefined) continue;
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}
/** Files are named relative to the schema folder's parent (schemas/admin/area.json): here areas-XXXX/shop/area.json. */
const inFolder = (text: string) => text.replace(/areas-\w+\//g, '');
const load = (dir: string) => loadAreas(dir, loadSchemas(dir).sections);
const refusal = (change: (files: Record<string, any>) => void): SchemaFileError => {
  try {
    load(folder(change));
  } catch (error) {
    if (error instanceof SchemaFileError) return error;
    throw error;
  }
  throw new Error('expected the area file to be refused');
};

test('the shipped areas: system management at /merchantManagement for companies, 运营管理 at /operator for operators', () => {
  const areas = loadAreas(SCHEMAS_DIR, loadSchemas().sections);
  const admin = areas.find((area) => area.id === 'admin')!;
  expect(admin).toMatchObject({ route: '/merchantManagement', page: 'merchantManagement', domain: 'company', file: 'schemas/admin/area.json' });
  expect(admin.menu).toMatchObject({ key: 'system', title: '系统管理', icon: 'SettingOutlined', route: '/merchantManagement' });
  expect(admin.menu.children!.map((entry) => [entry.key, entry.title, entry.icon, entry.section])).toEqual([
    ['company', '企业信息设置', 'BankOutlined', 'company'],
    ['depart', '部门管理', 'ApartmentOutlined', 'depart'],
    ['user', '用户管理', 'UserOutlined', 'user'],
    ['permission', '权限设置', 'SafetyOutlined', 'permission'],
    ['application', '应用管理', 'AppstoreOutlined', 'application'],
    ['service', '服务管理', 'CustomerServiceOutlined', 'service'],
    ['cost', '费用中心', 'AccountBookOutlined', undefined],
    ['noticeSetting', '通知公告设置', 'NotificationOutlined', 'noticeSetting'],
    ['scheduleSetting', '日程设置', 'CalendarOutlined', 'scheduleSetting'],
    ['designedForm', '表单设计', 'FormOutlined', 'designedForm'],
    ['log', '系统日志', 'FileSearchOutlined', 'log'],
  ]);
  expect(JSON.stringify(areas)).not.toContain('website');
  const platform = areas.find((area) => area.id === 'platform')!;
  expect(platform).toMatchObject({ route: '/operator', domain: 'platform', menu: { key: 'operator', title: '运营管理', icon: 'ControlOutlined' } });
  expect(platform.menu.children).toEqual([
    { key: 'certificationReview', title: '企业认证审核', icon: 'AuditOutlined', section: 'certificationReview' },
    { key: 'transferReview', title: '对公转账确认', icon: 'AccountBookOutlined', section: 'transferReview' },
    { key: 'smsSignAudit', title: '短信签名审核', icon: 'AuditOutlined', section: 'smsSignAudit' },
    { key: 'smsTemplateAudit', title: '短信模板审核', icon: 'AuditOutlined', section: 'smsTemplateAudit' },
    { key: 'proclamation', title: '平台公告', icon: 'NotificationOutlined', section: 'proclamation' },
    { key: 'updateRelease', title: '更新记录', icon: 'ProfileOutlined', section: 'updateRelease' },
    { key: 'siteContent', title: '站点内容', icon: 'GlobalOutlined', section: 'siteContent' },
    { key: 'webTemplate', title: '网站模板', icon: 'GlobalOutlined', section: 'webTemplate' },
    { key: 'holiday', title: '节假日设置', icon: 'CalendarOutlined', section: 'holiday' },
    { key: 'helpTitle', title: '帮助文档', icon: 'FileTextOutlined', section: 'helpTitle' },
    { key: 'helpVideo', title: '教学视频', icon: 'VideoCameraOutlined', section: 'helpVideo' },
    { key: 'smsOutbox', title: '短信发件箱', icon: 'MessageOutlined', section: 'smsOutbox' },
    { key: 'registerLead', title: '注册线索', icon: 'CustomerServiceOutlined', section: 'registerLead' },
  ]);
});

test('a good folder: entries resolved from the sections, a folder without area.json is no area, areas in order', () => {
  const areas = load(folder((files) => (files['misc/area.json'] = { ...shopArea(), id: 'misc', route: '/misc', order: 5, menu: { key: 'miscRoot', items: [{ section: 'loose' }] } })));
  expect(areas.map((area) => area.id)).toEqual(['misc', 'shop']);
  const shop = load(folder());
  expect(shop).toHaveLength(1);
  expect(shop[0]).toMatchObject({ id: 'shop', domain: 'company' });
  expect(inFolder(shop[0].file)).toBe('shop/area.json');
  expect(shop[0].menu).toEqual({
    key: 'shopRoot',
    title: '商城管理',
    icon: 'AppstoreOutlined',
    route: '/shop',
    children: [
      { key: 'goods', title: 'goods标题', icon: 'ProfileOutlined', section: 'goods' },
      { key: 'report', title: '报表', children: [{ key: 'stock', title: 'stock标题', section: 'stock' }] },
    ],
  });
});

test('a bad area file names the file, the JSON pointer and the reason', () => {
  const cases: [(files: Record<string, any>) => void, string, RegExp][] = [
    [(f) => (f['shop/area.json'] = '{"id": '), '', /invalid JSON/],
    [(f) => delete f['shop/area.json'].route, '', /route/],
    [(f) => (f['shop/area.json'].route = 'shop'), '/route', /pattern/],
    [(f) => (f['shop/area.json'].domain = 'everyone'), '/domain', /allowed values/],
    [(f) => (f['shop/area.json'].extra = 1), '', /additional/],
    [(f) => (f['shop/area.json'].id = 'store'), '/id', /must equal the folder name "shop"/],
    [(f) => (f['shop/area.json'].page = 'nowhere'), '/page', /no web page src\/pages\/nowhere/],
    [(f) => (f['shop/area.json'].icon = 'RocketOutlined'), '/icon', /not a registered menu icon/],
    [(f) => (f['shop/area.json'].menu.items[1].children[0].icon = 'Nope'), '/menu/items/1/children/0/icon', /not a registered menu icon/],
    [(f) => (f['shop/area.json'].menu.items[0].title = '商品'), '/menu/items/0/title', /key and title come from the section file/],
    [(f) => delete f['shop/area.json'].menu.items[1].title, '/menu/items/1', /title/],
    [(f) => (f['shop/area.json'].menu.items[0].section = 'gods'), '/menu/items/0/section', /unknown section "gods"/],
    [(f) => (f['shop/area.json'].menu.items[0].section = 'loose'), '/menu/items/0/section', /belongs to area "misc"/],
    [(f) => f['shop/area.json'].menu.items.push({ section: 'goods' }), '/menu/items/2/section', /named twice \(also at \/menu\/items\/0\/section\)/],
    [(f) => f['shop/area.json'].menu.items.push({ key: 'stock', title: '库存' }), '/menu/items/2/key', /is a section: name it with "section"/],
    [(f) => f['shop/area.json'].menu.items.push({ key: 'report', title: '又一个' }), '/menu/items/2/key', /menu key "report" is also used/],
    [(f) => (f['shop/area.json'].menu.items[0].everyMember = true), '/menu/items/0/everyMember', /allowed on a page entry only/],
    [(f) => f['shop/area.json'].menu.items[1].children.push({ key: 'open', title: '公开', everyMember: true }), '/menu/items/1/children/1/everyMember', /allowed on a page entry only/],
  ];
  for (const [change, pointer, reason] of cases) {
    const error = refusal(change);
    expect([inFolder(error.file), error.pointer]).toEqual(['shop/area.json', pointer]);
    expect(error.reason).toMatch(reason);
  }
});

test('a section of a menu area that no entry names is refused', () => {
  const error = refusal((f) => (f['shop/extra.json'] = section('extra')));
  expect([inFolder(error.file), error.pointer]).toEqual(['shop/area.json', '/menu/items']);
  expect(inFolder(error.reason)).toBe('section "extra" (shop/extra.json) is in no menu entry');
});

test('grantedBy: a section in no area checked against a plain menu entry of a company area; other uses are refused', () => {
  // shop's menu with a plain leaf `buy` (no section, no page) beside its sections.
  const withBuy = (files: Record<string, any>) => {
    const area = shopArea();
    files['shop/area.json'] = { ...area, menu: { ...area.menu, items: [...area.menu.items, { key: 'buy', title: '购买' }] } };
  };
  const granted = (grantedBy: string, extra: Record<string, unknown> = {}) => (files: Record<string, any>) => (withBuy(files), (files['misc/loose.json'] = { ...section('loose'), grantedBy, ...extra }));
  const loaded = loadSchemas(folder(granted('buy'))).sections.find((one) => one.id === 'loose')!;
  expect(load(folder(granted('buy'))).map((area) => area.id)).toEqual(['shop']);
  expect(grantObjectOf(loaded)).toBe('buy');
  expect(grantObjectOf(section('goods') as any)).toBe('goods');
  const refused = (change: (files: Record<string, any>) => void) => {
    const error = refusal(change);
    return [inFolder(error.file), error.pointer, error.reason];
  };
  expect(refused(granted('goods'))).toEqual(['misc/loose.json', '/grantedBy', '"goods" is not a menu entry of a company area that is neither a section nor a page']);
  expect(refused(granted('report'))).toEqual(['misc/loose.json', '/grantedBy', '"report" is not a menu entry of a company area that is neither a section nor a page']);
  expect(refused(granted('buy', { access: 'members' }))).toEqual(['misc/loose.json', '/grantedBy', 'a section of every member (access "members") needs no grant']);
  expect(refused((files) => (withBuy(files), (files['shop/goods.json'] = { ...section('goods'), grantedBy: 'buy' })))).toEqual([
    'shop/goods.json',
    '/grantedBy',
    'a section of area "shop" is granted by its own menu entry: grantedBy is for a section in no area',
  ]);
  const platform = (files: Record<string, any>) => (granted('buy')(files), (files['shop/area.json'] = { ...files['shop/area.json'], domain: 'platform' }));
  expect(refused(platform)[2]).toBe('"buy" is not a menu entry of a company area that is neither a section nor a page');
});

test('only a section of a platform-domain area may read across companies', () => {
  const across = (files: Record<string, any>) => (files['shop/goods.json'] = { ...section('goods'), model: { table: 'plt_goods', acrossTenants: true } });
  const error = refusal(across);
  expect([inFolder(error.file), error.pointer]).toEqual(['shop/goods.json', '/model/acrossTenants']);
  expect(error.reason).toBe('only a section of a platform-domain area may read across companies (area "shop" is company)');
  const platform = load(folder((files) => (across(files), (files['shop/area.json'] = { ...shopArea(), domain: 'platform' }))));
  expect(platform.find((area) => area.id === 'shop')!.domain).toBe('platform');
});

test('platform-owned data is written in a platform-domain area; companies only read it, through declared company routes', () => {
  const shared = (op: Record<string, unknown> = {}, model: Record<string, unknown> = { table: 'plt_goods', tenant: 'platform' }) => (files: Record<string, any>) => {
    files['shop/goods.json'] = { ...section('goods'), model, api: { base: '/api/test/goods', operations: { list: { method: 'GET', path: '/list' }, findGoods: { method: 'GET', path: '/api/business/goods/find', runs: 'list', readBy: 'companies', ...op } } } };
  };
  const inPlatform = (change: (files: Record<string, any>) => void) => (files: Record<string, any>) => (change(files), (files['shop/area.json'] = { ...shopArea(), domain: 'platform' }));
  const company = refusal(shared());
  expect([inFolder(company.file), company.pointer]).toEqual(['shop/goods.json', '/model/tenant']);
  expect(company.reason).toMatch(/platform-domain area/);
  const notShared = refusal(inPlatform(shared({}, { table: 'plt_goods' })));
  expect([notShared.pointer, notShared.reason]).toEqual(['/api/operations/findGoods/readBy', 'only operations over platform-owned or company-shared data (model.tenant "platform" or "shared") may be read by companies']);
  for (const op of [{ runs: undefined, method: 'POST', action: 'create' }, { method: 'POST' }, { runs: 'get', action: 'update' }]) {
    expect(refusal(inPlatform(shared(op))).pointer).toBe('/api/operations/findGoods/readBy');
  }
  expect(refusal(inPlatform(shared({ path: '/api/platform/goods/find' }))).pointer).toBe('/api/operations/findGoods/path');
  const areas = load(folder(inPlatform(shared())));
  expect(areas.find((area) => area.id === 'shop')!.domain).toBe('platform');
});

test('company-shared data (published stock) is written by companies: a company-domain area, shared reads name their rows', () => {
  const stock = (op: Record<string, unknown> = { where: { status: 1 } }) => (files: Record<string, any>) => {
    files['shop/goods.json'] = {
      ...section('goods'),
      fields: { ...section('goods').fields, status: { type: 'integer', title: '状态' } },
      model: { table: 'plt_goods', tenant: 'shared', sharedWhere: { status: 1 } },
      api: { base: '/api/test/goods', operations: { list: { method: 'GET', path: '/list' }, findGoods: { method: 'GET', path: '/api/business/goods/find', runs: 'list', readBy: 'companies', ...op } } },
    };
  };
  const areas = load(folder(stock()));
  expect(areas.find((area) => area.id === 'shop')!.domain).toBe('company');
  const platform = refusal((files) => (stock()(files), (files['shop/area.json'] = { ...shopArea(), domain: 'platform' })));
  expect([platform.pointer, platform.reason]).toEqual(['/model/tenant', 'company-shared data is written by companies: its section must be in a company-domain area (this area is platform)']);
  expect(refusal(stock({})).pointer).toBe('/api/operations/findGoods/where');
  expect(refusal(stock({ method: 'POST', where: { status: 1 } })).pointer).toBe('/api/operations/findGoods/readBy');
});

test('two areas may not share a route or a menu key', () => {
  const second = (change: (area: any) => void) => (f: Record<string, any>) => {
    const area: any = { ...shopArea(), id: 'misc', route: '/misc', menu: { key: 'miscRoot', items: [{ section: 'loose' }] } };
    change(area);
    f['misc/area.json'] = area;
  };
  const route = refusal(second((area) => (area.route = '/shop')));
  expect([inFolder(route.file), route.pointer, inFolder(route.reason)]).toEqual(['shop/area.json', '/route', 'route "/shop" is also the route of misc/area.json']);
  const key = refusal(second((area) => area.menu.items.push({ key: 'report', title: '报表' })));
  expect([inFolder(key.file), key.pointer]).toEqual(['shop/area.json', '/menu/items/1/key']);
  expect(inFolder(key.reason)).toMatch(/menu key "report" is also used in misc\/area.json \/menu\/items\/1\/key/);
});

test('the icon names the server checks are exactly the icons the web app registers', () => {
  expect(Object.keys(MENU_ICONS).sort()).toEqual([...MENU_ICON_NAMES].sort());
});

test('every key of the area meta-schema is described', () => {
  const undocumented: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties') {
        for (const [name, sub] of Object.entries(value as Record<string, any>)) if (!sub?.description) undocumented.push(`${at}/properties/${name}`);
      }
      walk(value, `${at}/${key}`);
    }
  };
  const meta = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, '_meta', 'area.schema.json'), 'utf8'));
  walk(meta, 'area');
  expect(undocumented).toEqual([]);
  expect(Object.keys(meta.properties)).toEqual(['$schema', 'id', 'title', 'route', 'page', 'icon', 'order', 'domain', 'menu']);
});

test('a page entry of every member (`everyMember`) is kept on the menu node; a platform area may not have one', () => {
  const everyMember = (f: Record<string, any>) => {
    f['shop/area.json'].menu.items.push({ page: 'punch', everyMember: true });
    f['shop/pages/punch.json'] = { id: 'punch', title: '打卡', blocks: [{ key: 'welcome', kind: 'welcome', title: '打卡' }] };
  };
  const shop = load(folder(everyMember)).find((area) => area.id === 'shop')!;
  expect(shop.menu.children![2]).toEqual({ key: 'punch', title: '打卡', page: 'punch', everyMember: true });
  const platform = refusal((f) => {
    everyMember(f);
    f['shop/area.json'].domain = 'platform';
  });
  expect([inFolder(platform.file), platform.pointer]).toEqual(['shop/area.json', '/menu/items/2/everyMember']);
  expect(platform.reason).toMatch(/for the members of a company/);
});

test("an area's page may be one of its page files, at the area's route", () => {
  const page = (route: string) => ({ id: 'shopHome', title: '商城', route, blocks: [{ key: 'goods', kind: 'table', title: '商品', section: 'goods' }] });
  const good = load(
    folder((f) => {
      (f['shop/area.json'] as { page?: string }).page = 'shopHome';
      f['shop/pages/shopHome.json'] = page('/shop');
    }),
  );
  expect(good.find((area) => area.id === 'shop')).toMatchObject({ route: '/shop', page: 'shopHome', pages: [{ id: 'shopHome', route: '/shop' }] });
  const elsewhere = refusal((f) => {
    (f['shop/area.json'] as { page?: string }).page = 'shopHome';
    f['shop/pages/shopHome.json'] = page('/shopHome');
  });
  expect([inFolder(elsewhere.file), elsewhere.pointer]).toEqual(['shop/pages/shopHome.json', '/route']);
  expect(elsewhere.reason).toMatch(/must be at the area's route "\/shop"/);
});
