import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { runDailyClose } from '../../server/modules/attendance/daily-close';
import { holidayKinds, isWorkingDay, daysFrom } from '../../server/modules/attendance/working-days';
import { workedMinutes } from '../../server/modules/attendance/schedule-rules';
import { addDays, shanghaiDay } from '../../server/engine/calendar-days';
import { ATTENDANCE_DEMO_DAYS, DEMO_SCHEDULE, seedDemoAttendance } from '../../seeds/attendance';

/**
 * 节假日设置 (operators' holiday table) and the attendance daily close: absences, missing sign-outs and normal days
 * marked over the last week's working days, once, however often and on however many instances it runs.
 */
const HOLIDAY = '/api/platform/holiday';
const SCHEDULE = '/api/business/sign-schedule';
/** Monday 2027-03-15, noon in Shanghai: the close looks at Monday 8 to Sunday 14 March. */
const WEEK_ONE = Date.parse('2027-03-15T04:00:00Z');
/** A week later: Monday 15 to Sunday 21 March. */
const WEEK_TWO = Date.parse('2027-03-22T04:00:00Z');

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let operator: Record<string, string>;
let members: Record<string, any>;
let newcomer: any;
let removed: any;

const models = () => server.services.db.models;
const recordsOf = (tenantId: number) => asTenant(tenantId, () => models().SignRecord.findAll({ raw: true, order: [['signDate', 'ASC'], ['memberId', 'ASC']] })) as Promise<any[]>;
const byMemberAndDay = (rows: any[]) => new Map(rows.map((row) => [`${row.memberId}@${String(row.signDate).slice(0, 10)}`, row]));

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  operator = await server.operatorAuth();
  const created = await server.request.post(`${SCHEDULE}/create`).set(adminA).send({ workOn: '09:00:00', workOff: '18:00:00', restOn: '12:00:00', restOff: '13:30:00', isApp: 0, isPc: 0 });
  expect(created.body.code).toBe(2000);
  await asTenant(server.tenants.A, async () => {
    const rows = await models().Membership.findAll({ raw: true });
    members = Object.fromEntries(rows.map((row: any) => [row.name, row]));
    // Joined on Thursday 11 March (Shanghai), and one who has left the company.
    const account = await models().Account.create({ mobile: '13700000011', name: '新人', passwordHash: 'x' });
    newcomer = (await models().Membership.create({ accountId: account.id, name: '新人', departId: members['李娜'].departId, isCompanyAdmin: 0, status: 0, crtTime: new Date('2027-03-11T02:00:00Z') })).get({ plain: true });
    const gone = await models().Account.create({ mobile: '13700000012', name: '离职', passwordHash: 'x' });
    removed = (await models().Membership.create({ accountId: gone.id, name: '离职', isCompanyAdmin: 0, status: 1, crtTime: new Date('2027-01-04T02:00:00Z') })).get({ plain: true });
    // 李娜 signed in and out on Monday 8th and on the holiday (10th); 王强 signed in on Tuesday 9th and never out.
    const li = members['李娜'];
    const wang = members['王强'];
    const day = (d: string, t: string) => new Date(`${d}T${t}+08:00`);
    await models().SignRecord.bulkCreate([
      { memberId: li.id, accountId: li.accountId, departId: li.departId, userName: '李娜', signDate: '2027-03-08', normalSignIn: '09:00:00', normalSignOut: '18:00:00', signInTime: day('2027-03-08', '08:55:00'), signOutTime: day('2027-03-08', '18:05:00'), signInType: 0, signOutType: 0, duration: 450 },
      { memberId: li.id, accountId: li.accountId, departId: li.departId, userName: '李娜', signDate: '2027-03-10', normalSignIn: '09:00:00', normalSignOut: '18:00:00', signInTime: day('2027-03-10', '10:00:00'), signOutTime: day('2027-03-10', '12:00:00'), signInType: 1, signOutType: 1, duration: 120 },
      { memberId: wang.id, accountId: wang.accountId, departId: wang.departId, userName: '王强', signDate: '2027-03-09', normalSignIn: '09:00:00', normalSignOut: '18:00:00', signInTime: day('2027-03-09', '09:10:00'), signInType: 1, lateMinutes: 10 },
    ]);
  });
}, 60_000);
afterAll(() => server.stop());

