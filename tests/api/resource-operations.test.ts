import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/**
 * Operations with `resource` (schemas/admin/permission.json): generic lists and association actions over another
 * declared resource than the section's — Membership, AppSubscription and their UserApp links — with declared paging,
 * search, filters (`app.name` through the belongsTo), fixed `where` and `order`, the section's decorate and
 * beforeAssociate hooks, and the data layer's tenant scope.
 */

const BASE = '/api/admin/userApp';

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

const get = (path: string, query: Record<string, unknown> = {}, headers = adminA) => server.request.get(`${BASE}/${path}`).query(query).set(headers);
const data = async (path: string, query: Record<string, unknown> = {}, headers = adminA) => (await get(path, query, headers)).body.data;
const post = (path: string, body: unknown, headers = adminA) => server.request.post(`${BASE}/${path}`).set(headers).send(body as object);
const memberId = async (name: string, headers = adminA) => (await data('selectAllUser', { name, limit: 100 }, headers)).records.find((m: any) => m.name === name).id;
const links = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.UserApp.count());

describe('the generic list over another resource', () => {
  test('pages, searches and orders members as declared; bad paging is 400; rows carry only the member-row fields', async () => {
    const first = await data('selectAllUser', { page: 1, limit: 2 });
    const second = await data('selectAllUser', { page: 2, limit: 2 });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.records, ...second.records].map((m: any) => m.name)).toEqual(['张伟', '李娜', '王强']);
    expect(Object.keys(first.records[0]).sort()).toEqual(['appCount', 'crtTime', 'departId', 'departName', 'id', 'isCompanyAdmin', 'mobile', 'name', 'position', 'username']);
    expect((await data('selectAllUser', { name: '李' })).records.map((m: any) => m.name)).toEqual(['李娜']);
    expect((await get('selectAllUser', { page: 0 })).status).toBe(400);
    expect((await get('selectAllUser', { name: 'x'.repeat(101) })).status).toBe(400);
  });

  test('`where` keeps removed members out of lists and links; `app.kind` keeps value-added services out of the apps', async () => {
    const wang = await memberId('王强');
    const service = apps['电子合同'];
    await asTenant(server.tenants.A, async () => {
      await server.services.db.models.AppSubscription.create({ appId: service, status: 2, seats: 5 });
      await server.services.db.models.Membership.update({ status: 1 }, { where: { id: wang } });
    });
    try {
      expect((await data('selectAllUser')).records.map((m: any) => m.name)).toEqual(['张伟', '李娜']);
      expect((await data(`selectUser/${apps['云CRM']}`)).map((m: any) => m.name)).toEqual(['李娜']);
      expect((await data(`selectUserByAppId/${apps['云CRM']}`)).records.map((m: any) => m.name)).toEqual(['张伟']);
      const before = await links(server.tenants.A);
      expect((await post('addUser', { appId: apps['企业建站'], userDTOList: [{ id: wang }] })).status).toBe(404);
      expect((await post('addApp', { userId: wang, appDTOList: [{ id: apps['企业建站'] }] })).status).toBe(404);
      expect(await links(server.tenants.A)).toBe(before);
      expect((await data('selectAllApp')).map((a: any) => a.appName)).not.toContain('电子合同');
      const li = await memberId('李娜');
      expect((await post('addApp', { userId: li, appDTOList: [{ id: service }] })).status).toBe(404);
    } finally {
      await asTenant(server.tenants.A, async () => {
        await server.services.db.models.AppSubscription.destroy({ where: { appId: service } });
        await server.services.db.models.Membership.update({ status: 0 }, { where: { id: wang } });
      });
    }
  });

  test('a filter on a related row (`app.name`) and the declared order by the catalogue', async () => {
    expect((await data('selectAllApp', { name: '云' })).map((a: any) => a.appName)).toEqual(['云ERP标准版', '云CRM', '云WMS', '云库存共享', '云订货']);
    const li = await memberId('李娜');
    expect((await data(`selectApp/${li}`, { name: 'CRM' })).map((a: any) => a.appName)).toEqual(['云CRM']);
    expect((await data(`selectAppByUserId/${li}`, { name: '建站' })).map((a: any) => a.appName)).toEqual(['企业建站']);
  });
});

describe('association actions over another resource', () => {
  test('candidates are paged; add links within the seats and remove unlinks, answering the declared message', async () => {
    const site = apps['企业建站'];
    const page = await data(`selectUserByAppId/${site}`, { page: 1, limit: 2 });
    expect([page.records.length, page.total]).toEqual([2, 3]);
    const [zhang, li] = [await memberId('张伟'), await memberId('李娜')];
    expect((await post('addUser', { appId: site, userDTOList: [zhang, li] })).body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await data(`selectUser/${site}`)).map((m: any) => m.name)).toEqual(['张伟', '李娜']);
    expect((await data(`selectUserByAppId/${site}`)).total).toBe(1);
    expect((await post('delUser', { appId: site, userDTOList: [{ id: zhang }, { id: li }] })).body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect(await data(`selectUser/${site}`)).toEqual([]);
    expect((await post('addUser', { appId: site, userDTOList: 'abc' })).status).toBe(400);
    expect((await post('addUser', { appId: 'abc', userDTOList: [zhang] })).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  test("another company's owner or target ids answer 404 and change nothing, in either company", async () => {
    const [wangB, zhaoB] = [await memberId('王强', adminB), await memberId('赵敏', adminB)];
    const production = apps['云ERP生产版'];
    const li = await memberId('李娜');
    const before = [await links(server.tenants.A), await links(server.tenants.B)];
    const attempts: [string, () => Promise<any>][] = [
      ['selectUser', () => get(`selectUser/${production}`)],
      ['selectUserByAppId', () => get(`selectUserByAppId/${production}`)],
      ['selectApp', () => get(`selectApp/${wangB}`)],
      ['selectAppByUserId', () => get(`selectAppByUserId/${zhaoB}`)],
      ['addUser owner', () => post('addUser', { appId: production, userDTOList: [{ id: li }] })],
      ['addUser target', () => post('addUser', { appId: apps['企业建站'], userDTOList: [{ id: li }, { id: zhaoB }] })],
      ['delUser target', () => post('delUser', { appId: apps['云CRM'], userDTOList: [{ id: wangB }] })],
      ['addApp owner', () => post('addApp', { userId: zhaoB, appDTOList: [{ id: apps['云CRM'] }] })],
      ['addApp target', () => post('addApp', { userId: li, appDTOList: [{ id: production }] })],
      ['delApp owner', () => post('delApp', { userId: wangB, appDTOList: [{ id: production }] })],
    ];
    for (const [name, attempt] of attempts) expect([name, (await attempt()).status]).toEqual([name, 404]);
    expect([await links(server.tenants.A), await links(server.tenants.B)]).toEqual(before);
    expect((await data(`selectUser/${production}`, {}, adminB)).map((m: any) => m.name)).toEqual(['王强']);
    expect(JSON.stringify(await data('selectAllUser', { limit: 100 }))).not.toContain('赵敏');
    const all = await asSystem(() => server.services.db.models.UserApp.count());
    expect(all).toBe(before[0] + before[1]);
  });
});
