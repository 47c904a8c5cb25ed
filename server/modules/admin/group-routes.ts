import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { RouteHandler } from '../../engine/bound-handlers';
import type { SectionSpec } from '../../engine/section-types';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { readId, readPaging } from '../../engine/paging';
import { compileValidator } from '../../engine/validator';
import { toWire } from '../../http/format';
import { GroupStore } from './group-store';
import { grantCatalog, grantInfo, grantItems, grantsFromRules, ruleOf } from './group-grants';
import { activeMembers } from './company-admins';
import { bodyId, bodyObject } from './id-lists';
import { toMemberRows } from './member-rows';

export const GROUP_OPERATIONS = ['list', 'menuList', 'create', 'update', 'insertGroupMenu', 'groupUsers', 'setUsers', 'delete'] as const;

/**
 * Roles (groups): list, add, edit, permission tree, grant menus, members, delete (spec doc 2 §7 group …).
 * Operations of the 权限设置 section (schemas/admin/permission.json), by name; a role's name and description
 * are validated against the file's fields.
 */
export function groupHandlers(services: Services, section: SectionSpec): Record<(typeof GROUP_OPERATIONS)[number], RouteHandler> {
  const { Role, Membership } = services.db.models;
  const store = new GroupStore(services);
  const validateGroup = compileValidator({ fields: section.fields, required: section.required });
  const tenantOf = (ctx: any) => (ctx.state.actor as Actor).tenantId;
  const catalog = () => grantCatalog(services.sections, services.areas);

  const findRole = async (id: number) => {
    const role = await Role.findOne({ where: { id } });
    if (!role) throw notFound('角色不存在或已被删除');
    return role;
  };
  const refuseBuiltIn = (role: any, msg: string) => {
    if (role.builtIn === 1) throw conflict(msg);
  };
  const checkUniqueName = async (name: string, selfId: number | undefined) => {
    const where: any = { name };
    if (selfId) where.id = { [Op.ne]: selfId };
    if (await Role.count({ where })) throw conflict(`角色名称“${name}”已存在`);
  };

  return {
    list: async (ctx) => {
      const { limit, offset } = readPaging(ctx.query);
      const tenantId = tenantOf(ctx);
      const { rows, count } = await Role.findAndCountAll({ order: [['builtIn', 'DESC'], ['id', 'ASC']], limit, offset, raw: true });
      const ids = rows.map((row: any) => row.id);
      const [grants, holders, admins] = await Promise.all([
        store.grants(ids),
        store.holders(ids),
        Membership.count({ where: { isCompanyAdmin: 1, status: 0 } }),
      ]);
      const grantsOf = catalog();
      const all = grantsOf.menus.grantable.map((option) => option.id);
      const records = rows.map((row: any) => {
        const menuList = row.builtIn === 1 ? all : grantsFromRules(grantsOf, grants.get(row.id) ?? []);
        const userCount = row.builtIn === 1 ? admins : holders.get(row.id)?.length ?? 0;
        return { ...toWire(row), menuList, menuInfo: grantInfo(grantsOf, menuList), userCount };
      });
      ok(ctx, { records, total: count });
    },

    menuList: async (ctx) => ok(ctx, catalog().tree),

    create: async (ctx) => {
      const values = validateGroup(bodyObject(ctx.request.body));
      const role = await services.db.sequelize.transaction(async () => {
        await checkUniqueName(values.name, undefined);
        return Role.create({ name: values.name, description: values.description ?? null, dataScope: values.dataScope ?? 'all', builtIn: 0 });
      });
      ok(ctx, { ...toWire(role.get({ plain: true })), menuList: [], menuInfo: '' }, '新增成功!');
    },

    update: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'id', '请选择角色');
      const values = validateGroup(body);
      await services.db.sequelize.transaction(async () => {
        const role = await findRole(id);
        refuseBuiltIn(role, '内置的系统管理员角色不允许修改');
        await checkUniqueName(values.name, id);
        const scopeChanged = values.dataScope !== undefined && values.dataScope !== role.dataScope;
        await role.update({ name: values.name, description: values.description ?? null, ...(values.dataScope ? { dataScope: values.dataScope } : {}) });
        // The role's data scope travels on each of its grants (policy v4), so the guard reads it with the grant.
        if (scopeChanged) {
          const grants = (await store.grants([id])).get(id) ?? [];
          await services.policies.setRoleGrants(tenantOf(ctx), id, grants.map((grant) => ({ ...grant, scope: values.dataScope })));
        }
      });
      ok(ctx, null, '修改成功!');
    },

    insertGroupMenu: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'groupId', '请选择角色');
      // Menu keys and buttons (`depart:create`) in any mix; a button brings its section's 查询 (group-grants.ts).
      const grantsOf = catalog();
      const items = grantItems(grantsOf, body.menuList);
      await services.db.sequelize.transaction(async () => {
        const role = await findRole(id);
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
      ok(ctx, await toMemberRows(services, await Membership.findAll({ where, order: [['id', 'ASC']] })));
    },

    setUsers: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'groupId', '请选择角色');
      const list = body.userIds ?? body.userDTOList ?? [];
      if (!Array.isArray(list)) throw badRequest('请求格式不正确', ['userIds']);
      const ids = list.map((item: any) => readId(item && typeof item === 'object' ? item.id : item));
      await services.db.sequelize.transaction(async () => {
        const role = await findRole(id);
        refuseBuiltIn(role, '系统管理员请在系统管理员列表中添加或移除');
        const members = await activeMembers(services, ids);
        await store.setHolders(tenantOf(ctx), id, members.map((m) => m.accountId));
      });
      ok(ctx, null, '操作成功!');
    },

    delete: async (ctx) => {
      const id = readId(ctx.params.id);
      await services.db.sequelize.transaction(async () => {
        const role = await findRole(id);
        refuseBuiltIn(role, '内置的系统管理员角色不允许删除');
        await store.dropRole(tenantOf(ctx), id);
        await role.destroy();
      });
      ok(ctx, null, '删除成功!');
    },
  };
}
