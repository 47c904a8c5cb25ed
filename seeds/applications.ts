import type { Services } from '../server/services';
import { asTenant } from '../server/context/request-context';
import type { SeedContext } from './areas';
import { fenOf } from '../server/engine/money';
import data from './applications.json';
import { ensureWebTemplates } from './web-templates';

const DAY = 24 * 3600 * 1000;

/**
 * The platform catalogue of cloud apps and services (by code, so running it again updates in place) with their packages,
 * and the website templates; one transaction.
 */
export async function ensureCatalogue(services: Services): Promise<Map<string, number>> {
  const { AppCatalog } = services.db.models;
  const ids = new Map<string, number>();
  await services.data.transaction(async () => {
    for (const [index, item] of data.catalogue.entries()) {
      const values = {
        code: item.code,
        name: item.name,
        kind: item.kind,
        serverType: (item as { serverType?: number }).serverType ?? null,
        logo: `/app-logos/${item.code}.svg`,
        cover: `/app-logos/${item.code}.svg`,
        description: item.describe,
        introduce: item.introduce,
        present: item.present,
        userCount: item.userCount,
        helpCount: item.helpCount,
        hrefUrl: `/apps/${item.code}`,
        counter: (item as { counter?: string }).counter ?? null,
        sort: index + 1,
      };
      const found = await AppCatalog.findOne({ where: { code: item.code } });
      const row = found ? await found.update(values) : await AppCatalog.create(values);
      ids.set(item.code, row.id);
      await ensurePackages(services, row.id, item.packages);
    }
    await ensureWebTemplates(services);
  });
  return ids;
}

/**
 * The packages of one catalogue item (CatalogPackage, by item and quantity): apps by months (purchase and renewal),
 * services by messages, waybills, queries, months or devices. Prices are yuan in the seed file, fen in the table.
 * An unchanged package is not written again; a package no longer in the file is left (orders name it).
 */
async function ensurePackages(services: Services, appId: number, packages: { qty: number; unit: string; price: string }[]) {
  const { CatalogPackage } = services.db.models;
  for (const [index, item] of packages.entries()) {
    const values = { appId, qty: item.qty, unit: item.unit, price: fenOf(item.price)!, sort: index + 1 };
    const found = await CatalogPackage.findOne({ where: { appId, qty: item.qty } });
    if (found) await found.update(values);
    else await CatalogPackage.create(values);
  }
}

/** Demo: the catalogue, and each demo company's app subscriptions with the members allowed to use them. */
export async function seedApplications({ services, tenants }: SeedContext): Promise<void> {
  const { Account, Membership, AppSubscription, UserApp } = services.db.models;
  const ids = await ensureCatalogue(services);
  const now = Date.now();
  for (const [companyName, subscriptions] of Object.entries(data.subscriptions)) {
    const tenantId = tenants.get(companyName);
    if (!tenantId) continue;
    await asTenant(tenantId, async () => {
      for (const item of subscriptions) {
        const appId = ids.get(item.code)!;
        await AppSubscription.create({ appId, status: item.status, startTime: new Date(now + item.startDays * DAY), endTime: new Date(now + item.endDays * DAY), seats: item.seats, updUserName: '系统' });
        for (const mobile of item.users) {
          // Accounts belong to no company: no tenant scope to leave.
          const account = await Account.findOne({ where: { mobile } });
          const membership = account && (await Membership.findOne({ where: { accountId: account.id } }));
          if (membership) await UserApp.create({ appId, membershipId: membership.id, updUserName: '系统' });
        }
      }
    });
  }
}
