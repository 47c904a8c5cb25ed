import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/** The workbench's 我的应用: the company's apps in use that this member may use. */
const MY_APPS = '/api/business/plt-application/myApps';
const LIST = '/api/business/plt-application/list';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const myApps = async (headers: Record<string, string>) => {
  const res = await server.request.get(MY_APPS).set(headers);
  expect(res.status).toBe(200);
  return res.body.data as { appId: number; appName: string; hrefUrl: string | null; imageUrl: string | null }[];
};
const inUseNames = async (headers: Record<string, string>) =>
  (await server.request.get(LIST).query({ selectType: 0, page: 1, limit: 100 }).set(headers)).body.data.records.filter((r: any) => r.status === 2).map((r: any) => r.appName).sort();

test("an administrator gets every cloud app of the company in use (not expired or disabled ones), each company its own", async () => {
  const a = await myApps(adminA);
  expect(a.map((app) => app.appName).sort()).toEqual(await inUseNames(adminA));
  expect(a.length).toBeGreaterThan(0);
  expect(a.map((app) => app.appName)).not.toContain('云WMS');
  for (const app of a) expect(app.hrefUrl).toMatch(/^\/apps\/MSA\d+$/);
  const b = await myApps(adminB);
  expect(b.map((app) => app.appName).sort()).toEqual(await inUseNames(adminB));
  expect(b.map((app) => app.appName)).not.toEqual(a.map((app) => app.appName));
});

test('a disabled app leaves the list at once and comes back when enabled', async () => {
  const crm = (await server.request.get(LIST).query({ selectType: 0, page: 1, limit: 100 }).set(adminA)).body.data.records.find((r: any) => r.appName === '云CRM');
  expect(crm.status).toBe(2);
  await server.request.post('/api/business/plt-application/update').set(adminA).send({ id: crm.id, status: 4 }).expect(200);
  expect((await myApps(adminA)).map((app) => app.appName)).not.toContain('云CRM');
  await server.request.post('/api/business/plt-application/update').set(adminA).send({ id: crm.id, status: 2 }).expect(200);
  expect((await myApps(adminA)).map((app) => app.appName)).toContain('云CRM');
});

test('a member gets only the apps assigned to her in 应用权限; an assignment shows at once', async () => {
  const li = await server.auth('13800000002', server.tenants.A);
  expect((await myApps(li)).map((app) => app.appName)).toEqual(['云CRM']);
  const members = (await server.request.get('/api/admin/userApp/selectAllUser').set(adminA)).body.data.records;
  const liId = members.find((m: any) => m.name === '李娜').id;
  const erp = (await myApps(adminA)).find((app) => app.appName === '云ERP标准版')!;
  await server.request.post('/api/admin/userApp/addUser').set(adminA).send({ appId: erp.appId, userDTOList: [{ id: liId }] }).expect(200);
  expect((await myApps(li)).map((app) => app.appName).sort()).toEqual(['云CRM', '云ERP标准版'].sort());
  await server.request.post('/api/admin/userApp/delUser').set(adminA).send({ appId: erp.appId, userDTOList: [{ id: liId }] }).expect(200);
  expect((await myApps(li)).map((app) => app.appName)).toEqual(['云CRM']);
});

test('without a token: 401', async () => {
  expect((await server.request.get(MY_APPS)).status).toBe(401);
});

test('an app in use whose end time has passed reads as expired: it leaves the list, and returns with a later end', async () => {
  const crm = (await server.request.get(LIST).query({ selectType: 0, page: 1, limit: 100 }).set(adminA)).body.data.records.find((r: any) => r.appName === '云CRM');
  const setEnd = (endTime: Date | null) => asTenant(server.tenants.A, () => server.services.db.models.AppSubscription.update({ endTime }, { where: { id: crm.id } }));
  const stored = (await asTenant(server.tenants.A, () => server.services.db.models.AppSubscription.findByPk(crm.id, { raw: true })) as any).endTime;
  await setEnd(new Date(Date.now() - 60_000));
  expect((await myApps(adminA)).map((app) => app.appName)).not.toContain('云CRM');
  await setEnd(new Date(Date.now() + 86_400_000));
  expect((await myApps(adminA)).map((app) => app.appName)).toContain('云CRM');
  await setEnd(stored);
});

test('in catalogue order, each entry with its code, logo and address', async () => {
  const apps = await myApps(adminA);
  const catalogue = (await asSystem(() => server.services.db.models.AppCatalog.findAll({ where: { kind: 0 }, raw: true }))) as any[];
  const byId = new Map(catalogue.map((row) => [row.id, row]));
  const sorts = apps.map((app) => [byId.get(app.appId).sort, app.appId]);
  expect(sorts).toEqual([...sorts].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  for (const app of apps) expect(app).toEqual({ appId: app.appId, code: byId.get(app.appId).code, appName: byId.get(app.appId).name, imageUrl: byId.get(app.appId).logo ?? null, hrefUrl: byId.get(app.appId).hrefUrl ?? null });
});
