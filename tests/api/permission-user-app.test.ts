import { startTestServer, type TestServer } from '../support/test-server';

const BASE = '/api/admin/userApp';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let apps: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  const catalogue = await server.services.db.models.AppCatalog.findAll({ raw: true });
  apps = Object.fromEntries(catalogue.map((app: any) => [app.name, app.id]));
}, 60_000);
afterAll(() => server.stop());

const get = async (path: string, query: Record<string, unknown> = {}, headers = adminA) => server.request.get(`${BASE}/${path}`).query(query).set(headers);
const data = async (path: string, query: Record<string, unknown> = {}, headers = adminA) => (await get(path, query, headers)).body.data;
const post = (path: string, body: unknown, headers = adminA) => server.request.post(`${BASE}/${path}`).set(headers).send(body as object);
const names = (rows: any[]) => rows.map((r) => r.name);
const memberId = async (name: string, headers = adminA) => (await data('selectAllUser', { name, limit: 100 }, headers)).records.find((m: any) => m.name === name).id;
const app = async (name: string, headers = adminA) => (await data('selectAllApp', {}, headers)).find((a: any) => a.appName === name);

describe('reading', () => {
  test('selectAllApp: the company apps with status, expiry and used seats', async () => {
    const list = await data('selectAllApp');
    expect(list.map((a: any) => [a.appName, a.status, a.useQty, a.seats])).toEqual([
      ['云ERP标准版', 2, 1, 10],
      ['云CRM', 2, 2, 5],
      ['云WMS', 3, 1, 5],
      ['云库存共享', 2, 0, 2],
      ['云订货', 4, 0, 3],
      ['企业建站', 2, 0, 3],
    ]);
    const erp = list[0];
    expect(erp).toMatchObject({ appId: apps['云ERP标准版'], logo: '/app-logos/MSA1001.svg', authorizationNumber: 10 });
    expect(erp.expireDate).toMatch(DATE);
    expect(erp.useId).toBe(erp.id);
    expect(names((await data('selectAllApp', { name: 'ERP' })).map((a: any) => ({ name: a.appName })))).toEqual(['云ERP标准版']);
  });

  test('selectAllUser: members with their number of apps, searchable, paged', async () => {
    const page = await data('selectAllUser', { page: 1, limit: 10 });
    expect(page.total).toBe(3);
    expect(page.records.map((m: any) => [m.name, m.mobile, m.appCount])).toEqual([
      ['张伟', '13800000001', 0],
      ['李娜', '13800000002', 2],
      ['王强', '13800000003', 2],
    ]);
    expect(page.records[1]).toMatchObject({ departName: '销售部', position: '销售经理', isCompanyAdmin: 0 });
    expect((await data('selectAllUser', { name: '王' })).records.map((m: any) => m.name)).toEqual(['王强']);
  });

  test('by application: persons of an app (selectUser) and persons who could be added (selectUserByAppId)', async () => {
    const crm = apps['云CRM'];
    expect(names(await data(`selectUser/${crm}`))).toEqual(['李娜', '王强']);
    expect(names(await data(`selectUser/${crm}`, { name: '李' }))).toEqual(['李娜']);
    const candidates = await data(`selectUserByAppId/${crm}`);
    expect([names(candidates.records), candidates.total]).toEqual([['张伟'], 1]);
  });

  test('by person: apps of a member (selectApp) and apps that could be added (selectAppByUserId)', async () => {
    const wang = await memberId('王强');
    const mine = await data(`selectApp/${wang}`);
    expect(mine.map((a: any) => a.appName)).toEqual(['云ERP标准版', '云CRM']);
    expect(mine[0].expireDate).toMatch(DATE);
    const others = await data(`selectAppByUserId/${wang}`);
    expect(others.map((a: any) => a.appName)).toEqual(['云WMS', '云库存共享', '云订货', '企业建站']);
  });

  test('an app the company does not have, an unknown member: 404', async () => {
    expect((await get(`selectUser/${apps['云ERP电商版']}`)).status).toBe(404);
    expect((await get(`selectUserByAppId/999999`)).status).toBe(404);
    expect((await get(`selectApp/999999`)).status).toBe(404);
    expect((await get(`selectAppByUserId/abc`)).status).toBe(400);
  });
});

