import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { asTenant } from '../../server/context/request-context';
import { addDays, mondayOf, shanghaiDay, viewDays } from '../../server/engine/calendar-days';

const MAIN = '/api/business/plt-schedule-main';
const ONE = '/api/business/plt-schedule';
type Headers = Record<string, string>;

let server: TestServer;
let adminA: Headers; // 张伟
let lina: Headers; // 李娜, member of A
let wang: Headers; // 王强, member of A and B
let adminB: Headers; // 赵敏
let ids: { zhang: number; lina: number; wang: number; zhao: number };
let accounts: { zhang: number; lina: number; wang: number; zhao: number };
let meetingId: number; // 会议 (enabled)
let disabledTypeId: number; // 团建活动 (disabled)

// A month well ahead (dates before yesterday are refused on create): its first Monday on or after the 1st.
const today = shanghaiDay();
const month = (() => {
  const d = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 2);
  return d.toISOString().slice(0, 10);
})();
const firstMonday = mondayOf(addDays(month, 6));

const info = async (headers: Headers) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const post = (path: string, headers: Headers, body: Record<string, unknown>) => server.request.post(path).set(headers).send(body);
const calendar = (headers: Headers, query: Record<string, unknown>) => server.request.get(`${MAIN}/findMonthOrWeek`).query(query).set(headers);
const rowsOf = (tenantId: number, model: 'Schedule' | 'ScheduleMember' | 'Message') =>
  asTenant(tenantId, () => server.services.db.models[model].findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const base = (own: Record<string, unknown> = {}) => ({ typeId: meetingId, scheduleName: '项目评审会', startTime: firstMonday, endTime: firstMonday, startHour: '09:00', endHour: '10:30', place: '三楼会议室', text: '评审二期方案', ...own });
const daysWith = (data: any[], id: number) => data.filter((day) => day.scheduleList.some((s: any) => s.id === id)).map((day) => day.date);

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  lina = await server.auth('13800000002', server.tenants.A);
  wang = await server.auth('13800000003', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  // People are named by member id (user/selectPage's, front/info's memberId); messages and stored rows keep the account.
  const [zhang, li, wangInfo, zhao] = [await info(adminA), await info(lina), await info(wang), await info(adminB)];
  ids = { zhang: zhang.memberId, lina: li.memberId, wang: wangInfo.memberId, zhao: zhao.memberId };
  accounts = { zhang: zhang.accountId, lina: li.accountId, wang: wangInfo.accountId, zhao: zhao.accountId };
  const types = (await server.request.get('/api/business/plt-schedule-type/list').query({ limit: 100 }).set(adminA)).body.data.records;
  meetingId = types.find((t: any) => t.typeName === '会议').id;
  disabledTypeId = types.find((t: any) => t.typeName === '团建活动').id;
}, 60_000);
afterAll(() => server.stop());

