import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { shanghaiDay } from '../../server/engine/calendar-days';

/**
 * 考勤记录 and 我的考勤 (sign/selectByPage, detailStatistics, totalStatistics, exportRecord, exportStatistics,
 * selectPersonal, personalStatistics): the engine's list, summary and export over SignRecord, in the grant's row
 * scope. Today's rows are signed in over HTTP; past months' rows are written through the data layer with known
 * late, early and day states, so every count below is worked out by hand.
 */
const SIGN = '/api/business/sign';
const MARCH = { startBillDate: '2024-03-01', endBillDate: '2024-03-31' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let admin: Record<string, string>;
let li: Record<string, string>;
let wang: Record<string, string>;
let adminB: Record<string, string>;
const people: Record<string, { id: number; accountId: number; departId: number | null }> = {};
const departs: Record<string, number> = {};

const get = (path: string, headers: Record<string, string>, query: Record<string, unknown> = {}) => server.request.get(`${SIGN}/${path}`).query(query).set(headers);
const group = (path: string, body: object) => server.request.post(`/api/admin/group/${path}`).set(admin).send(body);

async function memberOf(tenantId: number, mobile: string) {
  return asTenant(tenantId, async () => {
    const account: any = await server.services.db.models.Account.findOne({ where: { mobile }, raw: true });
    const member: any = await server.services.db.models.Membership.findOne({ where: { accountId: account.id }, raw: true });
    return { id: member.id as number, accountId: member.accountId as number, departId: member.departId as number | null };
  });
}

/** A past day's record of a member, as the sign routes and the daily close leave it. */
function day(who: keyof typeof people, signDate: string, values: Record<string, unknown> = {}) {
  const person = people[who];
  return { memberId: person.id, accountId: person.accountId, departId: person.departId, userName: who, signDate, normalSignIn: '09:00:00', normalSignOut: '18:00:00', signInType: 0, signOutType: 0, lateMinutes: 0, earlyMinutes: 0, dayState: 0, ...values };
}

async function grant(name: string, dataScope: string, menuList: string[], memberId: number) {
  const role = await group('addGroup', { name, dataScope });
  expect(role.body.code).toBe(2000);
  expect((await group('insertGroupMenu', { groupId: role.body.data.id, menuList })).body.code).toBe(2000);
  expect((await group('setUsers', { groupId: role.body.data.id, userIds: [memberId] })).body.code).toBe(2000);
}

async function workbook(res: { body: Buffer }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body as any);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
const download = (path: string, headers: Record<string, string>, query: Record<string, unknown> = {}) =>
  get(path, headers, query).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = await startTestServer();
  const A = server.tenants.A;
  admin = await server.auth('13800000001', A);
  adminB = await server.auth('13900000001', server.tenants.B);
  people.admin = await memberOf(A, '13800000001');
  people.li = await memberOf(A, '13800000002');
  people.wang = await memberOf(A, '13800000003');
  people.wangB = await memberOf(server.tenants.B, '13800000003');
  const list = (await server.request.get('/api/admin/depart/departList').set(admin)).body.data as any[];
  for (const depart of list) departs[depart.name] = depart.id;
  // Signing is allowed anywhere (no way switched on); a shift from 00:00:01 makes today's sign-ins late.
  for (const headers of [admin, adminB]) {
    const res = await server.request.post('/api/business/sign-schedule/create').set(headers).send({ workOn: '00:00:01', workOff: '23:59:59', isApp: 0, isPc: 0 });
    expect(res.body.code).toBe(2000);
  }
  const { SignRecord } = server.services.db.models;
  await asTenant(A, () =>
    SignRecord.bulkCreate([
      // March 2024: li late 10, absent, early 5; wang late 20 and early 15 on one day, no sign-out on the 31st; admin normal.
      day('li', '2024-03-04', { signInType: 1, lateMinutes: 10 }),
      day('li', '2024-03-05', { dayState: 1 }),
      day('li', '2024-03-29', { signOutType: 1, earlyMinutes: 5 }),
      day('wang', '2024-03-04', { signInType: 1, lateMinutes: 20, signOutType: 1, earlyMinutes: 15 }),
      day('wang', '2024-03-31', { dayState: 2 }),
      day('admin', '2024-03-06'),
      // February 2024 (the month before): li late 3 on the 29th, wang absent on the 1st; January 31st is outside it.
      day('li', '2024-02-29', { signInType: 1, lateMinutes: 3 }),
      day('wang', '2024-02-01', { dayState: 1 }),
      day('wang', '2024-01-31', { signInType: 1, lateMinutes: 7 }),
    ]),
  );
  // Company B: 王强's late March day must never show in company A.
  await asTenant(server.tenants.B, () => SignRecord.create({ ...day('wangB', '2024-03-04', { signInType: 1, lateMinutes: 99 }), userName: '王强B' }));
  li = await server.auth('13800000002', A);
  wang = await server.auth('13800000003', A);
  // Today: li and wang sign in over HTTP (late against the 00:00:01 shift).
  for (const headers of [li, wang]) expect((await server.request.post(`${SIGN}/signIn`).set(headers).send({})).body.msg).toBe('签到成功');
}, 90_000);
afterAll(() => server.stop());

