import { startTestServer, type TestServer } from '../support/test-server';
import { departId, userApi } from '../support/user-api';

/** `%`, `_` and `\` in a search match themselves, on SQLite and MySQL, through the one LIKE helper (server/db/like.ts). */
const NAMES = ['50%off', '50 off', '500ff', 'a_b', 'axb', 'back\\slash', 'backslash', 'bang!mark', 'bangxmark'];
const SEARCHES: [string, string[]][] = [
  ['50%', ['50%off']],
  ['%', ['50%off']],
  ['_', ['a_b']],
  ['a_b', ['a_b']],
  ['\\', ['back\\slash']],
  ['k\\s', ['back\\slash']],
  ['!', ['bang!mark']],
  ['g!m', ['bang!mark']],
  ['off', ['50%off', '50 off']],
];

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  headers = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const ours = (names: string[]) => names.filter((name) => NAMES.includes(name)).sort();

test('用户管理: the name filter matches the text literally', async () => {
  const api = userApi(server, headers);
  const depart = await departId(api, '销售部');
  for (const [i, name] of NAMES.entries()) {
    const mobile = `1365556${String(i).padStart(4, '0')}`;
    const res = await api.add({ addType: 0, username: mobile, name, password: 'Secret#1', rePassword: 'Secret#1', departId: depart });
    expect([name, res.body.code]).toEqual([name, 2000]);
  }
  for (const [text, expected] of SEARCHES) {
    const res = await api.page({ page: 1, limit: 100, name: text });
    expect([text, ours(res.body.data.records.map((u: any) => u.name))]).toEqual([text, [...expected].sort()]);
  }
});

test('a generic section (联系人示例): the search matches the text literally', async () => {
  for (const name of NAMES) {
    const res = await server.request.post('/api/examples/contact/create').set(headers).send({ name, mobile: '13912345678' });
    expect([name, res.body.code]).toEqual([name, 2000]);
  }
  for (const [text, expected] of SEARCHES) {
    const res = await server.request.get('/api/examples/contact/list').query({ page: 1, limit: 100, name: text }).set(headers);
    expect([text, ours(res.body.data.records.map((c: any) => c.name))]).toEqual([text, [...expected].sort()]);
  }
});
