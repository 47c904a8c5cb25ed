import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A section of every member (`access: members`, 通知公告's userNotice): its operations are session routes (no grant),
 * its page schema is every member's with every operation, operators get 403, and it is no menu entry or grant item.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const OPERATIONS = {
  list: { method: 'GET', url: '/api/business/plt-user-notice/list' },
  create: { method: 'POST', url: '/api/business/plt-user-notice/create' },
  delete: { method: 'DELETE', url: '/api/business/plt-user-notice/delete', idIn: 'query' },
};
/** The person pickers' member list: a projection (`answers`), which the page schema leaves out (the picker names its url). */
const USER_PAGE = { method: 'GET', url: '/api/business/plt-user-notice/userPage' };

test('a member without any grant reads the page schema with every operation; each is a session route', async () => {
  // 王强: a plain member of A (no role grants 通知公告 anything: there is nothing to grant).
  const res = await server.request.get('/api/schemas/userNotice').set(await server.auth('13800000003', server.tenants.A));
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ id: 'userNotice', title: '通知公告', operations: OPERATIONS });
  expect(res.body.data.fields.voList).toMatchObject({ title: '可见范围', widget: 'personPicker', requiredMessage: '请选择可见范围' });
  expect(res.body.data.fields.text).toMatchObject({ format: 'html', widget: 'richText', requiredMessage: '请输入正文' });
  expect(res.body.data.operations.userPage).toBeUndefined();
  for (const op of [...Object.values(OPERATIONS), USER_PAGE]) expect([op.url, server.routes.routes.get(`${op.method} ${op.url}`)?.object]).toEqual([op.url, 'session']);
});

test('operators get 403 for the page schema; the section is no menu entry and no grant item', async () => {
  const res = await server.request.get('/api/schemas/userNotice').set(await server.operatorAuth());
  expect(res.status).toBe(403);
  const admin = await server.auth('13800000001', server.tenants.A);
  const menus = JSON.stringify((await server.request.get('/api/admin/user/front/menus').set(admin)).body.data);
  expect(menus).not.toContain('userNotice');
  const grants = JSON.stringify((await server.request.get('/api/admin/group/menuList').set(admin)).body.data);
  expect(grants).not.toContain('userNotice');
});
