import { startTestServer, type TestServer, DEMO_PASSWORD } from '../support/test-server';
import { departId, userApi } from '../support/user-api';
import { asSystem } from '../../server/context/request-context';

/** The token endpoint under attack: parallel guesses, odd client ids, and what an unknown account costs. */
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
const tokenCall = (username: string, password: string, client: [string, string] = ['console', 'console']) =>
  server.request
    .post('/api/auth/oauth/token')
    .auth(client[0], client[1])
    .type('form')
    .send({ username, password, tenantId: String(server.tenants.A), grant_type: 'password' });

/** A new member of company A with its own account, so each test locks an account of its own. */
async function newMember(mobile: string) {
  const res = await admin.add({ addType: 0, username: mobile, name: `攻击目标${mobile.slice(-2)}`, password: PASSWORD, rePassword: PASSWORD, departId: sales });
  expect(res.body.code).toBe(2000);
  return mobile;
}

describe('login lockout holds under parallel guesses', () => {
  test('30 wrong passwords sent at once: at most the limit are checked, and the account is locked', async () => {
    const mobile = await newMember('13611110001');
    const answers = await Promise.all(Array.from({ length: 30 }, () => tokenCall(mobile, 'Wrong#guess')));
    expect(answers.every((res) => res.status === 400)).toBe(true);
    const checked = answers.filter((res) => res.body.msg === '用户名或密码错误').length;
    expect(checked).toBeLessThanOrEqual(server.config.login.maxWrongPasswords);
    const right = await tokenCall(mobile, PASSWORD);
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/密码错误次数过多，账号已锁定，请\d+分钟后再试/);
  });

  test('99 wrong passwords and the right one in one burst do not log in', async () => {
    const mobile = await newMember('13611110002');
    let settled = 0;
    const wrong = Array.from({ length: 99 }, () => tokenCall(mobile, 'Wrong#guess').then((res) => (settled++, res)));
    // The right one goes while the wrong ones are in flight, once the server has taken the account's tries
    // (or, were the count not atomic, once it has answered them all: then nothing stops it).
    const account = () => asSystem(() => server.services.db.models.Account.findOne({ where: { mobile }, raw: true })) as Promise<any>;
    for (;;) {
      const row = await account();
      if (row.wrongPasswords >= server.config.login.maxWrongPasswords || (row.lockedUntil && new Date(row.lockedUntil) > new Date()) || settled === 99) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const settledBefore = settled;
    const answers = await Promise.all([...wrong, tokenCall(mobile, PASSWORD)]);
    expect(answers.filter((res) => res.status === 200).map((res) => res.body.msg)).toEqual([]);
    expect(settledBefore).toBeLessThan(99);
    expect(answers[99].body.msg).toMatch(/账号已锁定/);
    expect((await tokenCall(mobile, PASSWORD)).body.msg).toMatch(/账号已锁定/);
  });

  test('a few wrong passwords then the right one still log in, and the count starts again', async () => {
    const mobile = await newMember('13611110003');
    for (let i = 0; i < server.config.login.maxWrongPasswords - 1; i++) expect((await tokenCall(mobile, 'Wrong#guess')).body.msg).toBe('用户名或密码错误');
    expect((await tokenCall(mobile, PASSWORD)).status).toBe(200);
    for (let i = 0; i < server.config.login.maxWrongPasswords - 1; i++) expect((await tokenCall(mobile, 'Wrong#guess')).body.msg).toBe('用户名或密码错误');
    expect((await tokenCall(mobile, PASSWORD)).status).toBe(200);
  });
});

describe('client credentials', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('client id %s answers 401, never 500', async (id) => {
    for (const secret of ['', 'x', '[object Object]', 'function Object() { [native code] }']) {
      const res = await tokenCall('13800000001', DEMO_PASSWORD, [id, secret]);
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('客户端认证失败');
    }
  });
});

describe('an unknown account costs what a known one costs', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const timed = async (username: string) => {
    const started = process.hrtime.bigint();
    const res = await tokenCall(username, 'Wrong#guess');
    expect(res.body.msg).toBe('用户名或密码错误');
    return Number(process.hrtime.bigint() - started) / 1e6;
  };

  test('a wrong password for an unknown mobile runs the password hash too', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternated, and a new known account for every two tries, so none gets locked.
    for (let i = 0; i < 6; i++) {
      const mobile = await newMember(`1361111002${i}`);
      known.push(await timed(mobile));
      unknown.push(await timed(`1371111002${i}`));
    }
    // An argon2id check is 10–20 ms; a lookup that misses is about one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('the lockout tells nothing about whether the mobile has an account', () => {
  const LOCKED = /^密码错误次数过多，账号已锁定，请\d+分钟后再试$/;
  /** Status and message of each of `count` wrong passwords, in order. */
  const wrongTries = async (mobile: string, count: number) => {
    const answers: [number, string][] = [];
    for (let i = 0; i < count; i++) {
      const res = await tokenCall(mobile, `Wrong#${i}`);
      answers.push([res.status, res.body.msg]);
    }
    return answers;
  };

  test('N+1 wrong passwords: a known and an unknown mobile get the same statuses and messages', async () => {
    const tries = server.config.login.maxWrongPasswords + 1;
    const known = await wrongTries(await newMember('13611110004'), tries);
    const unknown = await wrongTries('13611119004', tries);
    expect(unknown).toEqual(known);
    expect(known.slice(0, tries - 2)).toEqual(Array(tries - 2).fill([400, '用户名或密码错误']));
    expect(known.slice(tries - 2).every(([status, msg]) => status === 400 && LOCKED.test(msg))).toBe(true);
    // The unknown mobile stays locked for any password, as the account does for its right one.
    expect((await tokenCall('13611119004', PASSWORD)).body.msg).toMatch(LOCKED);
    expect((await tokenCall('13611110004', PASSWORD)).body.msg).toMatch(LOCKED);
  });

  test('30 wrong passwords at once for an unknown mobile: at most the limit are checked, then it is locked', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => tokenCall('13611119005', 'Wrong#guess')));
    expect(answers.every((res) => res.status === 400)).toBe(true);
    expect(answers.filter((res) => res.body.msg === '用户名或密码错误').length).toBeLessThanOrEqual(server.config.login.maxWrongPasswords);
    expect((await tokenCall('13611119005', 'Wrong#guess')).body.msg).toMatch(LOCKED);
  });
});
