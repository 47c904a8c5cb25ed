import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, conflict, notFound, ok } from '../../http/envelope';
import { readId, readPaging } from '../../engine/paging';
import { compileValidator } from '../../engine/validator';
import { toWire } from '../../http/format';
import { GroupStore } from './group-store';
import { GRANTABLE, MENU_OPTIONS, grantedKeys, menuInfoOf } from './group-menus';
import { activeMembers } from './company-admins';
import { bodyId, bodyObject } from './id-lists';
import { toMemberRows } from './member-rows';
import { PERMISSION } from './permission-admin-routes';

const validateGroup = compileValidator({
  fields: {
    name: { type: 'string', title: '角色名称', minLength: 1, maxLength: 20, trim: true, messages: { required: '请输入角色名称', minLength: '请输入角色名称' } },
    description: { type: 'string', title: '角色描述', maxLength: 200, trim: true },
  },
  required: ['name'],
});

/** Roles (groups): list, add, edit, permission tree, grant menus, members, delete (spec doc 2 §7 group …). */
export function mountGroupRoutes(table: RouteTable, services: Services) {
  const { Role, Membership } = services.db.models;
  const store = new GroupStore(services);
  const base = '/api/admin/group';
  const tenantOf = (ctx: any) => (ctx.state.actor as Actor).tenantId;

  const findRole = async (id: number, transaction?: any) => {
    const role = await Role.findOne({ where: { id }, transaction });
    if (!role) throw notFound('角色不存在或已被删除');
    return role;
  };
  const refuseBuiltIn = (role: any, msg: string) => {
    if (role.builtIn === 1) throw conflict(msg);
  };
  const checkUniqueName = async (name: string, selfId: number | undefined, transaction: any) => {
    const where: any = { name };
    if (selfId) where.id = { [Op.ne]: selfId };
    if (await Role.count({ where, transaction })) throw conflict(`角色名称“${name}”已存在`);
  };

  table.add({
    method: 'GET',
    path: `${base}/list`,
    ...PERMISSION,
    action: 'read',
    handler: async (ctx) => {
      const { limit, offset } = readPaging(ctx.query);
      const tenantId = tenantOf(ctx);
      const { rows, count } = await Role.findAndCountAll({ order: [['builtIn', 'DESC'], ['id', 'ASC']], limit, offset, raw: true });
      const ids = rows.map((row: any) => row.id);
      const [grants, holders, admins] = await Promise.all([
        store.grants(tenantId, ids),
        store.holders(tenantId, ids),
        Membership.count({ where: { isCompanyAdmin: 1, status: 0 } }),
      ]);
      const all = GRANTABLE.map((option) => option.id);
      const records = rows.map((row: any) => {
        const menuList = row.builtIn === 1 ? all : grants.get(row.id) ?? [];
        const userCount = row.builtIn === 1 ? admins : holders.get(row.id)?.length ?? 0;
        return { ...toWire(row), menuList, menuInfo: menuInfoOf(menuList), userCount };
      });
      ok(ctx, { records, total: count });
    },
  });

  table.add({
    method: 'GET',
    path: `${base}/menuList`,
    ...PERMISSION,
    action: 'read',
    handler: async (ctx) => ok(ctx, MENU_OPTIONS),
  });

  table.add({
    method: 'POST',
    path: `${base}/addGroup`,
    ...PERMISSION,
    action: 'create',
    operation: '新增角色',
    handler: async (ctx) => {
      const values = validateGroup(bodyObject(ctx.request.body));
      const role = await services.db.sequelize.transaction(async (transaction) => {
        await checkUniqueName(values.name, undefined, transaction);
        return Role.create({ name: values.name, description: values.description ?? null, builtIn: 0 }, { transaction });
      });
      ok(ctx, { ...toWire(role.get({ plain: true })), menuList: [], menuInfo: '' }, '新增成功!');
    },
  });

  table.add({
    method: 'POST',
    path: `${base}/updateGroup`,
    ...PERMISSION,
    action: 'update',
    operation: '修改角色',
    handler: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'id', '请选择角色');
      const values = validateGroup(body);
      await services.db.sequelize.transaction(async (transaction) => {
        const role = await findRole(id, transaction);
        refuseBuiltIn(role, '内置的系统管理员角色不允许修改');
        await checkUniqueName(values.name, id, transaction);
        await role.update({ name: values.name, description: values.description ?? null }, { transaction });
      });
      ok(ctx, null, '修改成功!');
    },
  });

  table.add({
    method: 'POST',
    path: `${base}/insertGroupMenu`,
    ...PERMISSION,
    action: 'update',
    operation: '设置角色权限',
    handler: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'groupId', '请选择角色');
      const keys = grantedKeys(body.menuList);
      await services.db.sequelize.transaction(async (transaction) => {
        const role = await findRole(id, transaction);
        refuseBuiltIn(role, '内置的系统管理员角色拥有全部权限，不能设置');
        await services.policies.setRoleObjects(tenantOf(ctx), id, keys, transaction);
      });
      ok(ctx, { menuList: keys, menuInfo: menuInfoOf(keys) }, '操作成功!');
    },
  });

  table.add({
    method: 'GET',
    path: `${base}/users/:id`,
    ...PERMISSION,
    action: 'read',
    handler: async (ctx) => {
      const role = await findRole(readId(ctx.params.id));
      const where: any = { status: 0 };
      if (role.builtIn === 1) where.isCompanyAdmin = 1;
      else where.accountId = (await store.holders(tenantOf(ctx), [role.id])).get(role.id) ?? [];
      ok(ctx, await toMemberRows(services, await Membership.findAll({ where, order: [['id', 'ASC']] })));
    },
  });

  table.add({
    method: 'POST',
    path: `${base}/setUsers`,
    ...PERMISSION,
    action: 'update',
    operation: '设置角色成员',
    handler: async (ctx) => {
      const body = bodyObject(ctx.request.body);
      const id = bodyId(body, 'groupId', '请选择角色');
      const list = body.userIds ?? body.userDTOList ?? [];
      if (!Array.isArray(list)) throw badRequest('请求格式不正确', ['userIds']);
      const ids = list.map((item: any) => readId(item && typeof item === 'object' ? item.id : item));
      await services.db.sequelize.transaction(async (transaction) => {
        const role = await findRole(id, transaction);
        refuseBuiltIn(role, '系统管理员请在系统管理员列表中添加或移除');
        const members = await activeMembers(services, ids, transaction);
        await store.setHolders(tenantOf(ctx), id, members.map((m) => m.accountId), transaction);
      });
      ok(ctx, null, '操作成功!');
    },
  });

  table.add({
    method: 'DELETE',
    path: `${base}/:id`,
    ...PERMISSION,
    action: 'delete',
    operation: '删除角色',
    handler: async (ctx) => {
      const id = readId(ctx.params.id);
      await services.db.sequelize.transaction(async (transaction) => {
        const role = await findRole(id, transaction);
        refuseBuiltIn(role, '内置的系统管理员角色不允许删除');
        await store.dropRole(tenantOf(ctx), id, transaction);
        await role.destroy({ transaction });
      });
      ok(ctx, null, '删除成功!');
    },
  });
}
