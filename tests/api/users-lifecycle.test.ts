import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';
import { createRole, departId, newUser, setSeats, userApi, WIRE_DATE } from '../support/user-api';

let server: TestServer;
let api: ReturnType<typeof userApi>;
beforeAll(async () => {
  server = await startTestServer();
  api = userApi(server, await server.auth('13800000001', server.tenants.A));
}, 60_000);
afterAll(() => server.stop());

const byName = async (name: string) => (await api.all()).find((u) => u.name === name);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('deleteUser and recover', () => {
  test('removing a member moves them to the removed tab and ends their session in this company at once', async () => {
    const token = await server.login('13800000003', server.tenants.A);
    const tokenB = await server.login('13800000003', server.tenants.B);
    expect((await server.request.get('/api/admin/user/front/info').set(bearer(token))).status).toBe(200);
    const wang = await byName('王强');
    const res = await api.remove(wang.id);
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });

    expect((await server.request.get('/api/admin/user/front/info').set(bearer(token))).status).toBe(401);
    await expect(server.login('13800000003', server.tenants.A)).rejects.toThrow(/400/);
    // Their membership of the other company is untouched.
    expect((await server.request.get('/api/admin/user/front/info').set(bearer(tokenB))).status).toBe(200);

    expect((await api.all()).map((u) => u.name)).not.toContain('王强');
    const removed = await api.removed();
    expect(removed.body.data.total).toBe(1);
    const [row] = removed.body.data.records;
    expect(row).toMatchObject({ id: wang.id, name: '王强', mobilePhone: '13800000003', departName: '前端组', removedBy: '张伟', status: 1 });
    expect(row.crtTime).toMatch(WIRE_DATE);
    expect(row.removedAt).toMatch(WIRE_DATE);
    expect((await api.count()).body.data).toMatchObject({ count: 2, delCount: 1 });
    expect((await api.removed({ name: '王' })).body.data.total).toBe(1);
    expect((await api.removed({ name: '李' })).body.data.total).toBe(0);
    const [log] = await asTenant(server.tenants.A, () =>
      server.services.db.models.GateLog.findAll({ where: { selectType: 2 }, order: [['id', 'DESC']], limit: 1, raw: true }),
    );
    expect(log).toMatchObject({ menu: '用户管理', opt: '移出企业', crtName: '张伟' });
  });

  test('removing twice, removing yourself or the company main account is refused', async () => {
    const wang = (await api.removed()).body.data.records[0];
    expect([(await api.remove(wang.id)).status, (await api.remove(wang.id)).body.msg]).toEqual([409, '该用户已被移出企业']);
    const zhang = await byName('张伟');
    expect([(await api.remove(zhang.id)).status, (await api.remove(zhang.id)).body.msg]).toEqual([409, '不能将自己移出企业']);
    // Another administrator cannot remove the main account either.
    const sales = await departId(api, '销售部');
    await api.add(newUser('13700000020', '副管理员', sales, { isCompanyAdmin: 1 }));
    const deputy = userApi(server, bearer(await server.login('13700000020', server.tenants.A, 'Passw0rd!')));
    const main = await deputy.remove(zhang.id);
    expect([main.status, main.body.msg]).toEqual([409, '不能将企业主账号移出企业']);
    expect((await api.remove(999999)).status).toBe(404);
    expect((await api.remove('abc')).status).toBe(400);
  });

  test('recover brings the member back, without roles; restoring a current member is refused', async () => {
    const wang = (await api.removed()).body.data.records[0];
    const res = await api.recover(wang.id);
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    const back = await byName('王强');
    expect(back).toMatchObject({ id: wang.id, departName: '前端组', groupList: [], status: 0 });
    expect(back).not.toHaveProperty('removedAt');
    await expect(server.login('13800000003', server.tenants.A)).resolves.toBeTruthy();
    expect([(await api.recover(wang.id)).status, (await api.recover(wang.id)).body.msg]).toEqual([409, '该用户未被移出企业']);
    expect((await api.recover(999999)).status).toBe(404);
  });

  test('a removed administrator loses the administrator grant; restored into the root when the department was deleted', async () => {
    const deputy = await byName('副管理员');
    const sales = await departId(api, '销售部');
    const temp = (await server.request.post('/api/admin/depart/addList').set(api.headers).send([{ name: '临时部', parentId: sales }])).body.data[0];
    expect((await api.setDepart({ userIds: deputy.id, departId: temp.id })).body.code).toBe(2000);
    expect((await api.remove(deputy.id)).body.code).toBe(2000);
    expect((await server.request.delete(`/api/admin/depart/delDepart/${temp.id}`).set(api.headers)).body.code).toBe(2000);
    expect((await api.removed()).body.data.records[0]).toMatchObject({ name: '副管理员', departName: '临时部' });
    expect((await api.recover(deputy.id)).body.code).toBe(2000);
    const back = await byName('副管理员');
    expect(back).toMatchObject({ isCompanyAdmin: 0, departName: '演示科技有限公司' });
    const token = await server.login('13700000020', server.tenants.A, 'Passw0rd!');
    expect((await server.request.get('/api/admin/user/selectPage').set(bearer(token))).status).toBe(403);
  });
});

