/**
 * 考勤记录 (schemas/attendance/signRecord.json): the company's attendance records and statistics are the engine's
 * list, summary and export over SignRecord, within the grant's row scope (全部 / 本部门 / 本人 by the record's
 * department and account). This module only names each record's department (`departName`).
 */
import { Op } from 'sequelize';
import type { SectionHooks } from '../../engine/section-hooks';
import type { Services } from '../../services';

/** `departName` of wire rows holding `departId`: the department's name, also of one deleted since. */
export async function withDepartNames(services: Services, rows: Record<string, any>[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => row.departId).filter((id) => typeof id === 'number'))];
  const departs = ids.length ? ((await services.data.section('depart').findAll({ where: { id: { [Op.in]: ids } }, attributes: ['id', 'name'], paranoid: false, raw: true })) as any[]) : [];
  const names = new Map(departs.map((depart) => [depart.id, depart.name as string]));
  for (const row of rows) row.departName = names.get(row.departId) ?? null;
}

export const signRecordHooks: SectionHooks = {
  decorate: (rows, { services }) => withDepartNames(services, rows),
};
