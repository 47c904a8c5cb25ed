import { startTestServer, DEMO_OPERATOR_MOBILE, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { asSystem, asTenant } from '../../server/context/request-context';

/** The platform operator console's certification review: platform domain, declared operator actions. */

const OPERATOR = DEMO_OPERATOR_MOBILE;
const REVIEW = '/api/platform/certification';
const SELECT_AUTH = '/api/business/plt-authentication/selectAuth';
const NOT_REVIEWABLE = '该认证申请已审核，请勿重复操作';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let operator: Record<string, string>;
let licenceA: Buffer;
let licenceUrlA: string;

const platformLogin = (mobile: string, password = DEMO_PASSWORD) =>
  server.request.post('/api/auth/oauth/token').auth('console', 'console').type('form').send({ username: mobile, password, tenantId: '0', grant_type: 'password' });

async function submit(headers: Record<string, string>, companyName: string, png: Buffer) {
  const url = (await server.request.post('/api/business/storage/create').set(headers).attach('file', png, 'licence.png')).body.data.url;
  const res = await server.request.post('/api/business/plt-company/save').set(headers).send({ companyName, businessLicense: url });
  expect(res.body).toMatchObject({ code: 2000, data: { authenticationStatus: 4 } });
  return url as string;
}

const list = (query: Record<string, string | number> = {}, headers = operator) => server.request.get(`${REVIEW}/list`).query(query).set(headers);
const rowOf = async (companyName: string) => ((await list({ limit: 100 })).body.data.records as any[]).find((r) => r.companyName === companyName);
const requestsOf = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.Certification.findAll({ order: [['id', 'ASC']], raw: true })) as Promise<any[]>;
const statusOf = async (tenantId: number) => ((await asSystem(() => server.services.db.models.Company.findByPk(tenantId, { raw: true }))) as any).authenticationStatus;

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  licenceA = makePng(400, 280, [240, 240, 230]);
  licenceUrlA = await submit(adminA, '演示科技有限公司', licenceA);
  await submit(adminB, '示例制造有限公司', makePng(300, 200, [200, 220, 240]));
  const login = await platformLogin(OPERATOR);
  operator = { Authorization: `Bearer ${login.body.access_token}` };
}, 60_000);
afterAll(() => server.stop());

