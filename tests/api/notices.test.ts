import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/**
 * 通知公告 (/noticeManager): plt-user-notice create, list, delete; approval (通知公告设置/审核) auditList, approve,
 * reject; findAllByStatus for the categories. Rules on the server: visible scope or issuer, issuer-only delete,
 * another company's ids 404, statuses 1 issued / 2 in approval / 3 awaiting issue / 4 rejected, the feature switch.
 */
const BASE = '/api/business/plt-user-notice';
type Headers = Record<string, string>;

let server: TestServer;
let adminA: Headers; // 张伟, company administrator of A
let lina: Headers; // 李娜, member of A
let wang: Headers; // 王强, member of A (and of B)
let adminB: Headers;
const ids: Record<string, number> = {};
const accounts: Record<string, number> = {};
let categories: any[];

const info = async (headers: Headers) => (await server.request.get('/api/admin/user/front/info').set(headers)).body.data;
const create = (body: Record<string, unknown>, headers: Headers = adminA) => server.request.post(`${BASE}/create`).set(headers).send(body);
const list = (query: Record<string, unknown>, headers: Headers) => server.request.get(`${BASE}/list`).query(query).set(headers);
const remove = (id: unknown, headers: Headers) => server.request.delete(`${BASE}/delete`).query({ id }).set(headers);
const notices = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.UserNotice.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const messages = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.Message.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const newMessages = async (tenantId: number, run: () => Promise<unknown>) => {
  const before = new Set((await messages(tenantId)).map((m) => m.id));
  await run();
  return (await messages(tenantId)).filter((m) => !before.has(m.id));
};
const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);
const valid = (extra: Record<string, unknown> = {}) => ({ title: '五一放假通知', code: 'TZ-001', type: categories[0].id, openDate: tomorrow(), voList: [{ id: ids.lina }], text: '<p>5月1日至5日放假</p>', ...extra });

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  lina = await server.auth('13800000002', server.tenants.A);
  wang = await server.auth('13800000003', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  // People are named by member id (user/selectPage's, front/info's memberId); messages and Casbin keep the account.
  for (const [key, headers] of [['adminA', adminA], ['lina', lina], ['wang', wang], ['adminB', adminB]] as const) {
    const me = await info(headers);
    ids[key] = me.memberId;
    accounts[key] = me.accountId;
  }
  categories = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(lina)).body.data;
}, 60_000);
afterAll(() => server.stop());

