import bcrypt from 'bcryptjs';
import { startTestServer, type TestServer } from '../support/test-server';
import { departId, userApi } from '../support/user-api';
import { asSystem } from '../../server/context/request-context';
import { checkPassword, passwordCheckCounts } from '../../server/auth/secrets';

/**
 * Passwords are argon2id (that its checks run off the event loop: tests/unit/password-hashing.test.ts); accounts
 * from the bcrypt days move over at their next login.
 */
let server: TestServer;
let admin: ReturnType<typeof userApi>;
let sales: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = userApi(server, await server.auth('13800000001', server.tenants.A));
  sales = await departId(admin, '销售部');
}, 60_000);
afterAll(() => server.stop());

const PASSWORD = 'Right#2026';
const tokenCall = (username: string, password: string) =>
  server.request
    .post('/api/auth/oauth/token')
    .auth('console', 'console')
    .type('form')
    .send({ username, password, tenantId: String(server.tenants.A), grant_type: 'password' });

const storedHash = async (mobile: string): Promise<string> =>
  ((await asSystem(() => server.services.db.models.Account.findOne({ where: { mobile }, raw: true }))) as any).passwordHash;

/** A new member of company A whose stored hash is then set back to bcrypt (cost 10), as accounts made before argon2id have. */
async function legacyMember(mobile: string) {
  const res = await admin.add({ addType: 0, username: mobile, name: `旧密码${mobile.slice(-2)}`, password: PASSWORD, rePassword: PASSWORD, departId: sales });
  expect(res.body.code).toBe(2000);
  const legacy = bcrypt.hashSync(PASSWORD, 10);
  await asSystem(() => server.services.db.models.Account.update({ passwordHash: legacy }, { where: { mobile } }));
  expect(await storedHash(mobile)).toBe(legacy);
  return legacy;
}

describe('accounts with a bcrypt hash', () => {
  test('log in, and their hash becomes argon2id that the same password opens; a wrong password changes nothing', async () => {
    const mobile = '13622220001';
    const legacy = await legacyMember(mobile);
    const wrong = await tokenCall(mobile, 'Wrong#2026');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('用户名或密码错误');
    expect(await storedHash(mobile)).toBe(legacy);

    expect((await tokenCall(mobile, PASSWORD)).status).toBe(200);
    const upgraded = await storedHash(mobile);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(PASSWORD, upgraded)).toBe(true);
    expect((await tokenCall(mobile, PASSWORD)).status).toBe(200);
    // Already argon2id: a further login leaves the hash as it is.
    expect(await storedHash(mobile)).toBe(upgraded);
    expect((await tokenCall(mobile, 'Wrong#2026')).body.msg).toBe('用户名或密码错误');
  });

  test('parallel logins all succeed and leave one argon2id hash the password opens', async () => {
    const mobile = '13622220002';
    await legacyMember(mobile);
    // Fewer than the lockout's tries: each login holds one until its password is checked.
    const parallel = server.config.login.maxWrongPasswords - 1;
    const answers = await Promise.all(Array.from({ length: parallel }, () => tokenCall(mobile, PASSWORD)));
    expect(answers.map((res) => res.status)).toEqual(Array(parallel).fill(200));
    const upgraded = await storedHash(mobile);
    expect(upgraded).toMatch(/^\$argon2id\$/);
    expect(await checkPassword(PASSWORD, upgraded)).toBe(true);
    expect((await tokenCall(mobile, PASSWORD)).status).toBe(200);
  });
});

describe('an unknown mobile costs what a known one costs', () => {
  const checksOf = async (username: string) => {
    const before = passwordCheckCounts();
    const res = await tokenCall(username, 'Wrong#2026');
    expect(res.body.msg).toBe('用户名或密码错误');
    const after = passwordCheckCounts();
    return { argon2id: after.argon2id - before.argon2id, bcrypt: after.bcrypt - before.bcrypt };
  };

  test('a wrong password checks one argon2id hash, whether or not the mobile has an account', async () => {
    const mobile = '13622220003';
    expect((await admin.add({ addType: 0, username: mobile, name: '已知账号', password: PASSWORD, rePassword: PASSWORD, departId: sales })).body.code).toBe(2000);
    expect(await checksOf(mobile)).toEqual({ argon2id: 1, bcrypt: 0 });
    expect(await checksOf('13722220003')).toEqual({ argon2id: 1, bcrypt: 0 });
  });
});
