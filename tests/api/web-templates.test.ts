import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';
import { AMOUNT_MISMATCH } from '../../server/modules/commerce/order-creation';
import { balanceAndLedger } from '../support/commerce';
import { makePng } from '../support/images';

/**
 * The website template gallery (spec doc 2 §2): platform-owned templates every company reads (list with name, type,
 * colour and support filters, page size 6; select), and whether the company bought one (log select).
 */
const LIST = '/api/business/plt-web-template/list';
const SELECT = '/api/business/plt-web-template/select';
const LOG = '/api/business/plt-web-template-log/select';
const BUY = '/api/business/plt-web-template-log/buy';
const BALANCE = '/api/business/transaction-flow/selectBalance';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let memberA: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  memberA = await server.auth('13800000002', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const list = async (query: Record<string, unknown>, headers = adminA) => {
  const res = await server.request.get(LIST).query({ page: 1, limit: 6, ...query }).set(headers);
  expect(res.status).toBe(200);
  return res.body.data as { records: any[]; total: number };
};
/** Every template, read straight from the table: what the filters are checked against. */
const all = () => asSystem(async () => (await server.services.db.models.WebTemplate.findAll({ order: [['sort', 'ASC'], ['id', 'ASC']], raw: true })) as any[]);

describe('list', () => {
  test('pages of 6 in sort order, the total of all; covers are served; the link is left out', async () => {
    const rows = await all();
    expect(rows).toHaveLength(30);
    const first = await list({});
    expect(first.total).toBe(30);
    expect(first.records.map((r) => r.id)).toEqual(rows.slice(0, 6).map((r) => r.id));
    const fifth = await list({ page: 5 });
    expect(fifth.records.map((r) => r.id)).toEqual(rows.slice(24, 30).map((r) => r.id));
    expect((await list({ page: 6 })).records).toEqual([]);
    const record = first.records[0];
    expect(record).toMatchObject({ name: rows[0].name, type: rows[0].type, color: rows[0].color, price: rows[0].price / 100, cover: rows[0].cover });
    expect(record).not.toHaveProperty('link');
    expect(record).not.toHaveProperty('crtUserName');
    // Covers are the web app's static files (public/, copied into the build).
    for (const row of rows) expect(fs.statSync(path.join('public', row.cover)).size).toBeLessThan(4000);
  });

  test('filters: name, type, colour and support (every value asked for); B reads the same gallery', async () => {
    const rows = await all();
    const expected = (pick: (row: any) => boolean) => rows.filter(pick).map((r) => r.id);
    const ids = async (query: Record<string, unknown>, headers = adminA) => (await list({ limit: 100, ...query }, headers)).records.map((r) => r.id);
    expect(await ids({ name: '商城' })).toEqual(expected((r) => r.name.includes('商城')));
    expect((await ids({ name: '商城' })).length).toBeGreaterThan(1);
    expect(await ids({ type: 19 })).toEqual(expected((r) => r.type === 19));
    expect(await ids({ color: 'blue' })).toEqual(expected((r) => r.color === 'blue'));
    const both = expected((r) => (r.support ?? '').split(',').includes('mobile') && (r.support ?? '').split(',').includes('miniProgram'));
    expect(both.length).toBeGreaterThan(0);
    expect(await ids({ support: 'mobile,miniProgram' })).toEqual(both);
    expect((await ids({ support: 'mobile' })).length).toBeGreaterThan(both.length);
    const combined = expected((r) => r.color === 'red' && (r.support ?? '').includes('onlineEdit'));
    expect(await ids({ color: 'red', support: 'onlineEdit' })).toEqual(combined);
    expect(await ids({ color: 'blue' }, adminB)).toEqual(expected((r) => r.color === 'blue'));
    // Nothing matches: an empty page (the gallery says 暂无更多数据).
    expect(await list({ name: '没有这样的模板' })).toEqual({ records: [], total: 0 });
  });

  test('bad filters are 400 with a clear message', async () => {
    const bad = async (query: Record<string, unknown>) => (await server.request.get(LIST).query(query).set(adminA)).body;
    expect(await bad({ color: 'purple' })).toMatchObject({ code: 400, msg: '颜色取值不正确' });
    expect(await bad({ type: 20 })).toMatchObject({ code: 400, msg: '行业类型取值不正确' });
    expect(await bad({ support: 'mobile,fax' })).toMatchObject({ code: 400, msg: '支持类型不正确' });
    expect(await bad({ limit: 0 })).toMatchObject({ code: 400 });
  });
});

describe('select', () => {
  test('one template without its link; unknown → 404; any member reads it', async () => {
    const [row] = await all();
    const res = await server.request.get(`${SELECT}/${row.id}`).set(memberA);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: row.id, name: row.name, description: row.description, content: row.content, price: row.price / 100 });
    expect(res.body.data).not.toHaveProperty('link');
    expect((await server.request.get(`${SELECT}/999999`).set(adminA)).status).toBe(404);
  });

  test('companies cannot write templates: the data layer refuses a write in a company context', async () => {
    const [row] = await all();
    await expect(asTenant(server.tenants.A, () => server.services.db.models.WebTemplate.update({ name: '改名' }, { where: { id: row.id } }))).rejects.toThrow(/platform-owned/);
    expect((await all())[0].name).toBe(row.name);
  });

  test('operators manage the gallery in the operator console', async () => {
    const operator = await server.operatorAuth();
    // The cover is an image the operator uploaded (web-template-fields.test.ts: url text is refused).
    const cover = (await server.request.post('/api/platform/storage/create').set(operator).attach('file', makePng(), 'cover.png')).body.data.url;
    const created = await server.request
      .post('/api/platform/web-template/create')
      .set(operator)
      .send({ name: '运营新模板', type: 3, color: 'green', support: 'mobile,onlineEdit', price: 88.8, cover, link: 'https://example.com/t', sort: 100 });
    expect(created.status).toBe(200);
    const found = (await list({ name: '运营新模板' })).records;
    expect(found).toEqual([expect.objectContaining({ name: '运营新模板', price: 88.8, support: 'mobile,onlineEdit' })]);
    const refused = await server.request.post('/api/platform/web-template/create').set(operator).send({ name: '坏模板', type: 1, price: 1, support: 'fax' });
    expect(refused.status).toBe(400);
    expect((await server.request.post('/api/platform/web-template/create').set(adminA).send({ name: 'x', type: 1, price: 1 })).status).toBe(403);
    await server.request.delete(`/api/platform/web-template/delete/${found[0].id}`).set(operator).expect(200);
    expect((await list({ name: '运营新模板' })).total).toBe(0);
  });
});

