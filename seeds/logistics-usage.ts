import { asTenant } from '../server/context/request-context';
import { addDays, shanghaiDay } from '../server/engine/calendar-days';
import { USAGE_TYPE } from '../server/modules/service/logistics-usage';
import type { AreaSeeder } from './areas';

const COMPANY = '演示科技有限公司';
export const LOGISTICS_DEMO_DAYS = 60;
/** What remains of the demo company's waybill and query packs. */
const REMAINING = { waybillCount: 200, queryCount: 500 };

/** A varying but repeatable day's usage (every day has some), d days back. */
export const demoWaybills = (d: number) => 3 + ((d * 7) % 11);
export const demoQueries = (d: number) => 5 + ((d * 5) % 13);

/**
 * 60 days of electronic waybills and logistics queries of the demo company (电子面单 / 物流查询 charts, 面单记录 /
 * 查询记录), at noon Shanghai time of each day (today's not after now), and what remains of its packs. Left alone
 * when it has usage already.
 */
export const seedLogisticsUsage: AreaSeeder = async ({ services, tenants }) => {
  const tenantId = tenants.get(COMPANY);
  if (!tenantId) return;
  await asTenant(tenantId, async () => {
    const usage = services.data.rows('LogisticsUsage');
    if (await usage.count()) return;
    const today = shanghaiDay();
    const rows: Record<string, unknown>[] = [];
    for (let d = LOGISTICS_DEMO_DAYS - 1; d >= 0; d--) {
      const day = addDays(today, -d);
      const at = new Date(Math.min(Date.parse(`${day}T04:00:00Z`), Date.now()));
      const compact = day.replace(/-/g, '');
      for (let i = 0; i < demoWaybills(d); i++) {
        const waybillNo = `YD${compact}${String(i + 1).padStart(10, '0')}`;
        rows.push({ type: USAGE_TYPE.waybill, usageDate: day, crtTime: at, waybillNo, orderNo: `DD${compact}${String(i + 1).padStart(4, '0')}`, receiverName: '陈晓', receiverMobile: '13700000000', address: '上海市浦东新区世纪大道100号' });
      }
      for (let i = 0; i < demoQueries(d); i++) rows.push({ type: USAGE_TYPE.query, usageDate: day, crtTime: at, waybillNo: `YD${compact}${String((i % demoWaybills(d)) + 1).padStart(10, '0')}` });
    }
    await usage.bulkCreate(rows);
    await services.data.rows('ServiceAccount').update(REMAINING, { where: {} });
  });
};