const MARCH_TOTALS = { lateCount: 2, lateMinutes: 30, earlyCount: 2, earlyMinutes: 20, absentCount: 1, notSignOutCount: 1, anomalyCount: 5 };
const FEBRUARY_AS_LAST = { lastLateCount: 1, lastLateMinutes: 3, lastEarlyCount: 0, lastEarlyMinutes: 0, lastAbsentCount: 1, lastNotSignOutCount: 0, lastAnomalyCount: 2 };

describe('a member without a grant', () => {
  test('考勤记录 is refused (403); 我的考勤 lists only their own days, in date order', async () => {
    for (const path of ['selectByPage', 'detailStatistics', 'totalStatistics', 'exportRecord', 'exportStatistics']) expect((await get(path, wang, MARCH)).status).toBe(403);
    const mine = await get('selectPersonal', wang, MARCH);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((row: any) => [row.signDate, row.memberId])).toEqual([['2024-03-04', people.wang.id], ['2024-03-31', people.wang.id]]);
    expect(mine.body.data[0]).toMatchObject({ lateMinutes: 20, earlyMinutes: 15, departName: '前端组' });
    const today = await get('selectPersonal', wang, { startBillDate: shanghaiDay(), endBillDate: shanghaiDay() });
    expect(today.body.data.map((row: any) => [row.memberId, row.signInType])).toEqual([[people.wang.id, 1]]);
    // A userId naming someone else changes nothing: the rows are the caller's own.
    const other = await get('selectPersonal', wang, { ...MARCH, userId: people.li.id });
    expect(other.body.data.every((row: any) => row.memberId === people.wang.id)).toBe(true);
  });

  test('personalStatistics: the month and the month before; a bad or missing month is a 400', async () => {
    const march = await get('personalStatistics', wang, { billDate: '2024-03' });
    expect(march.body.data).toEqual({
      lateCount: 1, lateMinutes: 20, earlyCount: 1, earlyMinutes: 15, absentCount: 0, notSignOutCount: 1, anomalyCount: 2,
      lastLateCount: 0, lastLateMinutes: 0, lastEarlyCount: 0, lastEarlyMinutes: 0, lastAbsentCount: 1, lastNotSignOutCount: 0, lastAnomalyCount: 1,
    });
    const february = await get('personalStatistics', wang, { billDate: '2024-02' });
    expect(february.body.data).toMatchObject({ absentCount: 1, lateCount: 0, lastLateCount: 1, lastLateMinutes: 7 });
    const bad = await get('personalStatistics', wang, { billDate: '2024-13' });
    expect([bad.status, bad.body.msg]).toEqual([400, '月份格式不正确']);
    const missing = await get('personalStatistics', wang);
    expect([missing.status, missing.body.msg]).toEqual([400, '请选择月份']);
  });
});