describe('create', () => {
  test('a schedule with a participant and cc: answered in the spec’s shape; each gets a 日程 reminder', async () => {
    const before = (await rowsOf(server.tenants.A, 'Message')).length;
    const res = await post(`${MAIN}/create`, adminA, base({ participants: [ids.lina], copys: `${ids.wang}`, sign: 1 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!' });
    expect(res.body.data).toMatchObject({
      typeId: meetingId,
      typeName: '会议',
      scheduleName: '项目评审会',
      startTime: firstMonday,
      endTime: firstMonday,
      startHour: '09:00',
      endHour: '10:30',
      all: 0,
      place: '三楼会议室',
      text: '评审二期方案',
      participants: '李娜',
      copys: '王强',
      participantsVOList: [{ id: ids.lina, name: '李娜' }],
      copyList: [{ id: ids.wang, name: '王强' }],
      voList: [],
      repeat: 0,
      sign: 1,
      crtUserId: ids.zhang,
      sources: [0],
    });
    expect(res.body.data.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.body.data).not.toHaveProperty('tenantId');
    const added = (await rowsOf(server.tenants.A, 'Message')).slice(before);
    expect(added.map((m) => [m.accountId, m.type, m.title, m.classify, m.refType, m.refId])).toEqual([
      [accounts.lina, '日程', '日程邀请', 1, 'schedule', res.body.data.id],
      [accounts.wang, '日程', '日程抄送', 1, 'schedule', res.body.data.id],
    ]);
    expect(added[0].content).toContain('项目评审会');
  });

  test('all day sets 00:30–24:00; plt-schedule/create is the same call', async () => {
    const res = await post(`${ONE}/create`, adminA, base({ all: 1, startHour: undefined, endHour: undefined }));
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!', data: { all: 1, startHour: '00:30', endHour: '24:00' } });
  });

  test('attachments: the company’s own uploads of the spec’s extensions, names not repeated', async () => {
    const upload = async (headers: Headers, name: string) => (await server.request.post('/api/business/storage/create').set(headers).attach('file', makePng(), name)).body.data.url;
    const url = await upload(adminA, 'plan.png');
    const ok = await post(`${MAIN}/create`, adminA, base({ files: [{ name: 'plan.png', url }] }));
    expect(ok.body).toMatchObject({ code: 2000, data: { voList: [{ name: 'plan.png', url }], files: [{ name: 'plan.png', url }] } });
    const twice = await post(`${MAIN}/create`, adminA, base({ files: [{ name: 'plan.png', url }, { name: 'plan.png', url }] }));
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('选中文件包含已上传文件！');
    const kind = await post(`${MAIN}/create`, adminA, base({ files: [{ name: 'plan.exe', url }] }));
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toBe('附件格式不正确，仅支持 jpg、jpeg、png、gif、doc、xls、xlsx、zip、docx、ppt、pptx、pdf');
    const other = await upload(adminB, 'b.png');
    const before = await rowsOf(server.tenants.A, 'Schedule');
    const foreign = await post(`${MAIN}/create`, adminA, base({ files: [{ name: 'b.png', url: other }] }));
    expect(foreign.status).toBe(404);
    expect(await rowsOf(server.tenants.A, 'Schedule')).toEqual(before);
  });

  test('another company’s member as participant or cc is 404 and nothing is written', async () => {
    const schedules = await rowsOf(server.tenants.A, 'Schedule');
    const messages = await rowsOf(server.tenants.A, 'Message');
    for (const body of [{ participants: [ids.zhao] }, { copys: [ids.lina, ids.zhao] }]) {
      const res = await post(`${MAIN}/create`, adminA, base(body));
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('参与人或抄送人不存在');
    }
    expect(await rowsOf(server.tenants.A, 'Schedule')).toEqual(schedules);
    expect(await rowsOf(server.tenants.A, 'Message')).toEqual(messages);
  });

  test.each([
    ['no type', { typeId: undefined }, '请选择类型名称'],
    ['a disabled type', { typeId: -1 }, '日程类型不存在或已禁用'],
    ['no name', { scheduleName: '  ' }, '请输入日程名称'],
    ['a long name', { scheduleName: '会'.repeat(51) }, '日程名称不能超过50个字符'],
    ['no date', { startTime: '' }, '请选择日程时间'],
    ['not a date', { startTime: '2026-02-30' }, '请选择日程时间'],
    ['a date before yesterday', { startTime: addDays(today, -2), endTime: addDays(today, -2) }, '日程时间不能早于昨天'],
    ['no start hour', { startHour: '' }, '请选择开始时间段'],
    ['a start hour off the half hours', { startHour: '09:15' }, '请选择开始时间段'],
    ['00:00 is no slot', { startHour: '00:00' }, '请选择开始时间段'],
    ['no end hour', { endHour: undefined }, '请选择结束时间段'],
    ['end date before start', { endTime: addDays(firstMonday, -1) }, '结束时间不能小于开始时间!'],
    ['same day, end hour before start', { startHour: '10:00', endHour: '09:30' }, '结束时间段不能小于开始时间段!'],
    ['same day, end hour equal to start', { startHour: '10:00', endHour: '10:00' }, '结束时间段不能小于开始时间段!'],
    ['a long place', { place: '地'.repeat(101) }, '地点不能超过100个字符'],
    ['participants not ids', { participants: ['x'] }, '参与人或抄送人格式不正确'],
    ['repeat without type', { repeat: 1 }, '请选择重复类型'],
    ['repeat with a bad type', { repeat: 1, repeatType: 9 }, '请选择重复类型'],
    ['repeat rate 0', { repeat: 1, repeatType: 1, repeatRate: 0 }, '重复频率应为 1 到 99 的整数'],
    ['repeat end before start', { repeat: 1, repeatType: 1, repeatEnd: addDays(firstMonday, -1) }, '重复结束日期不能小于开始时间!'],
    ['important flag not 0/1', { sign: 5 }, '重要取值不正确'],
  ])('%s: 400 %s', async (_what, own, message) => {
    const body: Record<string, unknown> = base(own);
    if (_what === 'a disabled type') body.typeId = disabledTypeId;
    const res = await post(`${MAIN}/create`, adminA, body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
  });

  test('a later day may end before its start hour; a type may be named by typeName', async () => {
    const res = await post(`${MAIN}/create`, adminA, base({ typeId: undefined, typeName: '会议', endTime: addDays(firstMonday, 1), startHour: '22:00', endHour: '01:00' }));
    expect(res.body).toMatchObject({ code: 2000, data: { typeName: '会议', endTime: addDays(firstMonday, 1) } });
  });
});

describe('calendar: month and week views, repeats expanded', () => {
  let weekly: number;
  let daily: number;
  beforeAll(async () => {
    weekly = (await post(`${MAIN}/create`, adminA, base({ scheduleName: '周例会', participants: [ids.lina], repeat: 1, repeatType: 1, repeatRate: 1 }))).body.data.id;
    daily = (await post(`${MAIN}/create`, adminA, base({ scheduleName: '晨会', startHour: '08:30', endHour: '09:00', repeat: 1, repeatType: 0, repeatRate: 2, repeatEnd: addDays(firstMonday, 4) }))).body.data.id;
  });

  test('month: 6 weeks × 7 days from the Monday of the month’s first week; the weekly schedule on every Monday from its start', async () => {
    const res = await calendar(adminA, { selectType: 0, date: addDays(month, 10) });
    expect(res.body.code).toBe(2000);
    const days = res.body.data.map((day: any) => day.date);
    expect(days).toEqual(viewDays(0, month));
    expect(days).toHaveLength(42);
    expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(days[0] <= month && month <= days[6]).toBe(true);
    const mondays = days.filter((day: string, i: number) => i % 7 === 0 && day >= firstMonday);
    expect(daysWith(res.body.data, weekly)).toEqual(mondays);
    expect(mondays.length).toBeGreaterThanOrEqual(4);
    const occurrence = res.body.data.find((day: any) => day.date === mondays[1]).scheduleList.find((s: any) => s.id === weekly);
    expect(occurrence).toMatchObject({ startTime: mondays[1], endTime: mondays[1], firstStartTime: firstMonday, scheduleName: '周例会', startHour: '09:00' });
    // Every other day until the repeat's end.
    expect(daysWith(res.body.data, daily)).toEqual([firstMonday, addDays(firstMonday, 2), addDays(firstMonday, 4)]);
  });

  test('week: Monday to Sunday around the date; the weekly schedule on its Monday only', async () => {
    const wednesday = addDays(firstMonday, 16);
    const res = await calendar(adminA, { selectType: 1, date: wednesday });
    const days = res.body.data.map((day: any) => day.date);
    expect(days).toEqual(Array.from({ length: 7 }, (_, i) => addDays(firstMonday, 14 + i)));
    expect(daysWith(res.body.data, weekly)).toEqual([addDays(firstMonday, 14)]);
    expect(daysWith(res.body.data, daily)).toEqual([]);
    // The week before its start shows nothing of it.
    const before = await calendar(adminA, { selectType: 1, date: addDays(firstMonday, -3) });
    expect(daysWith(before.body.data, weekly)).toEqual([]);
  });

  test('a daily schedule shows on each week day; a multi-day one on every day it spans', async () => {
    const everyDay = (await post(`${MAIN}/create`, adminA, base({ scheduleName: '值班', repeat: 1, repeatType: 0 }))).body.data.id;
    const trip = (await post(`${MAIN}/create`, adminA, base({ scheduleName: '出差', startTime: addDays(firstMonday, 21), endTime: addDays(firstMonday, 23) }))).body.data.id;
    const week = await calendar(adminA, { selectType: 1, date: addDays(firstMonday, 21) });
    expect(daysWith(week.body.data, everyDay)).toHaveLength(7);
    expect(daysWith(week.body.data, trip)).toEqual([addDays(firstMonday, 21), addDays(firstMonday, 22), addDays(firstMonday, 23)]);
  });

  test('plt-schedule/findAll: one day’s occurrences; selectAll: the stored schedules', async () => {
    const day = await server.request.get(`${ONE}/findAll`).query({ date: addDays(firstMonday, 7) }).set(lina);
    expect(day.body.code).toBe(2000);
    expect(day.body.data.map((s: any) => s.id)).toEqual([weekly]);
    const all = await server.request.get(`${ONE}/selectAll`).set(lina);
    expect(all.body.data.map((s: any) => s.id)).toContain(weekly);
    expect(all.body.data.find((s: any) => s.id === weekly)).toMatchObject({ startTime: firstMonday, repeat: 1, repeatType: 1, repeatRate: 1, sources: [1] });
  });

  test('filters: type list and source list (0 mine, 1 others’, 2 cc’d to me)', async () => {
    const query = { selectType: 1, date: firstMonday };
    const mine = await calendar(lina, { ...query, source: '0' });
    expect(daysWith(mine.body.data, weekly)).toEqual([]);
    const others = await calendar(lina, { ...query, source: '1,2' });
    expect(daysWith(others.body.data, weekly)).toEqual([firstMonday]);
    const otherType = await calendar(adminA, { ...query, scheduleType: `${disabledTypeId}` });
    expect(otherType.body.data.every((day: any) => day.scheduleList.length === 0)).toBe(true);
    const meeting = await calendar(adminA, { ...query, scheduleType: [meetingId] });
    expect(daysWith(meeting.body.data, weekly)).toEqual([firstMonday]);
    const bad = await calendar(adminA, { ...query, source: '7' });
    expect(bad.status).toBe(400);
    expect((await calendar(adminA, { selectType: 3 })).status).toBe(400);
    expect((await calendar(adminA, { selectType: 0, date: '2026-13-01' })).status).toBe(400);
  });

  test('selectAll takes the same type and source lists', async () => {
    const selectAll = (headers: Headers, query: Record<string, unknown>) => server.request.get(`${ONE}/selectAll`).query(query).set(headers);
    const idsOf = (res: any) => res.body.data.map((s: any) => s.id);
    expect(idsOf(await selectAll(lina, { source: '0' }))).not.toContain(weekly);
    expect(idsOf(await selectAll(lina, { source: '1' }))).toContain(weekly);
    const adminOwn = idsOf(await selectAll(adminA, { source: '0' }));
    expect(adminOwn).toEqual(expect.arrayContaining([weekly, daily]));
    expect(idsOf(await selectAll(adminA, { source: '0', scheduleType: `${disabledTypeId}` }))).toEqual([]);
    const bad = await selectAll(adminA, { source: '7' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('日程来源不正确');
    expect((await selectAll(adminA, { scheduleType: 'x' })).body.msg).toBe('日程类型不正确');
  });
});

describe('visibility and creator-only changes', () => {
  let shared: number;
  let privateOne: number;
  beforeAll(async () => {
    shared = (await post(`${MAIN}/create`, adminA, base({ scheduleName: '客户拜访', participants: [ids.lina], copys: [ids.wang] }))).body.data.id;
    privateOne = (await post(`${MAIN}/create`, adminA, base({ scheduleName: '私人安排' }))).body.data.id;
  });

  test('participant and cc see it with their source; an outsider does not', async () => {
    const query = { selectType: 1, date: firstMonday };
    const linaView = (await calendar(lina, query)).body.data;
    expect(daysWith(linaView, shared)).toEqual([firstMonday]);
    expect(daysWith(linaView, privateOne)).toEqual([]);
    expect(linaView[0].scheduleList.find((s: any) => s.id === shared).sources).toEqual([1]);
    const wangView = (await calendar(wang, query)).body.data;
    expect(wangView[0].scheduleList.find((s: any) => s.id === shared).sources).toEqual([2]);
    expect(daysWith(wangView, privateOne)).toEqual([]);
    // 王强 in company B sees nothing of company A.
    const wangInB = await server.auth('13800000003', server.tenants.B);
    expect((await calendar(wangInB, query)).body.data.every((day: any) => day.scheduleList.length === 0)).toBe(true);
    expect((await server.request.get(`${ONE}/selectAll`).set(wangInB)).body.data).toEqual([]);
  });

  test('a participant may not edit or delete (403); an outsider gets 404; nothing changes', async () => {
    const before = await rowsOf(server.tenants.A, 'Schedule');
    const edit = await post(`${MAIN}/update`, lina, base({ id: shared, scheduleName: '改名' }));
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toBe('只有日程创建人可以修改或删除日程');
    expect((await server.request.delete(`${MAIN}/delete`).query({ ids: `${shared}` }).set(lina)).status).toBe(403);
    expect((await server.request.delete(`${ONE}/delete`).query({ id: privateOne }).set(lina)).status).toBe(404);
    expect((await post(`${ONE}/update`, lina, base({ id: privateOne }))).status).toBe(404);
    // All or nothing: one of the ids not the caller's refuses the whole delete.
    expect((await server.request.delete(`${MAIN}/delete`).query({ ids: `${privateOne},${shared}` }).set(lina)).status).toBe(404);
    expect(await rowsOf(server.tenants.A, 'Schedule')).toEqual(before);
  });

  test('the creator edits: newly named people are reminded, the others not; the creator deletes', async () => {
    const messages = (await rowsOf(server.tenants.A, 'Message')).length;
    const res = await post(`${MAIN}/update`, adminA, base({ id: shared, scheduleName: '客户拜访（改）', participants: [ids.lina, ids.wang], copys: [] }));
    expect(res.body).toMatchObject({ code: 2000, msg: '修改成功!', data: { id: shared, scheduleName: '客户拜访（改）', participants: '李娜,王强', copys: '' } });
    const added = (await rowsOf(server.tenants.A, 'Message')).slice(messages);
    expect(added.map((m) => [m.accountId, m.title])).toEqual([[accounts.wang, '日程邀请']]);
    expect((await post(`${MAIN}/update`, adminA, base({ scheduleName: 'x' }))).body.msg).toBe('请选择日程');
    const del = await server.request.delete(`${MAIN}/delete`).query({ ids: `${shared},${privateOne}` }).set(adminA);
    expect(del.body).toMatchObject({ code: 2000, msg: '删除成功!' });
    const left = await rowsOf(server.tenants.A, 'Schedule');
    expect(left.some((row) => row.id === shared || row.id === privateOne)).toBe(false);
    expect((await rowsOf(server.tenants.A, 'ScheduleMember')).some((row) => row.scheduleId === shared)).toBe(false);
  });

  test('another company’s ids are 404 and nothing changes', async () => {
    const target = (await post(`${MAIN}/create`, adminA, base({ scheduleName: 'A的日程' }))).body.data.id;
    const before = await rowsOf(server.tenants.A, 'Schedule');
    expect((await post(`${MAIN}/update`, adminB, base({ id: target, typeId: undefined, typeName: '会议' }))).status).toBe(404);
    expect((await post(`${ONE}/update`, adminB, { id: target, scheduleName: 'B改' })).status).toBe(404);
    expect((await server.request.delete(`${MAIN}/delete`).query({ ids: `${target}` }).set(adminB)).status).toBe(404);
    expect((await server.request.delete(`${ONE}/delete`).query({ id: target }).set(adminB)).status).toBe(404);
    expect(await rowsOf(server.tenants.A, 'Schedule')).toEqual(before);
    const bView = await calendar(adminB, { selectType: 0, date: month });
    expect(bView.body.data.every((day: any) => day.scheduleList.length === 0)).toBe(true);
  });
});

describe('the 日程 feature switch', () => {
  test('off: every schedule call answers 409 with a clear message and changes nothing; on again: they work', async () => {
    const setSwitch = (value: number) => post('/api/business/plt-setting/update', adminA, { scheduleType: value });
    expect((await setSwitch(1)).body.code).toBe(2000);
    const before = await rowsOf(server.tenants.A, 'Schedule');
    const calls = [
      post(`${MAIN}/create`, adminA, base()),
      post(`${ONE}/create`, lina, base()),
      post(`${MAIN}/update`, adminA, base({ id: before[0].id })),
      calendar(lina, { selectType: 0, date: month }),
      server.request.get(`${ONE}/selectAll`).set(lina),
      server.request.get(`${ONE}/findAll`).set(lina),
      server.request.delete(`${MAIN}/delete`).query({ ids: `${before[0].id}` }).set(adminA),
      server.request.delete(`${ONE}/delete`).query({ id: before[0].id }).set(adminA),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('日程功能已关闭，请联系企业管理员在日程设置中开启');
    }
    expect(await rowsOf(server.tenants.A, 'Schedule')).toEqual(before);
    // Company B's switch is its own.
    expect((await calendar(adminB, { selectType: 1 })).status).toBe(200);
    expect((await setSwitch(0)).body.code).toBe(2000);
    expect((await calendar(lina, { selectType: 1 })).status).toBe(200);
  });
});
