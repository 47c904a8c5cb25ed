import { startTestServer, type TestServer } from '../support/test-server';
import { userApi } from '../support/user-api';

/**
 * One person id (issue 26): in the company API a person is the member id that `user/selectPage` shows. Every body
 * that names people takes it, every answer that lists people gives it, and an account id appears only as `accountId`.
 * In the demo data the two differ (the operator's account comes first: 张伟 is member 1, account 2; 李娜 member 2,
 * account 3; 王强 member 3, account 4), so sending 李娜's account id names 王强 — the test checks it never reaches her.
 */
type Headers = Record<string, string>;
interface Person {
  memberId: number;
  accountId: number;
}

let server: TestServer;
let adminA: Headers; // 张伟, company administrator of A
let lina: Headers; // 李娜, member of A
let wang: Headers; // 王强, member of A (and of B)
let adminB: Headers; // 赵敏, administrator of B
const people: Record<'zhang' | 'lina' | 'wang' | 'zhao', Person> = {} as any;

const NOTICE = '/api/business/plt-user-notice';
const MAIN = '/api/business/plt-schedule-main';
const info = async (headers: Headers) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  lina = await server.auth('13800000002', server.tenants.A);
  wang = await server.auth('13800000003', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  const listed = async (headers: Headers) => (await userApi(server, headers).all()) as any[];
  const [usersA, usersB] = [await listed(adminA), await listed(adminB)];
  const person = (rows: any[], name: string): Person => {
    const row = rows.find((r) => r.name === name);
    return { memberId: row.id, accountId: row.accountId };
  };
  people.zhang = person(usersA, '张伟');
  people.lina = person(usersA, '李娜');
  people.wang = person(usersA, '王强');
  people.zhao = person(usersB, '赵敏');
}, 60_000);
afterAll(() => server.stop());

test('the demo data makes member and account ids differ, and 李娜’s account id is 王强’s member id', () => {
  for (const p of Object.values(people)) expect(p.memberId).not.toBe(p.accountId);
  expect(people.lina.accountId).toBe(people.wang.memberId);
});

test('front/info names the signed-in person both ways: memberId (the company API’s) and accountId', async () => {
  const me = await info(lina);
  expect(me).toMatchObject({ memberId: people.lina.memberId, accountId: people.lina.accountId });
});

describe('the pickers list member ids', () => {
  test.each([`${NOTICE}/userPage`, '/api/business/plt-schedule/userPage'])('%s', async (path) => {
    const res = await server.request.get(path).query({ page: 1, limit: 100 }).set(lina);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.data.records.map((r: any) => [r.name, r.id]));
    expect(byName).toMatchObject({ 张伟: people.zhang.memberId, 李娜: people.lina.memberId, 王强: people.wang.memberId });
  });
});

