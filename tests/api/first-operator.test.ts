import { startTestServer, type TestServer } from '../support/test-server';
import { ensureFirstOperator, FirstOperatorError } from '../../server/modules/platform/first-operator';
import { OPERATOR_ROLE, PLATFORM_TENANT_ID } from '../../server/permissions/platform-domain';
import { makeOperator } from '../../server/modules/platform/operator-accounts';
import { asTenant } from '../../server/context/request-context';

/** Production's first platform operator (OPERATOR_MOBILE, OPERATOR_PASSWORD): made once, at a start that finds none. */
const FIRST = { mobile: '18612340000', password: 'First-Operator#1' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(() => server.stop());

const login = (mobile: string, password: string) =>
  server.request
    .post('/api/auth/oauth/token')
    .auth('console', 'console')
    .type('form')
    .send({ username: mobile, password, tenantId: String(PLATFORM_TENANT_ID), grant_type: 'password' });

test('made at the first start and signs in to the platform; later starts change nothing', async () => {
  expect(await ensureFirstOperator(server.services, FIRST)).toBe(true);
  const res = await login(FIRST.mobile, FIRST.password);
  expect(res.status).toBe(200);
  // The platform console answers the operator.
  expect((await server.request.get('/api/platform/front/info').set({ Authorization: `Bearer ${res.body.access_token}` })).status).toBe(200);

  // A later start with other values (say, a changed OPERATOR_PASSWORD) neither makes a second operator nor resets the password.
  expect(await ensureFirstOperator(server.services, { mobile: '18612340001', password: 'Another#2026' })).toBe(false);
  expect(await ensureFirstOperator(server.services, { ...FIRST, password: 'Changed#2026' })).toBe(false);
  expect((await login('18612340001', 'Another#2026')).status).toBe(400);
  expect((await login(FIRST.mobile, 'Changed#2026')).status).toBe(400);
  expect((await login(FIRST.mobile, FIRST.password)).status).toBe(200);
  expect(await server.services.db.models.Account.count({ where: { isOperator: true } })).toBe(1);
});

test('a mobile that already has an account is refused, not promoted', async () => {
  const { Account } = server.services.db.models;
  await Account.update({ isOperator: false }, { where: { mobile: FIRST.mobile } });
  await expect(ensureFirstOperator(server.services, FIRST)).rejects.toBeInstanceOf(FirstOperatorError);
  expect(await Account.count({ where: { isOperator: true } })).toBe(0);
});

test('making an account an operator several times at once gives it the operator role once', async () => {
  const { Account, CasbinRule } = server.services.db.models;
  const account: any = await Account.create({ mobile: '18612340009', name: '并发运营', passwordHash: 'never-logs-in' });
  await Promise.all(Array.from({ length: 6 }, () => makeOperator(server.services, account.id)));
  const grants = await asTenant(PLATFORM_TENANT_ID, () => CasbinRule.count({ where: { ptype: 'g', v0: `user:${account.id}`, v1: OPERATOR_ROLE } }));
  expect(grants).toBe(1);
  expect(((await Account.findByPk(account.id)) as any).isOperator).toBeTruthy();
});
