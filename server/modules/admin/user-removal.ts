/**
 * 用户管理's 移出企业 and 恢复 (spec doc 2 §6–§7): declared transitions of the member's status (schemas/admin/user.json
 * `delete` 0 → 1 with removedAt/removedBy, `restore` 1 → 0); these hooks hold the rules around the move, keyed by
 * `context.operation`: who may not be removed, the administrator flag and roles dropped, sessions ended, and on
 * restore the seat limit and the department fallback.
 */
import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { refuseUnlessFrom } from '../../engine/transition-operation';
import { conflict } from '../../http/envelope';
import { mainAccountOf, setCompanyAdmin } from './company-admins';
import { refuseUnlessAdmin } from './admin-guard';
import { checkSeat } from './user-checks';
import { forgetMember } from './user-writes';

const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** deleteUser/{id}: not oneself, not the main account, an administrator only by an administrator; no flag, no roles. */
async function beforeRemove(member: any, values: Record<string, any>, context: HookContext) {
  const { ctx, services } = context;
  const actor = actorOf(ctx);
  refuseUnlessFrom(member, context);
  if (member.id === actor.membershipId) throw conflict('不能将自己移出企业');
  if (member.accountId === (await mainAccountOf(services, actor.tenantId))) throw conflict('不能将企业主账号移出企业');
  await refuseUnlessAdmin(services, actor, { members: [member] });
  if (member.isCompanyAdmin === 1) await setCompanyAdmin(services, actor.tenantId, member, false);
  // A restored member starts again without roles: whoever restores them grants what they need then.
  await services.policies.setUserRoleIds(actor.tenantId, member.accountId, []);
  return values;
}

/** recover/{id}: within the seat limit; a member whose department was deleted comes back into the root. */
async function beforeRestore(member: any, values: Record<string, any>, context: HookContext) {
  const { ctx, services } = context;
  refuseUnlessFrom(member, context);
  await checkSeat(services, actorOf(ctx).tenantId, '恢复');
  const depart = services.data.section('depart');
  const live = await depart.count({ where: { id: member.departId ?? 0 } });
  const root = live ? null : await depart.findOne({ where: { parentId: -1 }, attributes: ['id'] });
  return { ...values, departId: live ? member.departId : root?.id ?? null };
}

export const userRemovalHooks: Pick<SectionHooks, 'beforeTransition' | 'afterTransition'> = {
  beforeTransition: (member, values, context) => (context.operation === 'delete' ? beforeRemove(member, values, context) : beforeRestore(member, values, context)),

  /** The removed member's sessions in this company end at once; cached sessions and profiles are dropped either way. */
  async afterTransition(member, _input, { ctx, services, operation }) {
    if (operation === 'delete') await services.data.rows('AccessToken').update({ revokedAt: new Date() }, { where: { accountId: member.accountId, revokedAt: null } });
    forgetMember(services, actorOf(ctx).tenantId, member.accountId);
  },
};
