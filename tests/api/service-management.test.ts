import { asTenant } from '../../server/context/request-context';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { testService, topUp } from '../support/commerce';

/** 服务管理 (schemas/admin/service.json): the company's purchased services; and the payee account of 余额管理's 充值. */
const SERVICES = '/api/business/server-company/selectPage';
const ORDER = '/api/business/plt-order';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let smsId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  smsId = await testService(server, 'TST-SVC', [{ qty: 1000, priceFen: 3900 }]);
}, 60_000);
afterAll(() => server.stop());

const list = (headers: Record<string, string>, query: Record<string, unknown> = {}) => server.request.get(SERVICES).query({ page: 1, limit: 100, ...query }).set(headers);

async function buy(headers: Record<string, string>) {
  const made = await server.request.post(`${ORDER}/createOrder`).set(headers).send({ type: 1, cid: smsId, qty: 1000, amount: 39 });
  expect(made.status).toBe(200);
  const paid = await server.request.post(`${ORDER}/payOrder`).set(headers).send({ id: made.body.data.id, password: DEMO_PASSWORD });
  expect(paid.status).toBe(200);
}

test('a bought service is listed with its name, type, status 0 (in use), console flag and the item the renewal buys; apps are not', async () => {
  expect((await list(adminA, { serverName: '测试服务TST-SVC' })).body.data.total).toBe(0);
  await topUp(server, server.tenants.A, 10_000);
  await buy(adminA);
  const res = await list(adminA);
  expect(res.status).toBe(200);
  const rows = res.body.data.records as any[];
  const row = rows.find((r) => r.serverId === smsId);
  expect(row).toMatchObject({ serverName: '测试服务TST-SVC', serverType: 1, status: 0, hasConsole: 1 });
  expect(JSON.parse(row.purchaseData)).toMatchObject({ id: smsId, name: '测试服务TST-SVC', kind: 1 });
  expect(row.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // Only services (kind 1): the company's apps (应用管理) are not in this list.
  const kinds = await asTenant(server.tenants.A, async () => {
    const { AppSubscription, AppCatalog } = server.services.db.models;
    const subscribed = (await AppSubscription.findAll({ raw: true })) as any[];
    const catalogue = (await AppCatalog.findAll({ where: { id: subscribed.map((s) => s.appId) }, raw: true })) as any[];
    return { apps: catalogue.filter((c) => c.kind === 0).length, services: catalogue.filter((c) => c.kind === 1).length };
  });
  expect(kinds.apps).toBeGreaterThan(0);
  expect(res.body.data.total).toBe(kinds.services);
  expect(rows.every((r) => typeof r.serverName === 'string' && r.serverType !== undefined)).toBe(true);
});

test('filters: product name, service type, effective date range; a bad type is 400', async () => {
  expect((await list(adminA, { serverName: 'TST-SVC' })).body.data.records.map((r: any) => r.serverId)).toEqual([smsId]);
  expect((await list(adminA, { serverName: 'TST-SVC', serverType: 0 })).body.data.total).toBe(0);
  expect((await list(adminA, { serverName: 'TST-SVC', serverType: 1 })).body.data.total).toBe(1);
  expect((await list(adminA, { serverName: 'TST-SVC', startTime: '2020-01-01 00:00:00', endtTime: '2020-12-31 23:59:59' })).body.data.total).toBe(0);
  expect((await list(adminA, { serverName: 'TST-SVC', startTime: '2020-01-01 00:00:00', endtTime: '2099-12-31 23:59:59' })).body.data.total).toBe(1);
  const bad = await list(adminA, { serverType: 'abc' });
  expect(bad.status).toBe(400);
  expect(bad.body.msg).toBe('服务类型不正确');
});

test('a subscription past its end reads as expired (1)', async () => {
  await asTenant(server.tenants.A, () => server.services.db.models.AppSubscription.update({ endTime: new Date(Date.now() - 86_400_000) }, { where: { appId: smsId } }));
  const row = (await list(adminA, { serverName: 'TST-SVC' })).body.data.records[0];
  expect(row.status).toBe(1);
});

test('another company sees only its own services; a member without the grant gets 403', async () => {
  const b = (await list(adminB, { serverName: 'TST-SVC' })).body.data;
  expect(b.total).toBe(0);
  const member = await server.auth('13800000002', server.tenants.A);
  expect((await list(member)).status).toBe(403);
});

test('the platform payee account for bank transfers is shown to any member', async () => {
  const member = await server.auth('13800000002', server.tenants.A);
  const res = await server.request.get('/api/business/transaction-flow/payee').set(member);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ payeeName: expect.any(String), payeeBank: expect.any(String), payeeAccount: expect.stringMatching(/^[\d ]+$/), arrival: '1天内到账，最快2小时' });
  expect((await server.request.get('/api/business/transaction-flow/payee')).status).toBe(401);
});