describe('the company administrator', () => {
  test('selectByPage: everyone’s days, newest first, with the department’s name; paged', async () => {
    const page = await get('selectByPage', admin, { ...MARCH, page: 1, limit: 4, selectType: 1 });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.records.map((row: any) => row.signDate)).toEqual(['2024-03-31', '2024-03-29', '2024-03-06', '2024-03-05']);
    expect(page.body.data.records.find((row: any) => row.signDate === '2024-03-29')).toMatchObject({ memberId: people.li.id, departName: '销售部', userName: 'li' });
    const second = await get('selectByPage', admin, { ...MARCH, page: 2, limit: 4 });
    expect(second.body.data.records.map((row: any) => row.signDate)).toEqual(['2024-03-04', '2024-03-04']);
    const all = await get('selectByPage', admin, { limit: 100 });
    expect(all.body.data.total).toBe(11);
    expect(all.body.data.records.slice(0, 2).map((row: any) => row.signDate)).toEqual([shanghaiDay(), shanghaiDay()]);
    expect(all.body.data.records.some((row: any) => row.lateMinutes === 99 || row.userName === '王强B')).toBe(false);
  });

  test('totalStatistics: the range and the same range a month earlier (ending on February’s last day)', async () => {
    const res = await get('totalStatistics', admin, { ...MARCH, selectType: 0 });
    expect(res.body.data).toEqual({ ...MARCH_TOTALS, ...FEBRUARY_AS_LAST });
    // Without a whole range the previous figures are null.
    const open = await get('totalStatistics', admin, { startBillDate: '2024-03-01' });
    expect(open.body.data).toMatchObject({ lastLateCount: null, lastAnomalyCount: null });
    expect(open.body.data.lateCount).toBeGreaterThanOrEqual(2);
    const bad = await get('totalStatistics', admin, { startBillDate: '2024-03-31', endBillDate: '2024-03-01' });
    expect([bad.status, bad.body.msg]).toEqual([400, '开始日期不能晚于结束日期']);
  });

  test('detailStatistics: one row per member in member order, paged; total counts the members', async () => {
    const expected = [
      { memberId: people.admin.id, userName: 'admin', lateCount: 0, lateMinutes: 0, earlyCount: 0, earlyMinutes: 0, absentCount: 0, notSignOutCount: 0, anomalyCount: 0 },
      { memberId: people.li.id, userName: 'li', lateCount: 1, lateMinutes: 10, earlyCount: 1, earlyMinutes: 5, absentCount: 1, notSignOutCount: 0, anomalyCount: 3 },
      { memberId: people.wang.id, userName: 'wang', lateCount: 1, lateMinutes: 20, earlyCount: 1, earlyMinutes: 15, absentCount: 0, notSignOutCount: 1, anomalyCount: 2 },
    ].sort((a, b) => a.memberId - b.memberId);
    const first = await get('detailStatistics', admin, { ...MARCH, page: 1, limit: 2 });
    expect(first.body.data).toEqual({ records: expected.slice(0, 2), total: 3 });
    const second = await get('detailStatistics', admin, { ...MARCH, page: 2, limit: 2 });
    expect(second.body.data).toEqual({ records: expected.slice(2), total: 3 });
    const none = await get('detailStatistics', admin, { startBillDate: '2023-01-01', endBillDate: '2023-01-31' });
    expect(none.body.data).toEqual({ records: [], total: 0 });
    expect((await get('detailStatistics', admin, { limit: 1001 })).status).toBe(400);
  });

  test('departId takes the department and those under it; userId one member; bad values are 400', async () => {
    const rd = await get('selectByPage', admin, { ...MARCH, departId: departs['研发部'] });
    expect(rd.body.data.records.map((row: any) => row.memberId)).toEqual([people.wang.id, people.wang.id]);
    const sales = await get('totalStatistics', admin, { ...MARCH, departId: departs['销售部'] });
    expect(sales.body.data).toMatchObject({ lateCount: 1, lateMinutes: 10, absentCount: 1, anomalyCount: 3, lastLateCount: 1, lastAbsentCount: 0 });
    const one = await get('detailStatistics', admin, { ...MARCH, userId: people.wang.id });
    expect(one.body.data.records.map((row: any) => row.memberId)).toEqual([people.wang.id]);
    const oneTotal = await get('totalStatistics', admin, { ...MARCH, userId: people.li.id });
    expect(oneTotal.body.data).toMatchObject({ lateCount: 1, earlyCount: 1, lastLateCount: 1, lastAbsentCount: 0 });
    const badUser = await get('selectByPage', admin, { userId: 'x' });
    expect([badUser.status, badUser.body.msg]).toEqual([400, '成员格式不正确']);
    expect((await get('totalStatistics', admin, { departId: 'x' })).status).toBe(400);
    expect((await get('totalStatistics', admin, { startBillDate: '2024-02-30' })).status).toBe(400);
  });

  test('exportRecord and exportStatistics answer xlsx files of the filtered rows', async () => {
    const records = await download('exportRecord', admin, MARCH);
    expect(records.status).toBe(200);
    expect(records.headers['content-type']).toBe(XLSX);
    const recordRows = await workbook(records);
    expect(recordRows[0].slice(0, 3)).toEqual(['姓名', '部门', '日期']);
    expect(recordRows).toHaveLength(7);
    expect(recordRows.some((row) => row[1] === '销售部' && row[7] === '迟到')).toBe(true);
    const statistics = await download('exportStatistics', admin, MARCH);
    expect(statistics.headers['content-type']).toBe(XLSX);
    const statisticRows = await workbook(statistics);
    expect(statisticRows[0]).toEqual(['成员编号', '姓名', '迟到次数', '迟到分钟数', '早退次数', '早退分钟数', '缺勤次数', '未签退次数', '异常次数']);
    expect(statisticRows.slice(1).find((row) => row[1] === 'li')).toEqual([people.li.id, 'li', 1, 10, 1, 5, 1, 0, 3]);
    expect(statisticRows).toHaveLength(4);
  });
});

