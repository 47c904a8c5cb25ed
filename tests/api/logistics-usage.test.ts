import { startTestServer, type TestServer } from '../support/test-server';
import { UNLIMITED } from '../support/rate-limits';
import { asTenant } from '../../server/context/request-context';
import { MISSING_KEY, INVALID_KEY } from '../../server/modules/service/sms-send-key';
import { addDays, shanghaiDay } from '../../server/engine/calendar-days';
import { demoQueries, demoWaybills } from '../../seeds/logistics-usage';

/**
 * 电子面单 and 物流查询 (issue 28): usage calls with an API key (POST /api/logistics/waybill and /query) take one of
 * the company's waybill / query pack atomically and write a usage record; findAnOrder and findAnOrderOrderByDate
 * count them (the demo company starts with 60 seeded days); 面单记录 and 查询记录 list them by type.
 */
const WAYBILL = '/api/logistics/waybill';
const QUERY = '/api/logistics/query';
const COUNTS = '/api/sms/logisticsController';

/** 60 calls a key in this file (the rate-limit test's key); every other limit open. */
const LIMITED = { ...UNLIMITED, logistics: { perAddress: { limit: 60, seconds: 3600 }, perAccount: UNLIMITED.logistics.perAccount } };

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let keyA: string;
let keyB: string;
let seq = 0;

const waybillBody = (over: Record<string, unknown> = {}) => ({ orderNo: `T${++seq}`, receiverName: '陈晓', receiverMobile: '13700000001', address: '上海市浦东新区世纪大道100号', ...over });
const call = (path: string, key: string | undefined, body: unknown) => {
  const req = server.request.post(path);
  if (key !== undefined) req.set('X-Api-Key', key);
  return req.send(body as object);
};
const account = (tenantId: number) => asTenant(tenantId, async () => (await server.services.db.models.ServiceAccount.findOne({ raw: true })) as any);
const setCounts = (tenantId: number, counts: { waybillCount?: number; queryCount?: number }) =>
  asTenant(tenantId, async () => {
    await server.services.db.models.ServiceAccount.bulkCreate([{ smsCount: 0, waybillCount: 0, queryCount: 0 }], { ignoreDuplicates: true });
    await server.services.db.models.ServiceAccount.update(counts, { where: {} });
  });
const usage = (tenantId: number) => asTenant(tenantId, () => server.services.data.rows('LogisticsUsage').findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
async function newKey(headers: Record<string, string>, name: string) {
  const res = await server.request.post('/api/sms/api-key/create').set(headers).send({ name });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; secret: string };
}
/** Seeded usage of the demo company over its last `days` days (today included). */
const seeded = (count: (d: number) => number, days = 60) => Array.from({ length: days }, (_, d) => count(d)).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  server = await startTestServer({ env: { rateLimits: LIMITED } as any });
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  keyA = (await newKey(adminA, '物流系统')).secret;
  keyB = (await newKey(adminB, '乙方物流')).secret;
}, 120_000);
afterAll(() => server.stop());

describe('the seeded demo usage', () => {
  test('60 days of waybills and queries of the demo company, none of the other', async () => {
    const rows = await usage(server.tenants.A);
    expect(rows.filter((row) => row.type === 2)).toHaveLength(seeded(demoWaybills));
    expect(rows.filter((row) => row.type === 1)).toHaveLength(seeded(demoQueries));
    expect(new Set(rows.map((row) => String(row.usageDate).slice(0, 10))).size).toBe(60);
    expect(await usage(server.tenants.B)).toEqual([]);
  });
});

