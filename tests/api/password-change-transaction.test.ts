import { startTestServer, DEMO_PASSWORD, type TestServer } from '../support/test-server';
import { asSystem } from '../../server/context/request-context';
import { checkPassword } from '../../server/auth/secrets';

/**
 * 修改密码 is one transaction (server/modules/personal/password-change.ts): the new password and the revocation of
 * the account's other tokens commit or roll back together. The revocation is made to fail in the database itself —
 * a trigger that refuses revoking this account's tokens, on SQLite and (with TEST_MYSQL_URL) MySQL — so nothing of
 * our code is mocked: were the two writes separate, the password would have changed while the old sessions live on.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const MOBILE = '13800000003';
const TRIGGER = 'test_refuse_token_revocation';
const sql = (text: string) => asSystem(() => server.services.db.sequelize.query(text));
const isMysql = () => server.services.db.sequelize.getDialect() === 'mysql';

async function refuseRevocationOf(accountId: number) {
  if (isMysql()) {
    await sql(`CREATE TRIGGER ${TRIGGER} BEFORE UPDATE ON sys_access_token FOR EACH ROW
      BEGIN IF NEW.revokedAt IS NOT NULL AND OLD.revokedAt IS NULL AND NEW.accountId = ${accountId} THEN
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'revocation refused by the test'; END IF; END`);
  } else {
    await sql(`CREATE TRIGGER ${TRIGGER} BEFORE UPDATE ON sys_access_token
      WHEN NEW.revokedAt IS NOT NULL AND OLD.revokedAt IS NULL AND NEW.accountId = ${accountId}
      BEGIN SELECT RAISE(ABORT, 'revocation refused by the test'); END`);
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const accountOf = async (id: number) => (await asSystem(() => server.services.db.models.Account.findByPk(id, { raw: true }))) as any;

test('a revocation that fails rolls the new password back: the old password and the other sessions stay', async () => {
  const current = await server.login(MOBILE, server.tenants.A);
  const other = await server.login(MOBILE, server.tenants.B);
  const accountId = (await server.request.get('/api/admin/user/front/info').set(bearer(current))).body.data.id;
  await refuseRevocationOf(accountId);
  try {
    const res = await server.request.post('/api/admin/user/changePassword').query({ oldPass: DEMO_PASSWORD, newPass: 'Next@2026' }).set(bearer(current));
    // Refused however the database's failure is answered (SQLite reports the trigger as a constraint: 409).
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.code).not.toBe(2000);
  } finally {
    await sql(`DROP TRIGGER ${TRIGGER}`);
  }
  const account = await accountOf(accountId);
  expect(await checkPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
  expect(await checkPassword('Next@2026', account.passwordHash)).toBe(false);
  expect((await server.request.get('/api/admin/user/front/info').set(bearer(other))).status).toBe(200);
  await server.login(MOBILE, server.tenants.A, DEMO_PASSWORD);

  // Without the trigger the same change goes through whole: new password, the other session ended.
  const res = await server.request.post('/api/admin/user/changePassword').query({ oldPass: DEMO_PASSWORD, newPass: 'Next@2026' }).set(bearer(current));
  expect(res.body).toMatchObject({ code: 2000, msg: '密码修改成功!' });
  expect(await checkPassword('Next@2026', (await accountOf(accountId)).passwordHash)).toBe(true);
  expect((await server.request.get('/api/admin/user/front/info').set(bearer(other))).status).toBe(401);
});
