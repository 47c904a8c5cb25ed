import path from 'node:path';

/** Server settings, read from the environment with defaults for the embedded setup. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  webDir: string;
  oauthClients: Record<string, string>;
  tokenTtlSeconds: number;
  sms: { exposeCode: boolean; codeTtlSeconds: number; resendSeconds: number; dailyLimit: number; maxWrongTries: number };
  login: { maxWrongPasswords: number; lockMinutes: number };
  trialDays: number;
  /** How long a token or permission lookup may be served from memory before the database is asked again. */
  cacheSeconds: number;
  logRequests: boolean;
}

const root = path.resolve(__dirname, '..');

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  return {
    port: Number(env.PORT || 8000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    webDir: path.resolve(root, 'dist'),
    oauthClients: parseClients(env.OAUTH_CLIENTS || 'console:console'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 12 * 3600),
    sms: {
      exposeCode: (env.SMS_EXPOSE_CODE ?? '1') !== '0',
      codeTtlSeconds: Number(env.SMS_CODE_TTL_SECONDS || 300),
      resendSeconds: 60,
      dailyLimit: Number(env.SMS_DAILY_LIMIT || 10),
      maxWrongTries: 5,
    },
    login: { maxWrongPasswords: 5, lockMinutes: 15 },
    trialDays: 7,
    cacheSeconds: Number(env.CACHE_SECONDS || 5),
    logRequests: env.LOG_REQUESTS === '1',
  };
}

function parseClients(text: string): Record<string, string> {
  const clients: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const [id, secret] = pair.split(':');
    if (id && secret) clients[id.trim()] = secret.trim();
  }
  return clients;
}
