import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import { visibleMenus } from '../../engine/area-menus';
import { companyExpiry } from '../personal/company-expiry';
import { unreadCount } from '../messages/unread-count';

/** The logged-in user's header data (spec doc 1 §3 "User info"); the menu tree is the engine's (area-menus.ts). */
export function mountUserFront(table: RouteTable, services: Services) {
  // Header data changes rarely and is read on every page: keep it for cacheSeconds (key tenant:account).
  const profiles = services.caches.profiles;
  const loadProfile = (actor: Actor) =>
    profiles.get(`${actor.tenantId}:${actor.accountId}`, async () => {
      const [account, company, membership] = await Promise.all([
        services.data.rows('Account').findById(actor.accountId, { attributes: ['photo', 'email'], raw: true }),
        services.data.rows('Company').findById(actor.tenantId, { attributes: ['companyName', 'logo'], raw: true }),
        services.data.rows('Membership').findById(actor.membershipId, { attributes: ['departId', 'position'], raw: true }),
      ]);
      const depart = membership?.departId ? await services.data.section('depart').findById(membership.departId, { attributes: ['name'], raw: true }) : null;
      return {
        photo: account?.photo ?? null,
        logo: company?.logo ?? null,
        companyName: company?.companyName ?? '',
        departName: depart?.name ?? null,
        position: membership?.position ?? null,
      };
    });

  table.add({
    method: 'GET',
    path: '/api/admin/user/front/info',
    object: 'session',
    action: 'read',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const [profile, menus, expiry, newsQty] = await Promise.all([
        loadProfile(actor),
        visibleMenus(services, actor),
        companyExpiry(services, actor.tenantId),
        unreadCount(services, actor.tenantId, actor.accountId),
      ]);
      ok(ctx, {
        id: actor.accountId,
        // One person id (issue 26): the signed-in account, and the member id by which the company API names them.
        accountId: actor.accountId,
        memberId: actor.membershipId,
        name: actor.name,
        mobile: actor.mobile,
        ...profile,
        tenantId: actor.tenantId,
        isCompanyAdmin: actor.isCompanyAdmin ? 1 : 0,
        // The header shows system management only when isSysManager is 0: the user has some menu in it.
        isSysManager: menus.some((menu) => menu.key === 'system') ? 0 : 1,
        // The member's unread messages (both kinds), cached per account beside the profile and dropped when they change.
        newsQty,
        // The session's invalid flag (spec doc 1 §2 Expiry reminder): the company's trial or subscription has expired.
        invalid: expiry.invalid,
      });
    },
  });
}
