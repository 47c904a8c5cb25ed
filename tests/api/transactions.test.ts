import { startTestServer, type TestServer } from '../support/test-server';
import { latestSmsCode } from '../support/sms-outbox';
import { asSystem, asTenant } from '../../server/context/request-context';

/** Request-level transactions over HTTP, on SQLite and (with TEST_MYSQL_URL) MySQL: nobody passes `transaction`. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

let nextMobile = 13600000700;

async function register(companyName: string) {
  const mobile = String(nextMobile++);
  await server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });
  const phoneCode = await latestSmsCode(server, mobile);
  const res = await server.request.post('/api/admin/company/register').send({ mobile, phoneCode, companyName, password: 'Start#2026' });
  expect(res.status).toBe(200);
  return res.body.data as { tenantId: number; profileToken: string };
}

const profile = (profileToken: string, realName: string) => ({
  profileToken,
  realName,
  industry: '电气设备',
  companyName: `${realName}的公司`,
  mobile: '0571-88886666',
  regionCodes: ['330000', '330100', '330106'],
});

test('registration writes the company, its root department, administrator, role, policy and token together', async () => {
  const { tenantId } = await register('事务注册公司');
  const company: any = await asSystem(() => server.services.db.models.Company.findByPk(tenantId, { raw: true }));
  expect(company.companyName).toBe('事务注册公司');
  await asTenant(tenantId, async () => {
    const { Membership, Role } = server.services.db.models;
    expect(await server.services.db.sections.depart.count({ where: { parentId: -1 } })).toBe(1);
    expect(await Membership.count({ where: { accountId: company.mainAccountId, isCompanyAdmin: 1 } })).toBe(1);
    expect(await Role.count({ where: { builtIn: 1 } })).toBe(1);
  });
  const tokens = await asSystem(() => server.services.db.models.OneTimeToken.count({ where: { tenantId, purpose: 'profile' } }));
  expect(tokens).toBe(1);
  const adminRule = { ptype: 'g', v0: `user:${company.mainAccountId}`, v1: 'role:admin', v2: String(tenantId) };
  expect(await asSystem(() => server.services.db.models.CasbinRule.count({ where: adminRule }))).toBe(1);
});

test('two profile completions with one token at once: one applies, the other is refused and changes nothing', async () => {
  const { tenantId, profileToken } = await register('并发完善公司');
  const replies = await Promise.all(['甲', '乙', '丙'].map((name) => server.request.post('/api/admin/company/completeInfo').send(profile(profileToken, name))));
  const applied = replies.filter((r) => r.status === 200);
  expect(applied).toHaveLength(1);
  for (const refused of replies.filter((r) => r.status !== 200)) {
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('注册凭证已失效，请登录后在企业信息中完善');
  }
  const winner = ['甲', '乙', '丙'][replies.indexOf(applied[0])];
  const company: any = await asSystem(() => server.services.db.models.Company.findByPk(tenantId, { raw: true }));
  expect([company.realName, company.companyName]).toEqual([winner, `${winner}的公司`]);
  const root: any = await asTenant(tenantId, () => server.services.db.sections.depart.findOne({ where: { parentId: -1 }, raw: true }));
  expect(root.name).toBe(`${winner}的公司`);
});

test('another company is untouched by a registration or a profile completion', async () => {
  const before: any = await asSystem(() => server.services.db.models.Company.findByPk(server.tenants.A, { raw: true }));
  const { profileToken } = await register('旁观公司');
  expect((await server.request.post('/api/admin/company/completeInfo').send(profile(profileToken, '丁'))).status).toBe(200);
  const after: any = await asSystem(() => server.services.db.models.Company.findByPk(server.tenants.A, { raw: true }));
  expect(after.companyName).toBe(before.companyName);
  expect(after.realName).toBe(before.realName);
});
