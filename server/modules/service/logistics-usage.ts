/**
 * Logistics usage (电子面单, 物流查询): one waybill or one tracking query the company's own systems make with an API
 * key. One of the pack bought in commerce (ServiceAccount.waybillCount / queryCount) is taken by a conditional
 * UPDATE (`n = n - 1 WHERE n >= 1`) in the same transaction as the usage record (LogisticsUsage, its type and the
 * Shanghai day), so concurrent calls never take a count below zero and every taken one has its record; nothing
 * left writes nothing (409).
 */
import crypto from 'node:crypto';
import { Op } from 'sequelize';
import type { Services } from '../../services';
import { shanghaiDay } from '../../engine/calendar-days';

export const USAGE_TYPE = { query: 1, waybill: 2 } as const;
export type UsageType = (typeof USAGE_TYPE)[keyof typeof USAGE_TYPE];

/** The ServiceAccount counter each usage type takes from. */
export const COUNTER_OF: Record<UsageType, 'waybillCount' | 'queryCount'> = { 2: 'waybillCount', 1: 'queryCount' };
export const NOTHING_LEFT: Record<UsageType, string> = { 2: '电子面单余量不足', 1: '物流查询余量不足' };

/** A waybill number: YD, the Shanghai day and ten random digits (unique enough for an outbox of test waybills). */
export const newWaybillNo = () => `YD${shanghaiDay().replace(/-/g, '')}${crypto.randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`;

/** Takes one of the company's `type` counter and writes its record (in the company's context), or null when none is left. */
export async function takeUsage(services: Services, type: UsageType, values: Record<string, unknown>): Promise<Record<string, any> | null> {
  const counter = COUNTER_OF[type];
  return services.data.transaction(async () => {
    const taken = await services.data.rows('ServiceAccount').addTo(counter, -1, { where: { [counter]: { [Op.gte]: 1 } } });
    if (taken !== 1) return null;
    const record = await services.data.rows('LogisticsUsage').create({ ...values, type, usageDate: shanghaiDay() });
    return record.get({ plain: true });
  });
}
