import { loadServerConfig } from '../../config/server';
import { MissingSettingsError } from '../../config/production-settings';

/** NODE_ENV=production: the settings it requires, the console client and the payment channel it gets (issue 25). */
const FULL = {
  NODE_ENV: 'production',
  SECRET_KEY: 'k'.repeat(32),
  OAUTH_CLIENT_SECRET: 'client-secret',
  OPERATOR_MOBILE: '18600000000',
  OPERATOR_PASSWORD: 'Operator@2026',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadServerConfig(env);
  } catch (error) {
    return error as MissingSettingsError;
  }
  throw new Error('the settings were accepted');
};

test('production without its settings names every one missing, on one line', () => {
  const error = refusal({ NODE_ENV: 'production' });
  expect(error).toBeInstanceOf(MissingSettingsError);
  expect(error.names).toEqual(['SECRET_KEY', 'OAUTH_CLIENT_SECRET', 'OPERATOR_MOBILE', 'OPERATOR_PASSWORD']);
  expect(error.message).toBe('missing required settings for production (生产模式缺少必需的设置): SECRET_KEY, OAUTH_CLIENT_SECRET, OPERATOR_MOBILE, OPERATOR_PASSWORD');
  expect(error.message).not.toContain('\n');
});

test('a short SECRET_KEY, a blank or malformed value is refused by name', () => {
  expect(refusal({ ...FULL, SECRET_KEY: 'k'.repeat(31) }).names).toEqual(['SECRET_KEY (at least 32 characters)']);
  expect(refusal({ ...FULL, OAUTH_CLIENT_SECRET: '  ', OPERATOR_MOBILE: '12345' }).names).toEqual(['OAUTH_CLIENT_SECRET', 'OPERATOR_MOBILE (a mainland mobile number, 11 digits)']);
  expect(refusal({ ...FULL, OPERATOR_PASSWORD: 'p'.repeat(65) }).names).toEqual(['OPERATOR_PASSWORD (at most 64 characters)']);
});

test('the full set: production mode, only the console client with its secret, SECRET_KEY signs payments, no sandbox', () => {
  const config = loadServerConfig({ ...FULL, OAUTH_CLIENTS: 'console:console,other:x', PAYMENT_SECRET: 'ignored' });
  expect(config.mode).toBe('production');
  expect({ ...config.oauthClients }).toEqual({ console: 'client-secret' });
  expect(config.firstOperator).toEqual({ mobile: '18600000000', password: 'Operator@2026' });
  expect(config.payment).toMatchObject({ gateway: 'none', secret: FULL.SECRET_KEY });
  expect(loadServerConfig({ ...FULL, PAYMENT_SANDBOX: '1' }).payment.gateway).toBe('sandbox');
});

test('anything but NODE_ENV=production is the demo: console:console, the sandbox, no operator from the environment', () => {
  for (const NODE_ENV of [undefined, 'test', 'development']) {
    const config = loadServerConfig({ NODE_ENV });
    expect(config.mode).toBe('demo');
    expect({ ...config.oauthClients }).toEqual({ console: 'console' });
    expect(config.payment.gateway).toBe('sandbox');
    expect(config.firstOperator).toBeUndefined();
  }
  expect(loadServerConfig({ SECRET_KEY: 'demo-key' }).payment.secret).toBe('demo-key');
});
