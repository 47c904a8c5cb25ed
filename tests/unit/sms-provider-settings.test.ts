import { loadServerConfig } from '../../config/server';
import { smsProviderSettings, SmsProviderSettingsError } from '../../config/sms-provider';

/** SMS_PROVIDER and the ALIYUN_SMS_* settings (issue 28): aliyun without a required one does not start. */
const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'very-secret-value',
  ALIYUN_SMS_SIGN_NAME: '云商务平台',
  ALIYUN_SMS_TEMPLATE_REGISTER: 'SMS_1',
  ALIYUN_SMS_TEMPLATE_FORGET: 'SMS_2',
  ALIYUN_SMS_TEMPLATE_INITIAL_PASSWORD: 'SMS_3',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    smsProviderSettings(env);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the settings were accepted');
};

test('the local outbox is the default', () => {
  expect(smsProviderSettings({})).toEqual({ name: 'outbox' });
  expect(smsProviderSettings({ SMS_PROVIDER: 'outbox', ALIYUN_SMS_ACCESS_KEY_ID: 'ignored' })).toEqual({ name: 'outbox' });
  expect(loadServerConfig({}).smsProvider).toEqual({ name: 'outbox' });
});

test('aliyun with every setting: HTTPS to the public endpoint, the platform signature and templates', () => {
  expect(smsProviderSettings(ALIYUN)).toEqual({
    name: 'aliyun',
    accessKeyId: 'LTAI5tExampleKeyId',
    accessKeySecret: 'very-secret-value',
    endpoint: 'dysmsapi.aliyuncs.com',
    protocol: 'https',
    signName: '云商务平台',
    templates: { register: 'SMS_1', forget: 'SMS_2', initialPassword: 'SMS_3' },
    timeoutMs: 5000,
  });
  expect(smsProviderSettings({ ...ALIYUN, ALIYUN_SMS_TEMPLATE_PASSWORD: 'SMS_4' })).toMatchObject({ templates: { password: 'SMS_4' } });
});

test('an endpoint may be a host or an http(s) URL with a port (a local fake); anything else is refused', () => {
  expect(smsProviderSettings({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4010' })).toMatchObject({ endpoint: '127.0.0.1:4010', protocol: 'http' });
  expect(smsProviderSettings({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com' })).toMatchObject({ endpoint: 'dysmsapi.ap-southeast-1.aliyuncs.com', protocol: 'https' });
  expect(refusal({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'ftp://x/y' }).message).toContain('ALIYUN_SMS_ENDPOINT');
  expect(refusal({ ...ALIYUN, ALIYUN_SMS_TIMEOUT_MS: 'soon' }).message).toContain('ALIYUN_SMS_TIMEOUT_MS');
});

test('aliyun without its settings names every one missing, never a value; the server config refuses too', () => {
  const error = refusal({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_SECRET: 'very-secret-value', ALIYUN_SMS_TEMPLATE_FORGET: '  ' });
  expect(error).toBeInstanceOf(SmsProviderSettingsError);
  expect(error.message).toBe(
    'SMS_PROVIDER=aliyun needs these settings (阿里云短信缺少必需的设置): ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_REGISTER, ALIYUN_SMS_TEMPLATE_FORGET, ALIYUN_SMS_TEMPLATE_INITIAL_PASSWORD',
  );
  expect(error.message).not.toContain('very-secret-value');
  for (const name of Object.keys(ALIYUN).filter((name) => name !== 'SMS_PROVIDER')) {
    const { [name as keyof typeof ALIYUN]: _left, ...rest } = ALIYUN;
    expect(refusal(rest).message).toMatch(new RegExp(`: ${name}$`));
  }
  expect(() => loadServerConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(SmsProviderSettingsError);
});

test('an unknown provider is refused by name', () => {
  expect(refusal({ SMS_PROVIDER: 'tencent' }).message).toBe('SMS_PROVIDER "tencent": only outbox and aliyun are built');
});
