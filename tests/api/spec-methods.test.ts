import { startTestServer, type TestServer } from '../support/test-server';
import { SPEC_ROUTES, SPEC_ROUTES_NOT_SERVED } from '../support/spec-routes';

/**
 * Issue 26, "The spec's methods": every call the spec names answers with the spec's method (where it names one) or
 * the API's earlier one, and GET /api/openapi.json lists each method. The list is tests/support/spec-routes.ts.
 */
let server: TestServer;
let admin: Record<string, string>;
let openapi: any;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  openapi = (await server.request.get('/api/openapi.json')).body;
}, 60_000);
afterAll(() => server.stop());

/** No row has this id: a call reaches its handler and changes nothing. */
const NO_ROW = '99999999';
const split = (route: string) => {
  const [method, path] = route.split(' ');
  return { method: method.toLowerCase() as 'get' | 'post' | 'put' | 'delete', path };
};
const call = (route: string, headers: Record<string, string>) => {
  const { method, path } = split(route);
  return server.request[method](path.replace(/:[A-Za-z]+/g, NO_ROW)).set(headers);
};
/** The router's own answers for a path or a method it does not serve (server/middleware/errors.ts). */
const unrouted = (res: { status: number; body: any }) => res.status === 405 || (res.status === 404 && res.body?.msg === '请求的接口不存在');

describe('the spec table', () => {
  test('names each call once', () => {
    const all = [...SPEC_ROUTES, ...SPEC_ROUTES_NOT_SERVED].map((line) => line.route);
    expect(all.filter((route, i) => all.indexOf(route) !== i)).toEqual([]);
  });
});

describe('every call the spec names', () => {
  // The logout revokes the token it is sent with: its own login, last.
  const routes = SPEC_ROUTES.filter((line) => line.route !== 'DELETE /api/auth/oauth/token');

  test.each(routes.map((line) => [line.route, line.from]))('%s (%s) is routed', async (route) => {
    const res = await call(route, admin);
    expect([route, res.status, unrouted(res) ? res.body?.msg : 'routed']).toEqual([route, res.status, 'routed']);
  });

  test('DELETE /api/auth/oauth/token is routed', async () => {
    const res = await call('DELETE /api/auth/oauth/token', await server.auth('13800000002', server.tenants.A));
    expect(unrouted(res)).toBe(false);
  });

  test('each is in the route table and in GET /api/openapi.json under its method', () => {
    const missing = SPEC_ROUTES.map((line) => line.route).filter((route) => {
      const { method, path } = split(route);
      return !server.routes.routes.has(route) || !openapi.paths[path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method];
    });
    expect(missing).toEqual([]);
  });
});

describe('calls the spec names that are not served yet', () => {
  test.each(SPEC_ROUTES_NOT_SERVED.map((line) => [line.route, line.reason]))('%s: %s', async (route) => {
    const res = await call(route, admin);
    expect([route, res.status, res.body?.msg]).toEqual([route, 404, '请求的接口不存在']);
  });
});

describe('one operation under two methods (alsoMethods)', () => {
  test("the spec's POST updateUser and the web client's PUT update the same member", async () => {
    const list = await server.request.get('/api/admin/user/selectPage').query({ name: '李娜' }).set(admin);
    const li = list.body.data.records[0];
    const byPost = await server.request.post('/api/admin/user/updateUser').set(admin).send({ id: li.id, name: '李娜', departId: li.departId, position: '经由 POST' });
    expect([byPost.status, byPost.body.msg]).toEqual([200, '修改成功!']);
    const byPut = await server.request.put('/api/admin/user/updateUser').set(admin).send({ id: li.id, name: '李娜', departId: li.departId, position: '经由 PUT' });
    expect([byPut.status, byPut.body.msg]).toEqual([200, '修改成功!']);
    const after = await server.request.get('/api/admin/user/selectPage').query({ name: '李娜' }).set(admin);
    expect(after.body.data.records[0].position).toBe('经由 PUT');
  });

  test('POST setDepart moves members as PUT does, and both are documented with one permission', async () => {
    const list = await server.request.get('/api/admin/user/selectPage').query({ name: '李娜' }).set(admin);
    const li = list.body.data.records[0];
    const departs = (await server.request.get('/api/admin/depart/departList').set(admin)).body.data;
    const target = departs.find((d: any) => d.id !== li.departId);
    const res = await server.request.post('/api/admin/user/setDepart').query({ userIds: String(li.id), departId: String(target.id) }).set(admin);
    expect([res.status, res.body.code]).toEqual([200, 2000]);
    const after = await server.request.get('/api/admin/user/selectPage').query({ name: '李娜' }).set(admin);
    expect(after.body.data.records[0].departId).toBe(target.id);
    const post = openapi.paths['/api/admin/user/setDepart'].post;
    const put = openapi.paths['/api/admin/user/setDepart'].put;
    expect(post['x-permission']).toEqual(put['x-permission']);
    expect(post.summary).toBe(put.summary);
    // A declared listed update: the rows and the department in the query, or else in an optional JSON body; no row answered.
    expect(put.parameters.map((p: any) => [p.name, p.in])).toEqual([['userIds', 'query'], ['departId', 'query']]);
    expect(put.requestBody.required).toBe(false);
    expect(Object.keys(put.requestBody.content['application/json'].schema.properties)).toEqual(['userIds', 'departId']);
    expect(put.responses['404']).toBeDefined();
    // The operation log names the move.
    const log = (await server.request.get('/api/business/plt-gate-log/list').query({ selectType: 2 }).set(admin)).body.data.records[0];
    expect([log.menu, log.opt]).toEqual(['用户管理', '设置部门']);
  });

  test('日历 (findMonthOrWeek) is one calendar read under GET and POST: the day and view documented, days with their occurrences answered', async () => {
    const byGet = await server.request.get('/api/business/plt-schedule-main/findMonthOrWeek').query({ selectType: 1, date: '2027-03-10' }).set(admin);
    const byPost = await server.request.post('/api/business/plt-schedule-main/findMonthOrWeek').send({ selectType: 1, date: '2027-03-10' }).set(admin);
    expect(byGet.body.data.map((day: any) => day.date)).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14']);
    expect(byPost.body.data).toEqual(byGet.body.data);
    const get = openapi.paths['/api/business/plt-schedule-main/findMonthOrWeek'].get;
    expect(get['x-permission']).toEqual(openapi.paths['/api/business/plt-schedule-main/findMonthOrWeek'].post['x-permission']);
    expect(get.parameters.map((p: any) => [p.name, p.in])).toEqual([['date', 'query'], ['selectType', 'query']]);
    const day = get.responses['200'].content['application/json'].schema.properties.data.items;
    expect(Object.keys(day.properties)).toEqual(['date', 'scheduleList']);
    const today = openapi.paths['/api/business/plt-schedule/findAll'].get;
    expect(today.parameters.map((p: any) => p.name)).toEqual(['date']);
    expect(today.responses['200'].content['application/json'].schema.properties.data.type).toBe('array');
  });
});
