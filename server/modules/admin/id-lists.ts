import { badRequest } from '../../http/envelope';
import { readId } from '../../engine/paging';

/** A single id from a body field, e.g. `appId` or `groupId`. */
export function bodyId(body: unknown, field: string, missingMessage: string): number {
  const value = body && typeof body === 'object' ? (body as any)[field] : undefined;
  if (value === undefined || value === null || value === '') throw badRequest(missingMessage, [field]);
  return readId(value);
}

/** The JSON body as an object (an array or text is a malformed request). */
export function bodyObject(body: unknown): Record<string, any> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求格式不正确', []);
  return body as Record<string, any>;
}