describe('notices: voList, editId', () => {
  const notice = async (title: string, voList: unknown) => {
    const categories = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(adminA)).body.data;
    const type = categories.find((c: any) => c.needApproval === 0).id;
    return server.request.post(`${NOTICE}/create`).set(adminA).send({ title, type, openDate: tomorrow(), voList, text: '<p>正文</p>' });
  };
  const titlesFor = async (headers: Headers) => (await server.request.get(`${NOTICE}/list`).query({ page: 1, limit: 100 }).set(headers)).body.data.records.map((r: any) => r.title);

  test('a member id from user/selectPage reaches that member; the answer lists member ids', async () => {
    const res = await notice('发给李娜的通知', [{ id: people.lina.memberId }]);
    expect(res.body).toMatchObject({ code: 2000 });
    expect(res.body.data.voList).toEqual([{ id: people.lina.memberId, name: '李娜', code: '' }]);
    expect(res.body.data.editId).toBe(people.zhang.memberId);
    expect(await titlesFor(lina)).toContain('发给李娜的通知');
    expect(await titlesFor(wang)).not.toContain('发给李娜的通知');
    const listed = (await server.request.get(`${NOTICE}/list`).query({ page: 1, limit: 100 }).set(lina)).body.data.records.find((r: any) => r.title === '发给李娜的通知');
    expect(listed).toMatchObject({ editId: people.zhang.memberId, voList: [{ id: people.lina.memberId, name: '李娜' }] });
    // The reminder reaches her message panel.
    const messages = (await server.request.get('/api/business/plt-message/page').query({ page: 1, limit: 100 }).set(lina)).body.data.records;
    expect(messages.map((m: any) => m.title)).toContain('发给李娜的通知');
  });

  test('her account id does not reach her (it is 王强’s member id)', async () => {
    const res = await notice('账号编号的通知', [{ id: people.lina.accountId }]);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.voList).toEqual([expect.objectContaining({ id: people.wang.memberId, name: '王强' })]);
    expect(await titlesFor(lina)).not.toContain('账号编号的通知');
    expect(await titlesFor(wang)).toContain('账号编号的通知');
  });

  test('another company’s member, an unknown id: 404, nothing issued', async () => {
    for (const id of [people.zhao.memberId, 999999]) {
      const res = await notice('不该发出的通知', [{ id }]);
      expect([res.status, res.body.msg]).toEqual([404, '可见范围中的人员不存在']);
    }
    expect(await titlesFor(adminA)).not.toContain('不该发出的通知');
  });

  test('the approver auditorId of an approved notice is a member id', async () => {
    const categories = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(lina)).body.data;
    const type = categories[categories.length - 1].id;
    expect((await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: type, needApproval: 1 })).body.code).toBe(2000);
    const created = await server.request.post(`${NOTICE}/create`).set(lina).send({ title: '待审核的通知', type, openDate: tomorrow(), voList: [{ id: people.wang.memberId }], text: '<p>正文</p>' });
    expect(created.body.data).toMatchObject({ status: 2, editId: people.lina.memberId, auditorId: null });
    const approved = await server.request.post(`${NOTICE}/approve`).set(adminA).send({ id: created.body.data.id });
    expect(approved.body.code).toBe(2000);
    expect(approved.body.data).toMatchObject({ editId: people.lina.memberId, auditorId: people.zhang.memberId });
  });

  test('the issuer filter editId takes the member id', async () => {
    const byMember = (await server.request.get(`${NOTICE}/list`).query({ page: 1, limit: 100, editId: people.zhang.memberId }).set(lina)).body.data.records;
    expect(byMember.map((r: any) => r.title)).toContain('发给李娜的通知');
    const byAccount = (await server.request.get(`${NOTICE}/list`).query({ page: 1, limit: 100, editId: people.zhang.accountId }).set(lina)).body.data.records;
    expect(byAccount.map((r: any) => r.title)).not.toContain('发给李娜的通知');
  });
});

describe('a removed member is nobody to name', () => {
  test('赵敏 linked to A, then removed: her member id is 404 in a notice’s scope and a schedule', async () => {
    const api = userApi(server, adminA);
    const sales = (await api.departs()).find((d: any) => d.name === '销售部').id;
    expect((await api.add({ addType: 1, username: '13900000001', name: '赵敏', departId: sales })).body.code).toBe(2000);
    const member = (await api.all()).find((r: any) => r.name === '赵敏');
    expect((await api.remove(member.id)).body.code).toBe(2000);
    const categories = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(adminA)).body.data;
    const notice = await server.request.post(`${NOTICE}/create`).set(adminA).send({ title: '给已移除成员', type: categories[0].id, openDate: tomorrow(), voList: [{ id: member.id }], text: '<p>正文</p>' });
    expect([notice.status, notice.body.msg]).toEqual([404, '可见范围中的人员不存在']);
    const typeId = (await server.request.get('/api/business/plt-schedule-type/list').query({ limit: 100 }).set(adminA)).body.data.records.find((t: any) => t.typeName === '会议').id;
    const day = inDays(3);
    const schedule = await server.request.post(`${MAIN}/create`).set(adminA).send({ typeId, scheduleName: '给已移除成员', startTime: day, endTime: day, startHour: '09:00', endHour: '10:00', participantsVOList: [{ id: member.id }] });
    expect([schedule.status, schedule.body.msg]).toEqual([404, '参与人或抄送人不存在']);
  });
});