describe('adding and removing', () => {
  test.each([
    ['addUser', { appId: 1, userDTOList: [] }, '请选择您要添加数据!'],
    ['addUser', { appId: 1 }, '请选择您要添加数据!'],
    ['addApp', { userId: 1, appDTOList: [] }, '请选择您要添加数据!'],
    ['delUser', { appId: 1, userDTOList: [] }, '请选择你要移除的数据!'],
    ['delApp', { userId: 1 }, '请选择你要移除的数据!'],
    ['addUser', { userDTOList: [{ id: 1 }] }, '请选择应用'],
    ['addApp', { appDTOList: [{ id: 1 }] }, '请选择人员'],
  ])('%s %j → %s', async (path, body, msg) => {
    const res = await post(path, body);
    expect([res.status, res.body.msg]).toEqual([400, msg]);
  });

  test('addUser within the seats; past them 409 and nothing is added; delUser frees a seat', async () => {
    const share = apps['云库存共享'];
    const [zhang, li, wang] = [await memberId('张伟'), await memberId('李娜'), await memberId('王强')];
    const over = await post('addUser', { appId: share, userDTOList: [{ id: zhang }, { id: li }, { id: wang }] });
    expect(over.body).toMatchObject({ code: 409, msg: '「云库存共享」授权人数不足：共2个，已使用0个，本次添加3个' });
    expect((await app('云库存共享')).useQty).toBe(0);

    const res = await post('addUser', { appId: share, userDTOList: [{ id: zhang }, { id: li }] });
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await app('云库存共享')).useQty).toBe(2);
    expect(names(await data(`selectUser/${share}`))).toEqual(['张伟', '李娜']);
    // Adding someone already there uses no seat; one more is refused.
    expect((await post('addUser', { appId: share, userDTOList: [{ id: li }] })).body.code).toBe(2000);
    expect((await post('addUser', { appId: share, userDTOList: [{ id: wang }] })).status).toBe(409);
    expect((await post('addApp', { userId: wang, appDTOList: [{ id: share }] })).status).toBe(409);

    expect((await post('delUser', { appId: share, userDTOList: [{ id: li }] })).body.code).toBe(2000);
    expect((await post('addApp', { userId: wang, appDTOList: [{ id: share }] })).body.code).toBe(2000);
    expect(names(await data(`selectUser/${share}`))).toEqual(['张伟', '王强']);
    expect((await app('云库存共享')).useQty).toBe(2);
  });

  test('addApp and delApp by person', async () => {
    const li = await memberId('李娜');
    const res = await post('addApp', { userId: li, appDTOList: [{ id: apps['企业建站'] }, { id: apps['云ERP标准版'] }] });
    expect(res.body.code).toBe(2000);
    expect((await data(`selectApp/${li}`)).map((a: any) => a.appName)).toEqual(['云ERP标准版', '云CRM', '云WMS', '企业建站']);
    expect((await post('delApp', { userId: li, appDTOList: [{ id: apps['企业建站'] }, { id: apps['云WMS'] }] })).body.code).toBe(2000);
    expect((await data(`selectApp/${li}`)).map((a: any) => a.appName)).toEqual(['云ERP标准版', '云CRM']);
    expect((await post('addApp', { userId: li, appDTOList: [{ id: apps['云ERP电商版'] }] })).status).toBe(404);
    expect((await post('addApp', { userId: 999999, appDTOList: [{ id: apps['企业建站'] }] })).status).toBe(404);
    expect((await post('addApp', { userId: li, appDTOList: 'x' })).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  test("company A's token on company B's members and apps: 404, and B is unchanged", async () => {
    const wangB = await memberId('王强', adminB);
    const zhaoB = await memberId('赵敏', adminB);
    const production = apps['云ERP生产版'];
    const bBefore = { users: await data(`selectUser/${production}`, {}, adminB), apps: await data('selectAllApp', {}, adminB) };

    expect((await get(`selectUser/${production}`)).status).toBe(404);
    expect((await get(`selectUserByAppId/${production}`)).status).toBe(404);
    expect((await get(`selectApp/${wangB}`)).status).toBe(404);
    expect((await get(`selectAppByUserId/${wangB}`)).status).toBe(404);
    expect((await post('addUser', { appId: production, userDTOList: [{ id: zhaoB }] })).status).toBe(404);
    expect((await post('addUser', { appId: apps['云CRM'], userDTOList: [{ id: zhaoB }] })).status).toBe(404);
    expect((await post('delUser', { appId: production, userDTOList: [{ id: wangB }] })).status).toBe(404);
    expect((await post('addApp', { userId: zhaoB, appDTOList: [{ id: apps['云CRM'] }] })).status).toBe(404);
    expect((await post('delApp', { userId: wangB, appDTOList: [{ id: production }] })).status).toBe(404);

    expect(await data(`selectUser/${production}`, {}, adminB)).toEqual(bBefore.users);
    expect(await data('selectAllApp', {}, adminB)).toEqual(bBefore.apps);
    expect(names(bBefore.users)).toEqual(['王强']);
    expect(JSON.stringify(await data('selectAllUser', { limit: 100 }))).not.toContain('赵敏');
  });
});
