import { asTenant } from '../../server/context/request-context';
import { startTestServer, type TestServer } from '../support/test-server';

const BASE = '/api/admin/depart';
const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const get = (path: string, query: Record<string, string> = {}) => server.request.get(BASE + path).query(query).set(admin);
const addList = (body: unknown) => server.request.post(`${BASE}/addList`).set(admin).send(body as object);
const update = (id: number, body: unknown) => server.request.put(`${BASE}/updateDepart/${id}`).set(admin).send(body as object);
const del = (id: number) => server.request.delete(`${BASE}/delDepart/${id}`).set(admin);
const recover = (id: number) => server.request.put(`${BASE}/recover/${id}`).set(admin);

const flat = async (): Promise<any[]> => (await get('/departList')).body.data;
const idOf = async (name: string) => (await flat()).find((d) => d.name === name)?.id as number;
const rootId = async () => (await flat()).find((d) => d.parentId === -1).id as number;
const counts = async () => (await get('/selectDepartCount')).body.data;
const names = (nodes: any[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);

describe('reading', () => {
  test('tree: the company root with nested children, labels, parent names and who changed it', async () => {
    const res = await get('/tree');
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toHaveLength(1);
    const [root] = res.body.data;
    expect(root).toMatchObject({ name: '演示科技有限公司', label: '演示科技有限公司', parentId: -1, parentName: null });
    expect(root.children.map((c: any) => c.name)).toEqual(['研发部', '销售部', '财务部']);
    const rd = root.children[0];
    expect(rd).toMatchObject({ parentId: root.id, parentName: '演示科技有限公司', updUserName: '系统' });
    expect(rd.updTime).toMatch(WIRE_DATE);
    expect(rd.children.map((c: any) => ({ name: c.name, label: c.label, parentName: c.parentName }))).toEqual([
      { name: '前端组', label: '前端组', parentName: '研发部' },
      { name: '后端组', label: '后端组', parentName: '研发部' },
    ]);
    expect(rd.children[0].children).toBeUndefined();
    expect(rd.children[0]).not.toHaveProperty('tenantId');
  });

  test('tree?name= keeps the hits and their path to the root', async () => {
    const res = await get('/tree', { name: '前端' });
    expect(names(res.body.data)).toEqual(['演示科技有限公司', '研发部', '前端组']);
    expect((await get('/tree', { name: '没有这个部门' })).body.data).toEqual([]);
  });

  test('departList is the flat list of every department; selectDepartCount counts current and deleted', async () => {
    const list = await flat();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((d) => d.name).sort()).toEqual(['前端组', '后端组', '演示科技有限公司', '研发部', '财务部', '销售部'].sort());
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'parentId']);
    expect(await counts()).toEqual({ count: 6, delCount: 0 });
  });

  test('select/:id answers one department; unknown 404, malformed 400', async () => {
    const id = await idOf('后端组');
    const res = await get(`/select/${id}`);
    expect(res.body.data).toMatchObject({ id, name: '后端组', parentName: '研发部' });
    expect((await get('/select/999999')).status).toBe(404);
    expect((await get('/select/abc')).status).toBe(400);
    expect((await get('/select/-1')).status).toBe(400);
  });
});

