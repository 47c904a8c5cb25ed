/**
 * 权限设置's role operations that write Casbin rules rather than role rows (spec doc 2 §7): the grantable menu tree,
 * a role's grants, its members.
 */
import { Transaction } from 'sequelize';
import type { Services } from '../../services';
import type { RouteHandler } from '../../engine/bound-handlers';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { GroupStore } from './group-store';
import { grantCatalog, grantInfo, grantItems, ruleOf } from './group-grants';
import { activeMembers } from './company-admins';
import { bodyId, bodyObject } from './id-lists';
import { toMemberRows } from './member-rows';

export const ROLE_OPERATIONS = ['menuList', 'insertGroupMenu', 'groupUsers', 'setUsers'] as const;

/**
 * The role operations of 权限设置 that are not generic actions (spec doc 2 §7 group …): the grantable menu tree,
 * a role's grants and its members. They write Casbin rules, not role rows, and their bodies name the role as
 * `groupId` with the spec's messages; roles themselves are listed, added, edited and deleted generically
 * (role-rules.ts).
 */
export function roleOperationHandlers(services: Services): Record<(typeof ROLE_OPERATIONS)[number], RouteHandler> {
  const store = new GroupStore(services);
  const tenantOf = (ctx: any) => (ctx.state.actor as Actor).tenantId;
  const catalog = () => grantCatalog(services.sections, services.areas);

  // In a transaction the role row is locked (FOR UPDATE on MySQL; SQLite's IMMEDIATE transactions are serialised):
  // replacements of one role's grants or holders then queue instead of deadlocking on the rule rows they rewrite.
  const findRole = async (id: number, lock = false) => {
    const role = await services.data.rows('Role').findOne({ where: { id }, ...(lock ? { lock: Transaction.LOCK.UPDATE } : {}) });
    if (!role) throw notFound('角色不存在或已被删除');
    return role;
  };
  const refuseBuiltIn = (role: any, msg: string) => {
    if (role.builtIn === 1) throw conflict(msg);
  };

  return {
    menuList: async (ctx) => ok(ctx, catalog().tree),

    insertGroupMenu: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'groupId', '请选择角色');
      // Menu keys and buttons (`depart:create`) in any mix; a button brings its section's 查询 (group-grants.ts).
      const grantsOf = catalog();
      const items = grantItems(grantsOf, body.menuList);
      await services.data.transaction(async () => {
        const role = await findRole(id, true);
        refuseBuiltIn(role, '内置的系统管理员角色拥有全部权限，不能设置');
        await services.policies.setRoleGrants(tenantOf(ctx), id, items.map((item) => ({ ...ruleOf(item), scope: role.dataScope ?? 'all' })));
      });
      ok(ctx, { menuList: items, menuInfo: grantInfo(grantsOf, items) }, '操作成功!');
    },

    groupUsers: async (ctx) => {
      const role = await findRole(readId(ctx.params.id));
      const where: any = { status: 0 };
      if (role.builtIn === 1) where.isCompanyAdmin = 1;
      else where.accountId = (await store.holders([role.id])).get(role.id) ?? [];
      ok(ctx, await toMemberRows(services, await services.data.rows('Membership').findAll({ where, order: [['id', 'ASC']] })));
    },

    setUsers: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'groupId', '请选择角色');
      const list = body.userIds ?? body.userDTOList ?? [];
      if (!Array.isArray(list)) throw badRequest('请求格式不正确', ['userIds']);
      const ids = list.map((item: any) => readId(item && typeof item === 'object' ? item.id : item));
      await services.data.transaction(async () => {
        const role = await findRole(id, true);
        refuseBuiltIn(role, '系统管理员请在系统管理员列表中添加或移除');
        const members = await activeMembers(services, ids);
        await store.setHolders(tenantOf(ctx), id, members.map((m) => m.accountId));
      });
      ok(ctx, null, '操作成功!');
    },
  };
}