describe('POST /api/logistics/waybill and /query', () => {
  test('a waybill takes one from the pack and writes its record (type 2, the Shanghai day, what was asked)', async () => {
    await setCounts(server.tenants.A, { waybillCount: 3, queryCount: 3 });
    const before = (await usage(server.tenants.A)).length;
    const body = waybillBody({ orderNo: 'ORD-0001' });
    const res = await call(WAYBILL, keyA, body);
    expect([res.status, res.body.msg]).toEqual([200, '电子面单已生成']);
    expect(res.body.data.waybillNo).toMatch(/^YD\d{18}$/);
    expect((await account(server.tenants.A)).waybillCount).toBe(2);
    const made = (await usage(server.tenants.A)).slice(before);
    expect(made).toEqual([expect.objectContaining({ id: res.body.data.id, type: 2, ...body, waybillNo: res.body.data.waybillNo })]);
    expect(String(made[0].usageDate).slice(0, 10)).toBe(shanghaiDay());

    const query = await call(QUERY, keyA, { waybillNo: res.body.data.waybillNo });
    expect([query.status, query.body.msg]).toEqual([200, '查询成功']);
    expect(query.body.data.waybill).toMatchObject({ orderNo: 'ORD-0001', receiverName: '陈晓' });
    expect((await account(server.tenants.A)).queryCount).toBe(2);
    expect((await usage(server.tenants.A)).slice(before + 1)).toEqual([expect.objectContaining({ type: 1, waybillNo: res.body.data.waybillNo })]);
  });

  test("another company's key uses its own pack and sees none of this company's waybills", async () => {
    await setCounts(server.tenants.A, { waybillCount: 5, queryCount: 5 });
    await setCounts(server.tenants.B, { waybillCount: 1, queryCount: 1 });
    const mine = await call(WAYBILL, keyA, waybillBody());
    const beforeA = (await usage(server.tenants.A)).length;
    const theirs = await call(QUERY, keyB, { waybillNo: mine.body.data.waybillNo });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.waybill).toBeNull();
    expect((await account(server.tenants.A)).queryCount).toBe(5);
    expect((await account(server.tenants.B)).queryCount).toBe(0);
    expect((await usage(server.tenants.A)).length).toBe(beforeA);
    expect(await usage(server.tenants.B)).toEqual([expect.objectContaining({ type: 1, waybillNo: mine.body.data.waybillNo })]);
  });

  test('the 61st call of a key within the hour is 429 and takes nothing', async () => {
    const key = (await newKey(adminB, '限流物流')).secret;
    await setCounts(server.tenants.B, { queryCount: 100 });
    const before = (await usage(server.tenants.B)).length;
    for (let i = 0; i < 60; i++) expect((await call(QUERY, key, { waybillNo: `YD00000${i}` })).status).toBe(200);
    const limited = await call(QUERY, key, { waybillNo: 'YD000099' });
    expect([limited.status, limited.body.msg]).toEqual([429, '请求过于频繁，请稍后再试']);
    expect((await account(server.tenants.B)).queryCount).toBe(40);
    expect((await usage(server.tenants.B)).length).toBe(before + 60);
  });

  test('no key, an unknown key or a revoked key is 401 and changes nothing', async () => {
    await setCounts(server.tenants.A, { waybillCount: 5, queryCount: 5 });
    const made = await newKey(adminA, '旧物流系统');
    expect((await server.request.post(`/api/sms/api-key/revoke/${made.id}`).set(adminA)).status).toBe(200);
    const before = (await usage(server.tenants.A)).length;
    for (const [key, msg] of [[undefined, MISSING_KEY], ['sk_nothing', INVALID_KEY], [made.secret, INVALID_KEY]] as const) {
      const res = await call(WAYBILL, key, waybillBody());
      expect([res.status, res.body.msg]).toEqual([401, msg]);
      expect((await call(QUERY, key, { waybillNo: 'YD123456' })).status).toBe(401);
      expect((await call(WAYBILL, key, {})).status).toBe(401); // the key before the body
    }
    expect((await account(server.tenants.A)).waybillCount).toBe(5);
    expect((await usage(server.tenants.A)).length).toBe(before);
  });

  test('a bad body is a 400 with its Chinese message and changes nothing', async () => {
    await setCounts(server.tenants.A, { waybillCount: 5, queryCount: 5 });
    const before = (await usage(server.tenants.A)).length;
    const cases: [string, unknown, string, string][] = [
      [WAYBILL, {}, '请填写订单编号', 'orderNo'],
      [WAYBILL, waybillBody({ receiverName: ' ' }), '请填写收件人姓名', 'receiverName'],
      [WAYBILL, waybillBody({ receiverMobile: undefined }), '请填写收件人手机号', 'receiverMobile'],
      [WAYBILL, waybillBody({ receiverMobile: '12345678901' }), '收件人手机号格式不正确', 'receiverMobile'],
      [WAYBILL, waybillBody({ address: 'x'.repeat(201) }), '收件地址不能超过200个字符', 'address'],
      [WAYBILL, waybillBody({ orderNo: { a: 1 } }), '订单编号格式不正确', 'orderNo'],
      [WAYBILL, [1, 2], '请填写订单编号', 'orderNo'],
      [QUERY, {}, '请填写运单号', 'waybillNo'],
      [QUERY, { waybillNo: '运单-1' }, '运单号须为6-32位字母或数字', 'waybillNo'],
    ];
    for (const [path, body, msg, field] of cases) {
      const res = await call(path, keyA, body);
      expect([path, res.status, res.body.msg, res.body.data]).toEqual([path, 400, msg, [field]]);
    }
    expect(await account(server.tenants.A)).toMatchObject({ waybillCount: 5, queryCount: 5 });
    expect((await usage(server.tenants.A)).length).toBe(before);
  });

  test('nothing left is a 409 with its message and writes nothing', async () => {
    await setCounts(server.tenants.A, { waybillCount: 0, queryCount: 0 });
    const before = (await usage(server.tenants.A)).length;
    const waybill = await call(WAYBILL, keyA, waybillBody());
    expect([waybill.status, waybill.body.msg]).toEqual([409, '电子面单余量不足']);
    const query = await call(QUERY, keyA, { waybillNo: 'YD12345678' });
    expect([query.status, query.body.msg]).toEqual([409, '物流查询余量不足']);
    expect(await account(server.tenants.A)).toMatchObject({ waybillCount: 0, queryCount: 0 });
    expect((await usage(server.tenants.A)).length).toBe(before);
  });

  test('30 concurrent waybills against 10 remaining: exactly 10 issued, 20 refused, count 0 and 10 records', async () => {
    await setCounts(server.tenants.A, { waybillCount: 10 });
    const before = (await usage(server.tenants.A)).length;
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(WAYBILL, keyA, waybillBody())));
    const issued = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 409);
    expect([issued.length, refused.length]).toEqual([10, 20]);
    for (const res of refused) expect(res.body.msg).toBe('电子面单余量不足');
    expect((await account(server.tenants.A)).waybillCount).toBe(0);
    const made = (await usage(server.tenants.A)).slice(before);
    expect(made).toHaveLength(10);
    expect(new Set(made.map((row) => row.id))).toEqual(new Set(issued.map((res) => res.body.data.id)));
  }, 60_000);
});

