import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { schemasWith } from '../support/schema-copy';
import { hooksFor } from '../../server/modules/section-hooks-registry';

/**
 * Areas are plugins (issue 6 §5): a folder with an area file and a section, added to a copy of schemas/, shows
 * its own menu root in front/menus and its section works — no server module, no list of areas edited.
 */
function schemasWithWarehouse(): string {
  return schemasWith({
    'warehouse/area.json': {
      id: 'warehouse',
      title: '仓库管理',
      route: '/warehouse',
      icon: 'AppstoreOutlined',
      order: 90,
      menu: { key: 'warehouseRoot', items: [{ section: 'stock', icon: 'ProfileOutlined' }, { key: 'inbound', title: '入库单', icon: 'WalletOutlined' }] },
    },
    'warehouse/stock.json': {
      id: 'stock',
      title: '库存',
      model: { table: 'plt_test_stock' },
      fields: {
        name: { type: 'string', title: '物料名称', minLength: 1, maxLength: 20, trim: true },
        qty: { type: 'integer', title: '数量', minimum: 0 },
    },
    required: ['name'],
    search: ['name'],
    api: { base: '/api/test/stock' },
    },
  });
}

const MENUS = '/api/admin/user/front/menus';
const STOCK = '/api/test/stock';
const GROUP = '/api/admin/group';

