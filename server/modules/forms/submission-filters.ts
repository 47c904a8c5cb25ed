/**
 * What the submissions calls (list, versions, export) read from the query: the form (`formId`, required, within the
 * caller's grant: another company's or an unreachable one is 404), the department (with every department under it)
 * and `startTime`/`endTime` on crtTime (whole Shanghai days, or exact times).
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { readId } from '../../engine/paging';
import { badRequest } from '../../http/envelope';
import { departIndex, subtreeIds } from '../admin/user-rows';

/** The form a submissions call names (`formId`), as the caller's grant reaches it. */
export async function reachableForm({ ctx, services }: HookContext): Promise<any> {
  const raw = ctx.query.formId;
  if (raw === undefined || raw === '') throw badRequest('请选择表单', ['formId']);
  const id = readId(raw, '表单参数格式不正确', 'formId');
  return services.data.caller(ctx, { sectionId: 'designedForm' }).get(id, '表单不存在');
}

/** The department filter: the department and every live one under it (an unknown id matches nothing). */
export async function departWhere(ctx: Context, services: Services): Promise<WhereOptions[]> {
  const raw = ctx.query.departId;
  if (raw === undefined || raw === '') return [];
  const id = readId(raw, '部门参数格式不正确', 'departId');
  const index = await departIndex(services, (ctx.state.actor as Actor).tenantId);
  return [{ departId: index.byId.has(id) ? subtreeIds(index, id) : [] }];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** A day (its start, or the next day's start for an end) or a time, read as Shanghai time. */
function instant(value: string, end: boolean, name: string): Date {
  const text = value.trim();
  let at: Date | undefined;
  if (DAY.test(text)) {
    at = new Date(`${text}T00:00:00+08:00`);
    if (end) at = new Date(at.getTime() + 86_400_000);
  } else if (TIME.test(text)) at = new Date(`${text.replace(' ', 'T')}+08:00`);
  if (!at || Number.isNaN(at.getTime())) throw badRequest('提交时间格式不正确', [name]);
  return at;
}

export function submissionTimeWhere(query: Record<string, unknown>): WhereOptions[] {
  const out: WhereOptions[] = [];
  const { startTime, endTime } = query;
  if (typeof startTime === 'string' && startTime !== '') out.push({ crtTime: { [Op.gte]: instant(startTime, false, 'startTime') } });
  if (typeof endTime === 'string' && endTime !== '') {
    const end = instant(endTime, true, 'endTime');
    out.push({ crtTime: DAY.test(endTime.trim()) ? { [Op.lt]: end } : { [Op.lte]: end } });
  }
  return out;
}
