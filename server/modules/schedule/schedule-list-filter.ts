import { badRequest } from '../../http/envelope';
import type { VisibleFilter } from './schedule-store';

/** A list parameter: `1,2`, repeated, or `scheduleType[]=1`; empty or absent is no filter. */
function numberList(value: unknown, message: string, field: string): number[] | undefined {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === 'string' ? part.split(',') : part === undefined || part === null ? [] : [String(part)]));
  const items = parts.map((part) => part.trim()).filter(Boolean);
  if (!items.length) return undefined;
  const numbers = items.map(Number);
  if (numbers.some((n) => !Number.isSafeInteger(n) || n < 0)) throw badRequest(message, [field]);
  return numbers;
}

/** The calendar's and list's filters (spec doc 1 §2): scheduleType (type ids) and source (0 我创建的, 1 他人创建的, 2 抄送我的). */
export function listFilter(params: Record<string, any>): VisibleFilter {
  const sources = numberList(params.source ?? params['source[]'], '日程来源不正确', 'source');
  if (sources?.some((source) => source > 2)) throw badRequest('日程来源不正确', ['source']);
  return { types: numberList(params.scheduleType ?? params['scheduleType[]'], '日程类型不正确', 'scheduleType'), sources };
}
