import { startTestServer, type TestServer } from '../support/test-server';
import { asTenant } from '../../server/context/request-context';
import { distanceMetres } from '../../server/modules/attendance/sign-ways';

/** 签到 / 签退 (sign/signIn, signOut, selectStatus) against the company's schedule setting. */
const SIGN = '/api/business/sign';
const SCHEDULE = '/api/business/sign-schedule';
const PLACE = { latitude: 31.2304, longitude: 121.4737 };
const METRES_PER_DEGREE = (Math.PI * 6_371_008.8) / 180;

let server: TestServer;
let adminA: Record<string, string>;
let li: Record<string, string>;
let wang: Record<string, string>;
let adminB: Record<string, string>;
let wangB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  li = await server.auth('13800000002', server.tenants.A);
  wang = await server.auth('13800000003', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  wangB = await server.auth('13800000003', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const signIn = (headers: Record<string, string>, body: object = {}) => server.request.post(`${SIGN}/signIn`).set(headers).send(body);
const signOut = (headers: Record<string, string>, body: object = {}) => server.request.post(`${SIGN}/signOut`).set(headers).send(body);
const status = async (headers: Record<string, string>) => (await server.request.get(`${SIGN}/selectStatus`).set(headers)).body.data;
const records = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.SignRecord.findAll({ raw: true }));
const memberId = async (headers: Record<string, string>) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data.memberId;
async function setSchedule(headers: Record<string, string>, values: object) {
  const base = { workOn: '00:00:01', workOff: '00:00:02', isApp: 0, isPc: 0 };
  const current = (await server.request.get(`${SCHEDULE}/detail`).set(headers)).body.data;
  const res = current
    ? await server.request.post(`${SCHEDULE}/update`).set(headers).send({ ...base, latitude: null, ...values, id: current.id })
    : await server.request.post(`${SCHEDULE}/create`).set(headers).send({ ...base, ...values });
  expect(res.body.code).toBe(2000);
}
/** A point `metres` north of PLACE. */
const north = (metres: number) => ({ latitude: PLACE.latitude + metres / METRES_PER_DEGREE, longitude: PLACE.longitude });

describe('sign-in and sign-out', () => {
  test('without a schedule setting signing is refused and writes nothing; the status says not signed', async () => {
    const res = await signIn(li);
    expect([res.status, res.body.msg]).toEqual([400, '企业尚未完成考勤设置，请联系管理员']);
    expect(await records(server.tenants.A)).toHaveLength(0);
    expect(await status(li)).toMatchObject({ isSignIn: '0', isSignOut: '0', signInTime: null, normalSignIn: null });
    expect((await server.request.post(`${SIGN}/signIn`)).status).toBe(401);
  });

  test('mobile clock-in: just outside the radius is refused with the distance, a wrong wifi too; nothing written', async () => {
    await setSchedule(adminA, { isApp: 1, ...PLACE, radius: 100, wifiName: 'office-5G', macAddress: 'AA:BB:CC:DD:EE:FF' });
    expect(Math.round(distanceMetres(PLACE.latitude, PLACE.longitude, north(105).latitude, PLACE.longitude))).toBe(105);
    const outside = await signIn(li, north(105));
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('打卡失败：不在考勤范围内（距打卡地点约105米，允许100米）');
    const wifi = await signIn(li, { wifiName: 'guest' });
    expect([wifi.status, wifi.body.msg]).toEqual([400, '打卡失败：当前WiFi不是考勤WiFi']);
    const nothing = await signIn(li, {});
    expect([nothing.status, nothing.body.msg]).toEqual([400, '打卡失败：请开启定位或连接考勤WiFi']);
    expect(await records(server.tenants.A)).toHaveLength(0);
  });

  test('a body userId naming someone else is refused', async () => {
    const other = await memberId(adminA);
    const res = await signIn(li, { ...north(10), userId: other });
    expect([res.status, res.body.msg]).toEqual([403, '只能为自己签到或签退']);
    expect(await records(server.tenants.A)).toHaveLength(0);
  });

  test('just inside the radius signs in, late against the shift; a second sign-in keeps the first time', async () => {
    const me = await memberId(li);
    const first = await signIn(li, { ...north(95), userId: me, location: '世纪大道' });
    expect(first.body).toMatchObject({ code: 2000, msg: '签到成功', data: { memberId: me, signInType: 1, normalSignIn: '00:00:01', signInLocation: '世纪大道' } });
    // Late by the minutes since 00:00:01; the signer's account and department are recorded for the grants' row scope.
    expect(first.body.data.lateMinutes).toBeGreaterThan(0);
    const info = (await server.request.get('/api/admin/user/front/info').set(li)).body.data;
    const member: any = await asTenant(server.tenants.A, () => server.services.db.models.Membership.findByPk(me, { raw: true }));
    const [row] = (await records(server.tenants.A)) as any[];
    expect([row.accountId, row.departId]).toEqual([info.accountId, member.departId]);
    expect(member.departId).not.toBeNull();
    const again = await signIn(li, north(10));
    expect(again.body).toMatchObject({ code: 2000, msg: '今日已签到', data: { signInTime: first.body.data.signInTime } });
    expect(await records(server.tenants.A)).toHaveLength(1);
    expect(await status(li)).toMatchObject({ isSignIn: '1', isSignOut: '0', signInTime: first.body.data.signInTime, signInType: '1', normalSignIn: '00:00:01', normalSignOut: '00:00:02' });
  });

  test('sign-out with a note, not early after the shift; a second sign-out changes nothing', async () => {
    const tooLong = await signOut(li, { ...north(10), note: '备'.repeat(201) });
    expect([tooLong.status, tooLong.body.msg]).toEqual([400, '备注不能超过200个字符']);
    const out = await signOut(li, { ...north(10), note: '外出拜访' });
    expect(out.body).toMatchObject({ code: 2000, msg: '签退成功', data: { signOutType: 0, note: '外出拜访' } });
    const again = await signOut(li, { ...north(10), note: '改' });
    expect(again.body).toMatchObject({ msg: '今日已签退', data: { signOutTime: out.body.data.signOutTime, note: '外出拜访' } });
    expect(await status(li)).toMatchObject({ isSignIn: '1', isSignOut: '1', signOutType: '0' });
  });

  test('with neither way switched on, signing is allowed anywhere; 20 parallel sign-ins leave one record', async () => {
    await setSchedule(adminA, { workOn: '23:59:58', workOff: '23:59:59' });
    expect((await signOut(adminA)).body.msg).toBe('今日尚未签到，请先签到');
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(adminA)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((res) => res.body.msg === '签到成功')).toHaveLength(1);
    const mine = (await records(server.tenants.A)).filter((row: any) => row.userName !== '李娜');
    expect(mine).toHaveLength(1);
    expect(new Set(answers.map((res) => res.body.data.signInTime))).toEqual(new Set([answers[0].body.data.signInTime]));
    expect(answers[0].body.data.signInType).toBe(0);
    const out = await signOut(adminA);
    expect(out.body.data).toMatchObject({ signOutType: 1, duration: 0 });
    expect(out.body.data.earlyMinutes).toBeGreaterThan(0);
  });

  test('PC clock-in uses the socket address: a body ip inside the range from outside it is refused; inside is signed', async () => {
    await setSchedule(adminA, { isPc: 1, ipStart: '10.0.0.1', ipEnd: '10.0.0.255' });
    const before = (await records(server.tenants.A)).length;
    const spoofed = await signIn(wang, { ip: '10.0.0.5' });
    expect([spoofed.status, spoofed.body.msg]).toEqual([400, '打卡失败：当前网络不在考勤IP范围内']);
    const forwarded = await signIn(wang, { ip: '10.0.0.5' }).set('X-Forwarded-For', '10.0.0.5');
    expect(forwarded.status).toBe(400);
    expect(await records(server.tenants.A)).toHaveLength(before);
    await setSchedule(adminA, { isPc: 1, ipStart: '127.0.0.1', ipEnd: '127.0.0.1' });
    const inside = await signIn(wang, { ip: '10.0.0.5' });
    expect(inside.body).toMatchObject({ code: 2000, data: { signInIp: '127.0.0.1' } });
  });

  test('company B: its own setting and records; wifi MAC signs; A’s records are not seen', async () => {
    const none = await signIn(wangB);
    expect(none.body.msg).toBe('企业尚未完成考勤设置，请联系管理员');
    await setSchedule(adminB, { isApp: 1, wifiName: 'b-office', macAddress: '11-22-33-44-55-66' });
    expect(await status(wangB)).toMatchObject({ isSignIn: '0', normalSignIn: '00:00:01' });
    const byMac = await signIn(wangB, { macAddress: '11:22:33:44:55:66' });
    expect(byMac.body).toMatchObject({ code: 2000, data: { signInWifi: '11:22:33:44:55:66' } });
    expect(await records(server.tenants.B)).toHaveLength(1);
    expect((await status(wang)).isSignIn).toBe('1');
  });
});
