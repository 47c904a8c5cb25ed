import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { schemasWith } from '../support/schema-copy';

/** A section added by writing one file: the shipped schemas plus a fixture section with every generic feature. */
function schemasWithGadget(): string {
  return schemasWith({
    'test/gadget.json': {
      id: 'gadget',
      title: '测试物品',
      model: { table: 'plt_gadget', softDelete: true },
      fields: {
        name: { type: 'string', title: '名称', minLength: 1, maxLength: 20, trim: true },
        qty: { type: 'integer', title: '数量', minimum: 0, maximum: 1000 },
        kind: { type: 'string', title: '类别', enum: ['甲', '乙'] },
      },
      required: ['name'],
      search: ['name', 'kind'],
      sort: { default: [['id', 'DESC']], allowed: ['id', 'name', 'qty'] },
      export: { fileName: '物品', columns: [{ field: 'name', title: '名称' }, { field: 'qty', title: '数量' }] },
      api: { base: '/api/test/gadget' },
    },
  });
}

let server: TestServer;
let admin: Record<string, string>;
let adminB: Record<string, string>;
const base = '/api/test/gadget';

beforeAll(async () => {
  server = await startTestServer({ env: { schemasDir: schemasWithGadget() } as any });
  admin = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  for (const [name, qty, kind] of [['螺栓', 5, '甲'], ['螺母', 50, '乙'], ['垫片', 500, '甲']] as const) {
    await server.request.post(`${base}/create`).set(admin).send({ name, qty, kind }).expect(200);
  }
}, 60_000);
afterAll(() => server.stop());

const list = (query: Record<string, unknown>, headers = admin) => server.request.get(`${base}/list`).query(query).set(headers);

test('create validates with Chinese messages derived from the field titles', async () => {
  const cases: [unknown, string][] = [
    [{}, '请输入名称'],
    [{ name: 'x'.repeat(21) }, '名称不能超过20个字符'],
    [{ name: '钉子', qty: -1 }, '数量不能小于0'],
    [{ name: '钉子', qty: 'many' }, '数量格式不正确'],
    [{ name: '钉子', kind: '丙' }, '类别取值不正确'],
  ];
  for (const [body, msg] of cases) {
    const res = await server.request.post(`${base}/create`).set(admin).send(body as object);
    expect([res.status, res.body.msg]).toEqual([400, msg]);
  }
  expect((await list({})).body.data.total).toBe(3);
});

test('list pages, searches and sorts; bad paging or sort is 400', async () => {
  const page = await list({ page: 2, limit: 2 });
  expect(page.body.data.total).toBe(3);
  expect(page.body.data.records.map((r: any) => r.name)).toEqual(['螺栓']);
  expect((await list({ name: '螺' })).body.data.records.map((r: any) => r.name).sort()).toEqual(['螺栓', '螺母']);
  expect((await list({ kind: '甲', sort: 'qty,DESC' })).body.data.records.map((r: any) => r.qty)).toEqual([500, 5]);
  expect((await list({ page: 0 })).status).toBe(400);
  expect((await list({ limit: 5000 })).status).toBe(400);
  expect((await list({ sort: 'tenantId,ASC' })).status).toBe(400);
});

test('get, update, delete to the deleted list, and restore', async () => {
  const row = (await list({ name: '垫片' })).body.data.records[0];
  expect((await server.request.get(`${base}/select/${row.id}`).set(admin)).body.data).toMatchObject({ name: '垫片', qty: 500, updUserName: '张伟' });
  const updated = await server.request.put(`${base}/update/${row.id}`).set(admin).send({ qty: 7 });
  expect(updated.body).toMatchObject({ code: 2000, msg: '修改成功!', data: { qty: 7, name: '垫片' } });
  expect((await server.request.delete(`${base}/delete/${row.id}`).set(admin)).body.msg).toBe('删除成功!');
  expect((await list({})).body.data.total).toBe(2);
  const deleted = await server.request.get(`${base}/deletedList`).set(admin);
  expect(deleted.body.data.records.map((r: any) => r.name)).toEqual(['垫片']);
  expect((await server.request.put(`${base}/recover/${row.id}`).set(admin)).body.code).toBe(2000);
  expect((await list({})).body.data.total).toBe(3);
});

test('export answers an xlsx of the rows with the declared columns', async () => {
  const res = await server.request.get(`${base}/exportList`).query({ kind: '甲' }).set(admin).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (c: Buffer) => chunks.push(c));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body);
  const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r: any) => r.slice(1));
  expect(rows[0]).toEqual(['名称', '数量']);
  expect(rows.slice(1).map((r: any) => r[0]).sort()).toEqual(['垫片', '螺栓']);
});

test("company B sees none of A's rows and cannot touch them; a member without the permission gets 403", async () => {
  const [first] = (await list({})).body.data.records;
  expect((await list({}, adminB)).body.data.total).toBe(0);
  expect((await server.request.get(`${base}/select/${first.id}`).set(adminB)).status).toBe(404);
  expect((await server.request.put(`${base}/update/${first.id}`).set(adminB).send({ qty: 1 })).status).toBe(404);
  expect((await server.request.delete(`${base}/delete/${first.id}`).set(adminB)).status).toBe(404);
  expect((await server.request.get(`${base}/select/${first.id}`).set(admin)).body.data.qty).toBe(first.qty);
  const member = await server.auth('13800000002', server.tenants.A);
  expect((await list({}, member)).status).toBe(403);
  expect((await server.request.post(`${base}/create`).set(member).send({ name: '越权' })).status).toBe(403);
});

test('a cached list answers the same JSON as the first read, as application/json, and a write drops it', async () => {
  const first = await list({ name: '螺', limit: 7 });
  const again = await list({ name: '螺', limit: 7 });
  for (const res of [first, again]) expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(again.text).toBe(first.text);
  expect(first.body.data.total).toBe(2);
  const made = await server.request.post(`${base}/create`).set(admin).send({ name: '螺丝刀', qty: 1 }).expect(200);
  expect((await list({ name: '螺', limit: 7 })).body.data.total).toBe(3);
  await server.request.delete(`${base}/delete/${made.body.data.id}`).set(admin).expect(200);
});