describe('findAnOrder, findAnOrderOrderByDate and the record sections', () => {
  test('totals: used records, what remains, their sum — per type and both', async () => {
    await setCounts(server.tenants.A, { waybillCount: 7, queryCount: 11 });
    const rows = await usage(server.tenants.A);
    const used = (type: number) => rows.filter((row) => row.type === type).length;
    const get = (selectType?: number) => server.request.get(`${COUNTS}/findAnOrder`).set(adminA).query(selectType === undefined ? {} : { selectType });
    expect((await get(2)).body.data).toEqual({ totalCount: used(2) + 7, usedCount: used(2), lessCount: 7 });
    expect((await get(1)).body.data).toEqual({ totalCount: used(1) + 11, usedCount: used(1), lessCount: 11 });
    const both = { totalCount: rows.length + 18, usedCount: rows.length, lessCount: 18 };
    expect((await get(4)).body.data).toEqual(both);
    expect((await get()).body.data).toEqual(both);
    // The other company: its own figures only.
    await setCounts(server.tenants.B, { waybillCount: 2, queryCount: 0 });
    const theirs = await server.request.get(`${COUNTS}/findAnOrder`).set(adminB).query({ selectType: 2 });
    expect(theirs.body.data).toEqual({ totalCount: 2, usedCount: 0, lessCount: 2 });
  });

  test('the 30-day series: oldest first, every day present, zero days as 0', async () => {
    const today = shanghaiDay();
    const rows = await usage(server.tenants.A);
    const countOn = (day: string, type: number) => rows.filter((row) => row.type === type && String(row.usageDate).slice(0, 10) === day).length;
    const res = await server.request.get(`${COUNTS}/findAnOrderOrderByDate`).set(adminA).query({ selectType: 2 });
    expect(res.status).toBe(200);
    const series = res.body.data as { date: string; count: number }[];
    expect(series.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)));
    expect(series.map((day) => day.count)).toEqual(series.map((day) => countOn(day.date, 2)));
    expect(series[0].count).toBe(demoWaybills(29));
    const bothSeries = (await server.request.get(`${COUNTS}/findAnOrderOrderByDate`).set(adminA)).body.data as { date: string; count: number }[];
    expect(bothSeries.map((day) => day.count)).toEqual(series.map((day) => countOn(day.date, 1) + countOn(day.date, 2)));
    // A company without usage: thirty zero days.
    const empty = (await server.request.get(`${COUNTS}/findAnOrderOrderByDate`).set(adminB).query({ selectType: 2 })).body.data as any[];
    expect(empty).toHaveLength(30);
    expect(empty.every((day) => day.count === 0)).toBe(true);
  });

  test('面单记录 and 查询记录 list their own type, by date range, paged; another company sees none', async () => {
    const rows = await usage(server.tenants.A);
    const sheet = await server.request.get('/api/logistics/waybill-record/list').set(adminA).query({ page: 1, limit: 10 });
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.total).toBe(rows.filter((row) => row.type === 2).length);
    expect(sheet.body.data.records).toHaveLength(10);
    expect(sheet.body.data.records.every((row: any) => row.type === 2)).toBe(true);
    expect(sheet.body.data.records[0]).not.toHaveProperty('apiKeyId');
    const day = addDays(shanghaiDay(), -3);
    const onDay = await server.request.get('/api/logistics/query-record/list').set(adminA).query({ startDate: day, endDate: day, limit: 100 });
    expect(onDay.body.data.total).toBe(demoQueries(3));
    expect(onDay.body.data.records.every((row: any) => row.type === 1 && String(row.usageDate).startsWith(day))).toBe(true);
    const aQuery = rows.find((row) => row.type === 1)!;
    expect((await server.request.get(`/api/logistics/waybill-record/select/${aQuery.id}`).set(adminA)).status).toBe(404);
    expect((await server.request.get(`/api/logistics/query-record/select/${aQuery.id}`).set(adminA)).status).toBe(200);
    expect((await server.request.get(`/api/logistics/query-record/select/${aQuery.id}`).set(adminB)).status).toBe(404);
    expect((await server.request.get('/api/logistics/waybill-record/list').set(adminB)).body.data.total).toBe(0);
  });

  test('a member without the grant is refused the figures and the records', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    for (const url of [`${COUNTS}/findAnOrder?selectType=2`, `${COUNTS}/findAnOrder?selectType=1`, `${COUNTS}/findAnOrderOrderByDate`, '/api/logistics/waybill-record/list', '/api/logistics/query-record/list']) {
      expect([url, (await server.request.get(url).set(member)).status]).toEqual([url, 403]);
    }
  });

  test('a grant of 电子面单 alone reads the waybill figures, not the query ones nor both', async () => {
    const role = (await asTenant(server.tenants.A, () => server.services.db.models.Role.findOne({ where: { name: '业务员' }, raw: true }))) as any;
    await server.services.policies.setRoleGrants(server.tenants.A, role.id, [{ object: 'electronic', action: 'read' }]);
    const member = await server.auth('13800000002', server.tenants.A);
    const status = async (url: string) => (await server.request.get(url).set(member)).status;
    expect(await status(`${COUNTS}/findAnOrder?selectType=2`)).toBe(200);
    expect(await status(`${COUNTS}/findAnOrderOrderByDate?selectType=2`)).toBe(200);
    expect(await status(`${COUNTS}/findAnOrder?selectType=1`)).toBe(403);
    expect(await status(`${COUNTS}/findAnOrder`)).toBe(403);
    expect(await status('/api/logistics/waybill-record/list')).toBe(403);
  });
});
