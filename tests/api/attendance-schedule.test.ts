import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { createRole, userApi } from '../support/user-api';

/** 考勤设置: the company's one schedule setting (sign-schedule/create, update, detail). */
const BASE = '/api/business/sign-schedule';
const VALID = {
  workOn: '09:00:00',
  workOff: '18:00:00',
  restOn: '12:00:00',
  restOff: '13:00:00',
  isApp: 1,
  location: '上海市浦东新区世纪大道100号',
  latitude: 31.2304,
  longitude: 121.4737,
  radius: 300,
  wifiName: 'office',
  macAddress: 'AA:BB:CC:DD:EE:FF',
  isPc: 1,
  ipStart: '192.168.1.1',
  ipEnd: '192.168.1.254',
};

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  member = await server.auth('13800000002', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const detail = async (headers: Record<string, string>) => (await server.request.get(`${BASE}/detail`).set(headers)).body.data;
const post = (headers: Record<string, string>, op: string, body: unknown) => server.request.post(`${BASE}/${op}`).set(headers).send(body as object);
const rowsOf = (tenantId: number) => asTenant(tenantId, () => server.services.db.sections.signSchedule.findAll({ raw: true }));

describe('考勤设置 (one schedule setting per company)', () => {
  test('detail is null before the first save; the administrator creates it; a second create is refused', async () => {
    expect(await detail(adminA)).toBeNull();
    const created = await post(adminA, 'create', VALID);
    expect(created.body).toMatchObject({ code: 2000, data: { ...VALID, id: expect.any(Number) } });
    expect(created.body.data).not.toHaveProperty('tenantId');
    expect(await detail(adminA)).toMatchObject(VALID);
    const again = await post(adminA, 'create', { ...VALID, workOn: '08:00:00' });
    expect([again.status, again.body.msg]).toEqual([409, '考勤设置已存在，请修改']);
    expect(await rowsOf(server.tenants.A)).toHaveLength(1);
    expect((await detail(adminA)).workOn).toBe('09:00:00');
  });

  test('company B sees none of it and cannot update A’s setting', async () => {
    expect(await detail(adminB)).toBeNull();
    const id = (await detail(adminA)).id;
    const res = await post(adminB, 'update', { ...VALID, id, workOn: '07:00:00' });
    expect(res.status).toBe(404);
    expect((await detail(adminA)).workOn).toBe('09:00:00');
    expect(await rowsOf(server.tenants.B)).toHaveLength(0);
  });

  test('update changes the setting', async () => {
    const id = (await detail(adminA)).id;
    const res = await post(adminA, 'update', { id, workOn: '08:30:00', radius: 500 });
    expect(res.body.code).toBe(2000);
    expect(await detail(adminA)).toMatchObject({ workOn: '08:30:00', workOff: '18:00:00', radius: 500 });
  });

  test.each([
    [{ workOn: '' }, '请选择上班时间'],
    [{ workOff: '  ' }, '请选择下班时间'],
    [{ workOn: '9:00' }, '上班时间格式应为HH:mm:ss'],
    [{ workOff: '24:00:00' }, '下班时间格式应为HH:mm:ss'],
    [{ workOn: '18:00:00', workOff: '09:00:00' }, '下班时间应晚于上班时间'],
    [{ restOn: '08:00:00', restOff: '09:30:00' }, '休息时间应在上班时间和下班时间之间'],
    [{ restOn: '17:00:00', restOff: '19:00:00' }, '休息时间应在上班时间和下班时间之间'],
    [{ restOn: '13:00:00', restOff: '12:00:00' }, '休息结束时间应晚于休息开始时间'],
    [{ restOn: '12:61:00' }, '休息开始时间格式应为HH:mm:ss'],
    [{ radius: 49 }, '打卡范围应在50到5000米之间'],
    [{ radius: 5001 }, '打卡范围应在50到5000米之间'],
    [{ latitude: 91 }, '纬度应在-90到90之间'],
    [{ longitude: -181 }, '经度应在-180到180之间'],
    [{ isApp: 2 }, '手机打卡开关取值不正确'],
    [{ isPc: 'x' }, '电脑打卡开关取值不正确'],
    [{ macAddress: 'AA:BB:CC' }, 'MAC地址格式不正确'],
    [{ ipStart: '192.168.1.256' }, '起始IP格式不正确'],
    [{ ipEnd: '10.0.0' }, '结束IP格式不正确'],
    [{ ipStart: '192.168.2.1', ipEnd: '192.168.1.254' }, '起始IP不能大于结束IP'],
  ])('update and create refuse %j: 400, nothing changed', async (change, msg) => {
    const before = await detail(adminA);
    const update = await post(adminA, 'update', { ...VALID, ...change, id: before.id });
    expect([update.status, update.body.msg]).toEqual([400, msg]);
    expect(await detail(adminA)).toEqual(before);
    const create = await post(adminB, 'create', { ...VALID, ...change });
    expect([create.status, create.body.msg]).toEqual([400, msg]);
    expect(await rowsOf(server.tenants.B)).toHaveLength(0);
  });

  // null on an update leaves the saved value (the engine's partial update), so what is missing is checked on create.
  test.each([
    [{ workOn: null }, '请选择上班时间'],
    [{ workOff: null }, '请选择下班时间'],
    [{ restOn: '12:00:00', restOff: null }, '请同时选择休息开始和结束时间'],
    [{ ipStart: null, ipEnd: null }, '开启电脑打卡时请填写IP范围'],
    [{ ipStart: '192.168.1.1', ipEnd: null }, '请同时填写起始IP和结束IP'],
    [{ latitude: null, wifiName: null, macAddress: null }, '开启手机打卡时请设置打卡地点和范围，或WiFi'],
  ])('create refuses %j: 400, nothing written', async (change, msg) => {
    const create = await post(adminB, 'create', { ...VALID, ...change });
    expect([create.status, create.body.msg]).toEqual([400, msg]);
    expect(await rowsOf(server.tenants.B)).toHaveLength(0);
  });

  test('an update that moves only the shift is checked against the saved rest period', async () => {
    const before = await detail(adminA);
    const res = await post(adminA, 'update', { id: before.id, workOn: '12:30:00' });
    expect([res.status, res.body.msg]).toEqual([400, '休息时间应在上班时间和下班时间之间']);
    expect(await detail(adminA)).toEqual(before);
  });

  // The settings form sends an emptied optional input as '' (cleared), as every form of the console does.
  test('an emptied rest period, wifi address and IP range clear them', async () => {
    const before = await detail(adminA);
    const res = await post(adminA, 'update', { id: before.id, restOn: '', restOff: '', macAddress: '', isPc: 0, ipStart: '', ipEnd: '' });
    expect(res.body.code).toBe(2000);
    expect(await detail(adminA)).toMatchObject({ restOn: '', restOff: '', macAddress: '', isPc: 0, ipStart: '', ipEnd: '' });
    const half = await post(adminA, 'update', { id: before.id, restOn: '12:00:00', restOff: '' });
    expect([half.status, half.body.msg]).toEqual([400, '请同时选择休息开始和结束时间']);
    const { id, workOn, workOff, restOn, restOff, macAddress, isPc, ipStart, ipEnd } = before;
    expect((await post(adminA, 'update', { id, workOn, workOff, restOn, restOff, macAddress, isPc, ipStart, ipEnd })).body.code).toBe(2000);
    expect(await detail(adminA)).toEqual({ ...before, updTime: expect.any(String) });
  });

  test('a member without 考勤设置 may not save; a role granted 考勤设置 may', async () => {
    const id = (await detail(adminA)).id;
    const refused = await post(member, 'update', { id, workOn: '07:00:00' });
    expect(refused.status).toBe(403);
    expect((await post(member, 'create', VALID)).status).toBe(403);
    expect((await detail(adminA)).workOn).toBe('08:30:00');

    const roleId = await createRole(server, server.tenants.A, '考勤管理', ['signSchedule']);
    const users = userApi(server, adminA);
    const li = (await users.all()).find((u) => u.name === '李娜');
    expect((await users.update({ id: li.id, name: li.name, departId: li.departId, groupList: [roleId] })).body.code).toBe(2000);
    const granted = await server.auth('13800000002', server.tenants.A);
    expect((await post(granted, 'update', { id, workOn: '07:00:00' })).body.code).toBe(2000);
    expect((await detail(adminA)).workOn).toBe('07:00:00');
  });

  test('signed-out callers are refused', async () => {
    expect((await server.request.get(`${BASE}/detail`)).status).toBe(401);
    expect((await server.request.post(`${BASE}/create`).send(VALID)).status).toBe(401);
  });
});