describe('create: the form', () => {
  test('findAllByStatus lists the enabled categories with their approval flag', () => {
    expect(categories.map((c) => c.noticeType)).toEqual(['产品更新', '产品上线', '福利']);
    expect(categories[0]).toMatchObject({ needApproval: 0, status: 1 });
  });

  test('every validation message, in the dialog order, and nothing written', async () => {
    const before = await notices(server.tenants.A);
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请输入标题'],
      [{ title: '   ' }, '请输入标题'],
      [{ title: '通知' }, '请选择类型'],
      [{ title: '通知', type: categories[0].id }, '请选择公示期截止日'],
      [{ title: '通知', type: categories[0].id, openDate: tomorrow() }, '请选择可见范围'],
      [{ title: '通知', type: categories[0].id, openDate: tomorrow(), voList: [] }, '请选择可见范围'],
      [{ title: '通知', type: categories[0].id, openDate: tomorrow(), voList: [ids.lina] }, '请输入正文'],
      [valid({ text: '<script>alert(1)</script><p> </p>' }), '请输入正文'],
      [valid({ openDate: '2020-01-01' }), '公示期截止日不能早于昨天'],
      [valid({ title: 'x'.repeat(101) }), '标题不能超过100个字符'],
      [valid({ voList: ['abc'] }), '可见范围格式不正确'],
    ];
    for (const [body, msg] of cases) {
      const res = await create(body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect(await notices(server.tenants.A)).toEqual(before);
  });

  test('issued at once: the compiler is the caller whatever the body says, the body is sanitised, the scope is reminded', async () => {
    let res: any;
    const sent = await newMessages(server.tenants.A, async () => {
      res = await create(valid({ editId: ids.wang, editName: '冒名', departName: '假部门', status: 2, text: '<p onclick="x()">放假<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>' }), lina);
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, msg: '新建通知公告成功!' });
    const row = res.body.data;
    expect(row).toMatchObject({ title: '五一放假通知', code: 'TZ-001', type: categories[0].id, typeName: '产品更新', editId: ids.lina, editName: '李娜', departName: '销售部', status: 1, openDate: tomorrow() });
    expect(row.voList).toEqual([{ id: ids.lina, name: '李娜', code: '' }]);
    expect(row.text).toContain('放假');
    for (const bad of ['script', 'onclick', 'javascript:']) expect(row.text).not.toContain(bad);
    expect(row).not.toHaveProperty('tenantId');
    // The issuer is in its own scope: nobody else to remind.
    expect(sent).toHaveLength(0);
    ids.linaOwn = row.id;

    const reminded = await newMessages(server.tenants.A, async () => {
      res = await create(valid({ title: '年会通知', voList: [{ id: ids.wang }, { id: ids.lina }] }), adminA);
    });
    expect(res.body.data).toMatchObject({ editName: '张伟', status: 1 });
    expect(reminded.map((m) => [m.accountId, m.classify, m.type, m.refType, m.refId]).sort()).toEqual(
      [[accounts.wang, 1, '通知公告', 'notice', res.body.data.id], [accounts.lina, 1, '通知公告', 'notice', res.body.data.id]].sort(),
    );
    expect(reminded[0].content).toBe('张伟发布了通知公告“年会通知”');
    ids.annual = res.body.data.id;
  });

  test('a category or a scope member of another company, or a disabled category, is refused and nothing is written', async () => {
    const before = await notices(server.tenants.A);
    const bCategory = (await server.request.get('/api/business/plt-notice/findAllByStatus').set(adminB)).body.data[0];
    expect((await create(valid({ type: bCategory.id }))).status).toBe(404);
    const outsider = await create(valid({ voList: [{ id: ids.adminB }] }));
    expect([outsider.status, outsider.body.msg]).toEqual([404, '可见范围中的人员不存在']);
    await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: categories[2].id, status: 0 });
    const disabled = await create(valid({ type: categories[2].id }));
    expect(disabled.status).toBe(409);
    await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: categories[2].id, status: 1 });
    expect(await notices(server.tenants.A)).toEqual(before);
  });
});

describe('userPage: the pickers', () => {
  test('every member lists the company\'s current members with their department; name searches; never another company\'s', async () => {
    const res = await server.request.get(`${BASE}/userPage`).query({ page: 1, limit: 10 }).set(wang);
    expect(res.body.code).toBe(2000);
    const names = res.body.data.records.map((r: any) => r.name);
    expect(names).toEqual(expect.arrayContaining(['张伟', '李娜', '王强']));
    expect(names).not.toContain('赵敏');
    expect(res.body.data.records.find((r: any) => r.name === '李娜')).toEqual({ id: ids.lina, name: '李娜', code: '', departName: '销售部' });
    const found = await server.request.get(`${BASE}/userPage`).query({ name: '李' }).set(wang);
    expect(found.body.data.records.map((r: any) => r.id)).toEqual([ids.lina]);
    expect((await server.request.get(`${BASE}/userPage`).query({ name: '赵' }).set(adminA)).body.data.total).toBe(0);
  });
});

