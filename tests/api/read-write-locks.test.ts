import { QueryTypes } from 'sequelize';
import { startTestServer, type TestServer } from '../support/test-server';
import { userApi } from '../support/user-api';

// Rules that read and then write lock what they read: a department's delete (it counts the children and the members)
// and a new child (it reads the parent) or a member moved in (it reads the department) meet on the department's row,
// so a deleted department never keeps a live child or a member.
let server: TestServer;
let admin: Record<string, string>;
let rootId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  rootId = (await server.request.get('/api/admin/depart/tree').set(admin)).body.data[0].id;
}, 60_000);
afterAll(() => server.stop());

const addList = (name: string, parentId: number) => server.request.post('/api/admin/depart/addList').set(admin).send([{ name, parentId }]);

test('a department deleted while children are added under it keeps none: each child is refused or the delete is', async () => {
  for (let round = 0; round < 8; round++) {
    const parentId = (await addList(`锁定上级${round}`, rootId)).body.data[0].id;
    const [removal, ...adds] = await Promise.all([
      server.request.delete(`/api/admin/depart/delDepart/${parentId}`).set(admin),
      ...Array.from({ length: 5 }, (_, i) => addList(`锁定下级${round}-${i}`, parentId)),
    ]);
    expect([removal, ...adds].map((r) => r.status).every((status) => [200, 400, 409].includes(status))).toBe(true);
    const [{ live }] = await server.services.db.sequelize.query<{ live: number }>(
      'SELECT count(*) AS live FROM plt_depart WHERE parentId = ? AND delTime IS NULL',
      { type: QueryTypes.SELECT, replacements: [parentId] },
    );
    if (removal.status === 200) {
      expect(Number(live)).toBe(0);
      expect(adds.every((r) => r.status === 200 ? false : r.body.msg === '上级部门不存在')).toBe(true);
    } else {
      expect(removal.body.msg).toBe('该部门下存在子部门，请先删除子部门');
      expect(Number(live)).toBe(adds.filter((r) => r.status === 200).length);
    }
  }
});

const liveCount = async (sql: string, id: number) =>
  Number((await server.services.db.sequelize.query<{ n: number }>(sql, { type: QueryTypes.SELECT, replacements: [id] }))[0].n);

test('a department deleted while members are moved into it keeps none: each move is refused or the delete is', async () => {
  const users = (await userApi(server, admin).all()) as any[];
  const movers = users.filter((user) => user.name === '李娜' || user.name === '王强').map((user) => user.id);
  expect(movers).toHaveLength(2);
  const setDepart = (departId: number, userIds: number[]) => server.request.post('/api/admin/user/setDepart').set(admin).send({ departId, userIds });
  for (let round = 0; round < 8; round++) {
    const departId = (await addList(`锁定成员${round}`, rootId)).body.data[0].id;
    const [removal, ...moves] = await Promise.all([
      server.request.delete(`/api/admin/depart/delDepart/${departId}`).set(admin),
      ...movers.map((id) => setDepart(departId, [id])),
    ]);
    expect([removal, ...moves].map((r) => r.status).every((status) => [200, 400, 409].includes(status))).toBe(true);
    const members = await liveCount('SELECT count(*) AS n FROM sys_membership WHERE departId = ? AND status = 0', departId);
    if (removal.status === 200) {
      expect(members).toBe(0);
      expect(moves.every((r) => r.status === 400 && r.body.msg === '所属部门不存在')).toBe(true);
    } else {
      expect(removal.body.msg).toBe('该部门下存在用户，请先调整用户部门');
      expect(members).toBe(moves.filter((r) => r.status === 200).length);
    }
    // Back to the root department for the next round.
    expect((await setDepart(rootId, movers)).status).toBe(200);
  }
});
