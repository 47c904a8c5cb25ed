import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';

const LIST = '/api/business/plt-application/list';
const UPDATE = '/api/business/plt-application/update';
const DETAIL = '/api/business/plt-server/select';
const ENTER = '/api/business/plt-user/beforeLogin';
const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let apps: Record<string, any>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  const catalogue = await server.services.db.models.AppCatalog.findAll({ raw: true });
  apps = Object.fromEntries(catalogue.map((app: any) => [app.name, app]));
}, 60_000);
afterAll(() => server.stop());

const list = async (headers = adminA, query: Record<string, unknown> = { selectType: 0, page: 1, limit: 10 }) => (await server.request.get(LIST).query(query).set(headers)).body;
const sub = async (name: string, headers = adminA) => (await list(headers)).data.records.find((r: any) => r.appName === name);
const enter = (name: string, headers = adminA, type: unknown = 0) => server.request.get(ENTER).query({ name, type }).set(headers);

describe('the catalogue', () => {
  test('cloud apps and the value-added services of the spec, each with a local logo file and a local address', async () => {
    const names = Object.keys(apps);
    for (const name of ['云ERP标准版', '云ERP电商版', '云ERP生产版', '云ERP企业版', '云ERP项目版', '云CRM', '工业品商城', '云WMS', '云库存共享', '云订货']) expect(names).toContain(name);
    for (const name of ['电子合同', '电子面单', '短信服务', '物流跟踪查询', '专业选型', '快速报价工具', '银企接口']) expect(apps[name]).toMatchObject({ kind: 1 });
    expect(new Set(Object.values(apps).filter((a: any) => a.kind === 1).map((a: any) => a.serverType))).toEqual(new Set([0, 1, 2, 3]));
    expect(apps['企业建站'].code).toBe('MSA1010');
    for (const app of Object.values(apps)) {
      expect(app.logo).toMatch(/^\/app-logos\/[A-Z0-9]+\.svg$/);
      const file = fs.readFileSync(path.resolve(__dirname, '../../public', `.${app.logo}`), 'utf8');
      expect(file).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(file).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(app.hrefUrl).toBe(`/apps/${app.code}`);
    }
  });

  test('each app has a local placeholder page; an unknown code is a 404 page', async () => {
    const page = await server.request.get('/apps/MSA1001');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('云ERP标准版');
    expect(page.text).toContain('/app-logos/MSA1001.svg');
    expect((await server.request.get('/apps/NOPE')).status).toBe(404);
  });
});

describe('plt-application/list', () => {
  test("the company's apps with status, dates, seats and used seats, paged", async () => {
    const body = await list();
    expect(body.data.total).toBe(6);
    expect(body.data.records.map((r: any) => [r.appName, r.status])).toEqual([
      ['云ERP标准版', 2], ['云CRM', 2], ['云WMS', 3], ['云库存共享', 2], ['云订货', 4], ['企业建站', 2],
    ]);
    const erp = body.data.records[0];
    expect(erp).toMatchObject({ appId: apps['云ERP标准版'].id, code: 'MSA1001', logo: '/app-logos/MSA1001.svg', seats: 10, useQty: 1, hrefUrl: '/apps/MSA1001' });
    expect(erp.startTime).toMatch(WIRE_DATE);
    expect(erp.endTime).toMatch(WIRE_DATE);
    expect(erp.expireDate).toBe(erp.endTime.slice(0, 10));
    expect(erp).not.toHaveProperty('tenantId');
    const page2 = await list(adminA, { selectType: 0, page: 2, limit: 4 });
    expect([page2.data.total, page2.data.records.map((r: any) => r.appName)]).toEqual([6, ['云订货', '企业建站']]);
    // Services: only the SMS pack the demo company bought (seeds/wallets.ts pays one order like a real payment).
    expect((await list(adminA, { selectType: 1 })).data.records.map((r: any) => r.appName)).toEqual(['短信服务']);
    expect((await server.request.get(LIST).query({ selectType: 5 }).set(adminA)).status).toBe(400);
    expect((await list(adminB)).data.records.map((r: any) => [r.appName, r.status])).toEqual([['云ERP生产版', 2], ['云CRM', 3], ['云WMS', 2]]);
  });

  test('an app in use whose end time has passed reads as expired', async () => {
    const share = await sub('云库存共享');
    const setEnd = (endTime: Date) => asTenant(server.tenants.A, () => server.services.db.models.AppSubscription.update({ endTime }, { where: { id: share.id } }));
    await setEnd(new Date(Date.now() - 60_000));
    expect((await sub('云库存共享')).status).toBe(3);
    expect((await enter('云库存共享')).status).toBe(409);
    await setEnd(new Date(Date.now() + 30 * 86_400_000));
    expect((await sub('云库存共享')).status).toBe(2);
  });
});

