/**
 * 面单记录 (sheet) and 查询记录 (inquiry): two list sections over the same usage records (LogisticsUsage), each the
 * rows of its type only — the rule of every read, so a grant of one never shows the other's rows.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import { USAGE_TYPE } from './logistics-usage';

export const sheetHooks: SectionHooks = { rowWhere: () => ({ type: USAGE_TYPE.waybill }) };
export const inquiryHooks: SectionHooks = { rowWhere: () => ({ type: USAGE_TYPE.query }) };
