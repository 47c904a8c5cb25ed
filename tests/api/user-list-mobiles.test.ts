import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

/** The user list keeps the company's known account mobiles between pages; a changed mobile shows on the next read. */
let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ env: { cacheSeconds: 60 } as any });
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const mobilesListed = async (search: Record<string, string>) =>
  (await server.request.get('/api/admin/user/selectPage').query({ page: 1, limit: 10, ...search }).set(admin)).body.data.records.map((r: any) => r.mobilePhone);

test('a mobile bound through personal settings shows in the user list at once, though the list had read it before', async () => {
  const member = await server.auth('13800000002', server.tenants.A);
  const name = (await server.request.get('/api/admin/user/front/info').set(member)).body.data.name;
  expect(await mobilesListed({ name })).toEqual(['13800000002']);
  // Another search reads the same member again: its mobile now comes from what the list already knew.
  expect(await mobilesListed({ name: name.slice(0, 1) })).toContain('13800000002');
  const bound = await server.request.post('/api/admin/user/bindingMobile').set(member).send({ mobilePhone: '13712340002', password: DEMO_PASSWORD });
  expect([bound.status, bound.body.msg]).toEqual([200, '绑定成功!']);
  expect(await mobilesListed({ name })).toEqual(['13712340002']);
  expect(await mobilesListed({ name: name.slice(0, 1) })).not.toContain('13800000002');
});
