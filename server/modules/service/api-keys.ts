/**
 * 接口密钥 (schemas/service/apiKey.json): the keys a company's own systems send SMS with (POST /api/sms/send). A key's
 * secret is random (32 bytes, base64url, prefixed `sk_`), answered once by its create and stored only as its SHA-256
 * beside a short visible prefix; revoking is the section's declared transition (status 0 → 1).
 */
import crypto from 'node:crypto';
import type { Context } from 'koa';
import type { SectionHooks } from '../../engine/section-hooks';
import { digest } from '../../auth/secrets';

export const API_KEY_STATUS = { active: 0, revoked: 1 } as const;
export const API_KEY_HEADER = 'x-api-key';

/** `sk_` and 32 random bytes in base64url (43 characters): 256 bits, so a plain SHA-256 is the right stored form. */
export const newApiKeySecret = () => `sk_${crypto.randomBytes(32).toString('base64url')}`;
/** What a list shows of a key: `sk_` and its first eight characters. */
export const apiKeyPrefix = (secret: string) => secret.slice(0, 11);
export const apiKeyHash = (secret: string) => digest(`sms-api-key:${secret}`);

/** The secrets made by this request's create, by prefix, until its answer is written (ctx.state lives one request). */
const madeSecrets = (ctx: Context): Map<string, string> => (ctx.state.apiKeySecrets ??= new Map());

export const apiKeyHooks: SectionHooks = {
  beforeCreate(values, { ctx }) {
    const secret = newApiKeySecret();
    madeSecrets(ctx).set(apiKeyPrefix(secret), secret);
    return { name: values.name, keyPrefix: apiKeyPrefix(secret), keyHash: apiKeyHash(secret), status: API_KEY_STATUS.active };
  },
  /** Only the create's own answer carries the secret: no other read finds one in this request's state. */
  decorate(rows, { ctx }) {
    const secrets = ctx.state.apiKeySecrets as Map<string, string> | undefined;
    for (const row of rows) {
      const secret = secrets?.get(row.keyPrefix);
      if (secret) row.secret = secret;
    }
    ctx.state.apiKeySecrets = undefined;
  },
};
