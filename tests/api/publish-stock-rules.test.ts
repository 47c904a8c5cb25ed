import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem } from '../../server/context/request-context';

/**
 * 发布我的库存 as a new user meets it (issue 27): a negative 面价 or a fractional 可用数量 is refused with a Chinese
 * message and nothing is written (not rounded, not clamped); an 订货号 is unique within the company — a repeat by
 * create, edit or import is 409 naming it, also when many requests race —, while another company may use the same one;
 * QQ may be left empty.
 */
const BASE = '/api/business/plt-publishStock';
const PARALLEL = 10;

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;

const all = () => asSystem(() => server.services.db.sections.publishStock.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const withItemNo = async (itemNo: string, tenantId: number) => (await all()).filter((r) => r.itemNo === itemNo && r.tenantId === tenantId);
const stock = (itemNo: string, extra: Record<string, unknown> = {}) => ({ brandName: '测试品牌', goodsName: '深沟球轴承', specModel: '6204-2RS', itemNo, retailPrice: 18.5, availableQty: 10, ...extra });
const create = (body: object, headers = adminA) => server.request.post(`${BASE}/create`).set(headers).send(body);

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

describe('面价 and 可用数量 are refused as sent, never changed', () => {
  test('create: a negative price, a price with three decimals, a fractional or negative quantity answer 400 and write nothing', async () => {
    const before = await all();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ retailPrice: -1 }, 'retailPrice', '面价不能小于0'],
      [{ retailPrice: '-0.01' }, 'retailPrice', '面价不能小于0'],
      [{ retailPrice: 1.234 }, 'retailPrice', '面价须为数字，最多两位小数'],
      [{ availableQty: 1.5 }, 'availableQty', '可用数量须为整数'],
      [{ availableQty: '2.5' }, 'availableQty', '可用数量须为整数'],
      [{ availableQty: -3 }, 'availableQty', '可用数量不能小于0'],
    ];
    for (const [extra, field, msg] of cases) {
      const res = await create(stock('RULE-NUM-1', extra));
      expect([res.status, res.body.code, res.body.msg, res.body.data]).toEqual([400, 400, msg, [field]]);
    }
    expect(await all()).toEqual(before);
  });

  test('update: the same refusals, and the row keeps its values', async () => {
    const id = (await create(stock('RULE-NUM-2', { retailPrice: 20, availableQty: 7 }))).body.data.id;
    const before = await all();
    for (const [body, msg] of [[{ retailPrice: -5 }, '面价不能小于0'], [{ availableQty: 3.7 }, '可用数量须为整数']] as const) {
      const res = await server.request.put(`${BASE}/update/${id}`).set(adminA).send(body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect(await all()).toEqual(before);
    expect(before.find((r) => r.id === id)).toMatchObject({ retailPrice: 2000, availableQty: 7 });
  });
});

describe('QQ is optional', () => {
  test('the form sends an empty QQ (and 系列) as blank text: it saves, and an edit may clear a QQ; a bad one is still refused', async () => {
    const created = await create(stock('QQ-001', { series: '', qq: '' }));
    expect([created.status, created.body.data.qq]).toEqual([200, '']);
    const id = (await create(stock('QQ-002', { qq: '123456789' }))).body.data.id;
    const cleared = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ qq: '' });
    expect([cleared.status, cleared.body.data.qq]).toEqual([200, '']);
    const bad = await create(stock('QQ-003', { qq: '0123' }));
    expect([bad.status, bad.body.msg, bad.body.data]).toEqual([400, 'QQ号格式不正确', ['qq']]);
  });
});