describe('seat limit (sys_company.authorizationNumber)', () => {
  test('adding up to the limit works, one more is refused; remaining never goes below 0', async () => {
    const used = (await api.count()).body.data.count;
    await setSeats(server, server.tenants.A, used + 1);
    const sales = await departId(api, '销售部');
    expect((await api.add(newUser('13700000030', '最后一席', sales))).body.code).toBe(2000);
    expect((await api.count()).body.data).toMatchObject({ count: used + 1, authorizationNumber: used + 1, remaining: 0 });
    const full = await api.add(newUser('13700000031', '超额', sales));
    expect([full.status, full.body.msg]).toEqual([409, `授权用户数已满（已用 ${used + 1}/授权 ${used + 1}），请购买更多授权后再添加`]);
    const link = await api.add({ addType: 1, username: '13900000001', name: '赵敏', departId: sales });
    expect(link.status).toBe(409);
    expect(await asSystem(() => server.services.db.models.Account.count({ where: { mobile: '13700000031' } }))).toBe(0);
    await setSeats(server, server.tenants.A, 2);
    expect((await api.count()).body.data.remaining).toBe(0);
  });

  test('restoring past the limit is refused; after a removal the seat is free again', async () => {
    const used = (await api.count()).body.data.count;
    await setSeats(server, server.tenants.A, used);
    const last = await byName('最后一席');
    expect((await api.remove(last.id)).body.code).toBe(2000);
    const sales = await departId(api, '销售部');
    expect((await api.add(newUser('13700000032', '占位', sales))).body.code).toBe(2000);
    const refused = await api.recover(last.id);
    expect([refused.status, refused.body.msg]).toEqual([409, `授权用户数已满（已用 ${used}/授权 ${used}），请购买更多授权后再恢复`]);
    expect((await api.removed()).body.data.records.map((u: any) => u.name)).toContain('最后一席');
    await setSeats(server, server.tenants.A, used + 1);
    expect((await api.recover(last.id)).body.code).toBe(2000);
    await setSeats(server, server.tenants.A, 20);
  });
});

describe('updateUser', () => {
  test('changes name, number, position, department and roles; the cloud account and password stay', async () => {
    const li = await byName('李娜');
    const finance = await departId(api, '财务部');
    const roleId = await createRole(server, server.tenants.A, '部门管理员', ['depart']);
    const res = await api.update({ id: li.id, name: '李娜娜', no: 'B02', position: '财务经理', departId: finance, groupList: [roleId], username: '13999999999', password: 'hacked!!' });
    expect(res.body).toMatchObject({ code: 2000, msg: '修改成功!' });
    expect(res.body.data).toMatchObject({ id: li.id, name: '李娜娜', no: 'B02', position: '财务经理', departName: '财务部', groupList: [roleId], groupNames: '部门管理员', username: '13800000002', updUserName: '张伟' });
    // The new role takes effect for the member's existing session.
    const token = await server.login('13800000002', server.tenants.A);
    expect((await server.request.get('/api/admin/depart/tree').set(bearer(token))).status).toBe(200);
    // groupList absent keeps the roles; an empty list clears them.
    const same = await api.update({ id: li.id, name: '李娜', departId: finance });
    expect(same.body.data.groupList).toEqual([roleId]);
    expect((await api.update({ id: li.id, name: '李娜', departId: finance, groupList: [] })).body.data.groupList).toEqual([]);
    expect((await server.request.get('/api/admin/depart/tree').set(bearer(token))).status).toBe(403);
  });

  test('validation: id, name, department; unknown 404; removed 409', async () => {
    const li = await byName('李娜');
    const sales = await departId(api, '销售部');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '李娜', departId: sales }, 400, '参数id不能为空'],
      [{ id: li.id, name: '', departId: sales }, 400, '请输入用户名!'],
      [{ id: li.id, name: '李娜' }, 400, '请选择所属部门'],
      [{ id: li.id, name: '李娜', departId: 999999 }, 400, '所属部门不存在'],
      [{ id: li.id, name: '李娜', departId: sales, groupList: [999999] }, 400, '角色不存在或已被删除'],
      [{ id: 999999, name: '李娜', departId: sales }, 404, '用户不存在'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await api.update(body);
      expect([JSON.stringify(body), res.status, res.body.msg]).toEqual([JSON.stringify(body), status, msg]);
    }
    const zhou = await byName('占位');
    await api.remove(zhou.id);
    expect((await api.update({ id: zhou.id, name: '占位', departId: sales })).status).toBe(409);
  });

  test('the administrator flag: granted and taken back; never from yourself or from the main account', async () => {
    const li = await byName('李娜');
    const sales = await departId(api, '销售部');
    expect((await api.update({ id: li.id, name: '李娜', departId: sales, isCompanyAdmin: 1 })).body.data.isCompanyAdmin).toBe(1);
    const liAdmin = userApi(server, bearer(await server.login('13800000002', server.tenants.A)));
    const zhang = await byName('张伟');
    const root = await departId(api, '演示科技有限公司');
    const main = await liAdmin.update({ id: zhang.id, name: '张伟', departId: root, isCompanyAdmin: 0 });
    expect([main.status, main.body.msg]).toEqual([409, '企业主账号的管理员权限不能移除']);
    const self = await api.update({ id: zhang.id, name: '张伟', departId: root, isCompanyAdmin: 0 });
    expect([self.status, self.body.msg]).toEqual([409, '不能取消自己的系统管理员身份']);
    expect((await api.update({ id: li.id, name: '李娜', departId: sales, isCompanyAdmin: 0 })).body.data.isCompanyAdmin).toBe(0);
    expect((await liAdmin.page()).status).toBe(403);
  });
});

