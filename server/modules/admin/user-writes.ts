import type { Context } from 'koa';
import type { Services } from '../../services';
import type { SectionSpec } from '../../engine/section-types';
import type { Actor } from '../../context/request-context';
import { afterCommit } from '../../context/transaction-context';
import { conflict, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { hashPassword } from '../../auth/secrets';
import { mainAccountOf, setCompanyAdmin } from './company-admins';
import { refuseUnlessAdmin } from './admin-guard';
import { checkDepart, checkLinkable, checkNewAccount, checkRoles, checkSeat, ACCOUNT_EXISTS } from './user-checks';
import { userValidators } from './user-input';
import { countAccountLookup } from './account-lookup-limit';
import { userRows } from './user-rows';
import { welcomeNewMember } from './member-welcome';

const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** The operation-log text of this call (the log middleware reads the route after the handler). */
export const logAs = (ctx: Context, operation: string) => {
  ctx.state.route = { ...ctx.state.route, operation };
};

/** Token actors and header profiles of the member are dropped now and again after commit. */
function forget(services: Services, tenantId: number, accountId: number) {
  const drop = () => {
    services.tokens.forgetAccount(accountId);
    services.caches.profiles.deletePrefix(`${tenantId}:`);
  };
  drop();
  afterCommit(drop);
}

/** A concurrent add of the same account ends on a unique index: answer it like the check would have. */
function uniqueClash(error: unknown): never {
  if ((error as Error)?.name === 'SequelizeUniqueConstraintError') throw conflict(ACCOUNT_EXISTS);
  throw error;
}

/** The member the caller's grant reaches (its row scope), else 404: a member outside it is one that does not exist. */
const findMember = (ctx: Context, services: Services, section: SectionSpec, id: number) => services.data.caller(ctx, { sectionId: section.id }).get(id, '用户不存在');

export function userWrites(services: Services, section: SectionSpec) {
  const validate = userValidators(section);
  const answer = async (ctx: Context, membership: any, msg: string) => {
    const [row] = await userRows(services, actorOf(ctx).tenantId, [membership]);
    ok(ctx, row, msg);
  };

  return {
    /** addUser: a new cloud account with a preset password (addType 0) or an existing one linked (addType 1). */
    async create(ctx: Context) {
      const actor = actorOf(ctx);
      logAs(ctx, '添加用户');
      const input = validate.create(ctx.request.body);
      await refuseUnlessAdmin(services, actor, { members: [], changesAdmin: input.isCompanyAdmin === 1 });
      if (input.addType === 0) await checkNewAccount(services, input.username!);
      else await countAccountLookup(ctx, services);
      const passwordHash = input.addType === 0 ? await hashPassword(input.password!) : undefined;
      const membership = await services.data.transaction(async () => {
        await checkSeat(services, actor.tenantId, '添加');
        await checkDepart(services, input.departId!);
        await checkRoles(services, input.groupList!);
        let account: any;
        if (input.addType === 1) account = await checkLinkable(services, input.username!, input.name!);
        else {
          await checkNewAccount(services, input.username!);
          account = await services.data.rows('Account').create({ mobile: input.username, passwordHash, name: input.name });
        }
        const created = await services.data.rows('Membership').create({
          accountId: account.id, name: input.name, no: input.no ?? null, position: input.position ?? null, departId: input.departId, isCompanyAdmin: 0, status: 0, updUserName: actor.name,
        });
        if (input.isCompanyAdmin === 1) await setCompanyAdmin(services, actor.tenantId, created, true);
        await services.policies.setUserRoleIds(actor.tenantId, account.id, input.groupList!);
        // The new member's first message (a reminder), in this transaction: no member, no message.
        await welcomeNewMember(services, actor, created);
        forget(services, actor.tenantId, account.id);
        return created;
      }).catch(uniqueClash);
      await answer(ctx, membership, '新增成功!');
    },

    /** updateUser: another member's (or one's own) name, number, position, department, roles and admin flag. */
    async update(ctx: Context) {
      const actor = actorOf(ctx);
      logAs(ctx, '编辑用户');
      const input = validate.update(ctx.request.body);
      const membership = await services.data.transaction(async () => {
        const member = await findMember(ctx, services, section, input.id);
        if (member.status !== 0) throw conflict('该用户已被移出企业');
        const adminChange = input.isCompanyAdmin !== undefined && input.isCompanyAdmin !== member.isCompanyAdmin;
        await refuseUnlessAdmin(services, actor, { members: [member], changesAdmin: adminChange });
        if (adminChange && input.isCompanyAdmin === 0 && member.id === actor.membershipId) throw conflict('不能取消自己的系统管理员身份');
        await checkDepart(services, input.departId!);
        if (input.groupList) await checkRoles(services, input.groupList);
        await member.update({ name: input.name, no: input.no ?? null, position: input.position ?? null, departId: input.departId, updUserName: actor.name });
        if (adminChange) await setCompanyAdmin(services, actor.tenantId, member, input.isCompanyAdmin === 1);
        if (input.groupList) await services.policies.setUserRoleIds(actor.tenantId, member.accountId, input.groupList);
        forget(services, actor.tenantId, member.accountId);
        return member;
      });
      await answer(ctx, membership, '修改成功!');
    },

    /** deleteUser/{id}: moves the member to the removed list; their sessions in this company end at once. */
    async remove(ctx: Context) {
      const actor = actorOf(ctx);
      logAs(ctx, '移出企业');
      const id = readId(ctx.params.id);
      await services.data.transaction(async () => {
        const member = await findMember(ctx, services, section, id);
        if (member.status !== 0) throw conflict('该用户已被移出企业');
        if (member.id === actor.membershipId) throw conflict('不能将自己移出企业');
        if (member.accountId === (await mainAccountOf(services, actor.tenantId))) throw conflict('不能将企业主账号移出企业');
        await refuseUnlessAdmin(services, actor, { members: [member] });
        if (member.isCompanyAdmin === 1) await setCompanyAdmin(services, actor.tenantId, member, false);
        // A restored member starts again without roles: whoever restores them grants what they need then.
        await services.policies.setUserRoleIds(actor.tenantId, member.accountId, []);
        await member.update({ status: 1, removedAt: new Date(), removedBy: actor.name, updUserName: actor.name });
        await services.data.rows('AccessToken').update({ revokedAt: new Date() }, { where: { accountId: member.accountId, revokedAt: null } });
        forget(services, actor.tenantId, member.accountId);
      });
      ok(ctx, null, '操作成功!');
    },

    /** recover/{id}: back to the current users, within the seat limit; a deleted department becomes the root. */
    async restore(ctx: Context) {
      const actor = actorOf(ctx);
      logAs(ctx, '恢复用户');
      const id = readId(ctx.params.id);
      await services.data.transaction(async () => {
        const member = await findMember(ctx, services, section, id);
        if (member.status !== 1) throw conflict('该用户未被移出企业');
        await checkSeat(services, actor.tenantId, '恢复');
        const depart = services.data.section('depart');
        const live = await depart.count({ where: { id: member.departId ?? 0 } });
        const root = live ? null : await depart.findOne({ where: { parentId: -1 }, attributes: ['id'] });
        await member.update({ status: 0, removedAt: null, removedBy: null, departId: live ? member.departId : root?.id ?? null, updUserName: actor.name });
        forget(services, actor.tenantId, member.accountId);
      });
      ok(ctx, null, '操作成功!');
    },
  };
}
