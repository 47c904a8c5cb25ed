/**
 * The one reading of ids, id lists, `page` and `limit` from a request: positive decimal integers, anything else
 * a 400.
 */
import { badRequest } from '../http/envelope';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/** The spec's largest page size. */
export const MAX_LIMIT = 1000;
const PAGING_MESSAGE = '分页参数不正确';
const DECIMAL = /^[0-9]{1,16}$/;

/**
 * A positive safe integer written in decimal digits, or a JSON number that is one; anything else (true, [7],
 * "0x1", "7e0", " 7 ", 1.5, 0) is undefined. The one reading of ids, pages and limits.
 */
export function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** `page` (1-based) and `limit` (≤ 1,000) from the query; absent means page 1 of 10. The offset stays a safe integer. */
export function readPaging(query: Record<string, unknown>): Paging {
  const page = query.page === undefined || query.page === '' ? 1 : positiveInteger(query.page);
  const limit = query.limit === undefined || query.limit === '' ? 10 : positiveInteger(query.limit);
  if (page === undefined || limit === undefined || limit > MAX_LIMIT) throw badRequest(PAGING_MESSAGE, ['page', 'limit']);
  const offset = (page - 1) * limit;
  if (!Number.isSafeInteger(offset)) throw badRequest(PAGING_MESSAGE, ['page', 'limit']);
  return { page, limit, offset };
}

/** A route, query or body id: a positive integer in decimal digits (or a JSON number that is one), else 400. */
export function readId(value: unknown, message = '参数id格式不正确', field = 'id'): number {
  const id = positiveInteger(value);
  if (id === undefined) throw badRequest(message, [field]);
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
  return [...new Set(parts.map((part) => readId(part)))];
}
