/**
 * The hooks of 用户管理 (spec doc 2 §2, §4–§7): the seats beside the member count, account checks, moving members,
 * and the write and removal rules of user-writes.ts and user-removal.ts.
 */
import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { userValidators } from './user-input';
import { accountByMobile, ALREADY_MEMBER, checkLinkable, membershipOf, REMOVED_MEMBER } from './user-checks';
import { countAccountLookup } from './account-lookup-limit';
import { ACTIVE, decorateUsers, REMOVED } from './user-rows';
import { userWriteHooks } from './user-writes';
import { userRemovalHooks } from './user-removal';

const tenantOf = (ctx: Context) => (ctx.state.actor as Actor).tenantId;

/**
 * selectUserCount (a declared summary: the members in the caller's grant scope by status) gets the company's seats
 * beside: `authorizationNumber` and `remaining` (never below 0; every current member of the company takes a seat).
 */
async function seatFigures(rows: Record<string, any>[], { ctx, services }: HookContext) {
  const [all, company] = await Promise.all([
    services.data.rows('Membership').count({ where: { status: ACTIVE } }),
    services.data.rows('Company').findById(tenantOf(ctx), { attributes: ['authorizationNumber'], raw: true }),
  ]);
  const seats = Number((company as any)?.authorizationNumber ?? 0);
  for (const row of rows) Object.assign(row, { authorizationNumber: seats, remaining: Math.max(0, seats - all) });
}

/** checkUsername: whether the mobile is an existing cloud account, and whether it is already in this company. */
async function checkUsername(ctx: Context, { services, section }: HookContext) {
  const username = userValidators(section).username(ctx.query.username);
  await countAccountLookup(ctx, services);
  const account = await accountByMobile(services, username);
  const membership = account ? await membershipOf(services, account.id) : null;
  const member = membership?.status === ACTIVE;
  const removed = membership?.status === REMOVED;
  const msg = member ? ALREADY_MEMBER : removed ? REMOVED_MEMBER : account ? '云账号已存在，可关联已有用户' : '云账号不存在，可新建用户';
  ok(ctx, { username, exists: Boolean(account), member, removed }, msg);
}

/**
 * checkUsernameAndName: whether the pair can be linked (link existing): the account exists with that name and is not
 * in this company yet. It tells nothing more about the account (checkLinkable).
 */
async function checkUsernameAndName(ctx: Context, { services, section }: HookContext) {
  const username = userValidators(section).username(ctx.query.username);
  const name = typeof ctx.query.name === 'string' ? ctx.query.name.trim() : '';
  if (!name) throw badRequest('请输入用户名!', ['name']);
  await countAccountLookup(ctx, services);
  await checkLinkable(services, username, name);
  ok(ctx, { username, name }, '云账号与用户名匹配');
}

/**
 * 用户管理 (spec doc 2 §2 Users, §4–§7): memberships of the company. Lists, the export, adding and editing members are
 * the engine's (schemas/admin/user.json: `where` on status, the `subtree` department filter); the hooks add the
 * derived fields and the rules of adding and editing (user-writes.ts). Removing and restoring are declared
 * transitions of the status with the rules of user-removal.ts; moving members (设置部门) is a declared listed update
 * under the editing rules; the wizard's account checks are the section's own handlers. The seat count is a declared summary with the seats beside; the role and department options
 * and a department's members (`userList/:departId`, a list under its `parent`) are declared reads.
 */
export const userHooks: SectionHooks = {
  decorate: (rows, { ctx, services }) => decorateUsers(services, tenantOf(ctx), rows),
  decorateOperation: { count: seatFigures },
  ...userWriteHooks,
  ...userRemovalHooks,
  handlers: {
    checkUsername,
    checkUsernameAndName,
  },
};
