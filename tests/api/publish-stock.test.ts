import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/**
 * 库存共享中心: company-shared stock (schemas/inventory/publishStock.json, `model.tenant: "shared"`). Every member of
 * every company reads the published rows of all companies (selectPage); a company writes only its own rows
 * (myPage, create, update — withdraw is status 0 —, delete, import); another company's rows are 404 to them.
 */
const BASE = '/api/business/plt-publishStock';

let server: TestServer;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;

const all = () => asSystem(() => server.services.db.sections.publishStock.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const page = (query: Record<string, unknown>, headers = memberA) => server.request.get(`${BASE}/selectPage`).query(query).set(headers);

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  memberA = await server.auth('13800000002', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

describe('selectPage: the published stock of every company', () => {
  test('every member reads the published rows of both companies, newest first, with the summary total', async () => {
    const rows = await all();
    const published = rows.filter((r) => r.status === 1);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const res = await page({ page: 1, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.total).toBe(published.length);
    expect(res.body.data.records).toHaveLength(10);
    // The summary row: the available quantity of the whole result, not of the page.
    expect(res.body.data.totals).toEqual({ availableQty: published.reduce((sum, r) => sum + r.availableQty, 0) });
    const first = res.body.data.records[0];
    for (const key of ['id', 'brandName', 'goodsName', 'series', 'specModel', 'itemNo', 'retailPrice', 'availableQty', 'qq', 'updTime', 'companyName', 'consultCount']) expect(first).toHaveProperty(key);
    for (const key of ['tenantId', 'crtUserId', 'crtUserName', 'updUserId', 'updUserName']) expect(first).not.toHaveProperty(key);
    const names = new Set((await page({ limit: 1000 })).body.data.records.map((r: any) => r.companyName));
    expect(names).toEqual(new Set(['演示科技有限公司', '示例制造有限公司']));
  });

  test('page sizes up to 1000; 1001 is refused', async () => {
    for (const limit of [10, 20, 50, 100, 500, 1000]) {
      const res = await page({ page: 1, limit });
      expect([res.status, res.body.data.records.length]).toEqual([200, Math.min(limit, res.body.data.total)]);
    }
    expect((await page({ limit: 1001 })).status).toBe(400);
    expect((await page({ page: 0 })).status).toBe(400);
  });

  test('goodsInfo matches brand, product name or series; specModel and itemNo match a part; totals follow the search', async () => {
    const published = (await all()).filter((r) => r.status === 1);
    const bearings = await page({ goodsInfo: '轴承', limit: 1000 });
    const expected = published.filter((r) => [r.brandName, r.goodsName, r.series].some((v) => String(v ?? '').includes('轴承')));
    expect(bearings.body.data.total).toBe(expected.length);
    expect(bearings.body.data.totals.availableQty).toBe(expected.reduce((s, r) => s + r.availableQty, 0));
    const byBrand = await page({ goodsInfo: 'skf', limit: 1000 });
    expect(byBrand.body.data.records.every((r: any) => r.brandName === 'SKF')).toBe(true);
    expect(byBrand.body.data.total).toBeGreaterThan(0);
    const bySeries = await page({ goodsInfo: 'YJV系列', limit: 1000 });
    expect(bySeries.body.data.records.every((r: any) => r.series === 'YJV系列')).toBe(true);
    const model = await page({ specModel: 'DN50', limit: 1000 });
    expect(model.body.data.total).toBeGreaterThan(0);
    expect(model.body.data.records.every((r: any) => r.specModel.includes('DN50'))).toBe(true);
    const one = published[3];
    const byItem = await page({ itemNo: one.itemNo });
    expect(byItem.body.data.records.map((r: any) => r.id)).toEqual([one.id]);
    // LIKE's own characters match themselves.
    expect((await page({ goodsInfo: '%' })).body.data.total).toBe(0);
    const none = await page({ goodsInfo: '没有这种货' });
    expect([none.body.data.total, none.body.data.totals.availableQty]).toEqual([0, 0]);
  });

  test('batch search: itemNoList, one order number per line (or comma), exact matches only', async () => {
    const published = (await all()).filter((r) => r.status === 1);
    const picked = [published[0], published[160], published[200]];
    const withdrawnB = (await all()).find((r) => r.status === 0 && r.tenantId === server.tenants.B);
    const list = `${picked[0].itemNo}\r\n  ${picked[1].itemNo}  \n\n${picked[2].itemNo},NOPE-1\n${withdrawnB.itemNo}`;
    const res = await page({ itemNoList: list, limit: 100 });
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r: any) => r.id).sort((a: number, b: number) => a - b)).toEqual(picked.map((r) => r.id).sort((a, b) => a - b));
    expect(res.body.data.totals.availableQty).toBe(picked.reduce((s, r) => s + r.availableQty, 0));
    // A part of an order number is no match in a batch search.
    expect((await page({ itemNoList: picked[0].itemNo.slice(0, 4) })).body.data.total).toBe(0);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `X${i}`).join('\n');
    expect((await page({ itemNoList: tooMany })).status).toBe(400);
  });

  test("another company's withdrawn rows are not readable anywhere", async () => {
    const withdrawnB = (await all()).filter((r) => r.status === 0 && r.tenantId === server.tenants.B);
    expect(withdrawnB.length).toBeGreaterThan(0);
    const ids = new Set((await page({ limit: 1000 })).body.data.records.map((r: any) => r.id));
    const more = (await page({ limit: 1000, page: 2 })).body.data.records.map((r: any) => r.id);
    more.forEach((id: number) => ids.add(id));
    for (const row of withdrawnB) expect(ids.has(row.id)).toBe(false);
    expect((await page({ itemNoList: withdrawnB[0].itemNo })).body.data.total).toBe(0);
    expect((await page({ status: 0 })).body.data.total).toBe(0);
    expect((await server.request.get(`${BASE}/select/${withdrawnB[0].id}`).set(adminA)).status).toBe(404);
    expect((await server.request.get(`${BASE}/consult`).query({ id: withdrawnB[0].id }).set(adminA)).status).toBe(404);
  });

  test('the OpenAPI document names the search parameters and the totals', async () => {
    const doc = (await server.request.get('/api/openapi.json')).body;
    const op = doc.paths[`${BASE}/selectPage`].get;
    const params = op.parameters.map((p: any) => p.name);
    expect(params).toEqual(expect.arrayContaining(['page', 'limit', 'goodsInfo', 'specModel', 'itemNo', 'itemNoList']));
    expect(JSON.stringify(op.responses)).toContain('totals');
  });

  test('operators (platform domain) are refused; no token is 401', async () => {
    expect((await server.request.get(`${BASE}/selectPage`)).status).toBe(401);
  });
});