const schemasDir = schemasWithWarehouse();
let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ env: { schemasDir } as any });
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  member = await server.auth('13800000002', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const menus = async (headers: Record<string, string>) => (await server.request.get(MENUS).set(headers)).body.data as any[];

test('the administrator sees the new area as its own menu root, after 系统管理, with its route', async () => {
  const roots = await menus(adminA);
  expect(roots.map((root) => [root.key, root.title, root.route])).toEqual([
    ['system', '系统管理', '/merchantManagement'],
    ['workbench', '工作台', '/merchant'],
    ['appCenter', '应用中心', '/merchantApplication'],
    ['serviceConsole', '服务控制台', '/selectedCondition'],
    ['attendance', '考勤', '/merchantAttendance'],
    ['warehouseRoot', '仓库管理', '/warehouse'],
  ]);
  expect(roots[5]).toEqual({
    key: 'warehouseRoot',
    title: '仓库管理',
    icon: 'AppstoreOutlined',
    route: '/warehouse',
    children: [
      { key: 'stock', title: '库存', icon: 'ProfileOutlined', section: 'stock' },
      { key: 'inbound', title: '入库单', icon: 'WalletOutlined' },
    ],
  });
  // The platform's area is the operator's, not a company's; a member without grants sees only the entries of every member.
  expect(JSON.stringify(roots)).not.toContain('certificationReview');
  expect(await menus(member)).toEqual([EVERY_MEMBER_ROOT]);
  const operator = await server.operatorAuth();
  const operatorMenus = (await server.request.get('/api/platform/front/menus').set(operator)).body.data;
  expect(operatorMenus.map((root: any) => root.key)).toEqual(['operator']);
  expect(JSON.stringify(operatorMenus)).not.toMatch(/clockIn|myAttendance/);
});

/** 考勤's entries of every member (`everyMember`): 打卡 and 我的考勤, with no grant. */
const EVERY_MEMBER_ROOT = {
  key: 'attendance',
  title: '考勤',
  icon: 'CalendarOutlined',
  route: '/merchantAttendance',
  children: [
    { key: 'clockIn', title: '打卡', icon: 'ClockCircleOutlined', page: 'clockIn', everyMember: true },
    { key: 'myAttendance', title: '我的考勤', icon: 'UserOutlined', page: 'myAttendance', everyMember: true },
  ],
};

test('every member sees 打卡 and 我的考勤 without a role; the role dialog does not offer them and no grant can name them', async () => {
  const fresh = await server.auth('13800000003', server.tenants.B); // 王强 in 示例制造: no role at all
  expect(await menus(fresh)).toEqual([EVERY_MEMBER_ROOT]);
  // The administrator sees them first in 考勤, before the grantable 考勤记录 and 考勤设置.
  const attendance = (await menus(adminA)).find((root) => root.key === 'attendance');
  expect(attendance.children.map((entry: any) => entry.title)).toEqual(['打卡', '我的考勤', '考勤记录', '考勤设置']);
  for (const id of ['clockIn', 'myAttendance']) {
    const page = await server.request.get(`/api/pages/${id}`).set(fresh);
    expect([page.status, page.body.data?.title]).toEqual([200, id === 'clockIn' ? '打卡' : '我的考勤']);
    expect(page.body.data.blocks.length).toBeGreaterThan(0);
  }
  const items: any[] = (await server.request.get(`${GROUP}/menuList`).set(adminA)).body.data;
  const ids = JSON.stringify(items);
  expect(ids).toContain('signSchedule');
  expect(ids).not.toMatch(/clockIn|myAttendance/);
  const role = (await server.request.post(`${GROUP}/addGroup`).set(adminA).send({ name: '打卡测试', description: '' })).body.data.id;
  const refused = await server.request.post(`${GROUP}/insertGroupMenu`).set(adminA).send({ groupId: role, menuList: ['clockIn'] });
  expect([refused.status, refused.body.msg]).toEqual([400, '菜单权限不存在: clockIn']);
  // An operator has no company menus at all.
  const operator = await server.operatorAuth();
  expect((await server.request.get(MENUS).set(operator)).status).toBe(403);
});

test('its section works with no server module: create, list, search; another company sees none of it', async () => {
  expect(hooksFor('stock')).toEqual({});
  const created = await server.request.post(`${STOCK}/create`).set(adminA).send({ name: ' 螺丝 ', qty: 40 });
  expect(created.body).toMatchObject({ code: 2000, data: { name: '螺丝', qty: 40 } });
  const bad = await server.request.post(`${STOCK}/create`).set(adminA).send({ qty: -1 });
  expect([bad.status, bad.body.msg]).toEqual([400, '请输入物料名称']);
  const listed = await server.request.get(`${STOCK}/list`).query({ name: '螺' }).set(adminA);
  expect(listed.body.data).toMatchObject({ total: 1, records: [{ name: '螺丝', qty: 40 }] });
  const id = created.body.data.id;
  expect((await server.request.get(`${STOCK}/list`).set(adminB)).body.data.total).toBe(0);
  expect((await server.request.get(`${STOCK}/select/${id}`).set(adminB)).status).toBe(404);
  expect((await server.request.put(`${STOCK}/update/${id}`).set(adminB).send({ qty: 1 })).status).toBe(404);
  expect((await server.request.get(`${STOCK}/select/${id}`).set(adminA)).body.data.qty).toBe(40);
  // The UI schema of the section is served like any other.
  expect((await server.request.get('/api/schemas/stock').set(adminA)).body.data).toMatchObject({ id: 'stock', title: '库存' });
});

test('the role dialog offers its entries with their buttons, and a grant opens just that root for a member', async () => {
  const items: any[] = (await server.request.get(`${GROUP}/menuList`).set(adminA)).body.data;
  expect(items.map((item) => item.id).slice(-2)).toEqual(['stock', 'inbound']);
  expect(items.find((item) => item.id === 'stock').children.map((c: any) => c.id)).toEqual(['stock:read', 'stock:create', 'stock:update', 'stock:delete']);

  const post = (route: string, body: unknown) => server.request.post(`${GROUP}/${route}`).set(adminA).send(body as object);
  const roleId = (await post('addGroup', { name: '库存查询员', description: '只看库存' })).body.data.id;
  const li = (await server.request.get('/api/admin/userApp/selectAllUser').query({ name: '李娜' }).set(adminA)).body.data.records[0];
  expect((await post('setUsers', { groupId: roleId, userIds: [li.id] })).body.code).toBe(2000);
  const saved = await post('insertGroupMenu', { groupId: roleId, menuList: ['stock:read'] });
  expect(saved.body).toMatchObject({ code: 2000, data: { menuList: ['stock:read'], menuInfo: '库存（查询）' } });

  const roots = await menus(member);
  expect(roots).toEqual([EVERY_MEMBER_ROOT, expect.objectContaining({ key: 'warehouseRoot', children: [expect.objectContaining({ key: 'stock' })] })]);
  // No system-management entry: the header keeps 系统管理 hidden.
  expect((await server.request.get('/api/admin/user/front/info').set(member)).body.data.isSysManager).toBe(1);
  expect((await server.request.get(`${STOCK}/list`).set(member)).body.data.total).toBe(1);
  const refused = await server.request.post(`${STOCK}/create`).set(member).send({ name: '垫圈' });
  expect(refused.status).toBe(403);
  expect((await server.request.get(`${STOCK}/list`).set(adminA)).body.data.total).toBe(1);
});

test('an edited area file is live after a reload; a bad one is refused with file, pointer and reason, and the menus stay', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const file = path.join(schemasDir, 'warehouse', 'area.json');
    const area = JSON.parse(fs.readFileSync(file, 'utf8'));
    area.menu.items.push({ key: 'outbound', title: '出库单' });
    fs.writeFileSync(file, JSON.stringify(area));
    expect(await server.schemas.reload()).toBe('applied');
    const warehouse = () => menus(adminA).then((roots) => roots.find((root) => root.key === 'warehouseRoot'));
    expect((await warehouse()).children.map((entry: any) => entry.title)).toEqual(['库存', '入库单', '出库单']);
    expect((await server.request.get(`${GROUP}/menuList`).set(adminA)).body.data.map((item: any) => item.id).slice(-3)).toEqual(['stock', 'inbound', 'outbound']);

    area.menu.items.push({ section: 'stock' });
    fs.writeFileSync(file, JSON.stringify(area));
    expect(await server.schemas.reload()).toBe('refused');
    expect(errors.mock.calls.map((args) => String(args[0]))).toContainEqual(
      expect.stringMatching(/^schema error in .*warehouse\/area\.json at \/menu\/items\/3\/section: section "stock" is named twice/),
    );
    expect((await warehouse()).children.map((entry: any) => entry.title)).toEqual(['库存', '入库单', '出库单']);
  } finally {
    errors.mockRestore();
    log.mockRestore();
  }
});
