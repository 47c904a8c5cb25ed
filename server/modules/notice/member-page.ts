/**
 * The company's current members for a picker, `{id: member id, name, code, departName}` a page: 日程's participant
 * picker (`plt-schedule/userPage`, schedule-members.ts). 通知公告's `userPage` is the same list declared as an operation
 * over the Membership resource (schemas/notice/userNotice.json) with `memberPickerRows` as its decorate.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import { ok } from '../../http/envelope';
import { readPaging } from '../../engine/paging';

/** `code` (the member's number, '' when none) and `departName` of member rows (wire rows holding `no`, `departId`). */
export async function memberPickerRows(services: Services, rows: Record<string, any>[]): Promise<void> {
  const departIds = [...new Set(rows.map((row) => row.departId).filter(Boolean))];
  const departs = departIds.length ? ((await services.data.section('depart').findAll({ where: { id: { [Op.in]: departIds } }, attributes: ['id', 'name'], raw: true })) as any[]) : [];
  const names = new Map(departs.map((d) => [d.id, d.name]));
  for (const row of rows) {
    row.code = row.no ?? '';
    row.departName = names.get(row.departId) ?? '';
  }
}

/** `GET …/userPage` (page, limit, name): the company's current members, by id. */
export async function userPage(ctx: Context, services: Services) {
  const members = services.data.rows('Membership');
  const { limit, offset } = readPaging(ctx.query);
  const where: WhereOptions[] = [{ status: 0 }];
  if (typeof ctx.query.name === 'string' && ctx.query.name.trim()) where.push(members.contains('name', ctx.query.name.trim()));
  const { rows, count } = await members.findAndCountAll({ where: { [Op.and]: where }, attributes: ['id', 'name', 'no', 'departId'], order: [['id', 'ASC']], limit, offset, raw: true });
  await memberPickerRows(services, rows);
  ok(ctx, { records: rows.map((row: any) => ({ id: row.id, name: row.name, code: row.code, departName: row.departName })), total: count });
}
