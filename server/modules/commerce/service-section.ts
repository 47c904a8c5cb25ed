import type { SectionHooks } from '../../engine/section-hooks';
import { shanghaiTime } from '../../http/format';
import { APP_STATUS, catalogueByIds, catalogueWire, effectiveStatus } from '../business/app-subscriptions';

/** 服务管理's status (spec doc 2 §4 "Service status 0 in use, otherwise expired"). */
export const SERVICE_STATUS = { inUse: 0, expired: 1 } as const;

/** The service console's entry (schemas/service/area.json) where a counted service's pack is used, by its counter. */
const CONSOLE_ENTRY: Record<string, string> = { smsCount: 'signatureManage', waybillCount: 'electronic', queryCount: 'query' };

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const instant = (value: unknown) => (typeof value === 'string' && WIRE_TIME.test(value) ? shanghaiTime(value) : (value as Date | null | undefined));

/**
 * 服务管理 (schemas/admin/service.json on the AppSubscription resource, kind-1 catalogue entries): each row gets the
 * service's id, name and type, its status as the spec reads it (0 in use: the subscription is in use and not past its
 * end; otherwise 1 expired), whether it has a console page (a counted service) and which entry of the console it opens, and the catalogue entry serialised
 * as the purchase page takes it (`purchaseData`, 续费 → /sellApplication?applicationIndex=1&data=).
 */
async function decorateServices(rows: Record<string, any>[], { services }: Parameters<NonNullable<SectionHooks['decorate']>>[1]) {
  const catalogue = await catalogueByIds(services, rows.map((row) => row.appId));
  for (const row of rows) {
    const app = catalogue.get(row.appId);
    if (!app) continue;
    const inUse = effectiveStatus({ status: row.status, endTime: instant(row.endTime) }) === APP_STATUS.inUse;
    Object.assign(row, {
      serverId: app.id,
      serverName: app.name,
      serverType: app.serverType ?? null,
      status: inUse ? SERVICE_STATUS.inUse : SERVICE_STATUS.expired,
      hasConsole: app.counter ? 1 : 0,
      consoleEntry: (app.counter && CONSOLE_ENTRY[app.counter]) || null,
      purchaseData: JSON.stringify(catalogueWire(app)),
    });
  }
}

export const serviceHooks: SectionHooks = {
  decorate: decorateServices,
  decorateOperation: { list: decorateServices },
};
