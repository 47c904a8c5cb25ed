import type { Test } from 'supertest';
import { startTestServer, type TestServer } from '../support/test-server';

/** Values of the wrong size, type or alphabet, as a careless or hostile client might send them. */
const ODD: unknown[] = [
  '', ' ', 'x'.repeat(5000), '１３８００００００００', '😀🚀', '\u0000', '\u202e', "' OR 1=1 --", '%_\\', '<script>alert(1)</script>',
  '../../etc/passwd', '__proto__', 'null', 'NaN', '1e309', '-0', '9'.repeat(40), ['a', 'b'], [], [1, 2], 123, -1, 0, 1.5, 1e308,
  -1e308, null, true, false, { a: 1 }, { $gt: '' }, { toString: 'x' }, [[[[[]]]]],
];
const ODD_IDS = ['abc', '-1', '0', '1.5', '1e3', '9'.repeat(40), '%00', '%E0%A4%A', '%F0%9F%98%80', '%20', 'NaN', 'Infinity', '0x10', '1;DROP', '..%2F..'];
const QUERY_ODD = ODD.filter((v) => typeof v !== 'object' || Array.isArray(v));

let server: TestServer;
let admin: Record<string, string>;
let rootId: number;
const failures: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  rootId = (await server.request.get('/api/admin/depart/departList').set(admin)).body.data.find((d: any) => d.parentId === -1).id;
}, 60_000);
afterAll(() => server.stop());

async function expectNo500(label: string, request: Test) {
  const res = await request;
  if (res.status >= 500) failures.push(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
}
const short = (value: unknown) => JSON.stringify(value)?.slice(0, 40);
const asQueryValue = (value: unknown) => (value === null ? '' : Array.isArray(value) ? value.map(String) : String(value));
const req = (method: string, path: string) => server.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);