describe('节假日设置 (operators)', () => {
  test('an operator adds, lists, edits and deletes holidays; a repeated day is 409, a bad day or kind 400 in Chinese, nothing written', async () => {
    const create = (body: object) => server.request.post(`${HOLIDAY}/create`).set(operator).send(body);
    const off = await create({ day: '2027-03-10', name: '测试假日', kind: 0 });
    expect(off.body).toMatchObject({ code: 2000, data: { day: '2027-03-10', name: '测试假日', kind: 0 } });
    const worked = await create({ day: '2027-03-13', name: ' 测试补班 ', kind: 1 });
    expect(worked.body.data).toMatchObject({ day: '2027-03-13', name: '测试补班', kind: 1 });
    const again = await create({ day: '2027-03-10', name: '又一个', kind: 0 });
    expect([again.status, again.body.msg]).toEqual([409, '该日期已设置']);
    for (const [body, message] of [
      [{ day: '2027-02-30', name: '不存在', kind: 0 }, '日期格式不正确'],
      [{ day: '2027/03/01', name: '格式', kind: 0 }, '日期格式不正确'],
      [{ name: '无日期', kind: 0 }, '请选择日期'],
      [{ day: '2027-03-01', kind: 0 }, '请输入节日名称'],
      [{ day: '2027-03-01', name: '类型', kind: 3 }, '类型取值不正确'],
    ] as const) {
      const res = await create(body);
      expect([res.status, res.body.msg]).toEqual([400, message]);
    }
    const list = await server.request.get(`${HOLIDAY}/list`).query({ name: '测试', limit: 100 }).set(operator);
    expect(list.body.data.records.map((row: any) => [row.day, row.name, row.kind])).toEqual([
      ['2027-03-13', '测试补班', 1],
      ['2027-03-10', '测试假日', 0],
    ]);
    // The seeded 2026 holidays: 国庆节 1–7 October and 中秋节, with their 补班日.
    const national = await server.request.get(`${HOLIDAY}/list`).query({ name: '国庆', limit: 100 }).set(operator);
    expect(national.body.data.records.filter((row: any) => row.kind === 0).map((row: any) => row.day).sort()).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    expect((await server.request.get(`${HOLIDAY}/list`).query({ name: '中秋' }).set(operator)).body.data.total).toBeGreaterThan(0);

    const temp = await create({ day: '2027-04-01', name: '临时', kind: 0 });
    const edited = await server.request.put(`${HOLIDAY}/update/${temp.body.data.id}`).set(operator).send({ name: '临时假日', kind: 1 });
    expect(edited.body).toMatchObject({ code: 2000, data: { day: '2027-04-01', name: '临时假日', kind: 1 } });
    const clash = await server.request.put(`${HOLIDAY}/update/${temp.body.data.id}`).set(operator).send({ day: '2027-03-10' });
    expect([clash.status, clash.body.msg]).toEqual([409, '该日期已设置']);
    expect((await server.request.delete(`${HOLIDAY}/delete/${temp.body.data.id}`).set(operator)).body.code).toBe(2000);
    expect((await server.request.get(`${HOLIDAY}/select/${temp.body.data.id}`).set(operator)).status).toBe(404);
  });

  test('a company token may not read or write the holiday table', async () => {
    expect((await server.request.get(`${HOLIDAY}/list`).set(adminA)).status).toBe(403);
    const res = await server.request.post(`${HOLIDAY}/create`).set(adminA).send({ day: '2027-05-01', name: '企业自定', kind: 0 });
    expect(res.status).toBe(403);
    expect((await server.request.get(`${HOLIDAY}/list`).query({ name: '企业自定' }).set(operator)).body.data.total).toBe(0);
    expect((await server.request.get(`${HOLIDAY}/list`)).status).toBe(401);
  });
});

