/**
 * 用户管理's writes (spec doc 2 §4–§5): adding a member (new or linked account) and editing, with the seat limit,
 * roles and admin flag, and the caches they drop (removing and restoring: user-removal.ts).
 */
import type { Context } from 'koa';
import type { SectionHooks } from '../../engine/section-hooks';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { afterCommit } from '../../context/transaction-context';
import { conflict } from '../../http/envelope';
import { hashPassword } from '../../auth/secrets';
import { setCompanyAdmin } from './company-admins';
import { refuseUnlessAdmin } from './admin-guard';
import { checkDepart, checkLinkable, checkNewAccount, checkRoles, checkSeat, ACCOUNT_EXISTS } from './user-checks';
import { userValidators, type UserInput } from './user-input';
import { countAccountLookup } from './account-lookup-limit';
import { welcomeNewMember } from './member-welcome';
import { logAs } from './operation-log-text';

const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** Token actors and header profiles of the member are dropped now and again after commit. */
export function forgetMember(services: Services, tenantId: number, accountId: number) {
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

/** The values the add-user wizard and the edit dialog read (user-input.ts), and a new account's password hash. */
type ReadUser = UserInput & { id?: number; passwordHash?: string };

/**
 * addUser and updateUser as the generic create and update of 用户管理 (section-routes.ts) with these hooks: the
 * wizard's form is read by the section (a cloud account, its password and roles are no membership columns), the
 * membership row is written by the engine, and what else a member's write changes (the account, the administrator
 * flag, the roles, the welcome message, cached sessions) runs before and after it in the same transaction.
 */
export const userWriteHooks: Pick<SectionHooks, 'readInput' | 'beforeCreate' | 'afterCreate' | 'beforeUpdate' | 'afterUpdate'> = {
  async readInput(body, operation, { ctx, services, section }): Promise<ReadUser> {
    const validate = userValidators(section);
    if (operation === 'update') {
      logAs(ctx, '编辑用户');
      return validate.update(body);
    }
    logAs(ctx, '添加用户');
    const input = validate.create(body);
    await refuseUnlessAdmin(services, actorOf(ctx), { members: [], changesAdmin: input.isCompanyAdmin === 1 });
    if (input.addType === 0) await checkNewAccount(services, input.username!);
    else await countAccountLookup(ctx, services);
    // Hashed before the transaction: the hash's work holds no lock.
    return input.addType === 0 ? { ...input, passwordHash: await hashPassword(input.password!) } : input;
  },

  /** A new cloud account (addType 0) or an existing one linked (addType 1), within the seat limit: the membership's values. */
  async beforeCreate(values, { ctx, services }) {
    const input = values as ReadUser;
    const actor = actorOf(ctx);
    await checkSeat(services, actor.tenantId, '添加');
    await checkDepart(services, input.departId!);
    await checkRoles(services, input.groupList!);
    let account: any;
    if (input.addType === 1) account = await checkLinkable(services, input.username!, input.name!);
    else {
      await checkNewAccount(services, input.username!);
      account = await services.data.rows('Account').create({ mobile: input.username, passwordHash: input.passwordHash, name: input.name }).catch(uniqueClash);
    }
    return { accountId: account.id, name: input.name, no: input.no ?? null, position: input.position ?? null, departId: input.departId, isCompanyAdmin: 0, status: 0, updUserName: actor.name };
  },

  async afterCreate(created, values, { ctx, services }) {
    const input = values as ReadUser;
    const actor = actorOf(ctx);
    if (input.isCompanyAdmin === 1) await setCompanyAdmin(services, actor.tenantId, created, true);
    await services.policies.setUserRoleIds(actor.tenantId, created.accountId, input.groupList!);
    // The new member's first message (a reminder), in this transaction: no member, no message.
    await welcomeNewMember(services, actor, created);
    forgetMember(services, actor.tenantId, created.accountId);
  },

  /**
   * Another member's (or one's own) name, number, position and department; the admin flag and roles after the save.
   * 设置部门 (setDepart, the listed update of departId) follows the same rules and writes the department only.
   */
  async beforeUpdate(member, values, { ctx, services, operation }) {
    const input = values as ReadUser;
    const actor = actorOf(ctx);
    if (member.status !== 0) throw conflict('该用户已被移出企业');
    const adminChange = input.isCompanyAdmin !== undefined && input.isCompanyAdmin !== member.isCompanyAdmin;
    await refuseUnlessAdmin(services, actor, { members: [member], changesAdmin: adminChange });
    if (adminChange && input.isCompanyAdmin === 0 && member.id === actor.membershipId) throw conflict('不能取消自己的系统管理员身份');
    // Locked: a department deleted meanwhile waits, then finds the member (or the move finds no department).
    await checkDepart(services, input.departId!);
    if (operation === 'setDepart') return { departId: input.departId, updUserName: actor.name };
    if (input.groupList) await checkRoles(services, input.groupList);
    return { name: input.name, no: input.no ?? null, position: input.position ?? null, departId: input.departId, updUserName: actor.name };
  },

  async afterUpdate(member, values, { ctx, services }) {
    const input = values as ReadUser;
    const actor = actorOf(ctx);
    // The flag as it was: setCompanyAdmin changes it with the administrator grant.
    if (input.isCompanyAdmin !== undefined && input.isCompanyAdmin !== member.isCompanyAdmin) await setCompanyAdmin(services, actor.tenantId, member, input.isCompanyAdmin === 1);
    if (input.groupList) await services.policies.setUserRoleIds(actor.tenantId, member.accountId, input.groupList);
    forgetMember(services, actor.tenantId, member.accountId);
  },
};