describe('addList', () => {
  test('creates several departments under a parent, skipping blank names', async () => {
    const parentId = await idOf('财务部');
    const res = await addList([{ name: '会计组', parentId }, { name: '   ', parentId }, { name: '', parentId }, { name: ' 出纳组 ', parentId }]);
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!' });
    expect(res.body.data.map((d: any) => [d.name, d.parentId, d.parentName])).toEqual([
      ['会计组', parentId, '财务部'],
      ['出纳组', parentId, '财务部'],
    ]);
    const node = (await get('/tree')).body.data[0].children.find((c: any) => c.name === '财务部');
    expect(node.children.map((c: any) => ({ name: c.name, updUserName: c.updUserName }))).toEqual([
      { name: '会计组', updUserName: '张伟' },
      { name: '出纳组', updUserName: '张伟' },
    ]);
  });

  test('bad input is 400 with the message and changes nothing', async () => {
    const parentId = await rootId();
    const before = await flat();
    const cases: [unknown, string | null][] = [
      [[{ name: '', parentId }], '请输入部门名称'],
      [[{ name: '   ', parentId }], '请输入部门名称'],
      [[{ name: '长'.repeat(51), parentId }], '部门名称不能超过50个字符'],
      [[{ name: 12345, parentId }], null],
      [[{ name: ['数组'], parentId }], null],
      [[{ name: '类型错', parentId: String(parentId) }], '上级部门格式不正确'],
      [[{ name: '类型错', parentId: 1.5 }], '上级部门格式不正确'],
      [[{ name: '无上级' }], null],
      [[{ name: '不存在的上级', parentId: 999999 }], '上级部门不存在'],
      [[{ name: '好的', parentId }, { name: '长'.repeat(51), parentId }], '部门名称不能超过50个字符'],
      [[{ name: '好的二', parentId }, { name: '上级不存在', parentId: 999999 }], '上级部门不存在'],
      [{ name: '不是数组', parentId }, null],
      [[], null],
      [[null], null],
    ];
    for (const [body, msg] of cases) {
      const res = await addList(body);
      expect([res.status, JSON.stringify(body).slice(0, 60)]).toEqual([400, JSON.stringify(body).slice(0, 60)]);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await flat()).toEqual(before);
  });

  test('a name already used by a sibling is 409, also twice in one batch, and nothing is kept', async () => {
    const parentId = await rootId();
    const before = await flat();
    expect((await addList([{ name: '研发部', parentId }])).status).toBe(409);
    expect((await addList([{ name: '市场部', parentId }, { name: '市场部', parentId }])).status).toBe(409);
    expect(await flat()).toEqual(before);
    // The same name under another parent is fine.
    expect((await addList([{ name: '前端组', parentId: await idOf('销售部') }])).body.code).toBe(2000);
  });
});

describe('updateDepart', () => {
  test('renames and moves a department', async () => {
    const id = await idOf('后端组');
    const renamed = await update(id, { name: '服务端组' });
    expect(renamed.body).toMatchObject({ code: 2000, msg: '修改成功!' });
    expect((await get(`/select/${id}`)).body.data).toMatchObject({ name: '服务端组', updUserName: '张伟', parentName: '研发部' });
    expect(renamed.body.data).toMatchObject({ name: '服务端组', parentName: '研发部' });
    const moved = await update(id, { parentId: await idOf('销售部') });
    expect(moved.body.code).toBe(2000);
    expect(moved.body.data).toMatchObject({ parentId: await idOf('销售部'), parentName: '销售部' });
    expect((await get(`/select/${id}`)).body.data).toMatchObject({ name: '服务端组', parentName: '销售部' });
  });

  test('the root is 409; a move under itself or its own child is 409; bad input is 400; nothing changes', async () => {
    const root = await rootId();
    const rd = await idOf('研发部');
    const child = await idOf('前端组');
    const before = await flat();
    expect((await update(root, { name: '改名根部门' })).status).toBe(409);
    expect((await update(rd, { parentId: child })).status).toBe(409);
    expect((await update(rd, { parentId: rd })).status).toBe(409);
    expect((await update(rd, { parentId: -1 })).status).toBe(400);
    expect((await update(rd, { parentId: 999999 })).status).toBe(400);
    expect((await update(rd, { name: '销售部' })).status).toBe(409);
    const bad: [unknown, string | null][] = [
      [{ name: '' }, '请输入部门名称'],
      [{ name: '  ' }, '请输入部门名称'],
      [{ name: '长'.repeat(51) }, '部门名称不能超过50个字符'],
      [{ name: 42 }, null],
      [{ parentId: 'abc' }, '上级部门格式不正确'],
      [[{ name: '数组' }], null],
    ];
    for (const [body, msg] of bad) {
      const res = await update(rd, body);
      expect(res.status).toBe(400);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await update(999999, { name: '不存在' })).status).toBe(404);
    expect(await flat()).toEqual(before);
  });
});

