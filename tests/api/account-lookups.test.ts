import { startTestServer, type TestServer } from '../support/test-server';
import { UNLIMITED } from '../support/rate-limits';
import { TOO_MANY_REQUESTS } from '../../server/providers/rate-limit/rate-limiter';
import { departId, userApi } from '../support/user-api';

/** An admin's look-ups of other people's cloud accounts: rate limited per caller, and linking tells only whether a pair links. */
const PER_CALLER = 8;
let server: TestServer;
let adminA: ReturnType<typeof userApi>;
let adminB: ReturnType<typeof userApi>;
beforeAll(async () => {
  const rateLimits = { ...UNLIMITED, lookup: { perAddress: { limit: 1000, seconds: 600 }, perAccount: { limit: PER_CALLER, seconds: 600 } } };
  server = await startTestServer({ env: { rateLimits } as any });
  adminA = userApi(server, await server.auth('13800000001', server.tenants.A));
  adminB = userApi(server, await server.auth('13900000001', server.tenants.B));
}, 60_000);
afterAll(() => server.stop());

const answer = (res: { status: number; body: any }) => ({ status: res.status, body: res.body });
const limited = (res: { status: number; body: any }) => res.status === 429 && res.body.msg === TOO_MANY_REQUESTS;

describe('checkUsernameAndName tells only whether the pair can be linked', () => {
  test('an unknown mobile and another company’s mobile with a wrong name get the same answer; the right pair links', async () => {
    const other = (await server.request.get('/api/admin/user/front/info').set(adminB.headers)).body.data;
    expect(other.name).toBeTruthy();
    const unknown = await adminA.checkUsernameAndName({ username: '13600000077', name: other.name });
    const wrongName = await adminA.checkUsernameAndName({ username: '13900000001', name: `${other.name}甲` });
    expect(answer(unknown)).toEqual(answer(wrongName));
    expect(answer(unknown)).toMatchObject({ status: 400, body: { msg: '云账号与用户名不匹配' } });
    const right = await adminA.checkUsernameAndName({ username: '13900000001', name: other.name });
    expect([right.status, right.body.code]).toEqual([200, 2000]);

    // addUser linking an existing account answers the same way, and the right pair becomes a member.
    const sales = await departId(adminA, '销售部');
    const link = (username: string, name: string) => adminA.add({ addType: 1, username, name, departId: sales });
    expect(answer(await link('13600000077', other.name))).toEqual(answer(await link('13900000001', `${other.name}甲`)));
    const linked = await link('13900000001', other.name);
    expect([linked.status, linked.body.code, linked.body.data?.name]).toEqual([200, 2000, other.name]);
  });
});

describe('look-ups share the lookup limit per caller', () => {
  test('checkUsername and checkUsernameAndName together: past the limit 429, while another admin still gets through', async () => {
    const answers = [];
    for (let i = 0; i < PER_CALLER; i++) {
      const mobile = `136000001${String(i).padStart(2, '0')}`;
      answers.push(i % 2 ? await adminB.checkUsername(mobile) : await adminB.checkUsernameAndName({ username: mobile, name: '某人' }));
    }
    expect(answers.filter(limited)).toEqual([]);
    expect(limited(await adminB.checkUsername('13600000199'))).toBe(true);
    expect(limited(await adminB.checkUsernameAndName({ username: '13600000199', name: '某人' }))).toBe(true);
    // The limit is the caller's, not the address's or the mobile's.
    expect((await adminA.checkUsername('13600000199')).status).toBe(200);
  });

  test('200 look-ups at once by one admin (the attack: 200 in 104 ms): none past the limit gets through', async () => {
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => adminA.checkUsername(`1370000${String(i).padStart(4, '0')}`).then((res) => res.status)));
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(PER_CALLER);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(200 - PER_CALLER);
  });
});
