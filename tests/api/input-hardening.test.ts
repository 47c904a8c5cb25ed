import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../support/test-server';
import { departId, userApi } from '../support/user-api';

/** Malformed input from the attack on the build: encodings, paging, NUL in paths, ids of the wrong type. */
let server: TestServer;
let admin: Record<string, string>;
let operator: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  operator = await server.operatorAuth();
}, 60_000);
afterAll(() => server.stop());

const CHINESE = /[\u4e00-\u9fa5]/;
const routesOf = (...methods: string[]) =>
  [...server.routes.routes.values()].filter((route) => methods.includes(route.method)).map((route) => ({ method: route.method, path: route.path }));
/** A concrete path: every `:param` given `value`. */
const fill = (path: string, value = '1') => path.replace(/:[A-Za-z]+/g, value);
const call = (method: string, path: string) => server.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
const headersFor = (path: string) => (path.startsWith('/api/platform/') ? operator : admin);

describe('Content-Encoding that does not match the body', () => {
  const encodings = ['gzip', 'deflate', 'br', 'x-unknown', 'gzip, br'];

  test('every POST and PUT route, with and without a token: a 4xx with a Chinese message, never 500', async () => {
    const failures: string[] = [];
    for (const { method, path } of routesOf('POST', 'PUT')) {
      for (const encoding of encodings) {
        for (const [type, body] of [['application/json', '{"name":"x"}'], ['application/x-www-form-urlencoded', 'name=x']]) {
          for (const headers of [{}, headersFor(path)]) {
            const res = await call(method, fill(path)).set(headers).set('Content-Type', type).set('Content-Encoding', encoding).send(body);
            if (res.status < 400 || res.status >= 500 || !CHINESE.test(res.body?.msg ?? '')) failures.push(`${method} ${path} ${encoding} ${type} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('a body that really is compressed is read', async () => {
    const form = new URLSearchParams({ username: '13800000001', password: 'Demo@2026', tenantId: String(server.tenants.A), grant_type: 'password' }).toString();
    for (const [encoding, zip] of [['gzip', zlib.gzipSync], ['deflate', zlib.deflateSync], ['br', zlib.brotliCompressSync]] as const) {
      // fetch: supertest re-encodes a Buffer body of a form type.
      const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': encoding, Authorization: `Basic ${Buffer.from('console:console').toString('base64')}` },
        body: new Uint8Array(zip(Buffer.from(form))),
      });
      expect([encoding, res.status, (await res.json()).msg]).toEqual([encoding, 200, '登录成功']);
    }
  });

  test('the messages say what went wrong', async () => {
    const plain = await server.request.post('/api/admin/company/register').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"a":1}');
    expect([plain.status, plain.body.msg]).toEqual([400, '请求内容无法解压，请检查Content-Encoding']);
    const unknown = await server.request.post('/api/admin/company/register').set('Content-Type', 'application/json').set('Content-Encoding', 'x-unknown').send('{"a":1}');
    expect([unknown.status, unknown.body.msg]).toEqual([415, '不支持的请求内容编码']);
    const broken = await server.request.post('/api/admin/company/register').set('Content-Type', 'application/json').send('{"broken');
    expect([broken.status, broken.body.msg]).toEqual([400, '请求格式不正确']);
  });
});

describe('paging', () => {
  /** The GET routes that answer a page ({records, total}), found by asking each one. */
  async function pagedLists(): Promise<string[]> {
    const lists: string[] = [];
    for (const { path } of routesOf('GET')) {
      const res = await server.request.get(fill(path)).query({ page: 1, limit: 10 }).set(headersFor(path));
      if (res.body?.data && typeof res.body.data === 'object' && 'records' in res.body.data && 'total' in res.body.data) lists.push(fill(path));
    }
    return lists;
  }

  test('every paged list refuses a page or limit out of range with 400, and still serves the largest page size', async () => {
    const lists = await pagedLists();
    expect(lists.length).toBeGreaterThanOrEqual(8);
    const refused = [
      { page: '99999999999999999999' },
      { page: '9007199254740993' },
      { page: '9007199254740991' },
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: '1e3' },
      { page: '0x10' },
      { page: ' 2 ' },
      { limit: '1001' },
      { limit: '0' },
      { limit: '99999999999999999999' },
      { page: ['1', '2'] },
    ];
    const failures: string[] = [];
    for (const path of lists) {
      for (const query of refused) {
        const res = await server.request.get(path).query(query).set(headersFor(path));
        if (res.status !== 400 || res.body.msg !== '分页参数不正确') failures.push(`${path} ${JSON.stringify(query)} → ${res.status} ${res.body.msg}`);
      }
      const largest = await server.request.get(path).query({ page: 900719925474, limit: 1000 }).set(headersFor(path));
      if (largest.status !== 200 || !Array.isArray(largest.body.data.records)) failures.push(`${path} page 900719925474 of 1000 → ${largest.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('NUL bytes in path parameters', () => {
  test('GET /apps/%00 is 400', async () => {
    const res = await server.request.get('/apps/%00');
    expect([res.status, res.body.msg]).toEqual([400, '请求内容包含非法字符']);
  });

  test('every route with a path parameter refuses %00 in it with 400', async () => {
    const failures: string[] = [];
    for (const { method, path } of routesOf('GET', 'POST', 'PUT', 'DELETE').filter((route) => route.path.includes('/:'))) {
      for (const value of ['%00', 'a%00b', '1%00']) {
        const res = await call(method, fill(path, value)).set(headersFor(path));
        if (res.status !== 400) failures.push(`${method} ${fill(path, value)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('ids are positive integers in decimal digits', () => {
  const WRONG = [true, [7], '0x1', '7e0', ' 7 ', '1.0', '+7', -7, 0, 1.5, '', null, { id: 7 }];
  const WRONG_TEXT = ['true', '0x1', '7e0', ' 7 ', '%207%20', '1.0', '+7', '-7', '0', '1.5', 'Infinity', '9007199254740993'];

  test('in a JSON body: update with idIn body', async () => {
    const api = userApi(server, admin);
    const member = (await api.all()).find((u: any) => u.mobilePhone === '13800000002');
    const valid = { id: member.id, name: member.name, departId: await departId(api, '销售部') };
    expect((await api.update(valid)).body.code).toBe(2000);
    for (const id of WRONG) {
      const res = await api.update({ ...valid, id });
      expect([JSON.stringify(id), res.status]).toEqual([JSON.stringify(id), 400]);
    }
  });

  test('in the path, in the query and in filters', async () => {
    const failures: string[] = [];
    const api = userApi(server, admin);
    const sales = await departId(api, '销售部');
    const expect400 = async (label: string, request: PromiseLike<{ status: number; body: any }>) => {
      const res = await request;
      if (res.status !== 400 || !CHINESE.test(res.body?.msg ?? '')) failures.push(`${label} → ${res.status} ${res.body?.msg}`);
    };
    for (const text of WRONG_TEXT) {
      const encoded = encodeURIComponent(text);
      await expect400(`deleteUser/${text}`, server.request.delete(`/api/admin/user/deleteUser/${encoded}`).set(admin));
      await expect400(`depart/select/${text}`, server.request.get(`/api/admin/depart/select/${encoded}`).set(admin));
      await expect400(`contact/select/${text}`, server.request.get(`/api/examples/contact/select/${encoded}`).set(admin));
      await expect400(`plt-notice/delete?id=${text}`, server.request.delete('/api/business/plt-notice/delete').query({ id: text }).set(admin));
      await expect400(`selectPage departId=${text}`, server.request.get('/api/admin/user/selectPage').query({ departId: text }).set(admin));
      await expect400(`setDepart departId=${text}`, server.request.put('/api/admin/user/setDepart').query({ departId: text, userIds: '1' }).set(admin));
      await expect400(`checkLogin tenantId=${text}`, server.request.get('/api/admin/user/checkLogin').query({ username: '13800000001', tenantId: text }));
      await expect400(
        `token tenantId=${text}`,
        server.request.post('/api/auth/oauth/token').auth('console', 'console').type('form').send({ username: '13800000001', password: 'Demo@2026', tenantId: text, grant_type: 'password' }),
      );
    }
    for (const departValue of WRONG) {
      await expect400(`addUser departId=${JSON.stringify(departValue)}`, api.add({ addType: 0, username: '13655559999', name: '类型测试', password: 'Secret#1', rePassword: 'Secret#1', departId: departValue }));
      await expect400(`setDepart body departId=${JSON.stringify(departValue)}`, server.request.put('/api/admin/user/setDepart').set(admin).send({ departId: departValue, userIds: [1] }));
    }
    await expect400('addUser departId "7e0"', api.add({ addType: 0, username: '13655559999', name: '类型测试', password: 'Secret#1', rePassword: 'Secret#1', departId: `${sales}e0` }));
    expect(failures).toEqual([]);
  });
});

describe('bodies that are not UTF-8', () => {
  const NOT_UTF8 = '请求内容不是有效的 UTF-8 编码';
  const OTHER_CHARSET = '仅支持 UTF-8 编码的请求内容';
  /** `"\xff\xfe"`: bytes that no UTF-8 text has, which a lenient decoder turns into U+FFFD. */
  const BAD = Buffer.from([0xff, 0xfe]);
  const bytes = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  // fetch sends the bytes as they are (supertest re-encodes a Buffer body of a form type).
  const sendRaw = async (method: string, path: string, type: string, body: Buffer, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { method, headers: { ...headers, 'Content-Type': type }, body: new Uint8Array(body) });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  };
  const departNames = async () => (await server.request.get('/api/admin/depart/departList').set(admin)).body.data?.map?.((d: any) => d.name) ?? [];

  test('every POST and PUT route refuses invalid UTF-8 in a JSON, form or text body with 400 and the message', async () => {
    const failures: string[] = [];
    const bodies: [string, Buffer][] = [
      ['application/json', bytes('{"name":"', BAD, '"}')],
      ['application/x-www-form-urlencoded', bytes('name=', BAD)],
      ['text/plain', bytes('name ', BAD)],
    ];
    for (const { method, path } of routesOf('POST', 'PUT')) {
      for (const [type, body] of bodies) {
        const res = await sendRaw(method, fill(path), type, body, headersFor(path));
        if (res.status !== 400 || res.body.msg !== NOT_UTF8) failures.push(`${method} ${path} ${type} → ${res.status} ${res.body.msg}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('raw \\xff\\xfe in a department name (addList) is 400 and adds nothing', async () => {
    const before = await departNames();
    const sales = (await server.request.get('/api/admin/depart/departList').set(admin)).body.data[0].id;
    const res = await sendRaw('POST', '/api/admin/depart/addList', 'application/json', bytes(`[{"parentId":${sales},"name":"坏`, BAD, '部"}]'), admin);
    expect([res.status, res.body.msg]).toEqual([400, NOT_UTF8]);
    expect(await departNames()).toEqual(before);
  });

  test('a gzip body is checked once inflated', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/admin/user/setPersonalInfo`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: new Uint8Array(zlib.gzipSync(bytes('{"name":"', BAD, '"}'))),
    });
    expect([res.status, (await res.json()).msg]).toEqual([400, NOT_UTF8]);
  });

  test('a declared charset other than UTF-8 is 400 and changes nothing (setPersonalInfo as iso-8859-1)', async () => {
    const profile = async () => (await server.request.get('/api/admin/user/front/info').set(admin)).body.data;
    const before = await profile();
    const latin1 = Buffer.from(JSON.stringify({ id: before.id, name: 'Zoë Ä' }), 'latin1');
    for (const type of ['application/json; charset=iso-8859-1', 'application/json;charset="GBK"', 'application/json; charset=utf-16']) {
      const res = await sendRaw('POST', '/api/admin/user/setPersonalInfo', type, latin1, admin);
      expect([type, res.status, res.body.msg]).toEqual([type, 400, OTHER_CHARSET]);
    }
    const form = await sendRaw('POST', '/api/auth/oauth/token', 'application/x-www-form-urlencoded; charset=gbk', Buffer.from('username=13800000001'));
    expect([form.status, form.body.msg]).toEqual([400, OTHER_CHARSET]);
    const text = await sendRaw('POST', '/api/admin/user/setPersonalInfo', 'text/plain; charset=windows-1252', Buffer.from('x'), admin);
    expect([text.status, text.body.msg]).toEqual([400, OTHER_CHARSET]);
    expect((await profile()).name).toBe(before.name);
  });

  test('UTF-8 in any spelling of the charset, with or without a BOM, is read', async () => {
    const { id, name } = (await server.request.get('/api/admin/user/front/info').set(admin)).body.data;
    const cases: [string, Buffer][] = [
      ['application/json', Buffer.from(JSON.stringify({ id, name: '张伟甲' }))],
      ['application/json; charset=UTF-8', Buffer.from(JSON.stringify({ id, name: '张伟乙' }))],
      ['application/json;charset="utf-8"', Buffer.from(JSON.stringify({ id, name: '张伟丙' }))],
      ['application/json; charset=utf8', bytes(Buffer.from([0xef, 0xbb, 0xbf]), JSON.stringify({ id, name: '张伟丁' }))],
    ];
    for (const [type, body] of cases) {
      const res = await sendRaw('POST', '/api/admin/user/setPersonalInfo', type, body, admin);
      expect([type, res.status, res.body.data?.name]).toEqual([type, 200, JSON.parse(body.toString('utf8').replace(/^\uFEFF/, '')).name]);
    }
    expect((await server.request.post('/api/admin/user/setPersonalInfo').set(admin).send({ id, name })).status).toBe(200);
  });
});