describe('delDepart and recover', () => {
  test('the root, a department with children and one with members cannot be deleted (409)', async () => {
    const before = await flat();
    for (const name of ['演示科技有限公司', '研发部', '销售部']) {
      const res = await del(await idOf(name));
      expect(res.status).toBe(409);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await flat()).toEqual(before);
    expect((await del(999999)).status).toBe(404);
  });

  test('a deleted department leaves the tree, shows in deletedTree and comes back with recover', async () => {
    const parentId = await rootId();
    const [created] = (await addList([{ name: '临时部门', parentId }])).body.data;
    const countBefore = await counts();
    const res = await del(created.id);
    expect(res.body).toMatchObject({ code: 2000, msg: '删除成功!' });
    expect(names((await get('/tree')).body.data)).not.toContain('临时部门');
    expect((await get(`/select/${created.id}`)).status).toBe(404);
    expect((await del(created.id)).status).toBe(404);
    const deleted = (await get('/deletedTree')).body.data;
    expect(names(deleted)).toContain('临时部门');
    expect(deleted.find((d: any) => d.name === '临时部门')).toMatchObject({ parentName: '演示科技有限公司', updUserName: '张伟' });
    expect((await get('/deletedTree', { name: '临时' })).body.data.map((d: any) => d.name)).toEqual(['临时部门']);
    expect(await counts()).toEqual({ count: countBefore.count - 1, delCount: countBefore.delCount + 1 });

    const back = await recover(created.id);
    expect(back.body).toMatchObject({ code: 2000, msg: '操作成功!' });
    expect(names((await get('/tree')).body.data)).toContain('临时部门');
    expect(names((await get('/deletedTree')).body.data)).not.toContain('临时部门');
    expect(await counts()).toEqual(countBefore);
    expect((await recover(created.id)).status).toBe(404);
  });

  test('delete and recover each say who touched the row last (the stamps go in the soft delete\'s own UPDATE)', async () => {
    const [row] = (await addList([{ name: '旧部门', parentId: await rootId() }])).body.data;
    // As if someone else had written it long ago: the stamps a delete or recover leaves can only come from that request.
    const written = new Date('2026-01-02T03:04:05Z');
    const rewrite = () =>
      asTenant(server.tenants.A, () =>
        server.services.db.sections.depart.update({ updUserName: '系统', updUserId: null, updTime: written }, { where: { id: row.id }, hooks: false, silent: true, paranoid: false }),
      );
    await rewrite();
    expect((await get(`/select/${row.id}`)).body.data).toMatchObject({ updUserName: '系统', updTime: '2026-01-02 11:04:05' });

    expect((await del(row.id)).body.code).toBe(2000);
    const deleted = (await get('/deletedTree')).body.data.find((d: any) => d.name === '旧部门');
    expect(deleted).toMatchObject({ updUserName: '张伟' });
    expect(deleted.updTime).toMatch(WIRE_DATE);
    expect(deleted.updTime).not.toBe('2026-01-02 11:04:05');

    await rewrite();
    expect((await recover(row.id)).body.code).toBe(2000);
    const back = (await get(`/select/${row.id}`)).body.data;
    expect(back).toMatchObject({ updUserName: '张伟' });
    expect(back.updTime).not.toBe('2026-01-02 11:04:05');
  });

  test('a child whose parent is deleted cannot be recovered before the parent (409)', async () => {
    const [outer] = (await addList([{ name: '外层部门', parentId: await rootId() }])).body.data;
    const [inner] = (await addList([{ name: '内层部门', parentId: outer.id }])).body.data;
    expect((await del(inner.id)).body.code).toBe(2000);
    expect((await del(outer.id)).body.code).toBe(2000);
    const refused = await recover(inner.id);
    expect(refused.status).toBe(409);
    expect(names((await get('/deletedTree')).body.data)).toContain('内层部门');
    expect((await recover(outer.id)).body.code).toBe(2000);
    expect((await recover(inner.id)).body.code).toBe(2000);
    const tree = (await get('/tree', { name: '内层' })).body.data;
    expect(names(tree)).toEqual(['演示科技有限公司', '外层部门', '内层部门']);
  });

  test('recover refuses (409) when a sibling with the same name was created meanwhile', async () => {
    const parentId = await rootId();
    const [old] = (await addList([{ name: '重名部门', parentId }])).body.data;
    expect((await del(old.id)).body.code).toBe(2000);
    expect((await addList([{ name: '重名部门', parentId }])).body.code).toBe(2000);
    expect((await recover(old.id)).status).toBe(409);
    expect((await flat()).filter((d) => d.name === '重名部门')).toHaveLength(1);
  });
});