describe('the daily close', () => {
  test('nothing is closed before the company made its 考勤设置', async () => {
    await runDailyClose(server.services, Date.now());
    expect(await recordsOf(server.tenants.A)).toHaveLength(3);
  });

  test('absent, missing sign-out and normal days of the working days are marked; weekends and holidays skipped, a 补班日 closed', async () => {
    await runDailyClose(server.services, WEEK_ONE);
    const rows = await recordsOf(server.tenants.A);
    const found = byMemberAndDay(rows);
    const closedDays = ['2027-03-08', '2027-03-09', '2027-03-11', '2027-03-12', '2027-03-13'];
    const li = members['李娜'];
    const wang = members['王强'];
    const zhang = members['张伟'];
    expect(found.get(`${li.id}@2027-03-08`)).toMatchObject({ dayState: 0, duration: 450 });
    expect(found.get(`${wang.id}@2027-03-09`)).toMatchObject({ dayState: 2, lateMinutes: 10 });
    // Signed on the holiday: the record is closed like any other; nobody is absent on it.
    expect(found.get(`${li.id}@2027-03-10`)).toMatchObject({ dayState: 0 });
    expect(rows.filter((row) => String(row.signDate).startsWith('2027-03-10'))).toHaveLength(1);
    expect(rows.filter((row) => String(row.signDate).startsWith('2027-03-14'))).toHaveLength(0);
    for (const day of closedDays) {
      expect(found.get(`${zhang.id}@${day}`)).toMatchObject({ dayState: 1, userName: '张伟', accountId: zhang.accountId, departId: zhang.departId, normalSignIn: '09:00:00', normalSignOut: '18:00:00', signInTime: null, signOutTime: null });
    }
    expect(closedDays.filter((day) => found.get(`${li.id}@${day}`)?.dayState === 1)).toEqual(['2027-03-09', '2027-03-11', '2027-03-12', '2027-03-13']);
    expect(closedDays.filter((day) => found.get(`${wang.id}@${day}`)?.dayState === 1)).toEqual(['2027-03-08', '2027-03-11', '2027-03-12', '2027-03-13']);
    // Joined on the 11th: absent from then on only. Removed: never.
    expect(rows.filter((row) => row.memberId === newcomer.id).map((row) => String(row.signDate).slice(0, 10))).toEqual(['2027-03-11', '2027-03-12', '2027-03-13']);
    expect(rows.filter((row) => row.memberId === removed.id)).toHaveLength(0);
    // 3 members × 5 days, the newcomer's 3, 李娜's holiday record.
    expect(rows).toHaveLength(19);
    expect(rows.every((row) => row.dayState !== null)).toBe(true);
  });

  test('a second run changes nothing: same rows, no duplicates', async () => {
    const before = await recordsOf(server.tenants.A);
    await runDailyClose(server.services, WEEK_ONE);
    const after = await recordsOf(server.tenants.A);
    expect(after).toEqual(before);
  });

  test('two runs at once (two instances) make one record per member and day', async () => {
    await Promise.all([runDailyClose(server.services, WEEK_TWO), runDailyClose(server.services, WEEK_TWO)]);
    const rows = (await recordsOf(server.tenants.A)).filter((row) => String(row.signDate) >= '2027-03-15');
    const keys = rows.map((row) => `${row.memberId}@${String(row.signDate).slice(0, 10)}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Four current members × Monday 15 to Friday 19; the weekend skipped.
    expect(rows).toHaveLength(20);
    expect([...new Set(rows.map((row) => String(row.signDate).slice(0, 10)))]).toEqual(['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19']);
    expect(rows.every((row) => row.dayState === 1)).toBe(true);
  });

  test("another company's members are untouched: company B has no 考勤设置 and no records; A's rows are A's members'", async () => {
    expect(await recordsOf(server.tenants.B)).toHaveLength(0);
    const ids = new Set(Object.values(members).map((row: any) => row.id).concat(newcomer.id));
    expect((await recordsOf(server.tenants.A)).every((row) => ids.has(row.memberId))).toBe(true);
    expect((await server.request.get(`${SCHEDULE}/detail`).set(adminB)).body.data).toBeNull();
  });
});

describe('two months of demo attendance (a fresh demo start: seeds/attendance.ts)', () => {
  test("each demo company without a 考勤设置 gets one and a record per member per working day up to yesterday; one that has one is left alone", async () => {
    const aBefore = await recordsOf(server.tenants.A);
    const tenants = new Map([['演示科技有限公司', server.tenants.A], ['示例制造有限公司', server.tenants.B]]);
    await seedDemoAttendance({ services: server.services, tenants });
    expect(await recordsOf(server.tenants.A)).toEqual(aBefore);
    expect((await server.request.get(`${SCHEDULE}/detail`).set(adminB)).body.data).toMatchObject(DEMO_SCHEDULE);

    const rows = await recordsOf(server.tenants.B);
    const today = shanghaiDay();
    const first = addDays(today, -ATTENDANCE_DEMO_DAYS);
    const holidays = await holidayKinds(server.services, first, today);
    const workingDays = daysFrom(first, addDays(today, -1)).filter((day) => isWorkingDay(day, holidays));
    const bMembers = (await asTenant(server.tenants.B, () => models().Membership.findAll({ where: { status: 0 }, raw: true }))) as any[];
    expect(bMembers.map((member) => member.name).sort()).toEqual(['王强', '赵敏']);
    const found = byMemberAndDay(rows);
    for (const day of workingDays) for (const member of bMembers) expect(found.has(`${member.id}@${day}`)).toBe(true);
    expect(rows).toHaveLength(workingDays.length * bMembers.length);
    expect(rows.some((row) => String(row.signDate).startsWith(today))).toBe(false);
    expect(workingDays.length).toBeGreaterThan(30);

    // Mostly on time; some late by 5–40 minutes, some leaving early, a few absent or not signed out.
    const late = rows.filter((row) => row.signInType === 1);
    const early = rows.filter((row) => row.signOutType === 1);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((row) => row.lateMinutes >= 5 && row.lateMinutes <= 40)).toBe(true);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((row) => row.earlyMinutes >= 5 && row.earlyMinutes <= 40)).toBe(true);
    const states = (state: number) => rows.filter((row) => row.dayState === state);
    expect(states(0).length).toBeGreaterThan(rows.length / 2);
    expect(states(1).every((row) => row.signInTime === null)).toBe(true);
    expect(states(2).every((row) => row.signInTime !== null && row.signOutTime === null)).toBe(true);
    expect(states(1).length + states(2).length).toBeGreaterThan(0);
    const clockOf = (at: unknown) => new Date(new Date(at as string).getTime() + 8 * 3600_000).toISOString().slice(11, 19);
    for (const row of states(0)) expect(row.duration).toBe(workedMinutes(clockOf(row.signInTime), clockOf(row.signOutTime), '12:00:00', '13:30:00'));

    // Seeded again, or closed afterwards: nothing changes.
    await seedDemoAttendance({ services: server.services, tenants });
    await runDailyClose(server.services, Date.now());
    expect(await recordsOf(server.tenants.B)).toEqual(rows);
  });
});
