import { boot } from '../../server/boot';
import { secondInstance } from '../support/second-instance';
import { asTenant } from '../../server/context/request-context';
import { addDays, shanghaiDay } from '../../server/engine/calendar-days';
import { runScheduleReminders } from '../../server/modules/schedule/schedule-reminders';
import { startTestServer, type TestServer } from '../support/test-server';

const MAIN = '/api/business/plt-schedule-main';
type Headers = Record<string, string>;

let server: TestServer;
let other: Awaited<ReturnType<typeof boot>>;
let adminA: Headers; // 张伟
let ids: { zhang: number; lina: number; wang: number };
let accounts: { zhang: number; lina: number; wang: number };
let meetingId: number;

const today = shanghaiDay();
/** The instant of a Shanghai day and HH:mm, shifted by `minutes`. */
const at = (day: string, hour: string, minutes = 0) => Date.parse(`${day}T${hour}:00+08:00`) + minutes * 60_000;
const info = async (headers: Headers) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const create = async (own: Record<string, unknown>) => {
  const res = await server.request
    .post(`${MAIN}/create`)
    .set(adminA)
    .send({ typeId: meetingId, scheduleName: '周会', endHour: '23:30', place: '三楼会议室', participants: [ids.lina], ...own, endTime: own.startTime });
  expect(res.body).toMatchObject({ code: 2000 });
  return res.body.data.id as number;
};
/** The 日程提醒 messages of a schedule, as [recipient, content]. */
const reminders = async (scheduleId: number) => {
  const rows = (await asTenant(server.tenants.A, () =>
    server.services.db.models.Message.findAll({ where: { title: '日程提醒', refType: 'schedule', refId: scheduleId }, order: [['id', 'ASC']], raw: true }),
  )) as any[];
  return rows.map((row) => [row.accountId, row.content]);
};

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  const lina = await server.auth('13800000002', server.tenants.A);
  const wang = await server.auth('13800000003', server.tenants.A);
  // Requests name people by member id; the reminders (messages) go to their accounts.
  const [zhang, li, wangInfo] = [await info(adminA), await info(lina), await info(wang)];
  ids = { zhang: zhang.memberId, lina: li.memberId, wang: wangInfo.memberId };
  accounts = { zhang: zhang.accountId, lina: li.accountId, wang: wangInfo.accountId };
  const types = (await server.request.get('/api/business/plt-schedule-type/list').query({ limit: 100 }).set(adminA)).body.data.records;
  meetingId = types.find((t: any) => t.typeName === '会议').id;
  // A second instance on the same database, as behind a load balancer (its own timer off: the test runs the job).
  // On SQLite the first one (a second process on its directory is refused): second-instance.ts.
  other = await secondInstance(server, { redisUrl: undefined, scheduleReminderSeconds: 0 });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await server.stop();
});

describe('schedule starting within 15 minutes', () => {
  test('creator, participant and cc get exactly one reminder, however many runs and instances', async () => {
    const day = addDays(today, 40);
    const id = await create({ scheduleName: '项目评审会', startTime: day, startHour: '10:00', copys: `${ids.wang}` });
    const now = at(day, '10:00', -10);
    expect(await reminders(id)).toEqual([]);
    await runScheduleReminders(server.services, now);
    const sent = await reminders(id);
    expect(sent.map(([accountId]) => accountId).sort()).toEqual([accounts.zhang, accounts.lina, accounts.wang].sort());
    expect(sent[0][1]).toBe(`日程“项目评审会”将于${day} 10:00开始，地点：三楼会议室`);

    // Again, two at once, on the second instance, and both instances at once a minute later: nothing more.
    await runScheduleReminders(server.services, now);
    await Promise.all([runScheduleReminders(server.services, now), runScheduleReminders(server.services, now)]);
    await runScheduleReminders(other.services, now);
    await Promise.all([runScheduleReminders(server.services, now + 60_000), runScheduleReminders(other.services, now + 60_000)]);
    expect(await reminders(id)).toHaveLength(3);
  });

  test('both instances racing on a fresh occurrence send it once', async () => {
    const day = addDays(today, 41);
    const id = await create({ startTime: day, startHour: '08:00' });
    const now = at(day, '08:00', -5);
    await Promise.all([runScheduleReminders(server.services, now), runScheduleReminders(other.services, now), runScheduleReminders(server.services, now)]);
    expect((await reminders(id)).map(([accountId]) => accountId).sort()).toEqual([accounts.zhang, accounts.lina].sort());
  });

  test('a schedule starting in 20 minutes gets none yet; 15 minutes before, it does', async () => {
    const day = addDays(today, 42);
    const id = await create({ startTime: day, startHour: '10:30' });
    await runScheduleReminders(server.services, at(day, '10:30', -20));
    expect(await reminders(id)).toEqual([]);
    await runScheduleReminders(server.services, at(day, '10:30', 15));
    expect(await reminders(id)).toEqual([]); // already started
    await runScheduleReminders(server.services, at(day, '10:30', -15));
    expect(await reminders(id)).toHaveLength(2);
  });

  test('a weekly repeating schedule is reminded of its next occurrence, once per occurrence', async () => {
    const day = addDays(today, 43);
    const id = await create({ scheduleName: '例会', startTime: day, startHour: '14:00', repeat: 1, repeatType: 1, repeatRate: 1 });
    const next = addDays(day, 7);
    await runScheduleReminders(server.services, at(next, '14:00', -10));
    await runScheduleReminders(other.services, at(next, '14:00', -9));
    const sent = await reminders(id);
    expect(sent).toHaveLength(2);
    expect(sent[0][1]).toContain(`将于${next} 14:00开始`);
    await runScheduleReminders(server.services, at(addDays(next, 7), '14:00', -10));
    expect(await reminders(id)).toHaveLength(4);
    // A day without an occurrence: nothing.
    await runScheduleReminders(server.services, at(addDays(next, 1), '14:00', -10));
    expect(await reminders(id)).toHaveLength(4);
  });

  test('the 日程 switch off: no reminders for that company', async () => {
    const day = addDays(today, 44);
    const id = await create({ startTime: day, startHour: '09:00' });
    const setSwitch = (value: number) => server.request.post('/api/business/plt-setting/update').set(adminA).send({ scheduleType: value });
    expect((await setSwitch(1)).body).toMatchObject({ code: 2000 });
    try {
      await runScheduleReminders(server.services, at(day, '09:00', -10));
      expect(await reminders(id)).toEqual([]);
    } finally {
      await setSwitch(0);
    }
    await runScheduleReminders(server.services, at(day, '09:00', -10));
    expect(await reminders(id)).toHaveLength(2);
  });
});
