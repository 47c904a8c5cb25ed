/**
 * The SMS provider, from the environment: SMS_PROVIDER=outbox (the default: the local outbox) or aliyun (Alibaba
 * Cloud SMS, server/providers/sms/aliyun-sms-sender.ts). Aliyun without one of its required variables stops the
 * start with their names — never their values.
 */
export type SmsProviderSettings = { name: 'outbox' } | AliyunSmsSettings;

/** Why a platform text is sent: a verification code (register, forget, password) or a generated initial password. */
export type PlatformSmsPurpose = 'register' | 'forget' | 'password' | 'initialPassword';

export interface AliyunSmsSettings {
  name: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
  /** ALIYUN_SMS_ENDPOINT: a host (HTTPS, dysmsapi.aliyuncs.com by default) or http(s)://host[:port] (a local fake in tests). */
  endpoint: string;
  protocol: 'https' | 'http';
  /** The platform's own signature and templates, for the texts the platform sends (verification codes, initial passwords). */
  signName: string;
  templates: Partial<Record<PlatformSmsPurpose, string>>;
  /** ALIYUN_SMS_TIMEOUT_MS: connect and read timeout of one call (5,000 ms). */
  timeoutMs: number;
}

/** Template variables: purpose → ALIYUN_SMS_TEMPLATE_<NAME>; the optional one (a changed-password code) has no sender yet. */
const TEMPLATE_VARIABLES: Record<PlatformSmsPurpose, { name: string; required: boolean }> = {
  register: { name: 'ALIYUN_SMS_TEMPLATE_REGISTER', required: true },
  forget: { name: 'ALIYUN_SMS_TEMPLATE_FORGET', required: true },
  initialPassword: { name: 'ALIYUN_SMS_TEMPLATE_INITIAL_PASSWORD', required: true },
  password: { name: 'ALIYUN_SMS_TEMPLATE_PASSWORD', required: false },
};

export class SmsProviderSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsProviderSettingsError';
  }
}

export function smsProviderSettings(env: NodeJS.ProcessEnv): SmsProviderSettings {
  const name = (env.SMS_PROVIDER || 'outbox').trim();
  if (name === 'outbox') return { name: 'outbox' };
  if (name !== 'aliyun') throw new SmsProviderSettingsError(`SMS_PROVIDER "${name}": only outbox and aliyun are built`);
  const missing: string[] = [];
  const read = (variable: string, required = true) => {
    const value = env[variable]?.trim();
    if (!value && required) missing.push(variable);
    return value || '';
  };
  const accessKeyId = read('ALIYUN_SMS_ACCESS_KEY_ID');
  const accessKeySecret = read('ALIYUN_SMS_ACCESS_KEY_SECRET');
  const signName = read('ALIYUN_SMS_SIGN_NAME');
  const templates: AliyunSmsSettings['templates'] = {};
  for (const [purpose, variable] of Object.entries(TEMPLATE_VARIABLES) as [PlatformSmsPurpose, { name: string; required: boolean }][]) {
    const code = read(variable.name, variable.required);
    if (code) templates[purpose] = code;
  }
  if (missing.length) throw new SmsProviderSettingsError(`SMS_PROVIDER=aliyun needs these settings (阿里云短信缺少必需的设置): ${missing.join(', ')}`);
  const { endpoint, protocol } = parseEndpoint(env.ALIYUN_SMS_ENDPOINT);
  const timeoutMs = Number(env.ALIYUN_SMS_TIMEOUT_MS || 5000);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) throw new SmsProviderSettingsError(`ALIYUN_SMS_TIMEOUT_MS "${env.ALIYUN_SMS_TIMEOUT_MS}" is not a whole number of milliseconds`);
  return { name: 'aliyun', accessKeyId, accessKeySecret, endpoint, protocol, signName, templates, timeoutMs };
}

/** `host[:port]` (HTTPS) or `http(s)://host[:port]`; a path or anything else is refused. */
function parseEndpoint(text: string | undefined): { endpoint: string; protocol: 'https' | 'http' } {
  const value = (text || 'dysmsapi.aliyuncs.com').trim();
  const match = /^(?:(https?):\/\/)?([A-Za-z0-9.-]+(?::\d{1,5})?)\/?$/.exec(value);
  if (!match) throw new SmsProviderSettingsError(`ALIYUN_SMS_ENDPOINT "${value}" is not host[:port] or http(s)://host[:port]`);
  return { endpoint: match[2], protocol: (match[1] as 'https' | 'http' | undefined) ?? 'https' };
}
