import { MOBILE_PATTERN } from '../server/modules/auth/login-rules';

/**
 * `demo` (the default `npm start`: demo companies seeded, the payment sandbox on) or `production` (NODE_ENV=production:
 * the secrets below required, no demo data, no sandbox unless PAYMENT_SANDBOX=1). Tests run with NODE_ENV=test: demo.
 */
export type ServerMode = 'demo' | 'production';

export const SECRET_KEY_MIN_LENGTH = 32;
/** The token endpoint refuses longer passwords (oauth-routes.ts): a longer operator password could never log in. */
const PASSWORD_MAX_LENGTH = 64;

export interface ProductionSettings {
  /** SECRET_KEY: signs payment links and notifications, and anything else the server signs. */
  secretKey: string;
  /** OAUTH_CLIENT_SECRET: the `console` client's secret at the token endpoint. */
  oauthClientSecret: string;
  /** OPERATOR_MOBILE, OPERATOR_PASSWORD: the first platform operator, made at a start that finds none. */
  operator: { mobile: string; password: string };
}

/** A production start without its settings: one line naming every variable that is missing or unusable. */
export class MissingSettingsError extends Error {
  constructor(readonly names: string[]) {
    super(`missing required settings for production (生产模式缺少必需的设置): ${names.join(', ')}`);
    this.name = 'MissingSettingsError';
  }
}

export function serverMode(env: NodeJS.ProcessEnv): ServerMode {
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

/** The settings production mode requires, read from the environment; throws MissingSettingsError naming each one absent or unusable. */
export function productionSettings(env: NodeJS.ProcessEnv): ProductionSettings {
  const problems: string[] = [];
  const read = (name: string, problem?: (value: string) => string | undefined) => {
    const value = env[name];
    if (!value?.trim()) problems.push(name);
    else if (problem?.(value)) problems.push(`${name} (${problem(value)})`);
    return value ?? '';
  };
  const secretKey = read('SECRET_KEY', (value) => (value.length < SECRET_KEY_MIN_LENGTH ? `at least ${SECRET_KEY_MIN_LENGTH} characters` : undefined));
  const oauthClientSecret = read('OAUTH_CLIENT_SECRET');
  const mobile = read('OPERATOR_MOBILE', (value) => (MOBILE_PATTERN.test(value.trim()) ? undefined : 'a mainland mobile number, 11 digits'));
  const password = read('OPERATOR_PASSWORD', (value) => (value.length > PASSWORD_MAX_LENGTH ? `at most ${PASSWORD_MAX_LENGTH} characters` : undefined));
  if (problems.length) throw new MissingSettingsError(problems);
  return { secretKey, oauthClientSecret, operator: { mobile: mobile.trim(), password } };
}

/** The token endpoint's clients in production: the web client `console` with OAUTH_CLIENT_SECRET, and no other. */
export function productionClients(settings: ProductionSettings): Record<string, string> {
  // No prototype: a client id such as `__proto__` or `toString` names nothing (as config/server.ts parseClients).
  return Object.assign(Object.create(null), { console: settings.oauthClientSecret });
}