describe('plt-server/select/{id}', () => {
  test('the catalogue detail with the company subscription, for any member', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const res = await server.request.get(`${DETAIL}/${apps['云CRM'].id}`).set(member);
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toMatchObject({ name: '云CRM', code: 'MSA1006', kind: 0, describe: expect.any(String), introduce: expect.any(String), present: expect.any(String), cover: '/app-logos/MSA1006.svg' });
    expect(res.body.data.userCount).toBeGreaterThan(0);
    expect(res.body.data.helpCount).toBeGreaterThan(0);
    expect(res.body.data.subscription).toMatchObject({ status: 2, useQty: 2, seats: 5 });
    const notMine = await server.request.get(`${DETAIL}/${apps['云ERP生产版'].id}`).set(adminA);
    expect(notMine.body.data.subscription).toBeNull();
    expect((await server.request.get(`${DETAIL}/999999`).set(adminA)).status).toBe(404);
  });
});

describe('plt-application/update', () => {
  test('disables and enables an app; an expired app cannot be enabled', async () => {
    const orders = await sub('云订货');
    expect((await server.request.post(UPDATE).set(adminA).send({ id: orders.id, status: 2 })).body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await sub('云订货')).status).toBe(2);
    expect((await server.request.post(UPDATE).set(adminA).send({ id: orders.id, status: 4 })).body.code).toBe(2000);
    expect((await sub('云订货')).status).toBe(4);
    const wms = await sub('云WMS');
    expect((await server.request.post(UPDATE).set(adminA).send({ id: wms.id, status: 2 })).body).toMatchObject({ code: 409, msg: '该应用已过期，请续费后再启用' });
    expect((await sub('云WMS')).status).toBe(3);
  });

  test('validation and unknown ids', async () => {
    const orders = await sub('云订货');
    expect((await server.request.post(UPDATE).set(adminA).send({ id: orders.id, status: 3 })).body).toMatchObject({ code: 400, msg: '应用状态不正确' });
    expect((await server.request.post(UPDATE).set(adminA).send({ status: 2 })).body).toMatchObject({ code: 400, msg: '请选择应用' });
    expect((await server.request.post(UPDATE).set(adminA).send({ id: 999999, status: 2 })).status).toBe(404);
  });
});

describe('entering an app (plt-user/beforeLogin)', () => {
  test('an administrator enters any app in use: the URL to open', async () => {
    const res = await enter('云ERP标准版');
    expect(res.body).toMatchObject({ code: 2000, data: '/apps/MSA1001' });
    expect((await enter('企业建站', adminA, undefined)).body.data).toBe('/apps/MSA1010');
  });

  test('expired, disabled, not subscribed, unknown and blank: the message to show', async () => {
    expect((await enter('云WMS')).body).toMatchObject({ code: 409, msg: '该应用已过期，请续费后再使用!' });
    expect((await enter('云订货')).body).toMatchObject({ code: 409, msg: '该应用已停用，请联系管理员启用!' });
    expect((await enter('云ERP电商版')).body).toMatchObject({ code: 409, msg: '贵公司尚未开通该应用，请先到应用中心添加' });
    expect((await enter('没有这个应用')).status).toBe(404);
    expect((await enter('  ')).body).toMatchObject({ code: 400, msg: '请选择应用' });
  });

  test('a member enters only the apps assigned to her; an assignment takes effect at once', async () => {
    const li = await server.auth('13800000002', server.tenants.A);
    expect((await enter('云CRM', li)).body).toMatchObject({ code: 2000, data: '/apps/MSA1006' });
    const erp = await enter('云ERP标准版', li);
    expect(erp.body).toMatchObject({ code: 403, msg: '您没有该应用的使用权限，请联系管理员授权!' });
    expect((await enter('云WMS', li)).status).toBe(409);

    const members = (await server.request.get('/api/admin/userApp/selectAllUser').set(adminA)).body.data.records;
    const liId = members.find((m: any) => m.name === '李娜').id;
    await server.request.post('/api/admin/userApp/addUser').set(adminA).send({ appId: apps['云ERP标准版'].id, userDTOList: [{ id: liId }] });
    expect((await enter('云ERP标准版', li)).body.code).toBe(2000);
    await server.request.post('/api/admin/userApp/delUser').set(adminA).send({ appId: apps['云ERP标准版'].id, userDTOList: [{ id: liId }] });
    expect((await enter('云ERP标准版', li)).status).toBe(403);
  });

  test('the subscription and the permission are those of the company logged in', async () => {
    const wangB = await server.auth('13800000003', server.tenants.B);
    expect((await enter('云ERP生产版', wangB)).body.data).toBe('/apps/MSA1003');
    expect((await enter('云CRM', wangB)).body.msg).toBe('该应用已过期，请续费后再使用!');
    expect((await enter('云ERP标准版', wangB)).status).toBe(409);
    const wangA = await server.auth('13800000003', server.tenants.A);
    expect((await enter('云ERP标准版', wangA)).body.code).toBe(2000);
    expect((await enter('云ERP生产版', wangA)).status).toBe(409);
  });
});

describe('tenant isolation', () => {
  test("company A cannot change company B's subscriptions; B is unchanged", async () => {
    const before = await list(adminB);
    const bCrm = before.data.records.find((r: any) => r.appName === '云ERP生产版');
    expect((await server.request.post(UPDATE).set(adminA).send({ id: bCrm.id, status: 4 })).status).toBe(404);
    expect(await list(adminB)).toEqual(before);
    expect(JSON.stringify((await list()).data)).not.toContain('云ERP生产版');
  });
});