describe('订货号 is unique within the company', () => {
  test('a second row with the same 订货号 is 409 naming it; withdrawn rows count; another company may use it', async () => {
    const first = await create(stock('DUP-100'));
    expect(first.status).toBe(200);
    const again = await create(stock('  DUP-100  ', { goodsName: '另一种轴承' }));
    expect([again.status, again.body.code, again.body.msg]).toEqual([409, 409, '订货号“DUP-100”已存在']);
    expect(await withItemNo('DUP-100', server.tenants.A)).toHaveLength(1);

    // Withdrawn is still the company's row with that number.
    expect((await server.request.put(`${BASE}/update/${first.body.data.id}`).set(adminA).send({ status: 0 })).status).toBe(200);
    expect((await create(stock('DUP-100'))).status).toBe(409);

    // Another company has its own numbers.
    const other = await create(stock('DUP-100'), adminB);
    expect([other.status, other.body.data.itemNo]).toEqual([200, 'DUP-100']);
    expect(await withItemNo('DUP-100', server.tenants.B)).toHaveLength(1);

    // Deleted rows are gone: the number is free again.
    expect((await server.request.delete(`${BASE}/delete/${first.body.data.id}`).set(adminA)).status).toBe(200);
    expect((await create(stock('DUP-100'))).status).toBe(200);
  });

  test('an edit onto another row’s 订货号 is 409 and leaves the row as it was; keeping its own is fine', async () => {
    await create(stock('DUP-200'));
    const id = (await create(stock('DUP-201'))).body.data.id;
    const before = await all();
    const res = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ itemNo: 'DUP-200' });
    expect([res.status, res.body.msg]).toEqual([409, '订货号“DUP-200”已存在']);
    expect(await all()).toEqual(before);
    const same = await server.request.put(`${BASE}/update/${id}`).set(adminA).send({ itemNo: 'DUP-201', availableQty: 11 });
    expect([same.status, same.body.data.availableQty]).toEqual([200, 11]);
  });

  test(`${PARALLEL} parallel creates of one 订货号 leave one row; the others answer 409 naming it`, async () => {
    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => create(stock('RACE-300'))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body).toMatchObject({ code: 409, msg: '订货号“RACE-300”已存在' });
    expect(await withItemNo('RACE-300', server.tenants.A)).toHaveLength(1);
  });

  test('both companies racing for one 订货号 each get theirs', async () => {
    const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => create(stock('RACE-400'), i % 2 ? adminA : adminB)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await withItemNo('RACE-400', server.tenants.A)).toHaveLength(1);
    expect(await withItemNo('RACE-400', server.tenants.B)).toHaveLength(1);
  });
});

describe('import keeps the same rules', () => {
  const HEADER = ['品牌', '产品名称', '系列', '型号', '订货号', '面价（元）', '可用数量', 'QQ'];
  const workbook = async (rows: unknown[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('库存导入模板');
    sheet.addRow(HEADER);
    rows.forEach((row) => sheet.addRow(row));
    return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
  };
  const upload = async (rows: unknown[][]) => server.request.post(`${BASE}/import`).set(adminA).attach('file', await workbook(rows), 'stock.xlsx');

  test('a negative price or a fractional quantity names its row; nothing is imported', async () => {
    const before = await all();
    const res = await upload([
      ['博世', '角磨机', 'GWS系列', 'GWS 700', 'IMPR-001', -1, 12, ''],
      ['博世', '电锤', 'GBH系列', 'GBH 2-26', 'IMPR-002', 300, 2.5, ''],
      ['博世', '电钻', 'GSB系列', 'GSB 13', 'IMPR-003', 199, 4, ''],
    ]);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { row: 2, field: 'retailPrice', message: '面价不能小于0' },
      { row: 3, field: 'availableQty', message: '可用数量须为整数' },
    ]);
    expect(await all()).toEqual(before);
  });

  test('a 订货号 twice in the file is 400 naming both rows; one the company has is 409 naming the row; nothing is imported', async () => {
    await create(stock('IMPD-EXISTS'));
    const before = await all();
    const twice = await upload([
      ['博世', '角磨机', 'GWS系列', 'GWS 700', 'IMPD-001', 399, 12, ''],
      ['博世', '电锤', 'GBH系列', 'GBH 2-26', 'IMPD-001', 820, 3, ''],
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.data.errors).toEqual([{ row: 3, field: 'itemNo', message: '订货号“IMPD-001”与第2行重复' }]);
    expect(twice.body.msg).toBe('第3行：订货号“IMPD-001”与第2行重复（共 1 行有误，未导入任何数据）');

    const taken = await upload([
      ['博世', '角磨机', 'GWS系列', 'GWS 700', 'IMPD-002', 399, 12, ''],
      ['博世', '电锤', 'GBH系列', 'GBH 2-26', 'IMPD-EXISTS', 820, 3, ''],
    ]);
    expect([taken.status, taken.body.code]).toEqual([409, 409]);
    expect(taken.body.data.errors).toEqual([{ row: 3, field: 'itemNo', message: '订货号“IMPD-EXISTS”已存在' }]);
    expect(taken.body.msg).toContain('第3行：订货号“IMPD-EXISTS”已存在');
    expect(await all()).toEqual(before);

    // Another company imports the same numbers.
    const b = await server.request.post(`${BASE}/import`).set(adminB).attach('file', await workbook([['博世', '电锤', 'GBH系列', 'GBH 2-26', 'IMPD-EXISTS', 820, 3, '']]), 'stock.xlsx');
    expect([b.status, b.body.data.count]).toEqual([200, 1]);
  });
});
