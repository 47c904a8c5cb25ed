import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Row scopes and field whitelists are parameters of a grant: the guard reads them with the grant and the generic
 * actions merge them into their queries (list, get, update, delete, export, count), with no permission code in
 * handlers. A role's 数据范围 (dataScope) travels on each of its grants.
 */

const GROUP = '/api/admin/group';
const NOTICE = '/api/business/plt-notice';

let server: TestServer;
let admin: Record<string, string>;
let li: Record<string, string>;
let wang: Record<string, string>;
let roleId: number;
const ids: Record<string, number> = {};

const post = (path: string, body: unknown, headers = admin) => server.request.post(`${GROUP}/${path}`).set(headers).send(body as object);
const createNotice = async (noticeType: string, headers: Record<string, string>) => {
  const res = await server.request.post(`${NOTICE}/create`).set(headers).send({ noticeType, type: '通知' });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const listed = async (headers: Record<string, string>) =>
  ((await server.request.get(`${NOTICE}/list`).query({ limit: 100 }).set(headers)).body.data.records as any[]).map((r) => r.noticeType).sort();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  li = await server.auth('13800000002', server.tenants.A);
  wang = await server.auth('13800000003', server.tenants.A);
  roleId = (await post('addGroup', { name: '分类维护员', description: '只管自己建的分类', dataScope: 'own' })).body.data.id;
  expect((await post('insertGroupMenu', { groupId: roleId, menuList: ['noticeSetting'] })).body.code).toBe(2000);
  const members = (await server.request.get('/api/admin/userApp/selectAllUser').query({ limit: 100 }).set(admin)).body.data.records as any[];
  const memberIds = members.filter((m) => ['李娜', '王强'].includes(m.name)).map((m) => m.id);
  expect((await post('setUsers', { groupId: roleId, userIds: memberIds })).body.code).toBe(2000);
  ids.li = await createNotice('李娜的分类', li);
  ids.wang = await createNotice('王强的分类', wang);
  ids.admin = await createNotice('管理员的分类', admin);
}, 60_000);
afterAll(() => server.stop());

describe('the own-rows scope (本人数据)', () => {
  test('the role list shows the data scope with its value', async () => {
    const role = ((await server.request.get(`${GROUP}/list`).query({ limit: 100 }).set(admin)).body.data.records as any[]).find((r) => r.id === roleId);
    expect(role.dataScope).toBe('own');
  });

  test('list, get and count reach only the rows the member created', async () => {
    expect(await listed(li)).toEqual(['李娜的分类']);
    expect(await listed(wang)).toEqual(['王强的分类']);
    expect(await listed(admin)).toEqual(expect.arrayContaining(['李娜的分类', '王强的分类', '管理员的分类']));
    expect((await server.request.get(`${NOTICE}/select/${ids.li}`).set(li)).status).toBe(200);
    expect((await server.request.get(`${NOTICE}/select/${ids.wang}`).set(li)).status).toBe(404);
  });

  test('update and delete of another member’s row answer 404 and change nothing; a mixed bulk delete deletes nothing', async () => {
    const update = await server.request.post(`${NOTICE}/update`).set(li).send({ id: ids.admin, noticeType: '改名' });
    expect(update.status).toBe(404);
    expect((await server.request.delete(`${NOTICE}/delete`).query({ id: ids.wang }).set(li)).status).toBe(404);
    expect((await server.request.delete(`${NOTICE}/delete`).query({ id: `${ids.li},${ids.wang}` }).set(li)).status).toBe(404);
    expect(await listed(admin)).toEqual(expect.arrayContaining(['李娜的分类', '王强的分类', '管理员的分类']));
    const own = await server.request.post(`${NOTICE}/update`).set(li).send({ id: ids.li, noticeType: '李娜改名' });
    expect(own.status).toBe(200);
    expect(await listed(li)).toEqual(['李娜改名']);
  });

  test('changing the role to 全部数据 opens every row at once', async () => {
    expect((await post('updateGroup', { id: roleId, name: '分类维护员', dataScope: 'all' })).body.code).toBe(2000);
    expect(await listed(li)).toEqual(expect.arrayContaining(['李娜改名', '王强的分类', '管理员的分类']));
    expect((await post('updateGroup', { id: roleId, name: '分类维护员', dataScope: 'own' })).body.code).toBe(2000);
    expect(await listed(li)).toEqual(['李娜改名']);
  });

  test('a data scope that is not one of the four is refused', async () => {
    const res = await post('updateGroup', { id: roleId, name: '分类维护员', dataScope: 'everything' });
    expect([res.status, res.body.msg]).toEqual([400, '请选择数据范围']);
  });
});

describe('the department scopes', () => {
  test('本部门数据 reaches the rows created by members of the member’s department', async () => {
    // 王强 is in 前端组, 李娜 in 销售部: each still sees only their own department's rows.
    expect((await post('updateGroup', { id: roleId, name: '分类维护员', dataScope: 'depart' })).body.code).toBe(2000);
    expect(await listed(wang)).toEqual(['王强的分类']);
    expect(await listed(li)).toEqual(['李娜改名']);
  });
});

describe('field whitelists', () => {
  test('a grant limited to some fields answers only those (and the id), and writes only those', async () => {
    const tenantId = server.tenants.A;
    await server.services.policies.setRoleGrants(tenantId, roleId, [
      { object: 'noticeSetting', action: '*', scope: 'own', fields: ['noticeType', 'type'] },
    ]);
    const rows = (await server.request.get(`${NOTICE}/list`).set(li)).body.data.records as any[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'noticeType', 'type']);
    const res = await server.request.post(`${NOTICE}/update`).set(li).send({ id: ids.li, noticeType: '只改名', status: 0 });
    expect(res.status).toBe(200);
    const full = (await server.request.get(`${NOTICE}/select/${ids.li}`).set(admin)).body.data;
    expect([full.noticeType, full.status]).toEqual(['只改名', 1]);
  });

  test('changing the role’s data scope keeps each grant’s field whitelist', async () => {
    await server.services.policies.setRoleGrants(server.tenants.A, roleId, [
      { object: 'noticeSetting', action: '*', scope: 'own', fields: ['noticeType', 'type'] },
    ]);
    expect((await post('updateGroup', { id: roleId, name: '分类维护员', dataScope: 'all' })).body.code).toBe(2000);
    const rows = (await server.request.get(`${NOTICE}/list`).set(li)).body.data.records as any[];
    // Every row now (全部数据), still only the whitelisted fields.
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'noticeType', 'type']);
    expect((await post('updateGroup', { id: roleId, name: '分类维护员', dataScope: 'own' })).body.code).toBe(2000);
  });
});
