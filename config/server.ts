import path from 'node:path';
import { PROJECT_ROOT } from '../server/project-root';
import { productionClients, productionSettings, serverMode, type ServerMode } from './production-settings';
import { parseAppOrigins } from '../server/http/request-origin';
import { smsProviderSettings, type SmsProviderSettings } from './sms-provider';

/** Server settings, read from the environment with defaults for the embedded setup. */
export interface ServerConfig {
  /** NODE_ENV=production: production mode (config/production-settings.ts); anything else is the demo. */
  mode: ServerMode;
  /** Production only (OPERATOR_MOBILE, OPERATOR_PASSWORD): the platform operator made at a start that finds none. */
  firstOperator: { mobile: string; password: string } | undefined;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  webDir: string;
  oauthClients: Record<string, string>;
  tokenTtlSeconds: number;
  /** Verification codes. They are only ever texted (the local provider: outbox and log), never answered. */
  sms: { codeTtlSeconds: number; resendSeconds: number; dailyLimit: number; maxWrongTries: number };
  /** Who delivers texts (config/sms-provider.ts): SMS_PROVIDER=outbox (default) or aliyun with its ALIYUN_SMS_* settings. */
  smsProvider: SmsProviderSettings;
  login: { maxWrongPasswords: number; lockMinutes: number };
  /** Sliding-window limits per client address and per account (mobile), counted in the database or Redis: see README, Security. */
  rateLimits: RateLimits;
  /** Redis for the rate limits' counters (REDIS_URL, e.g. redis://127.0.0.1:6379); unset, they live in the database. */
  redisUrl: string | undefined;
  /** What the counters' Redis keys start with, so several apps can share one Redis. */
  rateLimitKeyPrefix: string;
  /** Uploads: bytes a company may store in all; files no record refers to are removed after `unreferencedHours`. */
  storage: { quotaBytes: number; unreferencedHours: number };
  trialDays: number;
  /** How long a token or permission lookup may be served from memory before the database is asked again. */
  cacheSeconds: number;
  /** How often the schedule reminder job runs (SCHEDULE_REMINDER_SECONDS, a minute by default; 0 does not start it). */
  scheduleReminderSeconds: number;
  /** Payments by QR (server/providers/payment): the gateway, its signing secret, how long a QR may be paid. */
  payment: PaymentSettings;
  /** How often the subscription expiry job runs (SUBSCRIPTION_EXPIRY_SECONDS, an hour by default; 0 does not start it). */
  subscriptionExpirySeconds: number;
  /** How often the attendance daily close runs (ATTENDANCE_CLOSE_SECONDS, an hour by default; 0 does not start it). */
  attendanceCloseSeconds: number;
  logRequests: boolean;
  /** APP_ORIGINS: origins besides the request's own whose pages may use the session cookie (server/http/request-origin.ts). */
  appOrigins: string[];
  /** SITE_ORIGIN: the public site's address for canonical links, Open Graph and the sitemap; unset: the request's own origin. */
  siteOrigin?: string;
  /** xlsx exports: how many run at once (per instance, per company) and how many rows one writes at most. */
  exports: ExportLimits;
}

/** xlsx exports (server/engine/xlsx-export.ts). The running counts are per process: they bound its memory and CPU. */
export interface ExportLimits {
  /** EXPORT_MAX_RUNNING: exports running at once in this instance (2). */
  maxRunning: number;
  /** EXPORT_MAX_PER_COMPANY: exports running at once for one company in this instance (1). */
  maxPerCompany: number;
  /** EXPORT_MAX_ROWS: rows an export writes at most (100,000); a last row then says the export stopped there. */
  maxRows: number;
}

export interface PaymentSettings {
  /**
   * `sandbox` (a local confirm page; the demo's, or production's with PAYMENT_SANDBOX=1) or `none` (production's
   * default: no channel, a QR payment is 409 未配置支付渠道). PAYMENT_GATEWAY may only name `sandbox`.
   */
  gateway: 'sandbox' | 'none';
  /**
   * The HMAC-SHA256 key of the gateway's links and notifications: SECRET_KEY in production; in the demo PAYMENT_SECRET
   * or SECRET_KEY, unset, one made on first use is kept in the database.
   */
  secret: string | undefined;
  /** How long a QR (its link) may be paid: 60 s (spec: payment QR validity). */
  qrSeconds: number;
}

/** At most `limit` requests in any `seconds` long window. */
export interface WindowLimit {
  limit: number;
  seconds: number;
}

/** The calls that are limited: the token endpoint, SMS sends, and the public look-ups of a mobile number. */
/** smsSend: POST /api/sms/send, counted per API key (perAddress) and per mobile (perAccount), once per message. */
/** logistics: POST /api/logistics/waybill and /query, counted per API key (perAddress) and per company (perAccount). */
export type RateLimitedCall = 'login' | 'sms' | 'lookup' | 'smsSend' | 'logistics';
export type RateLimits = Record<RateLimitedCall, { perAddress: WindowLimit; perAccount: WindowLimit }>;

