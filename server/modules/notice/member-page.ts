/**
 * The company's current members for a picker, `{id: member id, name, code, departName}` a page: 通知公告's and 日程's
 * `userPage`, declared as operations over the Membership resource (schemas/notice/userNotice.json,
 * schemas/schedule/schedule.json) with `memberPickerRows` as their decorate.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';

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

