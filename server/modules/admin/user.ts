import type { Context } from 'koa';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import type { Services } from '../../services';
import type { SectionSpec } from '../../engine/section-types';
import type { Actor } from '../../context/request-context';
import { badRequest, notFound, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { sendXlsx } from '../../engine/xlsx-export';
import { userValidators } from './user-input';
import { ACTIVE, userFilters, userReads } from './user-queries';
import { accountByMobile, ALREADY_MEMBER, checkLinkable, membershipOf, REMOVED_MEMBER } from './user-checks';
import { setDepart } from './user-depart';
import { departIndex, toUserRows } from './user-rows';
import { userWrites } from './user-writes';

const EXPORT_LIMIT = 50_000;

/** One set of write handlers per section spec (validators are compiled once). */
const writers = new WeakMap<SectionSpec, ReturnType<typeof userWrites>>();
const writesOf = ({ services, section }: HookContext) => {
  let found = writers.get(section);
  if (!found) writers.set(section, (found = userWrites(services, section)));
  return found;
};

/** checkUsername: whether the mobile is an existing cloud account, and whether it is already in this company. */
async function checkUsername(ctx: Context, { services, section }: HookContext) {
  const username = userValidators(section).username(ctx.query.username);
  const account = await accountByMobile(services, username);
  const membership = account ? await membershipOf(services, account.id) : null;
  const member = membership?.status === 0;
  const removed = membership?.status === 1;
  const msg = member ? ALREADY_MEMBER : removed ? REMOVED_MEMBER : account ? '云账号已存在，可关联已有用户' : '云账号不存在，可新建用户';
  ok(ctx, { username, exists: Boolean(account), member, removed }, msg);
}

/** checkUsernameAndName: the account exists, its name matches, and it is not in this company yet (link existing). */
async function checkUsernameAndName(ctx: Context, { services, section }: HookContext) {
  const username = userValidators(section).username(ctx.query.username);
  const name = typeof ctx.query.name === 'string' ? ctx.query.name.trim() : '';
  if (!name) throw badRequest('请输入用户名!', ['name']);
  await checkLinkable(services, username, name);
  ok(ctx, { username, name }, '云账号与用户名匹配');
}

/** The company's custom roles, for the wizard's and the edit dialog's role checkboxes. */
async function groupOptions(ctx: Context, { services }: HookContext) {
  const roles = await services.db.models.Role.findAll({ where: { builtIn: 0 }, attributes: ['id', 'name', 'description'], order: [['id', 'ASC']], raw: true });
  ok(ctx, roles);
}

/**
 * The company's department tree for the page's filter and the department pickers, readable with 用户管理 alone
 * (depart/tree needs 部门管理): `[{id, name, label, parentId, children?}]`.
 */
async function departTree(ctx: Context, { services }: HookContext) {
  const index = await departIndex(services, (ctx.state.actor as Actor).tenantId);
  const node = (id: number): Record<string, unknown> => {
    const { name, parentId } = index.byId.get(id)!;
    const children = [...(index.children.get(id) ?? [])].sort((a, b) => a - b).map(node);
    return { id, name, label: name, parentId, ...(children.length ? { children } : {}) };
  };
  ok(ctx, [...(index.children.get(-1) ?? [])].sort((a, b) => a - b).map(node));
}

/** plt-user/exportList: the caller's company's current users (name/department filters as in the list) as xlsx. */
async function exportUsers(ctx: Context, { services, section }: HookContext) {
  const where = await userFilters(ctx, services, ACTIVE);
  const tenantId = (ctx.state.actor as Actor).tenantId;
  const members = where ? await services.db.models.Membership.findAll({ where, order: [['id', 'ASC']], limit: EXPORT_LIMIT, raw: true }) : [];
  const rows = (await toUserRows(services, tenantId, members)).map((row) => ({ ...row, adminText: row.isCompanyAdmin === 1 ? '是' : '否' }));
  await sendXlsx(ctx, section.export?.fileName ?? section.title, section.export?.columns ?? [], rows);
}

/** userList/{departId} (spec: under /api/admin/depart): the current members directly in one department, for pickers. */
function mountUserList(table: Parameters<NonNullable<SectionHooks['routes']>>[0], services: Services, section: SectionSpec) {
  table.add({
    method: 'GET',
    path: '/api/admin/depart/userList/:departId',
    object: section.id,
    action: 'read',
    menu: section.title,
    handler: async (ctx) => {
      const departId = readId(ctx.params.departId);
      if (!(await services.db.sections.depart.count({ where: { id: departId } }))) throw notFound('部门不存在');
      const rows = await services.db.models.Membership.findAll({
        where: { departId, status: 0 },
        attributes: ['id', 'accountId', 'name', 'position', 'departId'],
        order: [['id', 'ASC']],
        raw: true,
      });
      ok(ctx, rows);
    },
  });
}

/** 用户管理 (spec doc 2 §2 Users, §4–§7): memberships of the company joined with their cloud accounts. */
export const userHooks: SectionHooks = {
  handlers: {
    list: (ctx, { services }) => userReads.list(ctx, services),
    deletedList: (ctx, { services }) => userReads.deletedList(ctx, services),
    count: (ctx, { services }) => userReads.count(ctx, services),
    create: (ctx, context) => writesOf(context).create(ctx),
    update: (ctx, context) => writesOf(context).update(ctx),
    delete: (ctx, context) => writesOf(context).remove(ctx),
    restore: (ctx, context) => writesOf(context).restore(ctx),
    setDepart: (ctx, { services }) => setDepart(ctx, services),
    checkUsername,
    checkUsernameAndName,
    groupOptions,
    departTree,
    export: exportUsers,
  },
  routes: mountUserList,
};
