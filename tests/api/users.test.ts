import { startTestServer, type TestServer } from '../support/test-server';
import { accountOf, departId, newUser, userApi, WIRE_DATE } from '../support/user-api';

let server: TestServer;
let api: ReturnType<typeof userApi>;
beforeAll(async () => {
  server = await startTestServer();
  api = userApi(server, await server.auth('13800000001', server.tenants.A));
}, 60_000);
afterAll(() => server.stop());

const names = (records: any[]) => records.map((r) => r.name);

describe('selectPage, selectUserCount, groupOptions, userList', () => {
  test('selectPage answers the company members newest first, with account, department, roles and dates', async () => {
    const res = await api.page({ page: 1, limit: 10 });
    expect(res.body.code).toBe(2000);
    expect(res.body.data.total).toBe(3);
    expect(names(res.body.data.records)).toEqual(['王强', '李娜', '张伟']);
    const [wang, li, zhang] = res.body.data.records;
    expect(li).toMatchObject({ username: '13800000002', mobilePhone: '13800000002', position: '销售经理', departName: '销售部', isCompanyAdmin: 0, status: 0, groupNames: '业务员' });
    expect(li.groupList).toHaveLength(1);
    expect(zhang).toMatchObject({ username: '13800000001', departName: '演示科技有限公司', isCompanyAdmin: 1, isMainAccount: 1, groupList: [], groupNames: '' });
    expect(li.isMainAccount).toBe(0);
    expect(wang).toMatchObject({ departName: '前端组', position: '工程师' });
    expect(wang.crtTime).toMatch(WIRE_DATE);
    // id is the membership (unique per company); the account id travels beside it.
    expect(typeof wang.accountId).toBe('number');
    expect(wang).not.toHaveProperty('tenantId');
    expect(wang).not.toHaveProperty('passwordHash');
  });

  test('paging and name search', async () => {
    const second = await api.page({ page: 2, limit: 1 });
    expect(second.body.data.total).toBe(3);
    expect(names(second.body.data.records)).toEqual(['李娜']);
    expect(names((await api.page({ name: '李' })).body.data.records)).toEqual(['李娜']);
    expect((await api.page({ name: '%' })).body.data.total).toBe(0);
    expect((await api.page({ name: '  ' })).body.data.total).toBe(3);
    expect((await api.page({ page: 0 })).status).toBe(400);
    expect((await api.page({ limit: 5000 })).status).toBe(400);
  });

  test('departId filters by the department and every department under it', async () => {
    expect(names((await api.page({ departId: await departId(api, '研发部') })).body.data.records)).toEqual(['王强']);
    expect(names((await api.page({ departId: await departId(api, '前端组') })).body.data.records)).toEqual(['王强']);
    expect(names((await api.page({ departId: await departId(api, '后端组') })).body.data.records)).toEqual([]);
    expect((await api.page({ departId: await departId(api, '演示科技有限公司') })).body.data.total).toBe(3);
    expect((await api.page({ departId: 999999 })).body.data).toEqual({ records: [], total: 0 });
    expect((await api.page({ departId: 'abc' })).status).toBe(400);
  });

  test('selectUserCount: used, removed and authorised seats, and the seats left', async () => {
    const res = await api.count();
    expect(res.body).toMatchObject({ code: 2000, data: { count: 3, delCount: 0, authorizationNumber: 20, remaining: 17 } });
  });

  test('groupOptions lists the company’s own roles for the checkboxes', async () => {
    const res = await api.groupOptions();
    expect(res.body.data.map((r: any) => r.name)).toContain('业务员');
    for (const role of res.body.data) expect(Object.keys(role).sort()).toEqual(['description', 'id', 'name']);
  });

  test('departTree: the company’s live departments as a tree for the filter and the pickers', async () => {
    const res = await api.departTree();
    expect(res.body.data).toHaveLength(1);
    const [root] = res.body.data;
    expect(root).toMatchObject({ name: '演示科技有限公司', label: '演示科技有限公司', parentId: -1 });
    expect(root.children.map((c: any) => c.name)).toEqual(['研发部', '销售部', '财务部']);
    expect(root.children[0].children.map((c: any) => c.name)).toEqual(['前端组', '后端组']);
    expect(root.children[1]).not.toHaveProperty('children');
    expect(JSON.stringify(res.body.data)).not.toContain('生产部');
  });

  test('departTree follows 部门管理 at once: a department added or deleted there shows in the picker on the next read', async () => {
    const names = async () => JSON.stringify((await api.departTree()).body.data);
    expect(await names()).not.toContain('质检部');
    const root = await departId(api, '演示科技有限公司');
    const added = await server.request.post('/api/admin/depart/addList').set(api.headers).send([{ name: '质检部', parentId: root }]);
    expect(added.body.code).toBe(2000);
    expect(await names()).toContain('质检部');
    const id = await departId(api, '质检部');
    expect((await server.request.delete(`/api/admin/depart/delDepart/${id}`).set(api.headers)).body.code).toBe(2000);
    expect(await names()).not.toContain('质检部');
  });

  test('userList/{departId}: the current members directly in one department; unknown department 404', async () => {
    const res = await api.userList(await departId(api, '销售部'));
    expect(res.body.data).toEqual([expect.objectContaining({ name: '李娜', position: '销售经理' })]);
    expect((await api.userList(await departId(api, '研发部'))).body.data).toEqual([]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['accountId', 'departId', 'id', 'name', 'position']);
    const missing = await api.userList(999999);
    expect([missing.status, missing.body.msg]).toEqual([404, '部门不存在']);
    expect((await api.userList('x')).status).toBe(400);
  });

  test('userList/{departId} answers each department’s own members, fresh after a member moves and after the department is deleted', async () => {
    const sales = await departId(api, '销售部');
    const root = await departId(api, '演示科技有限公司');
    const added = await server.request.post('/api/admin/depart/addList').set(api.headers).send([{ name: '售后部', parentId: root }]);
    expect(added.body.code).toBe(2000);
    const after = await departId(api, '售后部');
    expect((await api.userList(sales)).body.data.map((row: any) => row.name)).toEqual(['李娜']);
    expect((await api.userList(after)).body.data).toEqual([]);
    const li = (await api.userList(sales)).body.data[0].id;
    expect((await api.setDepart({ userIds: li, departId: after })).body.code).toBe(2000);
    expect((await api.userList(sales)).body.data).toEqual([]);
    expect((await api.userList(after)).body.data.map((row: any) => row.name)).toEqual(['李娜']);
    expect((await api.setDepart({ userIds: li, departId: sales })).body.code).toBe(2000);
    expect((await server.request.delete(`/api/admin/depart/delDepart/${after}`).set(api.headers)).body.code).toBe(2000);
    expect((await api.userList(after)).status).toBe(404);
  });
});