describe("a company writes only its own rows", () => {
  test("company A can change none of B's rows: update, withdraw and delete of B's id are 404 and nothing changes", async () => {
    const before = await all();
    const rowB = before.find((r) => r.status === 1 && r.tenantId === server.tenants.B);
    expect((await server.request.get(`${BASE}/select/${rowB.id}`).set(adminA)).status).toBe(404);
    const update = await server.request.put(`${BASE}/update/${rowB.id}`).set(adminA).send({ availableQty: 1, brandName: '篡改' });
    expect(update.status).toBe(404);
    const withdraw = await server.request.put(`${BASE}/update/${rowB.id}`).set(adminA).send({ status: 0 });
    expect(withdraw.status).toBe(404);
    const remove = await server.request.delete(`${BASE}/delete/${rowB.id}`).set(adminA);
    expect(remove.status).toBe(404);
    // A list of ids with one of B's: all or nothing.
    const ownA = before.find((r) => r.tenantId === server.tenants.A);
    expect((await server.request.delete(`${BASE}/delete/${ownA.id},${rowB.id}`).set(adminA)).status).toBe(404);
    expect(await all()).toEqual(before);
  });

  test('the data layer: inside A, B\'s published row is readable, its withdrawn rows are not, and no write reaches B', async () => {
    const model = server.services.db.sections.publishStock;
    const rows = await all();
    const published = rows.find((r) => r.status === 1 && r.tenantId === server.tenants.B);
    const withdrawn = rows.find((r) => r.status === 0 && r.tenantId === server.tenants.B);
    await asTenant(server.tenants.A, async () => {
      expect(await model.findByPk(published.id)).not.toBeNull();
      expect(await model.findByPk(withdrawn.id)).toBeNull();
      expect(await model.count({ where: { id: [published.id, withdrawn.id] } })).toBe(1);
      expect(await model.update({ availableQty: 0 }, { where: { id: published.id } })).toEqual([0]);
      expect(await model.destroy({ where: { id: published.id } })).toBe(0);
      const row = await model.findByPk(published.id);
      await expect(row!.update({ availableQty: 0 })).rejects.toThrow(/cross-tenant/);
      // Taking B's row over: the update is limited to A's own rows, so it reaches none.
      expect(await model.update({ tenantId: server.tenants.A }, { where: { id: published.id } })).toEqual([0]);
      await expect(model.update({ tenantId: server.tenants.B }, { where: { id: published.id } })).rejects.toThrow(/cross-tenant/);
    });
    expect(await all()).toEqual(rows);
  });

  test('myPage lists the company’s own rows only, withdrawn ones too', async () => {
    const rows = await all();
    const ownA = rows.filter((r) => r.tenantId === server.tenants.A);
    const res = await server.request.get(`${BASE}/myPage`).query({ limit: 1000 }).set(adminA);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(ownA.length);
    expect(res.body.data.records.some((r: any) => r.status === 0)).toBe(true);
    expect(new Set(res.body.data.records.map((r: any) => r.companyName))).toEqual(new Set(['演示科技有限公司']));
  });

  test('add, edit, withdraw: money in yuan on the wire, fen in the database; B sees it only while published', async () => {
    const created = await server.request.post(`${BASE}/create`).set(adminA).send({
      brandName: '测试品牌', goodsName: '角接触球轴承', series: '7200系列', specModel: '7205BECBP', itemNo: 'TEST-7205', retailPrice: 123.45, availableQty: 40, qq: '123456789',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 2000, msg: '发布成功!', data: { retailPrice: 123.45, availableQty: 40, status: 1, companyName: '演示科技有限公司', consultCount: 0 } });
    const id = created.body.data.id;
    const stored = (await all()).find((r) => r.id === id);
    expect([stored.retailPrice, stored.tenantId]).toEqual([12345, server.tenants.A]);
    const seenByB = await page({ itemNoList: 'TEST-7205' }, adminB);
    expect(seenByB.body.data.records).toMatchObject([{ id, retailPrice: 123.45, companyName: '演示科技有限公司' }]);

    const edited = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ retailPrice: '0.29', availableQty: 41 });
    expect(edited.body.data).toMatchObject({ retailPrice: 0.29, availableQty: 41 });
    expect((await all()).find((r) => r.id === id).retailPrice).toBe(29);

    const consult = await server.request.get(`${BASE}/consult`).query({ id }).set(adminB);
    expect(consult.body).toMatchObject({ code: 2000, data: { id, qq: '123456789', consultCount: 1 } });
    // The click is B's own record; A's row is not written by it.
    const clicks = (await asSystem(() => server.services.db.models.StockConsult.findAll({ where: { stockId: id }, raw: true }))) as any[];
    expect(clicks.map((c) => [c.tenantId, c.crtUserName])).toEqual([[server.tenants.B, expect.any(String)]]);
    expect((await all()).find((r) => r.id === id)).toMatchObject({ availableQty: 41, tenantId: server.tenants.A });
    expect((await page({ itemNoList: 'TEST-7205' }, memberA)).body.data.records[0].consultCount).toBe(1);

    const withdrawn = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ status: 0 });
    expect(withdrawn.body.data.status).toBe(0);
    expect((await page({ itemNoList: 'TEST-7205' }, adminB)).body.data.total).toBe(0);
    expect((await page({ itemNoList: 'TEST-7205' }, adminA)).body.data.total).toBe(0);
    expect((await server.request.get(`${BASE}/consult`).query({ id }).set(adminB)).status).toBe(404);
  });

  test('create checks the fields with Chinese messages', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ goodsName: 'x', specModel: 'x', itemNo: 'x', availableQty: 1 }, 'brandName'],
      [{ brandName: 'x', goodsName: 'x', specModel: 'x', itemNo: 'x', availableQty: -1 }, 'availableQty'],
      [{ brandName: 'x', goodsName: 'x', specModel: 'x', itemNo: 'x', availableQty: 1, retailPrice: 1.234 }, 'retailPrice'],
      [{ brandName: 'x', goodsName: 'x', specModel: 'x', itemNo: 'x', availableQty: 1, qq: 'abc' }, 'qq'],
    ];
    for (const [body, field] of bad) {
      const res = await server.request.post(`${BASE}/create`).set(adminA).send(body);
      expect([res.status, res.body.data]).toEqual([400, [field]]);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('import from the xlsx template', () => {
  const HEADER = ['品牌', '产品名称', '系列', '型号', '订货号', '面价（元）', '可用数量', 'QQ'];
  const workbook = async (rows: unknown[][], header = HEADER) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('库存导入模板');
    sheet.addRow(header);
    rows.forEach((row) => sheet.addRow(row));
    return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
  };
  const upload = (data: Buffer, name = 'stock.xlsx', headers = adminB) => server.request.post(`${BASE}/import`).set(headers).attach('file', data, name);

  test('the template has the columns in order', async () => {
    const res = await server.request.get(`${BASE}/importTemplate`).set(adminA).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body);
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
  });

  test('a good file imports every row', async () => {
    const before = (await all()).length;
    const data = await workbook([
      ['博世', '角磨机', 'GWS系列', 'GWS 700', 'IMP-001', 399.5, 12, '987654321'],
      ['牧田', '电锤', 'HR系列', 'HR2470', 'IMP-002', '820', '30', ''],
      [],
      ['东成', '电钻', 'J1Z系列', 'J1Z-FF02-10A', 'IMP-003', null, 5, null],
    ]);
    const res = await upload(data);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, data: { count: 3 } });
    const rows = await all();
    expect(rows.length).toBe(before + 3);
    const imported = rows.filter((r) => String(r.itemNo).startsWith('IMP-'));
    expect(imported.map((r) => [r.itemNo, r.retailPrice, r.availableQty, r.tenantId, r.status, r.companyName])).toEqual([
      ['IMP-001', 39950, 12, server.tenants.B, 1, '示例制造有限公司'],
      ['IMP-002', 82000, 30, server.tenants.B, 1, '示例制造有限公司'],
      ['IMP-003', null, 5, server.tenants.B, 1, '示例制造有限公司'],
    ]);
    expect((await page({ itemNoList: 'IMP-001\nIMP-002\nIMP-003' }, memberA)).body.data.total).toBe(3);
  });

  test('a file with a bad row imports nothing and names the rows', async () => {
    const before = await all();
    const data = await workbook([
      ['博世', '冲击钻', 'GSB系列', 'GSB 600', 'BAD-001', 299, 3, ''],
      ['博世', '', 'GSB系列', 'GSB 13 RE', 'BAD-002', 359, 4, ''],
      ['博世', '电钻', 'GSB系列', 'GSB 16 RE', 'BAD-003', 399, -2, ''],
    ]);
    const res = await upload(data);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('第3行');
    expect(res.body.msg).toContain('未导入任何数据');
    expect(res.body.data.errors.map((e: any) => [e.row, e.field])).toEqual([[3, 'goodsName'], [4, 'availableQty']]);
    expect(res.body.data.errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await all()).toEqual(before);
  });

  test('a file that is not an xlsx, or a sheet with another header, is refused', async () => {
    const before = (await all()).length;
    const text = await upload(Buffer.from('品牌,产品名称\n博世,电钻\n'), 'stock.xlsx');
    expect([text.status, text.body.msg]).toEqual([400, '导入文件只能是 xlsx 格式!']);
    const png = await upload(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'stock.png');
    expect(png.status).toBe(400);
    const zip = await upload(Buffer.from('504b0304140000000000', 'hex'), 'stock.xlsx');
    expect([zip.status, zip.body.msg]).toEqual([400, '导入文件只能是 xlsx 格式!']);
    const header = await upload(await workbook([['a', 'b']], ['名称', '数量']));
    expect(header.status).toBe(400);
    expect(header.body.msg).toContain('表头');
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(400);
    const none = await server.request.post(`${BASE}/import`).set(adminB);
    expect(none.status).toBe(400);
    expect((await all()).length).toBe(before);
  });
});
