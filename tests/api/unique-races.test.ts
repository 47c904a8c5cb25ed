import { QueryTypes } from 'sequelize';
import { startTestServer, type TestServer } from '../support/test-server';

// Uniqueness rules are checked by count-then-insert in the hooks; a unique index behind each decides a race (on
// MySQL 20 parallel requests all pass the check). The loser answers 409 with the rule's own message and writes nothing.
const PARALLEL = 20;

let server: TestServer;
let admin: Record<string, string>;
let rootId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  rootId = (await server.request.get('/api/admin/depart/tree').set(admin)).body.data[0].id;
}, 60_000);
afterAll(() => server.stop());

const count = async (sql: string, replacements: unknown[]) =>
  Number((await server.services.db.sequelize.query<{ n: number }>(sql, { type: QueryTypes.SELECT, replacements }))[0].n);
const liveDeparts = (name: string) => count('SELECT count(*) AS n FROM plt_depart WHERE delTime IS NULL AND name = ? AND tenantId = ?', [name, server.tenants.A]);

/** Fires the same request PARALLEL times at once; expects one 200 and the rest 409 with `message`. */
async function race(send: () => Promise<{ status: number; body: any }>, message: string) {
  const replies = await Promise.all(Array.from({ length: PARALLEL }, send));
  const statuses = replies.map((r) => r.status).sort();
  expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
  for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body).toMatchObject({ code: 409, msg: message });
}

test('20 parallel addList of one name under one parent leave one department; the others answer 409 with the rule message', async () => {
  await race(() => server.request.post('/api/admin/depart/addList').set(admin).send([{ name: '并发同名部门', parentId: rootId }]), '同级部门中已存在“并发同名部门”');
  expect(await liveDeparts('并发同名部门')).toBe(1);
});

test('a request that loses the race writes nothing: its other, new departments roll back with it', async () => {
  const replies = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      server.request.post('/api/admin/depart/addList').set(admin).send([{ name: `并发独有部门${i}`, parentId: rootId }, { name: '并发争抢部门', parentId: rootId }]),
    ),
  );
  const won = replies.map((r, i) => [r.status, i] as const).filter(([status]) => status === 200);
  expect(won).toHaveLength(1);
  expect(replies.filter((r) => r.status === 409).every((r) => r.body.msg === '同级部门中已存在“并发争抢部门”')).toBe(true);
  expect(await liveDeparts('并发争抢部门')).toBe(1);
  const own = await count("SELECT count(*) AS n FROM plt_depart WHERE name LIKE '并发独有部门%' AND tenantId = ?", [server.tenants.A]);
  expect(own).toBe(1);
});

test('the same name under another parent and a deleted department’s name are free; restoring it into a taken name is refused', async () => {
  const add = (name: string, parentId: number) => server.request.post('/api/admin/depart/addList').set(admin).send([{ name, parentId }]);
  const parent = (await add('复用上级', rootId)).body.data[0].id;
  expect((await add('并发同名部门', parent)).status).toBe(200);
  const first = (await add('可复用部门', parent)).body.data[0].id;
  expect((await server.request.delete(`/api/admin/depart/delDepart/${first}`).set(admin)).status).toBe(200);
  // Reused twice over: the constraint counts only live rows.
  const second = (await add('可复用部门', parent)).body.data[0].id;
  expect((await server.request.delete(`/api/admin/depart/delDepart/${second}`).set(admin)).status).toBe(200);
  expect((await add('可复用部门', parent)).status).toBe(200);
  const restore = await server.request.put(`/api/admin/depart/recover/${first}`).set(admin);
  expect(restore.body).toMatchObject({ code: 409, msg: '同级部门中已存在“可复用部门”' });
  expect(await count('SELECT count(*) AS n FROM plt_depart WHERE name = ? AND parentId = ?', ['可复用部门', parent])).toBe(3);
});

test('20 parallel addGroup of one name leave one role; the others answer 409 with the rule message', async () => {
  await race(() => server.request.post('/api/admin/group/addGroup').set(admin).send({ name: '并发同名角色', description: '并发' }), '角色名称“并发同名角色”已存在');
  expect(await count('SELECT count(*) AS n FROM sys_role WHERE name = ? AND tenantId = ?', ['并发同名角色', server.tenants.A])).toBe(1);
  // Another company keeps its own names.
  const adminB = await server.auth('13800000001', server.tenants.B).catch(() => undefined);
  if (adminB) expect((await server.request.post('/api/admin/group/addGroup').set(adminB).send({ name: '并发同名角色' })).status).toBe(200);
});

test('20 parallel creates of one notice category and of one schedule type leave one each', async () => {
  await race(() => server.request.post('/api/business/plt-notice/create').set(admin).send({ noticeType: '并发同名分类', type: '通知' }), '分类名字“并发同名分类”已存在');
  expect(await count('SELECT count(*) AS n FROM plt_notice WHERE noticeType = ? AND tenantId = ?', ['并发同名分类', server.tenants.A])).toBe(1);
  await race(() => server.request.post('/api/business/plt-schedule-type/create').set(admin).send({ typeName: '并发同名类型' }), '类型名称“并发同名类型”已存在');
  expect(await count('SELECT count(*) AS n FROM plt_schedule_type WHERE typeName = ? AND tenantId = ?', ['并发同名类型', server.tenants.A])).toBe(1);
});

test('parallel replacements of one role’s grants and holders each answer 200 and leave one whole set, never a mix', async () => {
  const post = (route: string, body: unknown) => server.request.post(`/api/admin/group/${route}`).set(admin).send(body as object);
  const roleId = (await post('addGroup', { name: '并发授权角色' })).body.data.id;
  const sets = [['depart:read'], ['user:read', 'order:read'], ['depart:read', 'user:read', 'order:read']];
  const grants = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post('insertGroupMenu', { groupId: roleId, menuList: sets[i % sets.length] })));
  expect(grants.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
  const saved = (await server.request.get('/api/admin/group/list').query({ size: 100 }).set(admin)).body.data.records.find((row: any) => row.id === roleId).menuList;
  expect(sets.map((set) => [...set].sort().join())).toContain([...saved].sort().join());

  const members: any[] = (await server.request.get('/api/admin/userApp/selectAllUser').set(admin)).body.data.records;
  const holders = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post('setUsers', { groupId: roleId, userIds: [members[i % members.length].id] })));
  expect(holders.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
  expect((await server.request.get(`/api/admin/group/users/${roleId}`).set(admin)).body.data).toHaveLength(1);
});

test('parallel grant changes of different roles all answer 200 and each moves the company’s policy version once', async () => {
  const post = (route: string, body: unknown) => server.request.post(`/api/admin/group/${route}`).set(admin).send(body as object);
  const roleIds: number[] = [];
  for (let i = 0; i < 10; i++) roleIds.push((await post('addGroup', { name: `并发版本角色${i}` })).body.data.id);
  const version = async () => Number((await count('SELECT version AS n FROM sys_policy_version WHERE tenantId = ?', [server.tenants.A])));
  const before = await version();
  const replies = await Promise.all(roleIds.map((groupId) => post('insertGroupMenu', { groupId, menuList: ['depart:read'] })));
  expect(replies.map((r) => r.status)).toEqual(Array(roleIds.length).fill(200));
  expect(await version()).toBe(before + roleIds.length);
});
