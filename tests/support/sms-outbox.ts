import demo from '../../seeds/demo.json';
import { DEMO_PASSWORD, type TestServer } from './test-server';

export const SMS_OUTBOX_LIST = '/api/platform/sms-outbox/list';

/** One operator token per server under test, made at the first read. */
const operatorTokens = new WeakMap<object, Promise<string>>();

/** A bearer header of the demo platform operator (tenant 0). */
export async function operatorHeaders(server: TestServer): Promise<Record<string, string>> {
  let token = operatorTokens.get(server);
  if (!token) {
    token = server.login(demo.operator.mobile, 0, DEMO_PASSWORD);
    operatorTokens.set(server, token);
  }
  return { Authorization: `Bearer ${await token}` };
}

/** The texts sent to a mobile, newest first, as the operator reads them in 短信发件箱. */
export async function smsTexts(server: TestServer, mobile: string): Promise<string[]> {
  const res = await server.request.get(SMS_OUTBOX_LIST).query({ mobile, page: 1, limit: 100 }).set(await operatorHeaders(server));
  if (res.status !== 200) throw new Error(`sms outbox: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data.records as { mobile: string; content: string }[]).filter((row) => row.mobile === mobile).map((row) => row.content);
}

/** The verification code of the newest code message to a mobile (codes never come back in the send call's answer). */
export async function latestSmsCode(server: TestServer, mobile: string): Promise<string> {
  for (const text of await smsTexts(server, mobile)) {
    const code = /验证码是(\d{6})/.exec(text)?.[1];
    if (code) return code;
  }
  throw new Error(`no verification code in the outbox for ${mobile}`);
}