describe('purchase status (plt-web-template-log/select)', () => {
  test('not bought: 409 with the prompt; bought: the link; another company has not bought it', async () => {
    const [row] = await all();
    const before = await server.request.get(`${LOG}/${row.id}`).set(adminA);
    expect([before.status, before.body.msg]).toEqual([409, '您还未购买该模板，是否前往购买?']);
    await asTenant(server.tenants.A, () => server.services.db.models.WebTemplatePurchase.create({ templateId: row.id, orderId: 1 }));
    const after = await server.request.get(`${LOG}/${row.id}`).set(adminA);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ templateId: row.id, link: row.link, orderId: 1 });
    expect(row.link).toMatch(/^\/apps\/MSA1010\?template=t\d\d$/);
    expect((await server.request.get(`${LOG}/${row.id}`).set(adminB)).status).toBe(409);
    expect((await server.request.get(`${LOG}/999999`).set(adminA)).body).toMatchObject({ code: 404, msg: '模板不存在' });
  });

  test('a member without the purchase grant gets 403', async () => {
    expect((await server.request.get(`${LOG}/1`).set(memberA)).status).toBe(403);
  });
});

describe('buying a template with the balance', () => {
  const balance = async (headers: Record<string, string>) => (await server.request.get(BALANCE).set(headers)).body.data as number;
  /** Everything a purchase could change for a company: balance and ledger, orders, purchases. */
  const state = async (tenantId: number) => ({
    money: await balanceAndLedger(server, tenantId),
    ...(await asTenant(tenantId, async () => ({
      orders: await server.services.db.models.Order.count(),
      purchases: await server.services.db.models.WebTemplatePurchase.count(),
    }))),
  });
  const priced = async (pick: (fen: number) => boolean) => (await all()).find((row) => pick(Number(row.price)))!;

  test('bought with the login password: the balance falls by the price with a ledger row, the link opens; twice is refused', async () => {
    const template = await priced((fen) => fen === 29900);
    const before = await state(server.tenants.A);
    const startBalance = await balance(adminA);
    expect((await server.request.get(`${LOG}/${template.id}`).set(adminA)).status).toBe(409);
    const res = await server.request.post(BUY).set(adminA).send({ password: 'Demo@2026', cid: template.id, type: 2, amount: 299 });
    expect([res.status, res.body.msg]).toEqual([200, '购买模板成功!']);
    expect(await balance(adminA)).toBeCloseTo(startBalance - 299, 2);
    const after = await state(server.tenants.A);
    expect(after).toEqual({ money: { balance: before.money.balance - 29900, ledger: before.money.ledger - 29900, rows: before.money.rows + 1 }, orders: before.orders + 1, purchases: before.purchases + 1 });
    const order: any = await asTenant(server.tenants.A, () => server.services.db.models.Order.findByPk(res.body.data.orderId, { raw: true }));
    expect(order).toMatchObject({ type: 2, cid: template.id, status: 1, amount: 29900 });
    expect((await server.request.get(`${LOG}/${template.id}`).set(adminA)).body.data.link).toBe(template.link);
    // Company B has not bought it.
    expect((await server.request.get(`${LOG}/${template.id}`).set(adminB)).status).toBe(409);

    const twice = await server.request.post(BUY).set(adminA).send({ password: 'Demo@2026', cid: template.id, type: 2, amount: 299 });
    expect([twice.status, twice.body.msg]).toEqual([409, '已购买该模板']);
    expect(await state(server.tenants.A)).toEqual(after);
  });

  test('refusals change nothing: empty or wrong password, short balance, a stale amount, a bad type or template', async () => {
    const cheap = await priced((fen) => fen === 19900);
    const dear = await priced((fen) => fen > 50000);
    const before = await state(server.tenants.B);
    const send = (body: Record<string, unknown>) => server.request.post(BUY).set(adminB).send(body);
    const answer = async (body: Record<string, unknown>) => {
      const res = await send(body);
      return [res.status, res.body.msg];
    };
    expect(await answer({ password: '', cid: cheap.id, type: 2, amount: 199 })).toEqual([400, '密码不能为空']);
    expect(await answer({ cid: cheap.id, type: 2, amount: 199 })).toEqual([400, '密码不能为空']);
    expect(await answer({ password: 'Wrong@2026', cid: cheap.id, type: 2, amount: 199 })).toEqual([400, '密码错误']);
    expect(await balance(adminB)).toBeLessThan(Number(dear.price) / 100);
    expect(await answer({ password: 'Demo@2026', cid: dear.id, type: 2, amount: Number(dear.price) / 100 })).toEqual([409, '账户余额不足，请进行充值!']);
    expect(await answer({ password: 'Demo@2026', cid: cheap.id, type: 2, amount: 1.99 })).toEqual([409, AMOUNT_MISMATCH]);
    expect(await answer({ password: 'Demo@2026', cid: cheap.id, type: 1, amount: 199 })).toEqual([400, '购买类型不正确']);
    expect(await answer({ password: 'Demo@2026', cid: 'x', type: 2, amount: 199 })).toEqual([400, '请选择模板']);
    expect(await answer({ password: 'Demo@2026', cid: cheap.id, type: 2 })).toEqual([400, '订单金额不正确']);
    expect(await answer({ password: 'Demo@2026', cid: 999999, type: 2, amount: 199 })).toEqual([404, '模板不存在']);
    expect(await state(server.tenants.B)).toEqual(before);
    expect((await server.request.get(`${LOG}/${dear.id}`).set(adminB)).status).toBe(409);
    // A member without the purchase grant.
    expect((await server.request.post(BUY).set(memberA).send({ password: 'Demo@2026', cid: cheap.id, type: 2, amount: 199 })).status).toBe(403);
  });
});
