/**
 * Small readings the login and registration routes share: a mainland mobile number, one string from a query
 * value.
 */
import { badRequest } from '../../http/envelope';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** A mainland mobile number from a query or body value, else 400 with the given message. */
export function requireMobile(value: unknown, emptyMessage: string, formatMessage = '你输入的电话号码格式不对!'): string {
  if (value === undefined || value === null || value === '') throw badRequest(emptyMessage, ['mobile']);
  const mobile = String(value).trim();
  if (!MOBILE_PATTERN.test(mobile)) throw badRequest(formatMessage, ['mobile']);
  return mobile;
}

/** Koa gives repeated query keys as arrays; handlers want one string. */
export function one(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length ? String(value[0]) : undefined;
  return value === undefined || value === null ? undefined : String(value);
}
