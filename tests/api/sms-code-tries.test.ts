import { startTestServer, type TestServer } from '../support/test-server';
import { latestSmsCode } from '../support/sms-outbox';

/** An SMS code's wrong tries are counted atomically: parallel guesses get no more tries than sequential ones. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const sendCode = async (mobile: string) => {
  const res = await server.request.post('/api/admin/company/sendRegisterSms').query({ mobile });
  expect(res.body.code).toBe(2000);
  return latestSmsCode(server, mobile);
};
const register = (mobile: string, phoneCode: string) =>
  server.request.post('/api/admin/company/register').send({ mobile, phoneCode, companyName: `并发验证码${mobile.slice(-4)}有限公司`, password: 'Secret#1' });
const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('24 wrong codes at once against a limit of 5: 5 are checked, the rest refused, and the code is dead', async () => {
  const mobile = '13655550001';
  const code = await sendCode(mobile);
  const answers = await Promise.all(Array.from({ length: 24 }, () => register(mobile, wrongCodeOf(code))));
  const checked = answers.filter((res) => res.body.msg === '验证码输入有误!').length;
  const refused = answers.filter((res) => res.body.msg === '验证码错误次数过多，请重新获取').length;
  expect(answers.every((res) => res.status === 400)).toBe(true);
  expect([checked, refused]).toEqual([server.config.sms.maxWrongTries, 24 - server.config.sms.maxWrongTries]);
  const right = await register(mobile, code);
  expect([right.status, right.body.msg]).toEqual([400, '验证码错误次数过多，请重新获取']);
});

test('wrong codes below the limit leave the right one usable, once', async () => {
  const mobile = '13655550002';
  const code = await sendCode(mobile);
  for (let i = 0; i < server.config.sms.maxWrongTries - 1; i++) expect((await register(mobile, wrongCodeOf(code))).body.msg).toBe('验证码输入有误!');
  expect((await register(mobile, code)).body.code).toBe(2000);
});

test('the right code sent many times at once registers once', async () => {
  const mobile = '13655550003';
  const code = await sendCode(mobile);
  const answers = await Promise.all(Array.from({ length: 8 }, () => register(mobile, code)));
  expect(answers.filter((res) => res.body.code === 2000)).toHaveLength(1);
  expect(answers.every((res) => res.status < 500)).toBe(true);
});
