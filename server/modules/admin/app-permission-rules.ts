import type { Services } from '../../services';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { conflict, notFound } from '../../http/envelope';
import { catalogueByIds, decorateSubscriptions, usedSeats } from '../business/app-subscriptions';
import { decorateMemberRows } from './member-rows';

/**
 * Application permissions (spec doc 2 §7 userApp …): a company app (AppSubscription, named by its catalogue id) and
 * its members through UserApp. Lists and links are generic operations over those resources
 * (schemas/admin/permission.json); the rules here are the answer's derived fields and the app's seats.
 */

/** selectAllUser: member rows with the number of apps each may use. */
async function membersWithAppCount(rows: Record<string, any>[], { services }: HookContext) {
  const links = await services.data.rows('UserApp').findAll({ where: { membershipId: rows.map((row) => row.id) }, attributes: ['membershipId'], raw: true });
  const counts = new Map<number, number>();
  for (const link of links as any[]) counts.set(link.membershipId, (counts.get(link.membershipId) ?? 0) + 1);
  await decorateMemberRows(services, rows);
  for (const row of rows) row.appCount = counts.get(row.id) ?? 0;
}

const memberRows = (rows: Record<string, any>[], { services }: HookContext) => decorateMemberRows(services, rows);
const companyApps = (rows: Record<string, any>[], { services }: HookContext) => decorateSubscriptions(services, rows);

export const APP_PERMISSION_DECORATIONS: NonNullable<SectionHooks['decorateOperation']> = {
  selectAllUser: membersWithAppCount,
  selectUser: memberRows,
  selectUserByAppId: memberRows,
  selectAllApp: companyApps,
  selectApp: companyApps,
  selectAppByUserId: companyApps,
};

/**
 * Adds members to one app within its seats (members already there use none). The subscription row is locked
 * first, so two adds cannot both pass the count.
 */
async function withinSeats(services: Services, subscription: any, membershipIds: number[]) {
  await services.data.rows('AppSubscription').findOne({ where: { id: subscription.id }, lock: true });
  const existing = new Set((await services.data.rows('UserApp').findAll({ where: { appId: subscription.appId, membershipId: membershipIds }, attributes: ['membershipId'], raw: true })).map((r: any) => r.membershipId));
  const fresh = membershipIds.filter((id) => !existing.has(id)).length;
  const used = (await usedSeats(services, [subscription.appId])).get(subscription.appId) ?? 0;
  if (used + fresh > subscription.seats) {
    const app = (await catalogueByIds(services, [subscription.appId])).get(subscription.appId);
    throw conflict(`「${app?.name ?? ''}」授权人数不足：共${subscription.seats}个，已使用${used}个，本次添加${fresh}个`);
  }
}

/** The seats rule of addUser (owner: the app) and addApp (owner: the member); a removed member has no apps to change. */
export const beforeAssociate: SectionHooks['beforeAssociate'] = async (owner, change, { services, operation }) => {
  if (operation === 'addApp' || operation === 'delApp') {
    if (owner.status !== 0) throw notFound('用户不存在或已被移除');
    if (operation === 'addApp') for (const subscription of change.targets ?? []) await withinSeats(services, subscription, [owner.id]);
  }
  if (operation === 'addUser') await withinSeats(services, owner, change.ids);
};
