import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/**
 * 平台公告: platform-owned announcements (model.tenant "platform") that operators write and publish in the operator
 * console and every company member reads on the workbench (findNotice for the ticker, list for the 通知公告 tab).
 */
const ADMIN = '/api/platform/proclamation';
const FIND = '/api/business/plt-proclamation/findNotice';
const LIST = '/api/business/plt-proclamation/list';
const FORBIDDEN = '您没有权限执行该操作';

let server: TestServer;
let operator: Record<string, string>;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;

const titles = (res: { body: any }) => (res.body.data.records as any[]).map((r) => r.title);
const rows = () => asSystem(() => server.services.db.sections.proclamation.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;

beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  adminA = await server.auth('13800000001', server.tenants.A);
  memberA = await server.auth('13800000002', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

describe('company members read published announcements', () => {
  test('findNotice: the seeded published ones, newest first, drafts and operator names left out', async () => {
    const res = await server.request.get(FIND).set(memberA);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2000);
    expect(res.body.data.total).toBe(4);
    expect(titles(res)[0]).toBe('云商务平台 3.2 版本发布：工作台支持日程与通知公告');
    expect(titles(res)).not.toContain('（草稿）下季度产品路线图');
    const times = (res.body.data.records as any[]).map((r) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    const first = res.body.data.records[0];
    expect(first).toMatchObject({ type: 0, status: 1 });
    expect(first.content).toContain('<strong>工作台日程</strong>');
    expect(first.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const stamp of ['crtUserId', 'crtUserName', 'updUserId', 'updUserName', 'tenantId']) expect(first).not.toHaveProperty(stamp);
  });

  test('list: paging with page and limit, records and total', async () => {
    const one = await server.request.get(LIST).query({ page: 1, limit: 3 }).set(memberA);
    expect([one.body.data.total, one.body.data.records.length]).toEqual([4, 3]);
    const two = await server.request.get(LIST).query({ page: 2, limit: 3 }).set(memberA);
    expect([two.body.data.total, two.body.data.records.length]).toEqual([4, 1]);
    expect(titles(two)).toEqual(['企业认证流程优化：审核结果将在 1 个工作日内通知']);
    expect((await server.request.get(LIST).query({ limit: 5000 }).set(memberA)).status).toBe(400);
  });

  test('list: the type filter (产品更新 0, 产品发布 1, 福利 2; one or a comma list) and a title search', async () => {
    const of = async (query: Record<string, string | number>) => titles(await server.request.get(LIST).query(query).set(memberA));
    expect(await of({ type: 2 })).toEqual(['短信套餐限时优惠：充值满 1000 元赠送 2000 条']);
    expect(await of({ type: 1 })).toEqual(['云仓储 WMS 正式上线，欢迎申请试用']);
    expect((await of({ type: 0 })).length).toBe(2);
    expect((await of({ type: '1,2' })).length).toBe(2);
    expect(await of({ title: 'WMS' })).toEqual(['云仓储 WMS 正式上线，欢迎申请试用']);
    const bad = await server.request.get(LIST).query({ type: 'x' }).set(memberA);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  test('every company reads the same announcements', async () => {
    const a = await server.request.get(LIST).set(adminA);
    const b = await server.request.get(LIST).set(adminB);
    expect(titles(b)).toEqual(titles(a));
  });
});

describe('operators write, publish and delete', () => {
  let id: number;

  test('a new announcement is a draft: the operator sees it, companies do not', async () => {
    const res = await server.request.post(`${ADMIN}/create`).set(operator).send({ title: '平台维护通知', type: 0, content: '<p>本周六 22:00 至 24:00 系统维护。</p>' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, msg: '新增成功!', data: { title: '平台维护通知', type: 0, status: 0 } });
    expect(res.body.data.publishTime ?? null).toBeNull();
    id = res.body.data.id;
    expect(titles(await server.request.get(`${ADMIN}/list`).query({ status: 0 }).set(operator))).toContain('平台维护通知');
    expect(titles(await server.request.get(FIND).set(memberA))).not.toContain('平台维护通知');
  });

  test('publishing shows it to every company at the top of the ticker; publishing twice is 409', async () => {
    const res = await server.request.post(`${ADMIN}/publish/${id}`).set(operator);
    expect(res.body).toMatchObject({ code: 2000, msg: '发布成功!', data: { id, status: 1 } });
    expect(res.body.data.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(titles(await server.request.get(FIND).set(memberA))[0]).toBe('平台维护通知');
    expect(titles(await server.request.get(FIND).set(adminB))[0]).toBe('平台维护通知');
    const again = await server.request.post(`${ADMIN}/publish/${id}`).set(operator);
    expect([again.status, again.body.msg]).toEqual([409, '该公告已发布']);
  });

  test('editing changes what companies read', async () => {
    const res = await server.request.put(`${ADMIN}/update/${id}`).set(operator).send({ title: '平台维护通知（时间调整）' });
    expect(res.body).toMatchObject({ code: 2000, data: { title: '平台维护通知（时间调整）', status: 1 } });
    expect(titles(await server.request.get(LIST).set(memberA))[0]).toBe('平台维护通知（时间调整）');
  });

  test('the body is sanitised on the server: scripts, handlers and javascript: links removed', async () => {
    const content = '<p onclick="steal()">升级说明<script>alert(1)</script></p><a href="javascript:alert(2)">链接</a><img src="https://example.com/a.png" onerror="alert(3)"><iframe src="https://evil.example"></iframe>';
    const res = await server.request.put(`${ADMIN}/update/${id}`).set(operator).send({ content });
    expect(res.status).toBe(200);
    const read = (await server.request.get(LIST).set(memberA)).body.data.records.find((r: any) => r.id === id);
    expect(read.content).toBe('<p>升级说明</p><a>链接</a><img src="https://example.com/a.png" />');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'iframe']) expect(read.content).not.toContain(bad);
    const stored = (await rows()).find((r) => r.id === id);
    expect(stored.content).not.toContain('script');
  });

  test("validation: the spec's messages; a body that is only a script is no body", async () => {
    const cases: [object, string][] = [
      [{ type: 0, content: '<p>x</p>' }, '请输入标题'],
      [{ title: '  ', type: 0, content: '<p>x</p>' }, '请输入标题'],
      [{ title: '标题', content: '<p>x</p>' }, '请选择公告类型'],
      [{ title: '标题', type: 7, content: '<p>x</p>' }, '公告类型取值不正确'],
      [{ title: '标题', type: 0 }, '请输入正文'],
      [{ title: '标题', type: 0, content: '<script>alert(1)</script><p> </p>' }, '请输入正文'],
    ];
    const before = (await rows()).length;
    for (const [body, msg] of cases) {
      const res = await server.request.post(`${ADMIN}/create`).set(operator).send(body);
      expect([JSON.stringify(body), res.status, res.body.msg]).toEqual([JSON.stringify(body), 400, msg]);
    }
    expect((await rows()).length).toBe(before);
  });

  test('unknown ids answer 404; a malformed id 400', async () => {
    for (const [method, path] of [['get', `${ADMIN}/select/999999`], ['put', `${ADMIN}/update/999999`], ['delete', `${ADMIN}/delete/999999`], ['post', `${ADMIN}/publish/999999`]] as const) {
      const res = await server.request[method](path).set(operator).send({ title: '不存在' });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await server.request.post(`${ADMIN}/publish/abc`).set(operator)).status).toBe(400);
  });

  test('deleting takes it off every workbench', async () => {
    const res = await server.request.delete(`${ADMIN}/delete/${id}`).set(operator);
    expect(res.body).toMatchObject({ code: 2000, msg: '删除成功!' });
    expect(titles(await server.request.get(FIND).set(memberA))).not.toContain('平台维护通知（时间调整）');
    expect((await server.request.get(`${ADMIN}/select/${id}`).set(operator)).status).toBe(404);
  });
});

describe('shared, not writable: the two domains stay apart', () => {
  test("a company token gets 403 from every operator call (its admin's included) and changes nothing", async () => {
    const target = (await rows())[0];
    const calls: [string, string, object?][] = [
      ['get', `${ADMIN}/list`],
      ['get', `${ADMIN}/select/${target.id}`],
      ['post', `${ADMIN}/create`, { title: '企业冒充公告', type: 2, content: '<p>x</p>' }],
      ['put', `${ADMIN}/update/${target.id}`, { title: '企业改公告' }],
      ['delete', `${ADMIN}/delete/${target.id}`],
      ['post', `${ADMIN}/publish/${target.id}`],
      ['get', '/api/schemas/proclamation'],
    ];
    const before = await rows();
    for (const headers of [adminA, memberA, adminB]) {
      for (const [method, path, body] of calls) {
        const res = await server.request[method as 'get' | 'post' | 'put' | 'delete'](path).set(headers).send(body);
        expect([path, res.status, res.body.msg]).toEqual([path, 403, FORBIDDEN]);
      }
    }
    expect(await rows()).toEqual(before);
  });

  test('an operator token gets 403 from the company reads; no token 401', async () => {
    for (const path of [FIND, LIST]) {
      const res = await server.request.get(path).set(operator);
      expect([path, res.status, res.body.msg]).toEqual([path, 403, FORBIDDEN]);
      const none = await server.request.get(path);
      expect([path, none.status]).toEqual([path, 401]);
    }
  });

  test("the data layer refuses a write to platform-owned rows from a company's context, whatever asks", async () => {
    const model = server.services.db.sections.proclamation;
    const target = (await rows())[0];
    const attempts: [string, () => Promise<unknown>][] = [
      ['create', () => model.create({ title: '越权', type: 0, content: 'x' })],
      ['bulk update', () => model.update({ title: '越权' }, { where: { id: target.id } })],
      ['destroy', () => model.destroy({ where: { id: target.id } })],
      ['instance update', async () => (await model.findByPk(target.id))!.update({ title: '越权' })],
      ['instance destroy', async () => (await model.findByPk(target.id))!.destroy()],
    ];
    const before = await rows();
    for (const [what, attempt] of attempts) {
      await expect(asTenant(server.tenants.A, attempt).then(() => what)).rejects.toThrow(/platform-owned/);
    }
    expect(await rows()).toEqual(before);
    // Reading is every company's: the same rows inside a company's context.
    expect((await asTenant(server.tenants.B, () => model.count())) as number).toBe(before.length);
  });

  test('the operator console lists 平台公告 and 更新记录 in its menu', async () => {
    const menus = await server.request.get('/api/platform/front/menus').set(operator);
    expect(menus.body.data[0].children.map((c: any) => [c.key, c.title])).toEqual([
      ['certificationReview', '企业认证审核'],
      ['transferReview', '对公转账确认'],
      ['smsSignAudit', '短信签名审核'],
      ['smsTemplateAudit', '短信模板审核'],
      ['proclamation', '平台公告'],
      ['updateRelease', '更新记录'],
      ['siteContent', '站点内容'],
      ['webTemplate', '网站模板'],
      ['holiday', '节假日设置'],
      ['helpTitle', '帮助文档'],
      ['helpVideo', '教学视频'],
      ['smsOutbox', '短信发件箱'],
      ['registerLead', '注册线索'],
    ]);
    const page = await server.request.get('/api/schemas/proclamation').set(operator);
    expect(page.status).toBe(200);
    expect(page.body.data.rowActions.map((a: any) => a.key)).toEqual(['edit', 'publish', 'delete']);
  });
});

void DEMO_PASSWORD;