describe('list: visible scope or issuer', () => {
  test('已发布 shows a member the notices addressed to them and their own; 我创建的 only their own', async () => {
    const titlesOf = async (headers: Headers, query: Record<string, unknown> = {}) => (await list({ page: 1, limit: 100, ...query }, headers)).body.data.records.map((r: any) => r.id);
    expect(await titlesOf(wang)).toEqual([ids.annual]);
    expect(await titlesOf(lina)).toEqual([ids.annual, ids.linaOwn]);
    expect(await titlesOf(lina, { selectType: 1 })).toEqual([ids.linaOwn]);
    expect(await titlesOf(adminA)).toEqual([ids.annual]);
    expect(await titlesOf(adminB)).toEqual([]);
    const page = await list({ page: 1, limit: 10 }, lina);
    expect(page.body).toMatchObject({ code: 2000, data: { total: 2 } });
    const first = page.body.data.records[0];
    for (const key of ['id', 'title', 'code', 'type', 'typeName', 'editId', 'editName', 'departName', 'openDate', 'releaseTime', 'text', 'status', 'voList', 'crtTime', 'updTime']) expect(first).toHaveProperty(key);
  });

  test('filters: title, typeList, statusList, editName, editId, compile-date and display-period ranges', async () => {
    const count = async (query: Record<string, unknown>) => (await list(query, lina)).body.data.total;
    expect(await count({ title: '年会' })).toBe(1);
    expect(await count({ title: '%' })).toBe(0);
    expect(await count({ typeList: `${categories[0].id}` })).toBe(2);
    expect(await count({ typeList: `${categories[1].id},${categories[2].id}` })).toBe(0);
    expect(await count({ statusList: '1' })).toBe(2);
    expect(await count({ statusList: '4' })).toBe(0);
    expect(await count({ editName: '张' })).toBe(1);
    expect(await count({ editId: ids.lina })).toBe(1);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await count({ startTime: today, endTime: today })).toBe(2);
    expect(await count({ startTime: '2020-01-01', endTime: '2020-01-02' })).toBe(0);
    expect(await count({ startDate: tomorrow(), endDate: tomorrow() })).toBe(2);
    expect(await count({ endDate: today })).toBe(0);
    expect((await list({ typeList: 'x' }, lina)).status).toBe(400);
    expect((await list({ startTime: 'yesterday' }, lina)).status).toBe(400);
    expect((await list({ limit: 1001 }, lina)).status).toBe(400);
    expect((await server.request.get(`${BASE}/list`)).status).toBe(401);
  });
});

describe('delete: the issuer only', () => {
  test('a member in the scope is refused (403), one outside and another company get 404, nothing changes', async () => {
    const beforeA = await notices(server.tenants.A);
    const refused = await remove(ids.annual, lina);
    expect([refused.status, refused.body.msg]).toEqual([403, '只有发布人可以删除该通知公告']);
    expect((await remove(ids.linaOwn, wang)).status).toBe(404);
    expect((await remove(ids.annual, adminB)).status).toBe(404);
    expect((await remove('abc', adminA)).status).toBe(400);
    expect(await notices(server.tenants.A)).toEqual(beforeA);
  });

  test('the issuer deletes: the notice and its scope go', async () => {
    const res = await remove(ids.linaOwn, lina);
    expect(res.body).toMatchObject({ code: 2000, msg: '删除通知公告成功!' });
    expect((await notices(server.tenants.A)).some((n) => n.id === ids.linaOwn)).toBe(false);
    const scope = await asTenant(server.tenants.A, () => server.services.db.models.UserNoticeScope.count({ where: { noticeId: ids.linaOwn } }));
    expect(scope).toBe(0);
    expect((await remove(ids.linaOwn, lina)).status).toBe(404);
  });
});