describe('setDepart', () => {
  test('one user or several at once', async () => {
    const [li, wang] = [await byName('李娜'), await byName('王强')];
    const backend = await departId(api, '后端组');
    const res = await api.setDepart({ userIds: li.id, departId: backend });
    expect(res.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect((await byName('李娜')).departName).toBe('后端组');
    expect((await api.setDepart({ userIds: `${li.id},${wang.id}`, departId: await departId(api, '财务部') })).body.code).toBe(2000);
    expect([(await byName('李娜')).departName, (await byName('王强')).departName]).toEqual(['财务部', '财务部']);
    // Repeated query keys, each a comma list.
    const repeated = await server.request.put(`/api/admin/user/setDepart?userIds=${li.id}&userIds=${wang.id},${li.id}&departId=${backend}`).set(api.headers);
    expect(repeated.body.code).toBe(2000);
    expect([(await byName('李娜')).departName, (await byName('王强')).departName]).toEqual(['后端组', '后端组']);
    // The same call with a JSON body.
    const body = await server.request.put('/api/admin/user/setDepart').set(api.headers).send({ userIds: [li.id], departId: backend });
    expect(body.body.code).toBe(2000);
    expect((await byName('李娜')).departName).toBe('后端组');
  });

  test('without a department, without users, or into a department that is not a live one of this company', async () => {
    const li = await byName('李娜');
    const noDepart = await api.setDepart({ userIds: li.id });
    expect([noDepart.status, noDepart.body.msg]).toEqual([400, '请设置部门!']);
    const noUsers = await api.setDepart({ departId: await departId(api, '销售部') });
    expect([noUsers.status, noUsers.body.msg]).toEqual([400, '请选择用户！']);
    expect((await api.setDepart({ userIds: '', departId: await departId(api, '销售部') })).body.msg).toBe('请选择用户！');
    const unknown = await api.setDepart({ userIds: li.id, departId: 999999 });
    expect([unknown.status, unknown.body.msg]).toEqual([400, '所属部门不存在']);
    const sales = await departId(api, '销售部');
    const gone = (await server.request.post('/api/admin/depart/addList').set(api.headers).send([{ name: '将删部', parentId: sales }])).body.data[0];
    await server.request.delete(`/api/admin/depart/delDepart/${gone.id}`).set(api.headers);
    expect((await api.setDepart({ userIds: li.id, departId: gone.id })).body.msg).toBe('所属部门不存在');
    const removed = (await api.removed()).body.data.records[0];
    expect((await api.setDepart({ userIds: `${li.id},${removed.id}`, departId: sales })).status).toBe(404);
    expect((await byName('李娜')).departName).toBe('后端组');
    expect((await api.setDepart({ userIds: 'x', departId: sales })).status).toBe(400);
    // A department that is no id says what to do, as a missing one does.
    expect((await api.setDepart({ userIds: li.id, departId: 'x' })).body).toMatchObject({ code: 400, msg: '请设置部门!' });
    expect((await byName('李娜')).departName).toBe('后端组');
  });
});
