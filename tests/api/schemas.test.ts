import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

describe('GET /api/schemas/:id', () => {
  test('the administrator gets the depart section with every operation, tab and row action', async () => {
    const res = await server.request.get('/api/schemas/depart').set(await server.auth('13800000001', server.tenants.A));
    expect(res.status).toBe(200);
    const schema = res.body.data;
    expect(schema).toMatchObject({ id: 'depart', title: '部门管理', required: ['name'] });
    expect(schema.operations).toEqual({
      tree: { method: 'GET', url: '/api/admin/depart/tree' },
      deletedTree: { method: 'GET', url: '/api/admin/depart/deletedTree' },
      count: { method: 'GET', url: '/api/admin/depart/selectDepartCount' },
      get: { method: 'GET', url: '/api/admin/depart/select/:id' },
      createMany: { method: 'POST', url: '/api/admin/depart/addList' },
      update: { method: 'PUT', url: '/api/admin/depart/updateDepart/:id' },
      delete: { method: 'DELETE', url: '/api/admin/depart/delDepart/:id' },
      restore: { method: 'PUT', url: '/api/admin/depart/recover/:id' },
    });
    expect(schema.tabs.map((t: any) => t.key)).toEqual(['current', 'deleted']);
    expect(schema.rowActions.map((a: any) => a.key)).toEqual(['addChild', 'edit', 'delete', 'restore']);
    expect(schema.rowActions.find((a: any) => a.key === 'edit').hiddenWhen).toEqual({ field: 'parentId', eq: -1 });
    expect(schema.forms.addChildren).toMatchObject({ kind: 'rowList', fields: ['name'] });
    expect(schema.fields.name).toMatchObject({ type: 'string', title: '部门名称', maxLength: 50, requiredMessage: '请输入部门名称' });
    expect(schema.fields.name.messages.maxLength).toBe('部门名称不能超过50个字符');
  });

  test('every operation url it hands out is a declared route of the same object', async () => {
    const res = await server.request.get('/api/schemas/depart').set(await server.auth('13800000001', server.tenants.A));
    for (const op of Object.values(res.body.data.operations) as { method: string; url: string }[]) {
      const route = server.routes.routes.get(`${op.method} ${op.url}`);
      expect([op.url, route?.object]).toEqual([op.url, 'depart']);
    }
  });

  test('a member without the section gets 403; an unknown id 404; no token 401', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const denied = await server.request.get('/api/schemas/depart').set(member);
    expect(denied.status).toBe(403);
    expect(denied.body.data).toBeNull();
    const unknown = await server.request.get('/api/schemas/nosuchsection').set(member);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('页面配置不存在');
    for (const id of ['__proto__', 'constructor', 'toString']) {
      expect((await server.request.get(`/api/schemas/${id}`).set(member)).status).toBe(404);
    }
    expect((await server.request.get('/api/schemas/depart')).status).toBe(401);
  });
});

describe('custom-model sections 权限设置 and 应用管理', () => {
  const permissionOperations = {
    selectCompanyAdmin: { method: 'GET', url: '/api/admin/user/selectCompanyAdmin' },
    addCompanyAdmin: { method: 'POST', url: '/api/admin/user/addCompanyAdmin' },
    delCompanyAdmin: { method: 'DELETE', url: '/api/admin/user/delCompanyAdmin/:id' },
    list: { method: 'GET', url: '/api/admin/group/list' },
    menuList: { method: 'GET', url: '/api/admin/group/menuList' },
    create: { method: 'POST', url: '/api/admin/group/addGroup' },
    // The generic update reads the role id from the body; the page is told where it goes.
    update: { method: 'POST', url: '/api/admin/group/updateGroup', idIn: 'body' },
    insertGroupMenu: { method: 'POST', url: '/api/admin/group/insertGroupMenu' },
    groupUsers: { method: 'GET', url: '/api/admin/group/users/:id' },
    setUsers: { method: 'POST', url: '/api/admin/group/setUsers' },
    delete: { method: 'DELETE', url: '/api/admin/group/:id' },
    selectAllApp: { method: 'GET', url: '/api/admin/userApp/selectAllApp' },
    selectAllUser: { method: 'GET', url: '/api/admin/userApp/selectAllUser' },
    selectUser: { method: 'GET', url: '/api/admin/userApp/selectUser/:id' },
    selectUserByAppId: { method: 'GET', url: '/api/admin/userApp/selectUserByAppId/:id' },
    selectApp: { method: 'GET', url: '/api/admin/userApp/selectApp/:id' },
    selectAppByUserId: { method: 'GET', url: '/api/admin/userApp/selectAppByUserId/:id' },
    addUser: { method: 'POST', url: '/api/admin/userApp/addUser' },
    delUser: { method: 'POST', url: '/api/admin/userApp/delUser' },
    addApp: { method: 'POST', url: '/api/admin/userApp/addApp' },
    delApp: { method: 'POST', url: '/api/admin/userApp/delApp' },
  };
  const applicationOperations = {
    list: { method: 'GET', url: '/api/business/plt-application/list' },
    update: { method: 'POST', url: '/api/business/plt-application/update', idIn: 'body' },
  };

  test.each([
    ['permission', '权限设置', permissionOperations],
    ['application', '应用管理', applicationOperations],
  ])('the administrator gets %s with every operation, each a declared route of that object', async (id, title, operations) => {
    const res = await server.request.get(`/api/schemas/${id}`).set(await server.auth('13800000001', server.tenants.A));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, title });
    expect(res.body.data.operations).toEqual(operations);
    for (const op of Object.values(operations)) {
      const route = server.routes.routes.get(`${op.method} ${op.url}`);
      expect([op.url, route?.object, route?.menu]).toEqual([op.url, id, title]);
    }
  });

  test('writes keep their operation-log names from the file', () => {
    const operation = (key: string) => server.routes.routes.get(key)?.operation;
    expect(operation('POST /api/admin/group/addGroup')).toBe('新增角色');
    expect(operation('DELETE /api/admin/user/delCompanyAdmin/:id')).toBe('移除系统管理员');
    expect(operation('POST /api/admin/userApp/addApp')).toBe('人员添加应用');
    expect(operation('POST /api/business/plt-application/update')).toBe('修改应用状态');
  });

  test.each(['permission', 'application'])('a member without %s gets 403', async (id) => {
    const denied = await server.request.get(`/api/schemas/${id}`).set(await server.auth('13800000002', server.tenants.A));
    expect(denied.status).toBe(403);
    expect(denied.body.data).toBeNull();
  });
});
