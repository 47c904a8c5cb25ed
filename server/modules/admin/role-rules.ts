import { Op } from 'sequelize';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { conflict } from '../../http/envelope';
import { GroupStore } from './group-store';
import { grantCatalog, grantInfo, grantsFromRules } from './group-grants';

/**
 * Roles (sys_role) under the generic list, create, update and delete of 权限设置: the rules are these hooks — a
 * name unique in the company, the built-in administrator role left alone, a changed 数据范围 carried onto the
 * role's grants, a deleted role's Casbin rules dropped — and the answer's menus and member count (`decorate`).
 */

const tenantOf = ({ ctx }: HookContext) => (ctx.state.actor as Actor).tenantId;

function refuseBuiltIn(role: any, message: string) {
  if (role.builtIn === 1) throw conflict(message);
}

async function refuseTakenName({ services }: HookContext, name: string, selfId?: number) {
  const where: Record<string | symbol, unknown> = { name };
  if (selfId) where.id = { [Op.ne]: selfId };
  if (await services.data.rows('Role').count({ where })) throw conflict(`角色名称“${name}”已存在`);
}

/** menuList and menuInfo (the role's grants as menu items; the built-in role has all), userCount (its members). */
async function decorate(rows: Record<string, any>[], { services }: HookContext) {
  const ids = rows.map((row) => row.id);
  const store = new GroupStore(services);
  const [grants, holders, admins] = await Promise.all([
    store.grants(ids),
    store.holders(ids),
    services.data.rows('Membership').count({ where: { isCompanyAdmin: 1, status: 0 } }),
  ]);
  const catalog = grantCatalog(services.sections, services.areas);
  const all = catalog.menus.grantable.map((option) => option.id);
  for (const row of rows) {
    const menuList = row.builtIn === 1 ? all : grantsFromRules(catalog, grants.get(row.id) ?? []);
    Object.assign(row, { menuList, menuInfo: grantInfo(catalog, menuList), userCount: row.builtIn === 1 ? admins : holders.get(row.id)?.length ?? 0 });
  }
}

export const roleRules: SectionHooks = {
  beforeCreate: (values, context) => refuseTakenName(context, values.name),

  async beforeUpdate(role, values, context) {
    refuseBuiltIn(role, '内置的系统管理员角色不允许修改');
    if (values.name !== undefined) await refuseTakenName(context, values.name, role.id);
    // The role's data scope travels on each of its grants (policy v4), so the guard reads it with the grant.
    if (values.dataScope !== undefined && values.dataScope !== role.dataScope) {
      const grants = (await new GroupStore(context.services).grants([role.id])).get(role.id) ?? [];
      await context.services.policies.setRoleGrants(tenantOf(context), role.id, grants.map((grant) => ({ ...grant, scope: values.dataScope })));
    }
  },

  async beforeDelete(role, context) {
    refuseBuiltIn(role, '内置的系统管理员角色不允许删除');
    await new GroupStore(context.services).dropRole(tenantOf(context), role.id);
  },

  decorate,
};