const root = PROJECT_ROOT;

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const mode = serverMode(env);
  // Production without its secrets stops here, before any database is opened.
  const production = mode === 'production' ? productionSettings(env) : undefined;
  return {
    mode,
    firstOperator: production?.operator,
    port: Number(env.PORT || 8000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    webDir: path.resolve(root, 'dist'),
    siteOrigin: env.SITE_ORIGIN ? new URL(env.SITE_ORIGIN).origin : undefined,
    oauthClients: production ? productionClients(production) : parseClients(env.OAUTH_CLIENTS || 'console:console'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 12 * 3600),
    sms: {
      codeTtlSeconds: Number(env.SMS_CODE_TTL_SECONDS || 300),
      resendSeconds: 60,
      dailyLimit: Number(env.SMS_DAILY_LIMIT || 10),
      maxWrongTries: 5,
    },
    smsProvider: smsProviderSettings(env),
    login: { maxWrongPasswords: 5, lockMinutes: 15 },
    rateLimits: {
      login: { perAddress: windowLimit(env.RATE_LIMIT_LOGIN_ADDRESS, '30/60'), perAccount: windowLimit(env.RATE_LIMIT_LOGIN_ACCOUNT, '10/60') },
      sms: { perAddress: windowLimit(env.RATE_LIMIT_SMS_ADDRESS, '20/3600'), perAccount: windowLimit(env.RATE_LIMIT_SMS_ACCOUNT, '10/3600') },
      lookup: { perAddress: windowLimit(env.RATE_LIMIT_LOOKUP_ADDRESS, '60/60'), perAccount: windowLimit(env.RATE_LIMIT_LOOKUP_ACCOUNT, '20/60') },
      smsSend: { perAddress: windowLimit(env.RATE_LIMIT_SMS_SEND_KEY, '600/60'), perAccount: windowLimit(env.RATE_LIMIT_SMS_SEND_MOBILE, '10/3600') },
      logistics: { perAddress: windowLimit(env.RATE_LIMIT_LOGISTICS_KEY, '600/60'), perAccount: windowLimit(env.RATE_LIMIT_LOGISTICS_COMPANY, '3000/60') },
    },
    redisUrl: env.REDIS_URL || undefined,
    rateLimitKeyPrefix: env.RATE_LIMIT_KEY_PREFIX || 'ratelimit:',
    storage: {
      quotaBytes: Number(env.STORAGE_QUOTA_MB || 500) * 1024 * 1024,
      unreferencedHours: Number(env.STORAGE_UNREFERENCED_HOURS || 24),
    },
    trialDays: 7,
    cacheSeconds: Number(env.CACHE_SECONDS || 5),
    scheduleReminderSeconds: Number(env.SCHEDULE_REMINDER_SECONDS ?? 60),
    payment: {
      gateway: paymentGateway(env.PAYMENT_GATEWAY, mode === 'production' && env.PAYMENT_SANDBOX !== '1'),
      secret: production?.secretKey ?? (env.PAYMENT_SECRET || env.SECRET_KEY || undefined),
      qrSeconds: Number(env.PAYMENT_QR_SECONDS || 60),
    },
    subscriptionExpirySeconds: Number(env.SUBSCRIPTION_EXPIRY_SECONDS ?? 3600),
    attendanceCloseSeconds: Number(env.ATTENDANCE_CLOSE_SECONDS ?? 3600),
    logRequests: env.LOG_REQUESTS === '1',
    appOrigins: parseAppOrigins(env.APP_ORIGINS),
    exports: {
      maxRunning: positiveSetting(env.EXPORT_MAX_RUNNING, 2, 'EXPORT_MAX_RUNNING'),
      maxPerCompany: positiveSetting(env.EXPORT_MAX_PER_COMPANY, 1, 'EXPORT_MAX_PER_COMPANY'),
      maxRows: positiveSetting(env.EXPORT_MAX_ROWS, 100_000, 'EXPORT_MAX_ROWS'),
    },
  };
}

/** A whole number ≥ 1 from the environment, else the default; anything else stops the start with the variable's name. */
function positiveSetting(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} "${text}" is not a whole number of at least 1`);
  return value;
}

/** Production has no sandbox unless PAYMENT_SANDBOX=1: its confirm page pays any order for nothing. */
function paymentGateway(name: string | undefined, sandboxOff: boolean): PaymentSettings['gateway'] {
  if (name && name !== 'sandbox') throw new Error(`PAYMENT_GATEWAY "${name}": only the sandbox gateway is built`);
  return sandboxOff ? 'none' : 'sandbox';
}

/** `limit/seconds`, e.g. `30/60`: 30 requests in any 60 seconds. */
function windowLimit(text: string | undefined, fallback: string): WindowLimit {
  const match = /^(\d+)\/(\d+)$/.exec((text || fallback).trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`rate limit "${text}" is not limit/seconds, e.g. 30/60`);
  return { limit: Number(match[1]), seconds: Number(match[2]) };
}

function parseClients(text: string): Record<string, string> {
  // No prototype: a client id such as `__proto__` or `toString` names nothing.
  const clients: Record<string, string> = Object.create(null);
  for (const pair of text.split(',')) {
    const [id, secret] = pair.split(':');
    if (id && secret) clients[id.trim()] = secret.trim();
  }
  return clients;
}