describe('operator sign-in', () => {
  test('the seeded operator signs in to the platform domain (tenant 0) and sees 运营管理', async () => {
    const res = await platformLogin(OPERATOR);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, token_type: 'bearer', tenantId: 0, depart: null });
    expect(res.body.access_token.length).toBeGreaterThanOrEqual(100);
    const info = await server.request.get('/api/platform/front/info').set(operator);
    expect(info.body.data).toMatchObject({ name: '平台运营', mobile: OPERATOR, isSysManager: 1, isOperator: 1 });
    const menus = await server.request.get('/api/platform/front/menus').set(operator);
    expect(menus.body.data).toEqual([
      expect.objectContaining({
        key: 'operator',
        title: '运营管理',
        children: [
          expect.objectContaining({ key: 'certificationReview', title: '企业认证审核', section: 'certificationReview' }),
          expect.objectContaining({ key: 'transferReview', title: '对公转账确认', section: 'transferReview' }),
          expect.objectContaining({ key: 'smsSignAudit', title: '短信签名审核', section: 'smsSignAudit' }),
          expect.objectContaining({ key: 'smsTemplateAudit', title: '短信模板审核', section: 'smsTemplateAudit' }),
          expect.objectContaining({ key: 'proclamation', title: '平台公告', section: 'proclamation' }),
          expect.objectContaining({ key: 'updateRelease', title: '更新记录', section: 'updateRelease' }),
          expect.objectContaining({ key: 'siteContent', title: '站点内容', section: 'siteContent' }),
          expect.objectContaining({ key: 'webTemplate', title: '网站模板', section: 'webTemplate' }),
          expect.objectContaining({ key: 'holiday', title: '节假日设置', section: 'holiday' }),
          expect.objectContaining({ key: 'helpTitle', title: '帮助文档', section: 'helpTitle' }),
          expect.objectContaining({ key: 'helpVideo', title: '教学视频', section: 'helpVideo' }),
          expect.objectContaining({ key: 'smsOutbox', title: '短信发件箱', section: 'smsOutbox' }),
          expect.objectContaining({ key: 'registerLead', title: '注册线索', section: 'registerLead' }),
        ],
      }),
    ]);
  });

  test('only operators get a platform token; an operator gets no company token', async () => {
    for (const mobile of ['13800000001', '13900000001', '13800000003']) {
      const res = await platformLogin(mobile);
      expect([mobile, res.status, res.body.msg]).toEqual([mobile, 400, '用户名或密码错误']);
    }
    expect((await platformLogin(OPERATOR, 'Wrong@2026')).status).toBe(400);
    const company = await server.request.post('/api/auth/oauth/token').auth('console', 'console').type('form')
      .send({ username: OPERATOR, password: DEMO_PASSWORD, tenantId: String(server.tenants.A), grant_type: 'password' });
    expect([company.status, company.body.msg]).toEqual([400, '用户名或密码错误']);
  });

  test('a revoked operator token answers 401', async () => {
    const token = (await platformLogin(OPERATOR)).body.access_token;
    expect((await list({}, { Authorization: `Bearer ${token}` })).status).toBe(200);
    await server.request.delete('/api/auth/oauth/token').query({ access_token: token });
    expect((await list({}, { Authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe('the two domains stay apart', () => {
  test("company A's administrator gets 403 from every operator route, and changes nothing", async () => {
    const id = (await rowOf('示例制造有限公司')).id;
    const calls: [string, string, object?][] = [
      ['get', `${REVIEW}/list`],
      ['post', `${REVIEW}/approve/${id}`],
      ['post', `${REVIEW}/reject/${id}`, { reason: '越权驳回' }],
      ['get', `${REVIEW}/licence/${id}`],
      ['get', '/api/schemas/certificationReview'],
      ['get', '/api/platform/front/info'],
      ['get', '/api/platform/front/menus'],
    ];
    for (const [method, path, body] of calls) {
      const res = await server.request[method as 'get' | 'post'](path).set(adminA).send(body);
      expect([path, res.status, res.body.msg]).toEqual([path, 403, '您没有权限执行该操作']);
    }
    expect(await statusOf(server.tenants.B)).toBe(4);
  });

  test('the operator token gets 403 from company routes', async () => {
    const name = licenceUrlA.split('/').pop();
    for (const path of ['/api/admin/depart/tree', '/api/admin/user/front/info', '/api/admin/user/front/menus', SELECT_AUTH, '/api/schemas/depart', `/api/business/storage/file/${server.tenants.A}/${name}`]) {
      const res = await server.request.get(path).set(operator);
      expect([path, res.status]).toEqual([path, 403]);
    }
    const write = await server.request.post('/api/admin/depart/addList').set(operator).send([{ name: '运营部', parentId: 1 }]);
    expect(write.status).toBe(403);
  });

  test('the operator opens the review page: its UI schema with approve and reject', async () => {
    const res = await server.request.get('/api/schemas/certificationReview').set(operator);
    expect(res.status).toBe(200);
    // licence: the declared file read of the request's licence (the rows link it as licenceUrl).
    expect(Object.keys(res.body.data.operations).sort()).toEqual(['approve', 'licence', 'list', 'reject']);
    expect(res.body.data.rowActions.map((a: any) => a.key)).toEqual(['approve', 'reject']);
  });
});

describe('the review queue', () => {
  test('lists the submissions of both companies with submitter, time, status and licence', async () => {
    const res = await list({ status: 4 });
    expect(res.status).toBe(200);
    const records = res.body.data.records as any[];
    expect(res.body.data.total).toBe(2);
    expect(records.map((r) => r.companyName).sort()).toEqual(['演示科技有限公司', '示例制造有限公司']);
    const a = records.find((r) => r.companyName === '演示科技有限公司');
    expect(a).toMatchObject({ companyId: server.tenants.A, submitterName: '张伟', status: 4, reason: null, licenceUrl: `${REVIEW}/licence/${a.id}` });
    expect(a.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(records.find((r) => r.companyName === '示例制造有限公司').submitterName).toBe('赵敏');
    expect(a).not.toHaveProperty('tenantId');
  });

  test('filters by status and company name, pages, and refuses a bad filter', async () => {
    expect((await list({ status: 1 })).body.data).toEqual({ records: [], total: 0 });
    const named = await list({ companyName: '示例' });
    expect(named.body.data.records.map((r: any) => r.companyName)).toEqual(['示例制造有限公司']);
    const page = await list({ page: 2, limit: 1 });
    expect([page.body.data.total, page.body.data.records.length]).toEqual([2, 1]);
    const bad = await list({ status: 'x' });
    expect([bad.status, bad.body.msg]).toEqual([400, '审核状态格式不正确']);
    expect((await list({ limit: 5000 })).status).toBe(400);
  });

  test('the operator sees the submitted licence image; an unknown id is 404', async () => {
    const { id } = await rowOf('演示科技有限公司');
    const res = await server.request.get(`${REVIEW}/licence/${id}`).set(operator).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.body, licenceA)).toBe(0);
    expect((await server.request.get(`${REVIEW}/licence/999999`).set(operator)).status).toBe(404);
    // A declared file read (runs: file) answers byte ranges of every stored file.
    const part = await server.request.get(`${REVIEW}/licence/${id}`).set(operator).set('Range', 'bytes=0-7').buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect([part.status, part.headers['content-range']]).toEqual([206, `bytes 0-7/${licenceA.length}`]);
    expect(Buffer.compare(part.body, licenceA.subarray(0, 8))).toBe(0);
  });

  test("a request naming another company's file shows no licence (404): a company's file is read only from its own row", async () => {
    const b = await rowOf('示例制造有限公司');
    const [requestB] = await requestsOf(server.tenants.B);
    const ownUrl = requestB.businessLicense;
    await asTenant(server.tenants.B, () => server.services.db.models.Certification.update({ businessLicense: licenceUrlA }, { where: { id: b.id } }));
    try {
      const res = await server.request.get(`${REVIEW}/licence/${b.id}`).set(operator);
      expect([res.status, res.body.msg]).toEqual([404, '文件不存在']);
    } finally {
      await asTenant(server.tenants.B, () => server.services.db.models.Certification.update({ businessLicense: ownUrl }, { where: { id: b.id } }));
    }
    expect((await server.request.get(`${REVIEW}/licence/${b.id}`).set(operator)).status).toBe(200);
  });
});

describe('approve and reject', () => {
  test('reject needs a reason: 400 with the Chinese message, nothing changes', async () => {
    const { id } = await rowOf('演示科技有限公司');
    const cases: [unknown, string][] = [
      [{}, '请填写驳回原因'],
      [{ reason: '' }, '请填写驳回原因'],
      [{ reason: '   ' }, '请填写驳回原因'],
      [{ reason: 12 }, '请填写驳回原因'],
      [{ reason: '驳'.repeat(501) }, '驳回原因不能超过500个字符'],
    ];
    for (const [body, msg] of cases) {
      const res = await server.request.post(`${REVIEW}/reject/${id}`).set(operator).send(body as object);
      expect([JSON.stringify(body).slice(0, 30), res.status, res.body.msg]).toEqual([JSON.stringify(body).slice(0, 30), 400, msg]);
      expect(res.body.data).toEqual(['reason']);
    }
    expect(await statusOf(server.tenants.A)).toBe(4);
    expect((await requestsOf(server.tenants.A)).map((r) => [r.status, r.reason])).toEqual([[4, null]]);
  });

  test('an unknown or malformed id: 404 / 400, nothing changes', async () => {
    for (const path of [`${REVIEW}/approve/999999`, `${REVIEW}/reject/999999`]) {
      const res = await server.request.post(path).set(operator).send({ reason: '不存在' });
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '认证申请不存在']);
    }
    expect((await server.request.post(`${REVIEW}/approve/abc`).set(operator)).status).toBe(400);
    expect(await statusOf(server.tenants.A)).toBe(4);
    expect(await statusOf(server.tenants.B)).toBe(4);
  });

  test('rejecting A: the company reads the reason through selectAuth; a second decision is 409', async () => {
    const { id } = await rowOf('演示科技有限公司');
    const res = await server.request.post(`${REVIEW}/reject/${id}`).set(operator).send({ reason: '  营业执照照片模糊，请上传清晰的彩色扫描件 ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, data: { id, status: 2, reason: '营业执照照片模糊，请上传清晰的彩色扫描件', reviewer: '平台运营' } });
    expect(await (await server.request.get(SELECT_AUTH).set(adminA)).body.data).toMatchObject({ authenticationStatus: 2, reason: '营业执照照片模糊，请上传清晰的彩色扫描件' });
    // B is untouched by A's decision.
    expect((await server.request.get(SELECT_AUTH).set(adminB)).body.data).toMatchObject({ authenticationStatus: 4, reason: null });

    for (const [path, body] of [[`${REVIEW}/reject/${id}`, { reason: '再次驳回' }], [`${REVIEW}/approve/${id}`, {}]] as const) {
      const again = await server.request.post(path).set(operator).send(body);
      expect([path, again.status, again.body.msg]).toEqual([path, 409, NOT_REVIEWABLE]);
    }
    expect(await statusOf(server.tenants.A)).toBe(2);
    expect((await requestsOf(server.tenants.A)).map((r) => r.reason)).toEqual(['营业执照照片模糊，请上传清晰的彩色扫描件']);
  });

  test('approving B certifies B; twice is 409; the queue shows both decisions', async () => {
    const { id } = await rowOf('示例制造有限公司');
    const res = await server.request.post(`${REVIEW}/approve/${id}`).set(operator);
    expect(res.body).toMatchObject({ code: 2000, data: { id, status: 1, reason: null, reviewer: '平台运营' } });
    expect(res.body.data.reviewTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await server.request.get(SELECT_AUTH).set(adminB)).body.data).toMatchObject({ authenticationStatus: 1, reason: null });
    const again = await server.request.post(`${REVIEW}/approve/${id}`).set(operator);
    expect([again.status, again.body.msg]).toEqual([409, NOT_REVIEWABLE]);
    expect((await list({ status: 4 })).body.data.total).toBe(0);
    expect((await list({ status: 1 })).body.data.records.map((r: any) => r.companyName)).toEqual(['示例制造有限公司']);
    expect((await list({ status: 2 })).body.data.records.map((r: any) => r.companyName)).toEqual(['演示科技有限公司']);
  });

  test('a resubmission after the rejection comes back to the queue as a new request', async () => {
    await submit(adminA, '演示科技有限公司', makePng());
    const pending = (await list({ status: 4 })).body.data.records;
    expect(pending.map((r: any) => r.companyName)).toEqual(['演示科技有限公司']);
    expect(await statusOf(server.tenants.A)).toBe(4);
  });
});
