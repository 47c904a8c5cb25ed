import type { SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { catalogueByIds, inUseWhere } from './app-subscriptions';

/**
 * The workbench's 我的应用 (spec doc 1 §2; section myApps, schemas/company/myApps.json, its path GET
 * plt-application/myApps not in the spec): the company's cloud apps in use (inUseWhere: status 2 and the end time not
 * passed) — that this member may use: an administrator every one, a member those assigned to them in
 * 应用权限; in catalogue order, with the catalogue's name, code, logo and address.
 */
export const myAppsHooks: SectionHooks = {
  async rowWhere({ ctx, services }) {
    const actor = ctx.state.actor as Actor;
    if (actor.isCompanyAdmin) return inUseWhere();
    const assigned = (await services.data.rows('UserApp').findAll({ where: { membershipId: actor.membershipId }, attributes: ['appId'], raw: true })) as any[];
    return { ...inUseWhere(), appId: assigned.map((row) => row.appId) };
  },
  decorateOperation: {
    async list(rows, { services }) {
      const catalogue = await catalogueByIds(services, rows.map((row) => row.appId));
      for (const row of rows) {
        const app = catalogue.get(row.appId);
        Object.assign(row, { code: app?.code ?? null, appName: app?.name ?? null, imageUrl: app?.logo ?? null, hrefUrl: app?.hrefUrl ?? null });
      }
    },
  },
};
