import { Op } from 'sequelize';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { makePng, TINY_GIF } from '../support/images';
import { operatorHeaders } from '../support/sms-outbox';
import { asSystem, asTenant } from '../../server/context/request-context';

const USER = '/api/admin/user';
const PROFILE_KEYS = ['birthday', 'constellation', 'departName', 'email', 'hobby', 'hometown', 'id', 'mobilePhone', 'name', 'photo', 'photoUrl', 'position', 'qq', 'sex', 'speciality', 'telPhone'];

let server: TestServer;
let member: Record<string, string>; // 13800000002, a member of A
let memberId: number;
let adminA: Record<string, string>;
let adminAId: number;
let adminB: Record<string, string>;
let adminBId: number;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const info = async (headers: Record<string, string>) => (await server.request.get(`${USER}/front/info`).set(headers)).body.data;
const accountRow = (id: number) => asSystem(() => server.services.db.models.Account.findByPk(id, { raw: true })) as Promise<any>;
const membershipOf = (tenantId: number, accountId: number) =>
  asTenant(tenantId, () => server.services.db.models.Membership.findOne({ where: { accountId }, raw: true })) as Promise<any>;
const post = (path: string, headers: Record<string, string>, query: Record<string, unknown> = {}, body?: object) =>
  server.request.post(`${USER}/${path}`).query(query).set(headers).send(body ?? {});

beforeAll(async () => {
  server = await startTestServer();
  member = await server.auth('13800000002', server.tenants.A);
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  memberId = (await info(member)).id;
  adminAId = (await info(adminA)).id;
  adminBId = (await info(adminB)).id;
}, 60_000);
afterAll(() => server.stop());

describe('GET selectUserById/{id}', () => {
  test('a member reads their own profile (spec doc 1 §3 User profile)', async () => {
    const res = await server.request.get(`${USER}/selectUserById/${memberId}`).set(member);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: memberId, mobilePhone: '13800000002', sex: null, email: null, photo: null });
    for (const key of ['name', 'sex', 'telPhone', 'qq', 'birthday', 'constellation', 'hobby', 'speciality', 'hometown', 'photo', 'photoUrl', 'departName', 'position', 'mobilePhone', 'email']) {
      expect(res.body.data).toHaveProperty(key);
    }
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect(Object.keys(res.body.data).sort()).toEqual(PROFILE_KEYS);
  });

  test("another member's id and another company's id are 404", async () => {
    expect((await server.request.get(`${USER}/selectUserById/${adminAId}`).set(member)).status).toBe(404);
    expect((await server.request.get(`${USER}/selectUserById/${adminBId}`).set(member)).status).toBe(404);
    expect((await server.request.get(`${USER}/selectUserById/${memberId}`).set(adminB)).status).toBe(404);
    expect((await server.request.get(`${USER}/selectUserById/999999`).set(member)).status).toBe(404);
    expect((await server.request.get(`${USER}/selectUserById/abc`).set(member)).status).toBe(400);
  });

  test('without a token: 401', async () => {
    expect((await server.request.get(`${USER}/selectUserById/${memberId}`)).status).toBe(401);
  });
});