describe('grants', () => {
  test('a 本部门 role sees its department’s members only; with 导出 granted, exports are still refused', async () => {
    await grant('考勤本部门', 'depart', ['signRecord:read', 'signRecord:export'], people.li.id);
    const sales = await server.auth('13800000002', server.tenants.A);
    const page = await get('selectByPage', sales, { ...MARCH, limit: 100 });
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((row: any) => row.memberId)).toEqual([people.li.id, people.li.id, people.li.id]);
    const totals = await get('totalStatistics', sales, MARCH);
    expect(totals.body.data).toMatchObject({ lateCount: 1, lateMinutes: 10, anomalyCount: 3, lastLateCount: 1, lastAbsentCount: 0 });
    const detail = await get('detailStatistics', sales, MARCH);
    expect(detail.body.data.records.map((row: any) => row.memberId)).toEqual([people.li.id]);
    // Asking for another department through the filter finds nothing outside the scope.
    const rd = await get('selectByPage', sales, { ...MARCH, departId: departs['研发部'] });
    expect(rd.body.data).toEqual({ records: [], total: 0 });
    for (const path of ['exportRecord', 'exportStatistics']) expect((await get(path, sales, MARCH)).status).toBe(403);
  });

  test('a 本人 role sees only the member’s own records and statistics', async () => {
    await grant('考勤本人', 'own', ['signRecord:read'], people.wang.id);
    const own = await server.auth('13800000003', server.tenants.A);
    const page = await get('selectByPage', own, { limit: 100 });
    expect(new Set(page.body.data.records.map((row: any) => row.memberId))).toEqual(new Set([people.wang.id]));
    expect(page.body.data.total).toBe(5);
    const totals = await get('totalStatistics', own, MARCH);
    expect(totals.body.data).toMatchObject({ lateCount: 1, lateMinutes: 20, notSignOutCount: 1, anomalyCount: 2, lastAbsentCount: 1, lastLateCount: 0 });
  });
});

test('company B sees only its own rows; A’s never appear', async () => {
  const totals = await get('totalStatistics', adminB, MARCH);
  expect(totals.body.data).toMatchObject({ lateCount: 1, lateMinutes: 99, earlyCount: 0, absentCount: 0, lastLateCount: 0 });
  const page = await get('selectByPage', adminB, { limit: 100 });
  expect(page.body.data.records.map((row: any) => row.userName)).toEqual(['王强B']);
  const detail = await get('detailStatistics', adminB, MARCH);
  expect(detail.body.data).toEqual({ records: [expect.objectContaining({ memberId: people.wangB.id, lateMinutes: 99 })], total: 1 });
  const mine = await get('selectPersonal', await server.auth('13800000003', server.tenants.B), MARCH);
  expect(mine.body.data.map((row: any) => row.userName)).toEqual(['王强B']);
  const filtered = await get('selectByPage', adminB, { userId: people.li.id });
  expect(filtered.body.data).toEqual({ records: [], total: 0 });
});
