import { badRequest } from '../http/envelope';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

const MAX_LIMIT = 1000;

/** `page` (1-based) and `limit` from the query; absent means page 1 of 10. */
export function readPaging(query: Record<string, unknown>): Paging {
  const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
  const limit = query.limit === undefined || query.limit === '' ? 10 : Number(query.limit);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw badRequest('分页参数不正确', ['page', 'limit']);
  }
  return { page, limit, offset: (page - 1) * limit };
}

/** A route id parameter: a positive integer, else 404 (an id that cannot exist). */
export function readId(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('参数id格式不正确', ['id']);
  return id;
}

const MAX_IDS = 1000;

/**
 * One id or several: `3`, `"1,2,3"` (path or query) or `[1, 2, 3]` (JSON body). Every id must be a
 * positive integer; duplicates collapse. Generic destroy takes this, so a bulk delete is one request.
 */
export function readIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  if (parts.length === 0 || parts.length > MAX_IDS) throw badRequest(`一次最多操作${MAX_IDS}条数据`, ['id']);
  return [...new Set(parts.map((part) => readId(typeof part === 'string' ? part.trim() : part)))];
}
