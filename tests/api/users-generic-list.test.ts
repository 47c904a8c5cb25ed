import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { createRole, departId, newUser, userApi } from '../support/user-api';

// 用户管理 on the generic engine (issue 6 §1, §4): `where` on the list, removed list and export, the `subtree`
// department filter, and cached reads dropped by writes to the models the rows show (model.readsFrom).

let server: TestServer;
let api: ReturnType<typeof userApi>;
beforeAll(async () => {
  // Cached reads live a minute here: a list that misses a change would stay stale for the whole file.
  server = await startTestServer({ env: { cacheSeconds: 60 } as any });
  api = userApi(server, await server.auth('13800000001', server.tenants.A));
}, 60_000);
afterAll(() => server.stop());

const names = (res: { body: any }) => res.body.data.records.map((r: any) => r.name);
const row = async (name: string, query: Record<string, unknown> = {}) => (await api.page({ limit: 100, ...query })).body.data.records.find((r: any) => r.name === name);
const addChild = async (name: string, parentId: number) =>
  (await server.request.post('/api/admin/depart/addList').set(api.headers).send([{ name, parentId }])).body.data[0].id as number;

/** The message of an answer; the export's is read as bytes (userApi parses it as a file). */
const msgOf = (res: { body: any }) => (Buffer.isBuffer(res.body) ? JSON.parse(res.body.toString()).msg : res.body.msg);

async function sheetNames(buffer: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as any);
  const names: string[] = [];
  workbook.worksheets[0].eachRow((r, i) => i > 1 && names.push(String((r.values as any[])[1])));
  return names;
}

describe('where: fixed conditions of the list, the removed list and the export', () => {
  let removedIds: number[] = [];
  beforeAll(async () => {
    const sales = await departId(api, '销售部');
    for (const [mobile, name] of [['13700000301', '甲一'], ['13700000302', '乙二'], ['13700000303', '丙三']]) {
      expect((await api.add(newUser(mobile, name, sales))).body.code).toBe(2000);
    }
    const all = await api.all();
    removedIds = ['甲一', '乙二', '丙三'].map((name) => all.find((u) => u.name === name).id);
    for (const id of removedIds) expect((await api.remove(id)).body.code).toBe(2000);
  });

  test('selectPage lists status 0 only, newest first; selectDelUser lists status 1 only', async () => {
    const current = await api.page({ limit: 100 });
    expect(names(current)).toEqual(['王强', '李娜', '张伟']);
    expect(current.body.data.records.every((r: any) => r.status === 0)).toBe(true);
    const removed = await api.removed({ limit: 100 });
    expect(removed.body.data.total).toBe(3);
    expect(removed.body.data.records.every((r: any) => r.status === 1 && typeof r.removedAt === 'string')).toBe(true);
    expect((await sheetNames((await api.exportList()).body)).sort()).toEqual(['张伟', '李娜', '王强'].sort());
  });

  test('the removed list is ordered by removedAt DESC, then id DESC', async () => {
    const [first, second, third] = removedIds;
    // Removed long ago, the newest member last; the two others at the same instant: the newer one first.
    await asTenant(server.tenants.A, async () => {
      const { Membership } = server.services.db.models;
      await Membership.update({ removedAt: new Date('2020-01-01T00:00:00Z') }, { where: { id: third } });
      await Membership.update({ removedAt: new Date('2024-05-05T00:00:00Z') }, { where: { id: [first, second] } });
    });
    expect(names(await api.removed())).toEqual(['乙二', '甲一', '丙三']);
    expect(names(await api.removed({ page: 2, limit: 2 }))).toEqual(['丙三']);
    expect(names(await api.removed({ name: '甲' }))).toEqual(['甲一']);
  });

  test('a removed member is back in the list and out of the removed list once restored', async () => {
    expect((await api.recover(removedIds[0])).body.code).toBe(2000);
    expect(names(await api.page())).toEqual(['甲一', '王强', '李娜', '张伟']);
    expect(names(await api.removed())).toEqual(['乙二', '丙三']);
  });
});