describe('addUser', () => {
  test('a new cloud account: the member appears with its department and roles and can log in with the preset password', async () => {
    const sales = await departId(api, '销售部');
    const roleId = (await api.groupOptions()).body.data.find((r: any) => r.name === '业务员').id;
    const res = await api.add(newUser('13700000001', '陈晨', sales, { no: 'A001', position: '销售', groupList: [roleId] }));
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!' });
    expect(res.body.data).toMatchObject({ name: '陈晨', username: '13700000001', no: 'A001', position: '销售', departId: sales, departName: '销售部', groupList: [roleId], isCompanyAdmin: 0 });
    expect(typeof res.body.data.accountId).toBe('number');
    expect(names(await api.all())[0]).toBe('陈晨');
    expect((await api.count()).body.data).toMatchObject({ count: 4, remaining: 16 });
    const token = await server.login('13700000001', server.tenants.A, 'Passw0rd!');
    expect(token.length).toBeGreaterThanOrEqual(100);
    const account = await accountOf(server, '13700000001');
    expect(account.passwordHash).not.toContain('Passw0rd');
    expect(account.name).toBe('陈晨');
  });

  test('groupList may come as a comma string and departId as the JSON text the spec mentions', async () => {
    const finance = await departId(api, '财务部');
    const roleId = (await api.groupOptions()).body.data[0].id;
    const res = await api.add(newUser('13700000002', '刘洋', 0, { departId: JSON.stringify({ id: finance, name: '财务部' }), groupList: String(roleId) }));
    expect(res.body.data).toMatchObject({ departName: '财务部', groupList: [roleId] });
  });

  test('linking an existing account (addType 1): account and name must match; then the member logs in to this company', async () => {
    const purchase = await departId(api, '销售部');
    const check = await api.checkUsernameAndName({ username: '13900000001', name: '赵敏' });
    expect(check.body).toMatchObject({ code: 2000 });
    const res = await api.add({ addType: 1, username: '13900000001', name: '赵敏', departId: purchase });
    expect(res.body).toMatchObject({ code: 2000, data: { name: '赵敏', username: '13900000001' } });
    await expect(server.login('13900000001', server.tenants.A)).resolves.toBeTruthy();
    // No password is needed (nor changed) when linking.
    await expect(server.login('13900000001', server.tenants.B)).resolves.toBeTruthy();
  });

  test('each step-3 rule answers the spec’s message', async () => {
    const sales = await departId(api, '销售部');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...newUser('13700000010', '甲', sales), username: undefined }, 400, '请输入云账号!'],
      [{ ...newUser('13700000010', '甲', sales), username: '  ' }, 400, '请输入云账号!'],
      [newUser('1370000001', '甲', sales), 400, '云账号格式错误（必须为手机号）'],
      [newUser('12700000010', '甲', sales), 400, '云账号格式错误（必须为手机号）'],
      [newUser('137000000100', '甲', sales), 400, '云账号格式错误（必须为手机号）'],
      [{ ...newUser('13700000010', '甲', sales), name: '' }, 400, '请输入用户名!'],
      [{ ...newUser('13700000010', '甲', sales), name: 'x'.repeat(51) }, 400, '用户名不能超过50个字符'],
      [{ ...newUser('13700000010', '甲', sales), password: '' }, 400, '请输入预置密码!'],
      [{ ...newUser('13700000010', '甲', sales), password: undefined, rePassword: undefined }, 400, '请输入预置密码!'],
      [{ ...newUser('13700000010', '甲', sales), password: '12345', rePassword: '12345' }, 400, '预置密码长度为6-32位'],
      [{ ...newUser('13700000010', '甲', sales), rePassword: 'other-pass' }, 400, '预置密码与重输密码不一致!'],
      [{ ...newUser('13700000010', '甲', sales), rePassword: '' }, 400, '预置密码与重输密码不一致!'],
      [{ ...newUser('13700000010', '甲', sales), departId: undefined }, 400, '请选择所属部门'],
      [{ ...newUser('13700000010', '甲', sales), departId: '' }, 400, '请选择所属部门'],
      [{ ...newUser('13700000010', '甲', sales), departId: 999999 }, 400, '所属部门不存在'],
      [{ ...newUser('13700000010', '甲', sales), groupList: [999999] }, 400, '角色不存在或已被删除'],
      [{ ...newUser('13700000010', '甲', sales), groupList: 'a,b' }, 400, '角色格式不正确'],
      [{ ...newUser('13700000010', '甲', sales), addType: 2 }, 400, '请选择添加方式'],
      [{ ...newUser('13700000010', '甲', sales), isCompanyAdmin: 3 }, 400, '是否系统管理员取值不正确'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await api.add(body);
      expect([JSON.stringify(body), res.status, res.body.msg]).toEqual([JSON.stringify(body), status, msg]);
    }
    expect((await api.add([])).status).toBe(400);
    expect(await accountOf(server, '13700000010')).toBeNull();
  });

  test('an existing member cannot be added twice, new or linked', async () => {
    const sales = await departId(api, '销售部');
    const clash = await api.add(newUser('13800000003', '王强', sales));
    expect([clash.status, clash.body.msg]).toEqual([409, '该用户已是本企业成员']);
    const link = await api.add({ addType: 1, username: '13800000002', name: '李娜', departId: sales });
    expect([link.status, link.body.msg]).toEqual([409, '该用户已是本企业成员']);
  });

  test('link existing: unknown account, or a name that does not match, is refused with one server message', async () => {
    const sales = await departId(api, '销售部');
    const unknown = await api.add({ addType: 1, username: '13600000009', name: '某人', departId: sales });
    expect([unknown.status, unknown.body.msg]).toEqual([400, '云账号与用户名不匹配']);
    const mismatch = await api.add({ addType: 1, username: '13800000003', name: '不是王强', departId: sales });
    expect([mismatch.status, mismatch.body.msg]).toEqual([400, '云账号与用户名不匹配']);
    const noName = await api.add({ addType: 1, username: '13800000003', departId: sales });
    expect(noName.body.msg).toBe('请输入用户名!');
  });

  test('checkUsername tells whether the mobile is a cloud account and whether it is in this company', async () => {
    expect((await api.checkUsername('13600000001')).body.data).toEqual({ username: '13600000001', exists: false, member: false, removed: false });
    const other = await api.checkUsername('13800000003');
    expect(other.body.data).toMatchObject({ exists: true, member: true, removed: false });
    expect(other.body.msg).toBe('该用户已是本企业成员');
    expect((await api.checkUsername('123')).body.msg).toBe('云账号格式错误（必须为手机号）');
    expect((await api.checkUsername()).body.msg).toBe('请输入云账号!');
  });

  test('a mobile that is an account elsewhere but not in this company: new user refused, link offered', async () => {
    const sales = await departId(api, '销售部');
    // An account of company B only.
    const adminB = userApi(server, await server.auth('13900000001', server.tenants.B));
    const prod = await departId(adminB, '生产部');
    expect((await adminB.add(newUser('13500000001', '孙丽', prod))).body.code).toBe(2000);
    expect((await api.checkUsername('13500000001')).body).toMatchObject({ data: { exists: true, member: false }, msg: '云账号已存在，可关联已有用户' });
    const res = await api.add(newUser('13500000001', '孙丽', sales));
    expect([res.status, res.body.msg]).toEqual([409, '该云账号已存在，请选择“关联已有用户”方式添加']);
    const check = await api.checkUsernameAndName({ username: '13500000001', name: '孙' });
    expect([check.status, check.body.msg]).toEqual([400, '云账号与用户名不匹配']);
    expect((await api.checkUsernameAndName({ username: '13500000001', name: '' })).body.msg).toBe('请输入用户名!');
    expect((await api.checkUsernameAndName({ username: '13500000001', name: '孙丽' })).body.code).toBe(2000);
  });

  test('isCompanyAdmin ticked makes the new member a system administrator', async () => {
    const sales = await departId(api, '销售部');
    const res = await api.add(newUser('13700000003', '周杰', sales, { isCompanyAdmin: 1 }));
    expect(res.body.data.isCompanyAdmin).toBe(1);
    const own = await server.login('13700000003', server.tenants.A, 'Passw0rd!');
    const depart = await server.request.get('/api/admin/depart/tree').set({ Authorization: `Bearer ${own}` });
    expect(depart.status).toBe(200);
    const users = await server.request.get('/api/admin/user/selectPage').set({ Authorization: `Bearer ${own}` });
    expect(users.status).toBe(200);
  });
});

describe('the list is never staler than the change that was just made', () => {
  test('a role granted through the policy store and a department renamed show at once', async () => {
    const first = (await api.page()).body.data.records.find((u: any) => u.name === '王强');
    const roleId = (await api.groupOptions()).body.data.find((r: any) => r.name === '业务员').id;
    expect(first.groupList).toEqual([roleId]);
    await server.services.policies.setUserRoleIds(server.tenants.A, first.accountId, []);
    expect((await api.page()).body.data.records.find((u: any) => u.name === '王强').groupList).toEqual([]);
    const front = await departId(api, '前端组');
    const renamed = await server.request.put(`/api/admin/depart/updateDepart/${front}`).set(api.headers).send({ name: '前端一组' });
    expect(renamed.body.code).toBe(2000);
    expect((await api.page()).body.data.records.find((u: any) => u.name === '王强').departName).toBe('前端一组');
  });
});
