import { startTestServer, type TestServer } from '../support/test-server';

/**
 * 库存共享 (schemas/inventory/publishStock.json) belongs to the inventory area (schemas/inventory/area.json, the
 * workbench's route): its buttons are in the role dialog's tree (group/menuList), and granting its 新增 lets a member
 * who is no administrator publish stock, which they could not before.
 */
const GROUP = '/api/admin/group';
const STOCK = '/api/business/plt-publishStock';

let server: TestServer;
let adminA: Record<string, string>;
let member: Record<string, string>; // 李娜, a member of A with no role
let roleId: number;

const post = (path: string, body: object) => server.request.post(`${GROUP}/${path}`).set(adminA).send(body);
const stock = { brandName: '施耐德', goodsName: '交流接触器', series: 'LC1D', specModel: 'LC1D09M7C', itemNo: 'LC1D09M7C-N8', retailPrice: 128.5, availableQty: 40, qq: '123456789' };

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  member = await server.auth('13800000002', server.tenants.A);
  roleId = (await post('addGroup', { name: '库存发布员', description: '发布库存' })).body.data.id;
  const li = (await server.request.get('/api/admin/userApp/selectAllUser').query({ name: '李娜' }).set(adminA)).body.data.records[0];
  expect((await post('setUsers', { groupId: roleId, userIds: [li.id] })).body.code).toBe(2000);
}, 60_000);
afterAll(() => server.stop());

test('the permission tree lists 库存共享 with its buttons', async () => {
  const items: any[] = (await server.request.get(`${GROUP}/menuList`).set(adminA)).body.data;
  const entry = items.find((item) => item.id === 'publishStock');
  expect(entry?.title).toBe('库存共享');
  expect(entry.children).toEqual([
    { id: 'publishStock:read', title: '查询' },
    { id: 'publishStock:create', title: '新增' },
    { id: 'publishStock:update', title: '修改' },
    { id: 'publishStock:delete', title: '删除' },
  ]);
});

test('a member may not publish until a role gives them 库存共享/新增; then they publish and see the entry in their menus', async () => {
  const refused = await server.request.post(`${STOCK}/create`).set(member).send(stock);
  expect(refused.status).toBe(403);
  const menusBefore: any[] = (await server.request.get('/api/admin/user/front/menus').set(member)).body.data;
  expect(menusBefore.find((root) => root.route === '/merchant')).toBeUndefined();

  const saved = await post('insertGroupMenu', { groupId: roleId, menuList: ['publishStock:create'] });
  expect(saved.body).toMatchObject({ code: 2000, data: { menuList: ['publishStock:read', 'publishStock:create'] } });

  const res = await server.request.post(`${STOCK}/create`).set(member).send(stock);
  expect(res.body).toMatchObject({ code: 2000, msg: '发布成功!', data: { itemNo: 'LC1D09M7C-N8', availableQty: 40 } });
  // 新增 brings 查询 (the member's own rows), not 修改 or 删除.
  expect((await server.request.get(`${STOCK}/myPage`).query({ page: 1, limit: 10 }).set(member)).body.data.records.map((r: any) => r.itemNo)).toContain('LC1D09M7C-N8');
  expect((await server.request.delete(`${STOCK}/delete/${res.body.data.id}`).set(member)).status).toBe(403);
  const menus: any[] = (await server.request.get('/api/admin/user/front/menus').set(member)).body.data;
  expect(menus.find((root) => root.route === '/merchant')?.children.map((c: any) => c.key)).toEqual(['publishStock']);
});
