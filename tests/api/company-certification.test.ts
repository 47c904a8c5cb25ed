import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { asSystem, asTenant } from '../../server/context/request-context';
import { reviewCertification } from '../../server/modules/admin/company-certification';

const BASE = '/api/business/plt-company';
const SELECT_AUTH = '/api/business/plt-authentication/selectAuth';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let licence: string;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  licence = (await server.request.post('/api/business/storage/create').set(adminA).attach('file', makePng(400, 300), 'licence.png')).body.data.url;
}, 60_000);
afterAll(() => server.stop());

const save = (headers: Record<string, string>, body: unknown) => server.request.post(`${BASE}/save`).set(headers).send(body as object);
const auth = async (headers: Record<string, string>) => (await server.request.get(SELECT_AUTH).set(headers)).body.data;
const statusOf = async (tenantId: number) => ((await asSystem(() => server.services.db.models.Company.findByPk(tenantId, { raw: true }))) as any).authenticationStatus;
const setStatus = (tenantId: number, authenticationStatus: number) => asSystem(() => server.services.db.models.Company.update({ authenticationStatus }, { where: { id: tenantId } }));
const requests = (tenantId: number) => asTenant(tenantId, () => server.services.db.models.Certification.findAll({ order: [['id', 'ASC']], raw: true })) as Promise<any[]>;
const review = (approve: boolean, reason = '') => reviewCertification(server.services, server.tenants.A, approve ? { approve: true } : { approve: false, reason }, '测试审核员');
const company = async () => (await server.request.get(`${BASE}/selectCompany`).set(adminA)).body.data;
const update = (extra: Record<string, unknown>) =>
  server.request.post(`${BASE}/update`).set(adminA).send({ companyName: '演示科技有限公司', industry: '信息技术', regionCodes: ['330000', '330100', '330106'], mobile: '0571-88886666', ...extra });

test('selectAuth of a company that never applied: status 0, no reason', async () => {
  const answer = await auth(adminA);
  expect(answer).toMatchObject({ authenticationStatus: 0, reason: null, companyName: null, submitTime: null });
  // The request's fields only: nothing else of the company's row (its own name, logo, address) comes with them.
  expect(Object.keys(answer).sort()).toEqual(['authenticationStatus', 'businessLicense', 'companyName', 'reason', 'reviewTime', 'submitTime', 'submitterName']);
});

test('the rules of the certification form, in the spec order, change nothing', async () => {
  const { url: bFile } = (await server.request.post('/api/business/storage/create').set(adminB).attach('file', makePng(), 'b.png')).body.data;
  const cases: [unknown, string, string][] = [
    [{}, '请选择上传营业执照', 'businessLicense'],
    [{ companyName: '演示科技有限公司' }, '请选择上传营业执照', 'businessLicense'],
    [{ companyName: '演示科技有限公司', businessLicense: '' }, '请选择上传营业执照', 'businessLicense'],
    [{ businessLicense: licence }, '请输入认证企业名称', 'companyName'],
    [{ businessLicense: licence, companyName: '  ' }, '请输入认证企业名称', 'companyName'],
    [{ companyName: '演示科技有限公司', businessLicense: 'https://evil.example.com/licence.png' }, '请选择上传营业执照', 'businessLicense'],
    [{ companyName: '演示科技有限公司', businessLicense: bFile }, '请选择上传营业执照', 'businessLicense'],
  ];
  for (const [body, msg, field] of cases) {
    const res = await save(adminA, body);
    expect([msg, res.status, res.body.msg]).toEqual([msg, 400, msg]);
    expect(res.body.data).toContain(field);
  }
  expect(await statusOf(server.tenants.A)).toBe(0);
  expect(await requests(server.tenants.A)).toHaveLength(0);
});

