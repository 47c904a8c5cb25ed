import Router from '@koa/router';
import { startTestServer, type TestServer } from '../support/test-server';
import { RouteTable, type DeclaredRoute } from '../../server/http/route-table';
import { menuLeaves } from '../../server/engine/area-menus';
import { platformRoutes } from '../../server/permissions/platform-domain';

/** The calls anyone may make without a token. Adding one here is a deliberate, reviewed decision. */
const PUBLIC = [
  'POST /api/auth/oauth/token',
  'DELETE /api/auth/oauth/token',
  // The web app's client credentials for the token call (a browser app is a public client).
  'GET /api/auth/oauth/client',
  'GET /api/admin/company/selectCompanyByUserName',
  'GET /api/admin/user/checkLogin',
  'POST /api/admin/company/registerCheckMobile',
  'POST /api/admin/company/sendRegisterSms',
  'POST /api/admin/company/register',
  'POST /api/admin/company/completeInfo',
  'POST /api/admin/company/sendForgetSms',
  'POST /api/admin/user/forgetPassword',
  'POST /api/admin/autologin/queryLoginInfo',
  // The local placeholder page an application opens (a page, not an API call).
  'GET /apps/:code',
  // The API documentation: the OpenAPI document and the Swagger UI page with its assets.
  'GET /api/openapi.json',
  'GET /api-docs',
  'GET /api-docs/:file',
  // The payment gateway's signed callback, and the sandbox gateway's page (authorised by its signed link).
  'POST /api/business/payOrder/notify',
  'GET /api/business/payOrder/sandboxOrder',
  'POST /settlement',
  // A company's own systems send SMS with an API key (X-Api-Key), not a session: the key names the company.
  'POST /api/sms/send',
  // Electronic waybills and logistics queries, the same way.
  'POST /api/logistics/waybill',
  'POST /api/logistics/query',
  // The help center, read by anyone (readBy: anyone, rate limited per address): search, a document, the tree, the videos.
  'GET /api/business/plt-help-center-title/searchKeywords',
  'GET /api/business/plt-help-center-title/selectPublicById',
  'GET /api/business/plt-help-center-title/selectAll',
  'GET /api/business/plt-help-center-video/selectList',
  'GET /api/business/plt-help-center-video/selectListAll',
  // The public site's images operators uploaded in 站点内容 (only while an edited row shows one).
  'GET /api/site/image/:name',
  // 教学视频's uploaded files, while a published video names one (with byte ranges).
  'GET /api/help/video/:name',
].sort();

let server: TestServer;
let declared: [string, DeclaredRoute][];
beforeAll(async () => {
  server = await startTestServer();
  declared = [...server.routes.routes.entries()];
}, 60_000);
afterAll(() => server.stop());

const withParams = (path: string) => path.replace(/:[A-Za-z]+/g, '1');
function call(route: DeclaredRoute, headers: Record<string, string> = {}) {
  return server.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](withParams(route.path)).set(headers);
}

describe('route declarations', () => {
  test('every layer of the running router is a declared route with an object and an action', () => {
    const router = (server.routes as unknown as { router: Router }).router;
    expect(router.stack.length).toBeGreaterThan(0);
    for (const layer of router.stack) {
      const methods = layer.methods.filter((m) => m !== 'HEAD');
      expect(methods).toHaveLength(1);
      const route = server.routes.routes.get(`${methods[0]} ${layer.path}`);
      expect([layer.path, Boolean(route?.object), Boolean(route?.action)]).toEqual([layer.path, true, true]);
    }
    expect(router.stack).toHaveLength(server.routes.routes.size);
  });

  test('every object is public, session, a section or a menu entry a role can be granted', () => {
    const known = new Set(['public', 'session', 'request', ...server.services.sections.map((s) => s.id), ...menuLeaves(server.services.areas.map((a) => a.menu)).map((m) => m.key)]);
    for (const [key, route] of declared) expect([key, known.has(route.object)]).toEqual([key, true]);
  });

  test('exactly the login, registration, recovery, help-center and site-image calls are public', () => {
    expect(declared.filter(([, r]) => r.object === 'public').map(([key]) => key).sort()).toEqual(PUBLIC);
  });

  test('the route table refuses a route without object or action, and one declared twice', () => {
    const table = new RouteTable(new Router(), () => async (_ctx, next) => next());
    const handler = async () => {};
    expect(() => table.add({ method: 'GET', path: '/api/x', object: '', action: 'read', handler })).toThrow(/object\/action/);
    expect(() => table.add({ method: 'GET', path: '/api/x', object: 'depart', action: '', handler })).toThrow(/object\/action/);
    table.add({ method: 'GET', path: '/api/x', object: 'depart', action: 'read', handler });
    expect(() => table.add({ method: 'GET', path: '/api/x', object: 'depart', action: 'read', handler })).toThrow(/twice/);
  });
});

describe('every declared route over HTTP', () => {
  test('each non-public route answers 401 without a token and with a made-up one', async () => {
    for (const [key, route] of declared.filter(([, r]) => r.object !== 'public')) {
      const none = await call(route);
      expect([key, none.status, none.body.msg]).toEqual([key, 401, '您还未登录，请先登录！']);
      const fake = await call(route, { Authorization: `Bearer ${'a'.repeat(128)}` });
      expect([key, fake.status]).toEqual([key, 401]);
      const cookie = await call(route, { Cookie: `Authorization=${encodeURIComponent(`Bearer ${'b'.repeat(128)}`)}` });
      expect([key, cookie.status]).toEqual([key, 401]);
    }
  });

  test('no route answers 500, with or without a token', async () => {
    const admin = await server.auth('13800000001', server.tenants.A);
    const member = await server.auth('13800000002', server.tenants.A);
    const operator = await server.operatorAuth();
    const isPlatform = platformRoutes(server.services.sections);
    for (const [key, route] of declared) {
      for (const headers of [{}, member, admin, operator]) {
        const res = await call(route, headers);
        expect([key, res.status < 500]).toEqual([key, true]);
        // Exports answer the xlsx file itself; everything else answers the envelope.
        const file = res.status === 200 && String(res.headers['content-type']).includes('spreadsheetml');
        // Pages outside /api (the apps' placeholder pages) answer HTML.
        const page = !route.path.startsWith('/api/') && String(res.headers['content-type']).includes('text/html');
        // A route that declares its own media type (the OpenAPI document) answers that instead.
        if (!file && !page && !route.contentType) expect(res.body).toHaveProperty('code');
      }
      if (route.object !== 'public') {
        // Each domain's own token is let through; the other domain's is refused (403).
        const [own, other] = isPlatform(route) ? [operator, admin] : [admin, operator];
        const res = await call(route, own);
        expect([key, [401, 403].includes(res.status)]).toEqual([key, false]);
        // A route whose objects come from the request may name none with a made-up id: 404 before any domain applies.
        const refused = route.object === 'request' ? [403, 404] : [403];
        expect([key, refused.includes((await call(route, other)).status)]).toEqual([key, true]);
      }
    }
  }, 120_000);

  test('an undeclared path under /api answers 404 in the envelope, not the web app', async () => {
    const res = await server.request.get('/api/admin/depart/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404 });
    const wrongMethod = await server.request.patch('/api/admin/depart/tree');
    expect(wrongMethod.status).toBeLessThan(500);
  });
});