describe('approval: a category that needs it', () => {
  let auditorRole: number;
  beforeAll(async () => {
    const res = await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: categories[1].id, needApproval: 1 });
    expect(res.body.code).toBe(2000);
    const role: any = await asTenant(server.tenants.A, () => server.services.db.models.Role.create({ name: '公告审核员', description: '' }));
    auditorRole = role.id;
  });

  test('the notice waits (2): approvers get a to-do, the scope sees nothing yet; a member without 审核 may not decide', async () => {
    let res: any;
    const sent = await newMessages(server.tenants.A, async () => {
      res = await create(valid({ title: '调薪公告', type: categories[1].id, voList: [{ id: ids.wang }] }), lina);
    });
    expect(res.body.data).toMatchObject({ status: 2 });
    ids.pending = res.body.data.id;
    // The company administrator may approve every section: the to-do goes to them, not to the scope.
    expect(sent.map((m) => [m.accountId, m.classify, m.type])).toEqual([[accounts.adminA, 0, '通知公告']]);
    expect(sent[0].content).toBe('李娜提交的通知公告“调薪公告”待您审核');
    expect((await list({}, wang)).body.data.records.map((r: any) => r.id)).not.toContain(ids.pending);
    expect((await list({ selectType: 1, statusList: '2' }, lina)).body.data.records.map((r: any) => r.id)).toEqual([ids.pending]);
    expect((await server.request.post(`${BASE}/approve`).set(wang).send({ id: ids.pending })).status).toBe(403);
    expect((await server.request.get(`${BASE}/auditList`).set(lina)).status).toBe(403);
  });

  test('a member granted 通知公告设置/审核 lists and approves: issued (1), the issuer and the scope are reminded', async () => {
    await server.services.policies.setRoleGrants(server.tenants.A, auditorRole, [{ object: 'noticeSetting', action: 'audit' }]);
    await server.services.policies.setUserRoleIds(server.tenants.A, accounts.wang, [auditorRole]);
    const queue = await server.request.get(`${BASE}/auditList`).query({ page: 1, limit: 10 }).set(wang);
    expect(queue.body.data.records.map((r: any) => r.id)).toEqual([ids.pending]);
    expect((await server.request.post(`${BASE}/approve`).set(wang).send({})).body.msg).toBe('请选择通知公告');
    let res: any;
    const sent = await newMessages(server.tenants.A, async () => {
      res = await server.request.post(`${BASE}/approve`).set(wang).send({ id: ids.pending });
    });
    expect(res.body).toMatchObject({ code: 2000, msg: '审核通过!', data: { status: 1, auditorName: '王强' } });
    expect(sent.map((m) => [m.accountId, m.classify]).sort()).toEqual([[accounts.lina, 1], [accounts.wang, 1]].sort());
    expect(sent.find((m) => m.accountId === accounts.lina).content).toBe('您的通知公告“调薪公告”已审核通过');
    expect((await list({}, wang)).body.data.records.map((r: any) => r.id)).toContain(ids.pending);
    const again = await server.request.post(`${BASE}/approve`).set(wang).send({ id: ids.pending });
    expect([again.status, again.body.msg]).toEqual([409, '该通知公告不在审批中']);
  });

  test('reject needs a reason (→ 4, the issuer is told why); a future release time approved waits (3) unseen', async () => {
    const rejected = (await create(valid({ title: '团建公告', type: categories[1].id, voList: [{ id: ids.wang }] }), lina)).body.data;
    expect((await server.request.post(`${BASE}/reject`).set(wang).send({ id: rejected.id })).body.msg).toBe('请输入驳回原因');
    let res: any;
    const sent = await newMessages(server.tenants.A, async () => {
      res = await server.request.post(`${BASE}/reject`).set(wang).send({ id: rejected.id, reason: '时间未定' });
    });
    expect(res.body).toMatchObject({ code: 2000, msg: '驳回成功!', data: { status: 4, reason: '时间未定' } });
    expect(sent.map((m) => [m.accountId, m.content])).toEqual([[accounts.lina, '您的通知公告“团建公告”已被驳回：时间未定']]);
    expect((await list({}, wang)).body.data.records.map((r: any) => r.id)).not.toContain(rejected.id);

    const later = new Date(Date.now() + 8 * 3600_000 + 3 * 86400_000).toISOString().slice(0, 10);
    const scheduled = (await create(valid({ title: '下周公告', type: categories[1].id, releaseTime: `${later} 09:00:00`, voList: [{ id: ids.wang }] }), lina)).body.data;
    expect(scheduled.status).toBe(2);
    expect((await server.request.post(`${BASE}/approve`).set(wang).send({ id: scheduled.id })).body.data.status).toBe(3);
    expect((await list({}, wang)).body.data.records.map((r: any) => r.id)).not.toContain(scheduled.id);
    expect((await list({ selectType: 1, statusList: '3' }, lina)).body.data.records.map((r: any) => r.id)).toEqual([scheduled.id]);
    // Its release time comes: read as issued.
    await asTenant(server.tenants.A, () => server.services.db.models.UserNotice.update({ releaseTime: new Date(Date.now() - 1000) }, { where: { id: scheduled.id } }));
    const seen = (await list({}, wang)).body.data.records.find((r: any) => r.id === scheduled.id);
    expect(seen).toMatchObject({ status: 1 });
  });

  test('without approval a future release time waits (3) and the scope is told when', async () => {
    const later = new Date(Date.now() + 8 * 3600_000 + 2 * 86400_000).toISOString().slice(0, 10);
    let res: any;
    const sent = await newMessages(server.tenants.A, async () => {
      res = await create(valid({ title: '预告', releaseTime: `${later} 08:00:00`, voList: [{ id: ids.wang }] }), adminA);
    });
    expect(res.body.data.status).toBe(3);
    expect(sent.map((m) => m.content)).toEqual([`张伟发布了通知公告“预告”，将于${later} 08:00:00发布`]);
    expect((await list({}, wang)).body.data.records.map((r: any) => r.id)).not.toContain(res.body.data.id);
  });

  test('another company cannot decide or delete A notices: 404 and nothing changes', async () => {
    const pending = (await create(valid({ title: '待审', type: categories[1].id }), lina)).body.data;
    const before = await notices(server.tenants.A);
    const beforeMessages = await messages(server.tenants.A);
    for (const path of ['approve', 'reject']) {
      const res = await server.request.post(`${BASE}/${path}`).set(adminB).send({ id: pending.id, reason: '不行' });
      expect(res.status).toBe(404);
    }
    expect((await remove(pending.id, adminB)).status).toBe(404);
    expect((await server.request.get(`${BASE}/auditList`).set(adminB)).body.data.total).toBe(0);
    expect(await notices(server.tenants.A)).toEqual(before);
    expect(await messages(server.tenants.A)).toEqual(beforeMessages);
  });
});

