/**
 * The API key of POST /api/sms/send (header X-Api-Key): found by its SHA-256 among every company's keys, since the
 * key is what names the company; a missing, unknown or revoked key is 401.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import { asSystem } from '../../context/request-context';
import { unauthorized } from '../../http/envelope';
import { API_KEY_HEADER, API_KEY_STATUS, apiKeyHash } from './api-keys';

export const MISSING_KEY = '请在请求头X-Api-Key中提供接口密钥';
export const INVALID_KEY = '接口密钥无效或已撤销';

export interface SendingKey {
  id: number;
  tenantId: number;
  /** The member who created the key: what it sends is theirs (crtUserId of its records, for 本人/本部门 row scopes). */
  ownerId: number | null;
  ownerName: string | null;
}

export async function sendingKey(ctx: Context, services: Services): Promise<SendingKey> {
  const secret = ctx.get(API_KEY_HEADER).trim();
  if (!secret) throw unauthorized(MISSING_KEY);
  if (secret.length > 100) throw unauthorized(INVALID_KEY);
  // asSystem: the key names the company, so it is looked up across companies (by its hash only).
  const key = (await asSystem(() => services.data.section('apiKey').findOne({ where: { keyHash: apiKeyHash(secret) }, attributes: ['id', 'tenantId', 'status', 'crtUserId', 'crtUserName'], raw: true }))) as any;
  if (!key || Number(key.status) !== API_KEY_STATUS.active) throw unauthorized(INVALID_KEY);
  return { id: key.id, tenantId: key.tenantId, ownerId: key.crtUserId ?? null, ownerName: key.crtUserName ?? null };
}
