import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

const SELECT = '/api/business/plt-setting/select';
const UPDATE = '/api/business/plt-setting/update';

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

const settingsOf = async (headers: Record<string, string>) => (await server.request.get(SELECT).set(headers)).body.data;
const write = (headers: Record<string, string>, body: unknown) => server.request.post(UPDATE).set(headers).send(body as object);
const lastOperation = async () => (await server.request.get('/api/business/plt-gate-log/list').query({ selectType: 2, page: 1, limit: 1 }).set(adminA)).body.data.records[0];

describe('notice and schedule feature switches (settings record, 0 on / 1 off)', () => {
  test('select answers the company record to every member; both features start on', async () => {
    const settings = await settingsOf(adminA);
    expect(settings).toMatchObject({ id: expect.any(Number), noticeType: 0, noticeSort: 0, noticeDisplay: 0, scheduleType: 0 });
    expect(settings).not.toHaveProperty('tenantId');
    expect(await settingsOf(member)).toMatchObject({ id: settings.id, noticeType: 0, scheduleType: 0 });
    expect((await server.request.get(SELECT)).status).toBe(401);
  });

  test('the administrator switches the notice feature off and on; schedule and company B stay as they are', async () => {
    const off = await write(adminA, { noticeType: 1 });
    expect(off.body).toMatchObject({ code: 2000, msg: '操作成功!', data: { noticeType: 1, scheduleType: 0 } });
    expect(await settingsOf(adminA)).toMatchObject({ noticeType: 1, scheduleType: 0, updUserName: '张伟' });
    expect(await lastOperation()).toMatchObject({ menu: '通知公告设置', opt: '关闭通知公告功能', crtName: '张伟' });
    expect(await settingsOf(adminB)).toMatchObject({ noticeType: 0, scheduleType: 0 });

    const on = await write(adminA, { noticeType: 0 });
    expect(on.body.data.noticeType).toBe(0);
    expect(await lastOperation()).toMatchObject({ menu: '通知公告设置', opt: '开启通知公告功能' });
  });

  test('the schedule feature switches the same way, logged under 日程设置', async () => {
    expect((await write(adminA, { scheduleType: 1, id: 12345 })).body.data).toMatchObject({ scheduleType: 1, noticeType: 0 });
    expect(await lastOperation()).toMatchObject({ menu: '日程设置', opt: '关闭日程功能' });
    expect((await settingsOf(adminA)).scheduleType).toBe(1);
    expect((await write(adminA, { scheduleType: 0 })).body.data.scheduleType).toBe(0);
    expect(await lastOperation()).toMatchObject({ menu: '日程设置', opt: '开启日程功能' });
  });

  test.each([
    [{ noticeType: 2 }, '通知公告功能开关取值不正确', 'noticeType'],
    [{ noticeType: '1' }, '通知公告功能开关取值不正确', 'noticeType'],
    [{ scheduleType: -1 }, '日程功能开关取值不正确', 'scheduleType'],
    [{ noticeSort: 9 }, '通知公告排序取值不正确', 'noticeSort'],
    [{ noticeDisplay: 'x' }, '通知公告展示取值不正确', 'noticeDisplay'],
  ])('update refuses %j', async (body, msg, field) => {
    const before = await settingsOf(adminA);
    const res = await write(adminA, body);
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, [field]]);
    expect(await settingsOf(adminA)).toEqual(before);
  });

  test('an update with no setting in it is refused', async () => {
    expect((await write(adminA, {})).body).toMatchObject({ code: 400, msg: '请选择要修改的设置' });
    expect((await write(adminA, { foo: 1 })).body).toMatchObject({ code: 400, msg: '请选择要修改的设置' });
    expect((await write(adminA, [1])).body).toMatchObject({ code: 400, msg: '请求格式不正确' });
  });

  test('a member without the menus gets 403 for either switch, and nothing changes', async () => {
    const before = await settingsOf(adminA);
    for (const body of [{ noticeType: 1 }, { scheduleType: 1 }, { noticeSort: 1 }]) {
      expect((await write(member, body)).status).toBe(403);
    }
    expect(await settingsOf(adminA)).toEqual(before);
  });

  test('each switch is authorised by its own section: 日程设置 alone moves only the schedule switch', async () => {
    const tenantId = server.tenants.A;
    const account = await asSystem(() => server.services.db.models.Account.findOne({ where: { mobile: '13800000003' } }));
    const role = await asTenant(tenantId, () => server.services.db.models.Role.create({ name: '日程管理员', description: '只管日程设置' }));
    await server.services.policies.setRoleObjects(tenantId, role.id, ['scheduleSetting']);
    await server.services.policies.setUserRoleIds(tenantId, account.id, [role.id]);
    const scheduler = await server.auth('13800000003', tenantId);

    expect((await write(scheduler, { scheduleType: 1 })).body.data.scheduleType).toBe(1);
    expect((await write(scheduler, { noticeType: 1 })).status).toBe(403);
    expect((await write(scheduler, { scheduleType: 0, noticeType: 1 })).status).toBe(403);
    expect(await settingsOf(adminA)).toMatchObject({ noticeType: 0, scheduleType: 1 });
    const schema = (await server.request.get('/api/schemas/scheduleSetting').set(scheduler)).body.data;
    expect(schema.featureSwitch.editable).toBe(true);
    expect((await server.request.get('/api/schemas/noticeSetting').set(scheduler)).status).toBe(403);

    await server.services.policies.setRoleObjects(tenantId, role.id, []);
    expect((await write(scheduler, { scheduleType: 0 })).status).toBe(403);
    await write(adminA, { scheduleType: 0 });
  });

  test('a company without a settings record reads the defaults and creates it on the first switch', async () => {
    await asTenant(server.tenants.B, () => server.services.db.models.Setting.destroy({ where: {} }));
    expect(await settingsOf(adminB)).toEqual({ id: null, noticeType: 0, noticeSort: 0, noticeDisplay: 0, scheduleType: 0 });
    const res = await write(adminB, { scheduleType: 1, tenantId: server.tenants.A });
    expect(res.body.data).toMatchObject({ id: expect.any(Number), noticeType: 0, scheduleType: 1 });
    expect(await settingsOf(adminB)).toMatchObject({ id: res.body.data.id, scheduleType: 1 });
    expect((await settingsOf(adminA)).scheduleType).toBe(0);
    const rows = await asSystem(() => server.services.db.models.Setting.count({ where: { tenantId: server.tenants.B } }));
    expect(rows).toBe(1);
  });
});