describe('odd input never makes the server fail', () => {
  afterEach(() => {
    const found = failures.splice(0);
    expect(found).toEqual([]);
  });

  test('query parameters of the public calls', async () => {
    const calls: [string, string, Record<string, string>][] = [
      ['POST', '/api/admin/company/registerCheckMobile', { mobile: '' }],
      ['POST', '/api/admin/company/sendRegisterSms', { mobile: '' }],
      ['POST', '/api/admin/company/sendForgetSms', { mobile: '' }],
      ['GET', '/api/admin/company/selectCompanyByUserName', { userName: '' }],
      ['GET', '/api/admin/user/checkLogin', { username: '13800000001', tenantId: '1' }],
      ['POST', '/api/admin/user/forgetPassword', { phone: '13800000001', phoneCode: '123456', password: 'Secret#1', surePassword: 'Secret#1' }],
      ['POST', '/api/admin/autologin/queryLoginInfo', { uuid: '' }],
      ['DELETE', '/api/auth/oauth/token', { access_token: '' }],
    ];
    for (const [method, path, base] of calls) {
      for (const key of Object.keys(base)) {
        for (const value of QUERY_ODD) {
          await expectNo500(`${method} ${path} ${key}=${short(value)}`, req(method, path).query({ ...base, [key]: asQueryValue(value) }));
        }
      }
      // Repeated keys and keys that look like objects.
      const repeated = Object.keys(base).map((key) => `${key}=1&${key}=2&${key}[a]=3`).join('&');
      await expectNo500(`${method} ${path}?${repeated}`, req(method, `${path}?${repeated}`));
      await expectNo500(`${method} ${path} malformed escape`, req(method, `${path}?${Object.keys(base)[0]}=%E0%A4%A`));
    }
  });

  test('JSON bodies of register and completeInfo, field by field', async () => {
    const register = { mobile: '13655551234', phoneCode: '123456', companyName: '健壮性公司', products: '云ERP', userName: '13655551234', password: 'Secret#1' };
    const profile = { profileToken: 'x'.repeat(128), realName: '张三', industry: '其他', companyName: '健壮性公司', mobile: '13655551234', regionCodes: ['110000'], address: 'a', qq: '1', wechat: 'w', email: 'a@b.cn' };
    for (const [path, base] of [['/api/admin/company/register', register], ['/api/admin/company/completeInfo', profile]] as const) {
      for (const key of Object.keys(base)) {
        for (const value of ODD) await expectNo500(`${path} ${key}=${short(value)}`, server.request.post(path).send({ ...base, [key]: value }));
      }
      for (const body of ODD) await expectNo500(`${path} body ${short(body)}`, server.request.post(path).send(JSON.stringify(body)).type('json'));
    }
  });

  test('form fields of the token call', async () => {
    const base = { username: '13800000001', password: 'Demo@2026', tenantId: String(server.tenants.A), grant_type: 'password' };
    for (const key of Object.keys(base)) {
      for (const value of QUERY_ODD) {
        const body = new URLSearchParams({ ...base });
        body.delete(key);
        for (const part of [asQueryValue(value)].flat()) body.append(key, part);
        await expectNo500(`token ${key}=${short(value)}`, server.request.post('/api/auth/oauth/token').auth('console', 'console').type('form').send(body.toString()));
      }
    }
  });

  test('department calls: bodies, query parameters and path ids', async () => {
    for (const value of ODD) {
      await expectNo500(`addList name=${short(value)}`, server.request.post('/api/admin/depart/addList').set(admin).send([{ name: value, parentId: rootId }]));
      await expectNo500(`addList parentId=${short(value)}`, server.request.post('/api/admin/depart/addList').set(admin).send([{ name: `健壮${short(value)}`.slice(0, 40), parentId: value }]));
      await expectNo500(`addList body ${short(value)}`, server.request.post('/api/admin/depart/addList').set(admin).type('json').send(JSON.stringify(value)));
      await expectNo500(`update name=${short(value)}`, server.request.put(`/api/admin/depart/updateDepart/${rootId + 1}`).set(admin).send({ name: value }));
      await expectNo500(`update parentId=${short(value)}`, server.request.put(`/api/admin/depart/updateDepart/${rootId + 1}`).set(admin).send({ parentId: value }));
      await expectNo500(`update body ${short(value)}`, server.request.put(`/api/admin/depart/updateDepart/${rootId + 1}`).set(admin).type('json').send(JSON.stringify(value)));
    }
    for (const value of QUERY_ODD) {
      for (const [path, key] of [['tree', 'name'], ['deletedTree', 'name'], ['departList', 'page'], ['departList', 'limit'], ['departList', 'sort'], ['selectDepartCount', 'x']]) {
        await expectNo500(`${path} ${key}=${short(value)}`, server.request.get(`/api/admin/depart/${path}`).query({ [key]: asQueryValue(value) }).set(admin));
      }
    }
    for (const id of ODD_IDS) {
      await expectNo500(`select/${id}`, server.request.get(`/api/admin/depart/select/${id}`).set(admin));
      await expectNo500(`updateDepart/${id}`, server.request.put(`/api/admin/depart/updateDepart/${id}`).set(admin).send({ name: '路径' }));
      await expectNo500(`delDepart/${id}`, server.request.delete(`/api/admin/depart/delDepart/${id}`).set(admin));
      await expectNo500(`recover/${id}`, server.request.put(`/api/admin/depart/recover/${id}`).set(admin));
      await expectNo500(`schemas/${id}`, server.request.get(`/api/schemas/${id}`).set(admin));
    }
    const tree = await server.request.get('/api/admin/depart/tree').set(admin);
    expect(tree.status).toBe(200);
    expect(tree.body.data[0].id).toBe(rootId);
  });

  test('broken, oversized, deeply nested and mistyped bodies', async () => {
    const add = () => server.request.post('/api/admin/depart/addList').set(admin);
    const bodies: [string, string, string][] = [
      ['broken JSON', 'application/json', '[{"name": "x"'],
      ['JSON string', 'application/json', '"abc"'],
      ['JSON number', 'application/json', '42'],
      ['JSON null', 'application/json', 'null'],
      ['deep nesting', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['deep objects', 'application/json', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`],
      ['proto keys', 'application/json', '[{"__proto__": {"name": "x"}, "constructor": {"prototype": {}}, "name": "原型", "parentId": 1}]'],
      ['oversized JSON', 'application/json', JSON.stringify([{ name: 'x'.repeat(2_000_000), parentId: 1 }])],
      ['plain text', 'text/plain', 'name=x'],
      ['form instead of JSON', 'application/x-www-form-urlencoded', 'name=x&parentId=1'],
      ['xml', 'application/xml', '<a>1</a>'],
      ['wrong charset', 'application/json; charset=latin9', '[]'],
    ];
    for (const [label, type, body] of bodies) {
      await expectNo500(`addList ${label}`, add().set('Content-Type', type).send(body));
      await expectNo500(`register ${label}`, server.request.post('/api/admin/company/register').set('Content-Type', type).send(body));
    }
  });

  test('odd Authorization headers and cookies are 401, not 500', async () => {
    const headers: Record<string, string>[] = [
      { Authorization: 'Bearer' },
      { Authorization: 'Bearer ' },
      { Authorization: `Bearer ${'\u00e9'.repeat(120)}` },
      { Authorization: 'Basic !!!' },
      { Authorization: `Bearer ${'x'.repeat(8000)}` },
      { Cookie: 'Authorization=%E0%A4%A' },
      { Cookie: `Authorization=Bearer%20${'%'.repeat(120)}` },
      { Cookie: 'Authorization=' },
      { Cookie: 'Authorization="Bearer x"' },
    ];
    for (const set of headers) {
      const res = await server.request.get('/api/admin/user/front/info').set(set);
      if (res.status !== 401) failures.push(`${JSON.stringify(set).slice(0, 60)} → ${res.status}`);
    }
    const basic = await server.request.post('/api/auth/oauth/token').set('Authorization', 'Basic %%%').type('form').send('username=1');
    expect(basic.status).toBe(401);
  });
});
