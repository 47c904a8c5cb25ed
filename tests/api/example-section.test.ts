import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * schemas/examples/exampleContact.json: a plain CRUD section declared in one short file (five fields, search,
 * create/edit/delete, export), with field conditions the server applies (budget only for 重要/核心 contacts, a note
 * required for 核心 ones). It ships without an area, so no menu shows it.
 */
const BASE = '/api/examples/contact';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const create = (body: Record<string, unknown>, headers = adminA) => server.request.post(`${BASE}/create`).set(headers).send(body);
const list = async (query: Record<string, unknown> = {}, headers = adminA) =>
  (await server.request.get(`${BASE}/list`).query({ page: 1, limit: 50, ...query }).set(headers)).body.data;

test('create checks the fields with messages from their titles and applies their conditions', async () => {
  const refused: [Record<string, unknown>, string, string][] = [
    [{ mobile: '13912345678' }, '请输入姓名', 'name'],
    [{ name: '  ', mobile: '13912345678' }, '请输入姓名', 'name'],
    [{ name: '王五' }, '请输入手机号', 'mobile'],
    [{ name: '王五', mobile: '12345' }, '手机号格式不正确', 'mobile'],
    [{ name: '王五', mobile: '13912345678', level: 4 }, '级别取值不正确', 'level'],
    [{ name: '王五', mobile: '13912345678', level: 2, budget: -1 }, '预算不能小于0', 'budget'],
    // requiredWhen: a 核心 contact needs a note.
    [{ name: '王五', mobile: '13912345678', level: 3 }, '请输入备注', 'note'],
    [{ name: '王五', mobile: '13912345678', level: 3, note: '' }, '请输入备注', 'note'],
  ];
  for (const [body, msg, field] of refused) {
    const res = await create(body);
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, [field]]);
  }
  expect((await list()).total).toBe(0);

  const plain = await create({ name: ' 张三 ', mobile: '13900000011', budget: 99 });
  expect(plain.body).toMatchObject({ code: 2000, msg: '新增成功!', data: { name: '张三', level: 1, budget: null } });
  const important = await create({ name: '李四', mobile: '13900000012', level: 2, budget: 1234.5 });
  expect(important.body.data).toMatchObject({ level: 2, budget: 1234.5 });
  const core = await create({ name: '赵六', mobile: '13900000013', level: 3, budget: 10, note: '年度大客户' });
  expect(core.body.data).toMatchObject({ level: 3, budget: 10, note: '年度大客户' });
  expect((await list()).total).toBe(3);
});

test('list pages and searches by name (part of it) and by level', async () => {
  const all = await list();
  expect(all.records.map((r: any) => r.name)).toEqual(['赵六', '李四', '张三']);
  expect((await list({ page: 2, limit: 2 })).records.map((r: any) => r.name)).toEqual(['张三']);
  expect((await list({ name: '李' })).records.map((r: any) => r.name)).toEqual(['李四']);
  expect((await list({ level: 3 })).records.map((r: any) => r.name)).toEqual(['赵六']);
  expect((await server.request.get(`${BASE}/list`).query({ limit: 5000 }).set(adminA)).status).toBe(400);
});

test('edit changes what it is sent; the conditions read the values it is sent', async () => {
  const id = (await list({ name: '李四' })).records[0].id;
  const res = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ mobile: '13900000022' });
  expect(res.body).toMatchObject({ code: 2000, msg: '修改成功!', data: { id, name: '李四', mobile: '13900000022', budget: 1234.5 } });
  const bad = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ mobile: 'x' });
  expect([bad.status, bad.body.msg]).toEqual([400, '手机号格式不正确']);
  // Down to 普通: a budget sent with it is dropped; up to 核心 without a note is refused.
  const down = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ level: 1, budget: 5 });
  expect(down.body.data).toMatchObject({ level: 1, budget: 1234.5 });
  const up = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ level: 3 });
  expect([up.status, up.body.msg]).toEqual([400, '请输入备注']);
  expect((await server.request.get(`${BASE}/select/${id}`).set(adminA)).body.data).toMatchObject({ level: 1, mobile: '13900000022' });
});

test('export answers an xlsx whose headers are the field titles and whose enum cells carry their labels', async () => {
  const res = await server.request
    .get(`${BASE}/exportList`)
    .query({ level: 3 })
    .set(adminA)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body);
  const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r: any) => r.slice(1));
  expect(rows[0]).toEqual(['姓名', '手机号', '级别', '预算', '备注']);
  expect(rows.slice(1)).toEqual([['赵六', '13900000013', '核心', 10, '年度大客户']]);
});

test("another company's ids answer 404 and change nothing; its list is its own", async () => {
  const before = await list();
  const id = before.records[0].id;
  expect((await list({}, adminB)).total).toBe(0);
  expect((await server.request.get(`${BASE}/select/${id}`).set(adminB)).status).toBe(404);
  expect((await server.request.put(`${BASE}/update/${id}`).set(adminB).send({ name: '越权' })).status).toBe(404);
  expect((await server.request.delete(`${BASE}/delete/${id}`).set(adminB)).status).toBe(404);
  expect((await create({ name: 'B的联系人', mobile: '13900000031' }, adminB)).body.code).toBe(2000);
  expect(await list()).toEqual(before);
  expect((await list({}, adminB)).records.map((r: any) => r.name)).toEqual(['B的联系人']);
});

test('delete removes one row (删除成功!); a deleted id is 404', async () => {
  const id = (await list({ name: '张三' })).records[0].id;
  expect((await server.request.delete(`${BASE}/delete/${id}`).set(adminA)).body).toMatchObject({ code: 2000, msg: '删除成功!' });
  expect((await server.request.delete(`${BASE}/delete/${id}`).set(adminA)).status).toBe(404);
  expect((await list()).records.map((r: any) => r.name)).toEqual(['赵六', '李四']);
});

test('the served page: actions from their standard keys, fields with their conditions; no menu shows the example', async () => {
  const schema = (await server.request.get('/api/schemas/exampleContact').set(adminA)).body.data;
  expect(schema.toolbar).toEqual([
    expect.objectContaining({ key: 'create', title: '新增', operation: 'create', form: 'create' }),
    expect.objectContaining({ key: 'export', title: '导出', operation: 'export', download: true }),
  ]);
  expect(schema.rowActions).toEqual([
    expect.objectContaining({ key: 'edit', title: '编辑', operation: 'update', form: 'edit' }),
    expect.objectContaining({ key: 'delete', title: '删除', operation: 'delete', confirm: '您正在执删除操作, 是否继续?' }),
  ]);
  expect(schema.fields.budget.visibleWhen).toEqual({ field: 'level', in: [2, 3] });
  const menus = JSON.stringify((await server.request.get('/api/admin/user/front/menus').set(adminA)).body.data);
  expect(menus).toContain('noticeSetting');
  expect(menus).not.toContain('exampleContact');
  const grantable = JSON.stringify((await server.request.get('/api/admin/group/menuList').set(adminA)).body.data);
  expect(grantable).toContain('noticeSetting');
  expect(grantable).not.toContain('exampleContact');
});
