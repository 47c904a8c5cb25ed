/**
 * A local stand-in for Alibaba Cloud SMS's HTTP endpoint (SendSms, 2017-05-25): a node:http server on a random loopback
 * port. It checks each request's V3 signature (ACS3-HMAC-SHA256) itself, from the documented algorithm — not with the
 * SDK's signer — answers like the real API, and records what it received.
 *
 * The algorithm: CanonicalRequest = method \n path \n sorted query (RFC 3986 encoded) \n `name:value\n` of each signed
 * header (lower case, sorted) \n signed header names joined by `;` \n hex SHA-256 of the body; StringToSign =
 * `ACS3-HMAC-SHA256\n` + hex SHA-256 of the CanonicalRequest; Signature = hex HMAC-SHA256(secret, StringToSign), sent as
 * `Authorization: ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<names>,Signature=<hex>`.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  accessKeyId: string;
  signatureValid: boolean;
  action: string | undefined;
  version: string | undefined;
  phoneNumbers: string | null;
  signName: string | null;
  templateCode: string | null;
  templateParam: Record<string, string> | null;
  /** What the fake answered: OK or the error code. */
  answered: string;
}

/** Headers the signature must cover (the request's own x-acs-* ones are covered too, whatever they are). */
const MUST_SIGN = ['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'];
const ERROR_MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发天级流控Permits:10',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
};

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

export interface SignedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Verifies the Authorization header of a request; answers the access key id it names and whether the signature holds. */
export function verifyAcs3Signature(
  request: SignedRequest,
  secretOf: (accessKeyId: string) => string | undefined,
): { accessKeyId: string; valid: boolean; problem?: string } {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(request.headers.authorization ?? ''));
  if (!match) return { accessKeyId: '', valid: false, problem: 'IncompleteSignature' };
  const [, accessKeyId, signedList, signature] = match;
  const secret = secretOf(accessKeyId);
  if (secret === undefined) return { accessKeyId, valid: false, problem: 'InvalidAccessKeyId.NotFound' };
  const signed = signedList.split(';');
  const acsHeaders = Object.keys(request.headers).filter((name) => name.startsWith('x-acs-'));
  const sortedAndComplete = [...signed].sort().join(';') === signedList && [...MUST_SIGN, ...acsHeaders].every((name) => signed.includes(name));
  if (!sortedAndComplete) return { accessKeyId, valid: false, problem: 'IncompleteSignature' };
  const payloadHash = sha256(request.body);
  if (request.headers['x-acs-content-sha256'] !== payloadHash) return { accessKeyId, valid: false, problem: 'ContentSHA256NotMatched' };
  const url = new URL(request.url, 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signed.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signedList, payloadHash].join('\n');
  const expected = crypto.createHmac('sha256', secret).update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`).digest('hex');
  const valid = crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  return { accessKeyId, valid, problem: valid ? undefined : 'SignatureDoesNotMatch' };
}

/** Starts the fake with one access key; `answerWith` sets the Code of the next answers (OK by default). */
export async function startFakeAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }) {
  const received: ReceivedSms[] = [];
  /** The requests as they came (method, url, headers, body), for checking the verification itself. */
  const requests: SignedRequest[] = [];
  let secret = keys.accessKeySecret;
  let code = 'OK';
  let dropping = false;
  const nonces = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (dropping) return void req.socket.destroy();
      const answer = (status: number, body: Record<string, unknown>) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: crypto.randomUUID().toUpperCase(), ...body }));
      };
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', url: req.url ?? '/', headers: { ...req.headers }, body });
      const check = verifyAcs3Signature({ method: req.method ?? '', url: req.url ?? '/', headers: req.headers, body }, (id) => (id === keys.accessKeyId ? secret : undefined));
      const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
      const fresh = Math.abs(Date.parse(String(req.headers['x-acs-date'] ?? '')) - Date.now()) < 15 * 60_000;
      const replayed = nonces.has(nonce);
      nonces.add(nonce);
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const param = query.get('TemplateParam');
      const problem = check.problem ?? (!fresh ? 'InvalidTimeStamp.Expired' : replayed ? 'SignatureNonceUsed' : undefined);
      const action = req.headers['x-acs-action'] as string | undefined;
      const version = req.headers['x-acs-version'] as string | undefined;
      const answered = problem ?? (action !== 'SendSms' || version !== '2017-05-25' ? 'InvalidAction.NotFound' : code);
      received.push({
        accessKeyId: check.accessKeyId,
        signatureValid: check.valid,
        action,
        version,
        phoneNumbers: query.get('PhoneNumbers'),
        signName: query.get('SignName'),
        templateCode: query.get('TemplateCode'),
        templateParam: param ? JSON.parse(param) : null,
        answered,
      });
      // Refused calls are HTTP errors, as the real endpoint's; business refusals of SendSms are 200 with their Code.
      if (problem === 'InvalidAccessKeyId.NotFound') return answer(404, { Code: problem, Message: 'Specified access key is not found.' });
      if (problem) return answer(400, { Code: problem, Message: problem === 'SignatureDoesNotMatch' ? 'Specified signature is not matched with our calculation.' : problem });
      if (answered === 'InvalidAction.NotFound') return answer(404, { Code: answered, Message: 'Specified api is not found, please check your url and method.' });
      if (code !== 'OK') return answer(200, { Code: code, Message: ERROR_MESSAGES[code] ?? code });
      answer(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    received,
    requests,
    /** While true, every connection is closed without an answer (a network error for the client). */
    dropConnections: (on: boolean) => void (dropping = on),
    /** The Code of the next answers: OK, or an error such as isv.BUSINESS_LIMIT_CONTROL. */
    answerWith: (next: string) => void (code = next),
    /** The secret the fake holds for the key: another one than the client's makes every signature wrong. */
    useSecret: (next: string) => void (secret = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAliyunSms = Awaited<ReturnType<typeof startFakeAliyunSms>>;
