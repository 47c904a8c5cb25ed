import { badRequest } from '../../http/envelope';
import { readId } from '../../engine/paging';

/**
 * Ids from a selection in a body: `[1, 2]` or `[{id: 1}, {id: 2}]` (the spec's userDTOList/appDTOList).
 * An empty or missing selection answers the spec's message (e.g. '请选择您要添加数据!').
 */
export function idsFrom(list: unknown, emptyMessage: string, field: string): number[] {
  if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) throw badRequest(emptyMessage, [field]);
  if (!Array.isArray(list) || list.length > 1000) throw badRequest('请求格式不正确', [field]);
  return [...new Set(list.map((item) => readId(item && typeof item === 'object' ? (item as any).id : item)))];
}

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