describe('schedules: participantsVOList, copyList, crtUserId', () => {
  let typeId: number;
  const create = async (scheduleName: string, own: Record<string, unknown>) => {
    typeId ??= (await server.request.get('/api/business/plt-schedule-type/list').query({ limit: 100 }).set(adminA)).body.data.records.find((t: any) => t.typeName === '会议').id;
    const day = inDays(3);
    return server.request.post(`${MAIN}/create`).set(adminA).send({ typeId, scheduleName, startTime: day, endTime: day, startHour: '09:00', endHour: '10:00', ...own });
  };
  const namesFor = async (headers: Headers) => (await server.request.get('/api/business/plt-schedule/selectAll').set(headers)).body.data.map((s: any) => s.scheduleName);

  test('member ids reach those members as participant and cc; the answer lists member ids', async () => {
    const res = await create('成员编号的日程', { participantsVOList: [{ id: people.lina.memberId }], copyList: [{ id: people.wang.memberId }] });
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toMatchObject({
      crtUserId: people.zhang.memberId,
      participantsVOList: [{ id: people.lina.memberId, name: '李娜' }],
      copyList: [{ id: people.wang.memberId, name: '王强' }],
    });
    expect(await namesFor(lina)).toContain('成员编号的日程');
    expect(await namesFor(wang)).toContain('成员编号的日程');
    const seen = (await server.request.get('/api/business/plt-schedule/selectAll').set(lina)).body.data.find((s: any) => s.scheduleName === '成员编号的日程');
    expect(seen).toMatchObject({ crtUserId: people.zhang.memberId, participantsVOList: [{ id: people.lina.memberId }] });
  });

  test('her account id does not reach her', async () => {
    const res = await create('账号编号的日程', { participantsVOList: [{ id: people.lina.accountId }] });
    expect(res.body.code).toBe(2000);
    expect(res.body.data.participantsVOList).toEqual([{ id: people.wang.memberId, name: '王强' }]);
    expect(await namesFor(lina)).not.toContain('账号编号的日程');
  });

  test('another company’s member, an unknown id: 404', async () => {
    for (const own of [{ participantsVOList: [{ id: people.zhao.memberId }] }, { copyList: [{ id: 999999 }] }]) {
      const res = await create('不该建的日程', own);
      expect([res.status, res.body.msg]).toEqual([404, '参与人或抄送人不存在']);
    }
    expect(await namesFor(adminA)).not.toContain('不该建的日程');
  });
});

describe('app users (userApp) and role members (setUsers) take member ids', () => {
  test('addUser with 张伟’s member id adds 张伟; selectUser lists member ids', async () => {
    const catalogue = await server.services.db.models.AppCatalog.findAll({ raw: true });
    const share = (catalogue as any[]).find((app) => app.name === '云库存共享').id;
    const res = await server.request.post('/api/admin/userApp/addUser').set(adminA).send({ appId: share, userDTOList: [{ id: people.zhang.memberId }] });
    expect(res.body.code).toBe(2000);
    const members = (await server.request.get(`/api/admin/userApp/selectUser/${share}`).set(adminA)).body.data;
    expect(members.map((m: any) => [m.id, m.name])).toEqual([[people.zhang.memberId, '张伟']]);
  });

  test('setUsers with 李娜’s member id makes 李娜 the role’s member; groupUsers lists member ids', async () => {
    const role = await server.request.post('/api/admin/group/addGroup').set(adminA).send({ name: '成员编号角色' });
    expect(role.body.code).toBe(2000);
    const groupId = role.body.data.id;
    expect((await server.request.post('/api/admin/group/setUsers').set(adminA).send({ groupId, userIds: [people.lina.memberId] })).body.code).toBe(2000);
    const members = (await server.request.get(`/api/admin/group/users/${groupId}`).set(adminA)).body.data;
    expect(members.map((m: any) => [m.id, m.name])).toEqual([[people.lina.memberId, '李娜']]);
  });
});

describe('the engine’s stamps (crtUserId, updUserId) are member ids', () => {
  const CATEGORY = '/api/business/plt-notice';
  test('a notice category 张伟 created and changed names him by member id in the answer, the list and the detail', async () => {
    const created = await server.request.post(`${CATEGORY}/create`).set(adminA).send({ noticeType: '人员编号', type: '通知', note: '一个人一个编号' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ crtUserId: people.zhang.memberId, updUserId: people.zhang.memberId });
    const listed = async () => ((await server.request.get(`${CATEGORY}/list`).query({ page: 1, limit: 1000 }).set(adminA)).body.data.records as any[]).find((row) => row.id === id);
    expect(await listed()).toMatchObject({ crtUserId: people.zhang.memberId });
    expect((await server.request.post(`${CATEGORY}/update`).set(adminA).send({ id, noticeType: '人员编号', type: '通知', note: '改过' })).status).toBe(200);
    const row = await listed();
    expect(row.crtUserId).toBe(people.zhang.memberId);
    expect(row.crtUserId).not.toBe(people.zhang.accountId);
    const detail = (await server.request.get(`${CATEGORY}/select/${id}`).set(adminA)).body.data;
    expect(detail).toMatchObject({ crtUserId: people.zhang.memberId, updUserId: people.zhang.memberId });
  });
});