describe('the 通知公告 feature switch', () => {
  test('off: every notice call answers 409 with a clear message and writes nothing; on again: they work', async () => {
    const off = await server.request.post('/api/business/plt-setting/update').set(adminA).send({ noticeType: 1 });
    expect(off.body.code).toBe(2000);
    const before = await notices(server.tenants.A);
    const calls = [
      () => list({}, lina),
      () => create(valid(), lina),
      () => remove(ids.annual, adminA),
      () => server.request.get(`${BASE}/auditList`).set(adminA),
      () => server.request.post(`${BASE}/approve`).set(adminA).send({ id: ids.annual }),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.status, res.body.msg]).toEqual([409, '通知公告功能已关闭，请联系管理员在通知公告设置中开启']);
    }
    expect(await notices(server.tenants.A)).toEqual(before);
    // Company B's switch is its own.
    expect((await list({}, adminB)).status).toBe(200);
    await server.request.post('/api/business/plt-setting/update').set(adminA).send({ noticeType: 0 });
    expect((await list({}, lina)).status).toBe(200);
  });
});

test('rows are each company’s own (data layer)', async () => {
  const all = (await asSystem(() => server.services.db.models.UserNotice.findAll({ raw: true }))) as any[];
  expect(all.every((row) => row.tenantId === server.tenants.A)).toBe(true);
});