test('the whole state machine: submit, reject with a reason, resubmit, approve, change while certified', async () => {
  const A = server.tenants.A;
  // 0 → 4
  const first = await save(adminA, { companyName: '演示科技有限公司', businessLicense: licence, industry: '信息技术', logo: 'ignored' });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ code: 2000, msg: '提交成功，请等待审核!', data: { authenticationStatus: 4 } });
  expect(await auth(adminA)).toMatchObject({ authenticationStatus: 4, reason: null, companyName: '演示科技有限公司', businessLicense: licence, submitterName: '张伟' });
  expect((await auth(adminA)).submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(await company()).toMatchObject({ authenticationStatus: 4, businessLicense: licence, nameEditable: 0, canCertify: 0 });
  // The operation log names the submission (the transition's hook), not the generic 修改.
  const log = (await server.request.get('/api/business/plt-gate-log/list').query({ selectType: 2 }).set(adminA)).body.data.records[0];
  expect([log.menu, log.opt]).toEqual(['企业信息设置', '提交企业认证']);

  // 4: no second submission, no rename; other fields still editable.
  const again = await save(adminA, { companyName: '演示科技有限公司', businessLicense: licence });
  expect(again.status).toBe(409);
  expect(again.body.msg).toBe('企业认证正在审核中，请勿重复提交');
  const rename = await update({ companyName: '审核中改名' });
  expect(rename.status).toBe(409);
  expect(rename.body.msg).toBe('当前认证状态下不能修改企业名称');
  expect((await update({ address: '审核中也能改地址' })).body.code).toBe(2000);

  // 4 → 2 with the reason shown.
  await expect(review(false, '')).rejects.toMatchObject({ status: 400 });
  await review(false, '营业执照照片模糊，请重新上传清晰的彩色扫描件');
  expect(await auth(adminA)).toMatchObject({ authenticationStatus: 2, reason: '营业执照照片模糊，请重新上传清晰的彩色扫描件' });
  expect(await company()).toMatchObject({ authenticationStatus: 2, nameEditable: 0, canCertify: 1 });
  await expect(review(true)).rejects.toMatchObject({ status: 409 });

  // 2: resubmit allowed, but the name is locked.
  const renamedWhileRejected = await save(adminA, { companyName: '驳回后改名有限公司', businessLicense: licence });
  expect(renamedWhileRejected.status).toBe(409);
  expect(renamedWhileRejected.body.msg).toBe('当前认证状态下不能修改企业名称');
  expect((await update({ companyName: '驳回后改名有限公司' })).status).toBe(409);
  expect((await save(adminA, { companyName: '演示科技有限公司', businessLicense: licence })).body.code).toBe(2000);
  expect((await auth(adminA)).authenticationStatus).toBe(4);

  // 4 → 1
  await review(true);
  expect(await auth(adminA)).toMatchObject({ authenticationStatus: 1, reason: null });
  expect(await company()).toMatchObject({ authenticationStatus: 1, nameEditable: 1, canCertify: 1 });

  // 1: the name is editable, and a change can be submitted for certification (→ 4).
  expect((await update({ companyName: '演示科技集团有限公司' })).body.code).toBe(2000);
  const change = await save(adminA, { companyName: '演示科技（集团）有限公司', businessLicense: licence });
  expect(change.body.code).toBe(2000);
  expect(await company()).toMatchObject({ companyName: '演示科技（集团）有限公司', authenticationStatus: 4 });
  const tree = await server.request.get('/api/admin/depart/tree').set(adminA);
  expect(tree.body.data[0].name).toBe('演示科技（集团）有限公司');

  const rows = await requests(A);
  expect(rows.map((r) => [r.status, r.reviewer])).toEqual([[2, '测试审核员'], [1, '测试审核员'], [4, null]]);
  expect(rows[0].reason).toBe('营业执照照片模糊，请重新上传清晰的彩色扫描件');
  await review(true);
});

test('status 3 allows neither certification nor a rename', async () => {
  await setStatus(server.tenants.A, 3);
  const res = await save(adminA, { companyName: '演示科技（集团）有限公司', businessLicense: licence });
  expect(res.status).toBe(409);
  expect(res.body.msg).toBe('当前认证状态不能提交企业认证');
  expect((await update({ companyName: '状态三改名' })).status).toBe(409);
  expect((await update({ companyName: '演示科技（集团）有限公司', address: '状态三改地址' })).body.code).toBe(2000);
  await setStatus(server.tenants.A, 1);
});

test('the operator function refuses a company with nothing to review', async () => {
  await expect(reviewCertification(server.services, server.tenants.B, { approve: true })).rejects.toMatchObject({ status: 409, message: '该企业没有待审核的认证申请' });
  await expect(reviewCertification(server.services, server.tenants.B, { approve: false, reason: 'x'.repeat(501) })).rejects.toMatchObject({ status: 400 });
  expect(await statusOf(server.tenants.B)).toBe(0);
});

test("company A's submissions are invisible to company B, and B's token cannot certify A", async () => {
  expect(await auth(adminB)).toMatchObject({ authenticationStatus: 0, companyName: null, businessLicense: null });
  const aBefore = await statusOf(server.tenants.A);
  const aRequests = (await requests(server.tenants.A)).length;
  const res = await save(adminB, { companyName: '示例制造有限公司', businessLicense: licence, tenantId: server.tenants.A, id: server.tenants.A });
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('请选择上传营业执照');
  expect(await statusOf(server.tenants.A)).toBe(aBefore);
  expect(await requests(server.tenants.A)).toHaveLength(aRequests);
  expect(await requests(server.tenants.B)).toHaveLength(0);
});

test('two submissions racing: exactly one passes', async () => {
  const B = server.tenants.B;
  const bLicence = (await server.request.post('/api/business/storage/create').set(adminB).attach('file', makePng(), 'licence.png')).body.data.url;
  const body = { companyName: '示例制造有限公司', businessLicense: bLicence };
  const results = await Promise.all([save(adminB, body), save(adminB, body), save(adminB, body)]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  expect(await requests(B)).toHaveLength(1);
  expect(await statusOf(B)).toBe(4);
});
