import { startTestServer, type TestServer } from './test-server';

/** What differs between the enable/disable catalogues (notice categories, schedule types). */
export interface CatalogueCase {
  section: string;
  base: string;
  title: string;
  nameField: string;
  /** Seeded entries of company A, in list order; `disabled` are seeded with status 0. */
  seeded: string[];
  disabled: string[];
  /** A valid create body (without the name). */
  extra: Record<string, unknown>;
  /** [body change, message, bad field] for each validation rule of create. */
  rules: [Record<string, unknown>, string, string][];
  duplicate: (name: string) => string;
}

export interface CatalogueContext {
  server: TestServer;
  adminA: Record<string, string>;
  adminB: Record<string, string>;
  member: Record<string, string>;
}

/**
 * The calls every catalogue answers: list (page, limit, search), create, update (id in the body), enable and
 * disable (update of status), delete (?id), select/:id, findAllByStatus; each validation rule; 403 for a
 * member without the menu; cross-tenant 404 with company B unchanged.
 */
export function describeStatusCatalogue(c: CatalogueCase, more?: (ctx: () => CatalogueContext) => void) {
  const context = {} as CatalogueContext;
  beforeAll(async () => {
    context.server = await startTestServer();
    context.adminA = await context.server.auth('13800000001', context.server.tenants.A);
    context.adminB = await context.server.auth('13900000001', context.server.tenants.B);
    context.member = await context.server.auth('13800000002', context.server.tenants.A);
  }, 60_000);
  afterAll(() => context.server.stop());

  const req = () => context.server.request;
  const list = async (headers: Record<string, string>, query: Record<string, unknown> = {}) =>
    (await req().get(`${c.base}/list`).query({ page: 1, limit: 50, ...query }).set(headers)).body.data;
  const create = (headers: Record<string, string>, body: Record<string, unknown>) => req().post(`${c.base}/create`).set(headers).send(body);
  const update = (headers: Record<string, string>, body: Record<string, unknown>) => req().post(`${c.base}/update`).set(headers).send(body);
  const remove = (headers: Record<string, string>, id: unknown) => req().delete(`${c.base}/delete`).query({ id }).set(headers);
  const idOf = async (headers: Record<string, string>, name: string) => (await list(headers)).records.find((r: any) => r[c.nameField] === name)?.id;

  test('list pages the seeded entries with total, oldest first, without the tenant column', async () => {
    const page = await list(context.adminA);
    expect(page.total).toBe(c.seeded.length);
    expect(page.records.map((r: any) => r[c.nameField])).toEqual(c.seeded);
    expect(page.records[0]).not.toHaveProperty('tenantId');
    expect(page.records.filter((r: any) => r.status === 0).map((r: any) => r[c.nameField])).toEqual(c.disabled);
    const first = await req().get(`${c.base}/list`).query({ page: 1, limit: 2 }).set(context.adminA);
    expect(first.body).toMatchObject({ code: 2000, data: { total: c.seeded.length } });
    expect(first.body.data.records).toHaveLength(2);
    const second = await list(context.adminA, { page: 2, limit: 2 });
    expect(second.records[0][c.nameField]).toBe(c.seeded[2]);
    const search = await list(context.adminA, { [c.nameField]: c.seeded[1].slice(0, 2) });
    expect(search.records.map((r: any) => r[c.nameField])).toContain(c.seeded[1]);
    expect((await req().get(`${c.base}/list`).query({ page: 0 }).set(context.adminA)).status).toBe(400);
  });

  test('create adds an enabled entry (新增成功!), and select/:id answers it', async () => {
    const res = await create(context.adminA, { [c.nameField]: '  新建条目甲  ', ...c.extra });
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!' });
    expect(res.body.data).toMatchObject({ [c.nameField]: '新建条目甲', status: 1, updUserName: '张伟' });
    const one = await req().get(`${c.base}/select/${res.body.data.id}`).set(context.adminA);
    expect(one.body.data).toMatchObject({ id: res.body.data.id, [c.nameField]: '新建条目甲' });
    expect((await list(context.adminA)).records.map((r: any) => r[c.nameField])).toContain('新建条目甲');
    const disabled = await create(context.adminA, { [c.nameField]: '新建停用条目', ...c.extra, status: 0 });
    expect(disabled.body.data.status).toBe(0);
  });

  test.each(c.rules)('create refuses %j with its message', async (change, msg, field) => {
    const body = { [c.nameField]: '校验条目', ...c.extra, ...change };
    for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
    const res = await create(context.adminA, body);
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, expect.arrayContaining([field])]);
    expect((await list(context.adminA)).records.map((r: any) => r[c.nameField])).not.toContain('校验条目');
  });

  test('a name already used in the company is refused (409); the same name in another company is fine', async () => {
    const res = await create(context.adminA, { [c.nameField]: c.seeded[0], ...c.extra });
    expect([res.status, res.body.msg]).toEqual([409, c.duplicate(c.seeded[0])]);
    const other = await create(context.adminB, { [c.nameField]: '新建条目甲', ...c.extra });
    expect(other.body.code).toBe(2000);
    expect((await list(context.adminB)).records.map((r: any) => r[c.nameField])).toContain('新建条目甲');
  });

  test('update takes the id in the body (修改成功!) and checks it like create', async () => {
    const id = await idOf(context.adminA, c.seeded[1]);
    const res = await update(context.adminA, { id, [c.nameField]: `${c.seeded[1]}改`, note: '改过的备注' });
    expect(res.body).toMatchObject({ code: 2000, msg: '修改成功!', data: { id, [c.nameField]: `${c.seeded[1]}改`, note: '改过的备注' } });
    expect((await update(context.adminA, { id, [c.nameField]: `${c.seeded[1]}改` })).body.code).toBe(2000); // its own name
    expect((await update(context.adminA, { id, [c.nameField]: c.seeded[0] })).status).toBe(409);
    const blank = await update(context.adminA, { id, [c.nameField]: '   ' });
    expect([blank.status, blank.body.msg]).toEqual([400, c.rules.find(([change]) => change[c.nameField] === '   ')![1]]);
    expect((await update(context.adminA, { [c.nameField]: '无编号' })).body).toMatchObject({ code: 400, msg: '参数id格式不正确' });
    expect((await update(context.adminA, { id: 99999999, [c.nameField]: '不存在' })).status).toBe(404);
    expect((await update(context.adminA, { id, status: 3 })).body).toMatchObject({ code: 400, msg: '状态取值不正确' });
    await update(context.adminA, { id, [c.nameField]: c.seeded[1] });
  });

  test('disable and enable (status 0/1 through update); findAllByStatus lists only enabled ones, to every member', async () => {
    const id = await idOf(context.adminA, c.seeded[0]);
    const off = await update(context.adminA, { id, status: 0 });
    expect(off.body).toMatchObject({ code: 2000, data: { status: 0 } });
    expect((await list(context.adminA)).records.find((r: any) => r.id === id).status).toBe(0);
    const enabled = await req().get(`${c.base}/findAllByStatus`).set(context.member);
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.map((r: any) => r[c.nameField])).not.toContain(c.seeded[0]);
    expect(enabled.body.data.every((r: any) => r.status === 1)).toBe(true);
    expect(enabled.body.data.map((r: any) => r[c.nameField])).not.toContain('新建停用条目');

    const on = await update(context.adminA, { id, status: 1 });
    expect(on.body.data.status).toBe(1);
    const again = (await req().get(`${c.base}/findAllByStatus`).set(context.member)).body.data;
    expect(again.map((r: any) => r[c.nameField])).toContain(c.seeded[0]);
    expect(again[0]).not.toHaveProperty('tenantId');
    expect((await req().get(`${c.base}/findAllByStatus`)).status).toBe(401);
  });

  test('delete takes ?id (删除成功!); a deleted or unknown id is 404, a missing one 400', async () => {
    const created = await create(context.adminA, { [c.nameField]: '待删除条目', ...c.extra });
    const res = await remove(context.adminA, created.body.data.id);
    expect(res.body).toMatchObject({ code: 2000, msg: '删除成功!' });
    expect((await list(context.adminA)).records.map((r: any) => r[c.nameField])).not.toContain('待删除条目');
    expect((await remove(context.adminA, created.body.data.id)).status).toBe(404);
    expect((await req().delete(`${c.base}/delete`).set(context.adminA)).body).toMatchObject({ code: 400, msg: '参数id格式不正确' });
    expect((await remove(context.adminA, 'abc')).status).toBe(400);
  });

  test('a member without the menu gets 403 on every call but findAllByStatus, and nothing changes', async () => {
    const before = await list(context.adminA);
    const id = before.records[0].id;
    const calls: [string, string, unknown?][] = [
      ['get', `${c.base}/list`],
      ['get', `${c.base}/select/${id}`],
      ['post', `${c.base}/create`, { [c.nameField]: '越权新建', ...c.extra }],
      ['post', `${c.base}/update`, { id, [c.nameField]: '越权改名' }],
      ['post', `${c.base}/update`, { id, status: 0 }],
      ['delete', `${c.base}/delete?id=${id}`],
    ];
    for (const [method, path, body] of calls) {
      const call = (req() as any)[method](path).set(context.member);
      const res = body === undefined ? await call : await call.send(body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect((await req().get(`/api/schemas/${c.section}`).set(context.member)).status).toBe(403);
    expect(await list(context.adminA)).toEqual(before);
  });

  test("company A's administrator gets 404 on company B's entries, and B is unchanged", async () => {
    expect((await create(context.adminB, { [c.nameField]: 'B独有条目', ...c.extra })).body.code).toBe(2000);
    const bBefore = await list(context.adminB);
    const bId = bBefore.records[0].id;
    expect((await req().get(`${c.base}/select/${bId}`).set(context.adminA)).status).toBe(404);
    expect((await update(context.adminA, { id: bId, [c.nameField]: 'A改B' })).status).toBe(404);
    expect((await update(context.adminA, { id: bId, status: 0 })).status).toBe(404);
    expect((await remove(context.adminA, bId)).status).toBe(404);
    const tenantInBody = await create(context.adminA, { [c.nameField]: 'A夹带租户', ...c.extra, tenantId: context.server.tenants.B });
    expect(tenantInBody.body.code).toBe(2000);
    expect(await list(context.adminB)).toEqual(bBefore);
    const aNames = (await list(context.adminA)).records.map((r: any) => r[c.nameField]);
    expect(aNames).toContain('A夹带租户');
    expect(aNames).not.toContain('B独有条目');
    const bEnabled = (await req().get(`${c.base}/findAllByStatus`).set(context.adminB)).body.data.map((r: any) => r[c.nameField]);
    expect(bEnabled).not.toContain('A夹带租户');
  });

  test('the served schema has the switch, and the id placement of update and delete', async () => {
    const schema = (await req().get(`/api/schemas/${c.section}`).set(context.adminA)).body.data;
    expect(schema.title).toBe(c.title);
    expect(schema.operations.update).toEqual({ method: 'POST', url: `${c.base}/update`, idIn: 'body' });
    expect(schema.operations.delete).toEqual({ method: 'DELETE', url: `${c.base}/delete`, idIn: 'query' });
    expect(schema.featureSwitch).toMatchObject({ read: '/api/business/plt-setting/select', write: '/api/business/plt-setting/update', editable: true });
    expect(schema.rowActions.map((a: any) => a.key)).toEqual(['edit', 'enable', 'disable', 'delete']);
    expect(schema.toolbar.find((a: any) => a.needsSelection)).toMatchObject({ needsSelection: '请选择您要删除的数据!', confirm: '您正在执删除操作, 是否继续?' });
  });

  more?.(() => context);
}