describe('subtree: departId is the department and every live department under it', () => {
  test('a department added under 研发部 and a member moved into it are found from 研发部 at once (same query, cached)', async () => {
    const rd = await departId(api, '研发部');
    expect(names(await api.page({ departId: rd }))).toEqual(['王强']);
    const deep = await addChild('测试组', await departId(api, '后端组'));
    const li = await row('李娜');
    expect((await api.setDepart({ userIds: li.id, departId: deep })).body.code).toBe(2000);
    expect(names(await api.page({ departId: rd }))).toEqual(['王强', '李娜']);
    expect(names(await api.page({ departId: deep }))).toEqual(['李娜']);
    expect((await sheetNames((await api.exportList({ departId: rd })).body)).sort()).toEqual(['李娜', '王强'].sort());
  });

  test('an unknown or deleted department lists nothing; another company’s department lists nothing', async () => {
    expect((await api.page({ departId: 999999 })).body.data).toEqual({ records: [], total: 0 });
    const gone = await addChild('将删除', await departId(api, '财务部'));
    expect((await api.page({ departId: gone })).body.data.total).toBe(0);
    expect((await server.request.delete(`/api/admin/depart/delDepart/${gone}`).set(api.headers)).body.code).toBe(2000);
    expect((await api.page({ departId: gone })).body.data).toEqual({ records: [], total: 0 });
    const adminB = userApi(server, await server.auth('13900000001', server.tenants.B));
    expect((await api.page({ departId: await departId(adminB, '生产部') })).body.data).toEqual({ records: [], total: 0 });
  });

  test('a value that is no department id is 400 部门参数不正确, on the list, the removed list and the export', async () => {
    for (const departId of ['abc', '0', '-3', '1.5', '1e400']) {
      for (const res of [await api.page({ departId }), await api.removed({ departId }), await api.exportList({ departId })]) {
        expect([departId, res.status, msgOf(res)]).toEqual([departId, 400, '部门参数不正确']);
      }
    }
    const twice = await server.request.get('/api/admin/user/selectPage?departId=1&departId=2').set(api.headers);
    expect([twice.status, twice.body.msg]).toEqual([400, '部门参数不正确']);
  });

  test('name keeps its message for a bad value; blank means no filter', async () => {
    const res = await api.page({ name: 'x'.repeat(51) });
    expect([res.status, res.body.msg]).toEqual([400, '用户名格式不正确']);
    const twice = await server.request.get('/api/admin/user/selectPage?name=a&name=b').set(api.headers);
    expect([twice.status, twice.body.msg]).toEqual([400, '用户名格式不正确']);
    expect((await api.page({ name: ' ' })).body.data.total).toBe((await api.page()).body.data.total);
  });
});

describe('cached reads follow the models the list shows (model.readsFrom)', () => {
  test('a role given through POST /api/admin/group/setUsers shows on the next identical list', async () => {
    const query = { page: 1, limit: 100, name: '王' };
    const before = (await api.page(query)).body.data.records[0];
    expect(before.groupNames).toBe('业务员');
    const roleId = await createRole(server, server.tenants.A, '质检员', ['depart']);
    const res = await server.request.post('/api/admin/group/setUsers').set(api.headers).send({ groupId: roleId, userIds: [before.id] });
    expect(res.body.code).toBe(2000);
    const after = (await api.page(query)).body.data.records[0];
    expect(after.groupList).toEqual(expect.arrayContaining([roleId]));
    expect(after.groupNames.split(',').sort()).toEqual(['业务员', '质检员'].sort());
    // Taken back again (an instance destroy of the Casbin rule).
    expect((await server.request.post('/api/admin/group/setUsers').set(api.headers).send({ groupId: roleId, userIds: [] })).body.code).toBe(2000);
    expect((await api.page(query)).body.data.records[0].groupNames).toBe('业务员');
  });

  test('a renamed role shows at once in a list not read before (role names are kept per company until a Role write)', async () => {
    const first = (await api.page({ page: 1, limit: 100, name: '强' })).body.data.records[0];
    const [roleName] = first.groupNames.split(',');
    await asTenant(server.tenants.A, () => server.services.db.models.Role.update({ name: '巡检员' }, { where: { name: roleName } }));
    const next = (await api.page({ page: 1, limit: 50, name: '强' })).body.data.records[0];
    expect(next.groupNames.split(',')).toContain('巡检员');
    await asTenant(server.tenants.A, () => server.services.db.models.Role.update({ name: roleName }, { where: { name: '巡检员' } }));
  });

  test('a renamed role and a renamed department show on the next identical list', async () => {
    const query = { page: 1, limit: 100, name: '王' };
    expect((await api.page(query)).body.data.records[0]).toMatchObject({ groupNames: '业务员', departName: '前端组' });
    await asTenant(server.tenants.A, () => server.services.db.models.Role.update({ name: '销售代表' }, { where: { name: '业务员' } }));
    expect((await api.page(query)).body.data.records[0].groupNames).toBe('销售代表');
    const front = await departId(api, '前端组');
    expect((await server.request.put(`/api/admin/depart/updateDepart/${front}`).set(api.headers).send({ name: '前端二组' })).body.code).toBe(2000);
    expect((await api.page(query)).body.data.records[0].departName).toBe('前端二组');
  });
});

describe('the grant’s row scope merges into the generic list', () => {
  test('a role limited to 本部门及以下数据 lists the members of the member’s department and below only', async () => {
    const roleId = await createRole(server, server.tenants.A, '部门人事', []);
    await server.services.policies.setRoleGrants(server.tenants.A, roleId, [{ object: 'user', action: '*', scope: 'departTree' }]);
    const rd = await departId(api, '研发部');
    const wang = await row('王强');
    expect((await api.update({ id: wang.id, name: '王强', departId: rd, groupList: [roleId] })).body.code).toBe(2000);
    const own = userApi(server, await server.auth('13800000003', server.tenants.A));
    // 李娜 was moved into 测试组 under 后端组 under 研发部 above; 甲一 and 张伟 are elsewhere.
    expect(names(await own.page({ limit: 100 }))).toEqual(['王强', '李娜']);
    expect(names(await api.page({ limit: 100 }))).toEqual(['甲一', '王强', '李娜', '张伟']);
  });
});