describe('POST setPersonalInfo', () => {
  const profile = {
    name: '李四新',
    sex: 1,
    telPhone: '0571-88886666',
    qq: '123456789',
    birthday: '1990-05-20',
    constellation: '金牛座',
    hobby: '羽毛球',
    speciality: '数据分析',
    hometown: '浙江杭州',
    position: '销售主管',
  };

  test('saves the own profile; front/info shows the new name at once', async () => {
    const res = await post('setPersonalInfo', member, {}, { id: memberId, ...profile, email: 'ignored@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('修改成功!');
    expect(res.body.data).toMatchObject({ ...profile, id: memberId, email: null });
    // The spec's profile and nothing else of the membership row (its department id, status, administrator flag).
    expect(Object.keys(res.body.data).sort()).toEqual(PROFILE_KEYS);
    const read = (await server.request.get(`${USER}/selectUserById/${memberId}`).set(member)).body.data;
    expect(read).toMatchObject(profile);
    expect(await info(member)).toMatchObject({ name: '李四新', position: '销售主管' });
  });

  test('an empty optional value clears it', async () => {
    const res = await post('setPersonalInfo', member, {}, { ...profile, hobby: '', birthday: '', sex: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ hobby: null, birthday: null, sex: null, speciality: '数据分析' });
  });

  test.each([
    [{ name: '' }, '请输入姓名'],
    [{ name: '   ' }, '请输入姓名'],
    [{ name: 'x'.repeat(51) }, '姓名不能超过50个字符'],
    [{ sex: 2 }, '请选择性别'],
    [{ telPhone: '12345' }, '请输入正确的联系电话'],
    [{ qq: 'abc' }, '请输入正确的QQ号'],
    [{ birthday: '1990/05/20' }, '请选择正确的生日'],
    [{ constellation: '地球座' }, '请选择星座'],
    [{ hobby: 'x'.repeat(101) }, '爱好不能超过100个字符'],
    [{ speciality: 'x'.repeat(101) }, '特长不能超过100个字符'],
    [{ hometown: 'x'.repeat(51) }, '家乡不能超过50个字符'],
    [{ position: 'x'.repeat(51) }, '职位不能超过50个字符'],
  ])('refuses %j with its message', async (change, message) => {
    const before = await membershipOf(server.tenants.A, memberId);
    const res = await post('setPersonalInfo', member, {}, { ...profile, ...change });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
    expect(await membershipOf(server.tenants.A, memberId)).toMatchObject({ name: before.name, hobby: before.hobby });
  });

  test('the name is required', async () => {
    const { name: _name, ...rest } = profile;
    const res = await post('setPersonalInfo', member, {}, rest);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请输入姓名');
  });

  test("another member's or another company's id: 404 and nothing changed", async () => {
    const adminBefore = await membershipOf(server.tenants.A, adminAId);
    const bBefore = await membershipOf(server.tenants.B, adminBId);
    expect((await post('setPersonalInfo', member, {}, { ...profile, id: adminAId, name: '篡改' })).status).toBe(404);
    expect((await post('setPersonalInfo', member, {}, { ...profile, id: adminBId, name: '篡改' })).status).toBe(404);
    expect(await membershipOf(server.tenants.A, adminAId)).toEqual(adminBefore);
    expect(await membershipOf(server.tenants.B, adminBId)).toEqual(bBefore);
  });
});

describe('POST uploadPhoto', () => {
  test('a PNG file becomes the photo; front/info shows it at once', async () => {
    const res = await server.request.post(`${USER}/uploadPhoto`).set(member).attach('file', makePng(64, 64), 'me.png');
    expect(res.status).toBe(200);
    expect(res.body.data.photo).toMatch(/^\/api\/business\/storage\/file\/\d+\/[a-f0-9]{32}\.png$/);
    expect((await info(member)).photo).toBe(res.body.data.photo);
    const image = await server.request.get(res.body.data.photo).set(member);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  test('GIF is accepted; the spec shape ?photoUrl takes an uploaded image of the company', async () => {
    const gif = await server.request.post(`${USER}/uploadPhoto`).set(member).attach('file', TINY_GIF, 'me.gif');
    expect(gif.status).toBe(200);
    expect(gif.body.data.photo).toMatch(/\.gif$/);
    const uploaded = (await server.request.post('/api/business/storage/create').set(member).attach('file', makePng(), 'x.png')).body.data.url;
    const res = await post('uploadPhoto', member, { photoUrl: uploaded });
    expect(res.status).toBe(200);
    expect((await accountRow(memberId)).photo).toBe(uploaded);
  });

  test('over 2 MB: 上传头像图片大小不能超过 2MB!, photo unchanged', async () => {
    const before = (await accountRow(memberId)).photo;
    const res = await server.request.post(`${USER}/uploadPhoto`).set(member).attach('file', makePng(64, 64, [1, 2, 3], 2 * 1024 * 1024 + 10), 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('上传头像图片大小不能超过 2MB!');
    expect((await accountRow(memberId)).photo).toBe(before);
  });

  test('a file that is no image by its bytes is refused whatever its name', async () => {
    const res = await server.request.post(`${USER}/uploadPhoto`).set(member).attach('file', Buffer.from('%PDF-1.4 not an avatar'), { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('上传头像图片只能是 JPG、JPEG、GIF、BMP、PNG 格式!');
  });

  test("no file, a foreign URL or another company's file: 请选择上传头像图片", async () => {
    const before = (await accountRow(memberId)).photo;
    expect((await post('uploadPhoto', member)).body.msg).toBe('请选择上传头像图片');
    expect((await post('uploadPhoto', member, { photoUrl: 'http://evil.example/x.png' })).status).toBe(400);
    const ofB = (await server.request.post('/api/business/storage/create').set(adminB).attach('file', makePng(), 'b.png')).body.data.url;
    const res = await post('uploadPhoto', member, { photoUrl: ofB });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请选择上传头像图片');
    expect((await accountRow(memberId)).photo).toBe(before);
  });
});

describe('POST bindingEmail and bindingMobile', () => {
  test('bindingEmail: messages, wrong password refused, then bound', async () => {
    expect((await post('bindingEmail', member, { password: DEMO_PASSWORD })).body.msg).toBe('请输入邮箱!');
    expect((await post('bindingEmail', member, { email: 'not-an-email', password: DEMO_PASSWORD })).body.msg).toBe('请输入正确的邮箱地址');
    expect((await post('bindingEmail', member, { email: 'li@example.com' })).body.msg).toBe('请输入登录密码!');
    const wrong = await post('bindingEmail', member, { email: 'li@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('登录密码错误');
    expect((await accountRow(memberId)).email).toBeNull();
    const res = await post('bindingEmail', member, { email: 'li@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('绑定成功!');
    expect((await server.request.get(`${USER}/selectUserById/${memberId}`).set(member)).body.data.email).toBe('li@example.com');
  });

  test('bindingMobile: messages, a number in use refused, then bound and usable to log in', async () => {
    const admin = await server.auth('13900000001', server.tenants.B);
    const id = (await info(admin)).id;
    expect((await post('bindingMobile', admin, { password: DEMO_PASSWORD })).body.msg).toBe('请输入手机号!');
    expect((await post('bindingMobile', admin, { mobilePhone: '12345', password: DEMO_PASSWORD })).body.msg).toBe('你输入的电话号码格式不对!');
    expect((await post('bindingMobile', admin, { mobilePhone: '13912345678' })).body.msg).toBe('请输入登录密码!');
    expect((await post('bindingMobile', admin, { mobilePhone: '13912345678', password: 'wrong-pass' })).body.msg).toBe('登录密码错误');
    const taken = await post('bindingMobile', admin, { mobilePhone: '13800000001', password: DEMO_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该手机号已被注册，请重新填写!');
    expect((await accountRow(id)).mobile).toBe('13900000001');
    const res = await post('bindingMobile', admin, { mobilePhone: '13912345678', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect((await accountRow(id)).mobile).toBe('13912345678');
    await server.login('13912345678', server.tenants.B);
    await post('bindingMobile', admin, { mobilePhone: '13900000001', password: DEMO_PASSWORD });
    expect((await accountRow(id)).mobile).toBe('13900000001');
  });

  test('wrong passwords spend the login tries: the account locks', async () => {
    const token = await server.login('13800000003', server.tenants.A);
    let last: any;
    for (let i = 0; i < server.config.login.maxWrongPasswords + 1; i++) last = await post('bindingEmail', bearer(token), { email: 'x@example.com', password: 'wrong-pass' });
    expect(last.body.msg).toMatch(/密码错误次数过多，账号已锁定，请\d+分钟后再试/);
    const right = await post('bindingEmail', bearer(token), { email: 'x@example.com', password: DEMO_PASSWORD });
    expect(right.body.msg).toMatch(/账号已锁定/);
    expect((await accountRow((await info(bearer(token))).id)).email).toBeNull();
    await asSystem(() => server.services.db.models.Account.update({ lockedUntil: null, wrongPasswords: 0 }, { where: { mobile: '13800000003' } }));
  });
});

describe('POST changePassword', () => {
  test("the spec's messages; a wrong old password changes nothing", async () => {
    expect((await post('changePassword', adminA, { newPass: 'Next@2026' })).body.msg).toBe('请输入原密码!');
    expect((await post('changePassword', adminA, { oldPass: DEMO_PASSWORD })).body.msg).toBe('请输入新密码!');
    expect((await post('changePassword', adminA, { oldPass: DEMO_PASSWORD, newPass: 'Next@2026', surePass: 'Other@2026' })).body.msg).toBe('新密码两次输入不一致!');
    expect((await post('changePassword', adminA, { oldPass: DEMO_PASSWORD, newPass: '123' })).body.msg).toBe('密码长度为6-32位');
    const wrong = await post('changePassword', adminA, { oldPass: 'not-the-one', newPass: 'Next@2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('原密码错误');
    await server.login('13800000001', server.tenants.A, DEMO_PASSWORD);
  });

  test('a change ends the other sessions (every company) and keeps the current one', async () => {
    const current = await server.login('13800000003', server.tenants.A);
    const otherA = await server.login('13800000003', server.tenants.A);
    const otherB = await server.login('13800000003', server.tenants.B);
    const res = await post('changePassword', bearer(current), { oldPass: DEMO_PASSWORD, newPass: 'Next@2026', surePass: 'Next@2026' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('密码修改成功!');
    expect((await server.request.get(`${USER}/front/info`).set(bearer(otherA))).status).toBe(401);
    expect((await server.request.get(`${USER}/front/info`).set(bearer(otherB))).status).toBe(401);
    expect((await server.request.get(`${USER}/front/info`).set(bearer(current))).status).toBe(200);
    const oldLogin = await server.request.post('/api/auth/oauth/token').auth('console', 'console').type('form')
      .send({ username: '13800000003', password: DEMO_PASSWORD, tenantId: String(server.tenants.A), grant_type: 'password' });
    expect(oldLogin.status).toBe(400);
    await server.login('13800000003', server.tenants.B, 'Next@2026');
  });
});

describe('expiry reminder', () => {
  const reminder = (headers: Record<string, string>) => server.request.get(`${USER}/front/expiryReminder`).set(headers);

  test('a company with an app in use is not expired', async () => {
    expect((await info(adminA)).invalid).toBe(0);
    expect((await reminder(adminA)).body.data).toEqual({ invalid: 0, text: '' });
  });

  test("trial over and no app in use: front/info invalid 1, the reminder's text; company A unaffected", async () => {
    const past = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await asSystem(() => server.services.db.models.Company.update({ trialEndsAt: past }, { where: { id: server.tenants.B } }));
    await asTenant(server.tenants.B, () => server.services.db.models.AppSubscription.update({ endTime: new Date(Date.now() - 10 * 24 * 3600 * 1000) }, { where: { id: { [Op.gt]: 0 } } }));
    server.services.caches.profiles.deletePrefix(`${server.tenants.B}:`);
    expect((await info(adminB)).invalid).toBe(1);
    const res = await reminder(adminB);
    expect(res.status).toBe(200);
    expect(res.body.data.invalid).toBe(1);
    expect(res.body.data.text).toMatch(/^您的企业试用期已于 \d{4}-\d{2}-\d{2} 到期/);
    expect((await info(adminA)).invalid).toBe(0);
  });

  test('subscriptions run out with no trial: expired (订阅服务); within a trial: not expired', async () => {
    const { Company, AppSubscription } = server.services.db.models;
    const A = server.tenants.A;
    const saved = (await asTenant(A, () => AppSubscription.findAll({ raw: true }))) as any[];
    const trialEndsAt = ((await asSystem(() => Company.findByPk(A, { raw: true }))) as any).trialEndsAt;
    await asSystem(() => Company.update({ trialEndsAt: null }, { where: { id: A } }));
    await asTenant(A, () => AppSubscription.update({ endTime: new Date(Date.now() - 24 * 3600 * 1000) }, { where: { id: { [Op.gt]: 0 } } }));
    server.services.caches.profiles.deletePrefix(`${A}:`);
    expect((await info(adminA)).invalid).toBe(1);
    expect((await reminder(member)).body.data.text).toMatch(/^您的企业订阅服务已于 \d{4}-\d{2}-\d{2} 到期/);
    await asSystem(() => Company.update({ trialEndsAt: new Date(Date.now() + 24 * 3600 * 1000) }, { where: { id: A } }));
    server.services.caches.profiles.deletePrefix(`${A}:`);
    expect((await info(adminA)).invalid).toBe(0);
    await asSystem(() => Company.update({ trialEndsAt }, { where: { id: A } }));
    for (const row of saved) await asTenant(A, () => AppSubscription.update({ endTime: row.endTime }, { where: { id: row.id } }));
    server.services.caches.profiles.deletePrefix(`${A}:`);
    expect((await info(adminA)).invalid).toBe(0);
  });

  test('without a token: 401', async () => {
    expect((await server.request.get(`${USER}/front/expiryReminder`)).status).toBe(401);
  });

  test("an operator's session has no company to be reminded of: 403, as the other company-only front/* calls", async () => {
    const res = await server.request.get(`${USER}/front/expiryReminder`).set(await operatorHeaders(server));
    expect(res.status).toBe(403);
    expect(res.body.data).toBeNull();
  });
});
