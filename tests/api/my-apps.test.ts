import { startTestServer, type TestServer } from '../support/test-server';

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
