import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { forbidden } from '../../http/envelope';
import { requireNoticesOn } from './notice-feature';
import { readCategory, readNoticeInput, readScopeMembers, type NoticeInput } from './notice-input';
import { decorateNotices, issuedWhere, issuerFilter, listFilters, widgetFilter } from './notice-rows';
import { askApprovers, remindScope } from './notice-messages';
import { memberPickerRows } from './member-page';
import { callerMember } from '../admin/caller-member';

/**
 * 通知公告 (/noticeManager): the rules of section userNotice, served by the generic list, create and delete. Every
 * signed-in member may issue notices and read those addressed to them (`access: members`: object `session`); the
 * rules are here, on the server: a member sees a notice only if they are in its visible scope or issued it (rowWhere);
 * only the issuer deletes; the compiler and compile department are the caller; a category that needs approval makes
 * the notice wait (2) for an approver (notice-approval.ts). The 通知公告 feature switch off refuses every call (409).
 */
const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** Ids of the notices whose visible scope names the account. */
async function addressedTo(services: Services, accountId: number): Promise<number[]> {
  const rows = (await services.data.rows('UserNoticeScope').findAll({ where: { accountId }, attributes: ['noticeId'], raw: true })) as any[];
  return rows.map((row) => row.noticeId as number);
}

/** What the caller may see: notices they issued, and issued notices addressed to them. */
export async function visibleWhere(services: Services, accountId: number): Promise<WhereOptions> {
  return { [Op.or]: [{ editId: accountId }, { [Op.and]: [issuedWhere(), { id: { [Op.in]: await addressedTo(services, accountId) } }] }] };
}

/**
 * The notices the caller may see or act on: those visible to them (any other, or another company's, is 404). The list
 * narrows them: selectType=1 is 我创建的 (every status of the caller's own), else 已发布 (issued ones); with the list's
 * filters its declaration cannot say (statusList, the date ranges, the issuer, the widget's categories).
 */
async function rowWhere({ ctx, services, operation }: HookContext): Promise<WhereOptions> {
  // userPage lists Membership rows (the pickers): every current member, as its declaration says.
  if (operation === 'userPage') return {};
  const me = actorOf(ctx).accountId;
  const visible = await visibleWhere(services, me);
  if (operation !== 'list') return visible;
  const mine = String(ctx.query.selectType ?? '') === '1';
  const filters = [...listFilters(ctx.query), ...(await issuerFilter(services, ctx.query)), ...(await widgetFilter(services, ctx.query))];
  return { [Op.and]: [visible, mine ? { editId: me } : issuedWhere(), ...filters] };
}

/** The scope members a create read (beforeCreate), for its scope rows (afterCreate): keyed by the create's input. */
const scopeOfCreate = new WeakMap<object, { accountId: number; name: string; no?: string | null }[]>();

/** The create form (notice-input.ts), refused first while 通知公告 is off. */
async function readInput(body: unknown, _operation: 'create' | 'update', { services }: HookContext) {
  await requireNoticesOn(services);
  return readNoticeInput(body) as unknown as Record<string, any>;
}

/** The row of a new notice: its category, the caller as compiler with their department, its status and release time. */
async function beforeCreate(values: Record<string, any>, { ctx, services }: HookContext) {
  const input = values as NoticeInput;
  const actor = actorOf(ctx);
  const category = await readCategory(services, input.type);
  scopeOfCreate.set(values, await readScopeMembers(services, input.scope));
  const me = await callerMember(services, actor);
  const releaseTime = input.releaseTime && input.releaseTime.getTime() > Date.now() ? input.releaseTime : new Date();
  const status = category.needApproval === 1 ? 2 : releaseTime.getTime() > Date.now() ? 3 : 1;
  return {
    title: input.title,
    code: input.code ?? null,
    type: category.id,
    typeName: category.noticeType,
    editId: actor.accountId,
    editName: me.name,
    editCode: me.no,
    departId: me.departId,
    departName: me.departName,
    openDate: input.openDate,
    releaseTime,
    text: input.text,
    status,
  };
}

/** The visible scope's rows, then a to-do to the approvers (waiting) or a reminder to the scope. */
async function afterCreate(row: any, input: Record<string, any>, { services }: HookContext) {
  const members = scopeOfCreate.get(input) ?? [];
  await services.data.rows('UserNoticeScope').bulkCreate(members.map((m) => ({ noticeId: row.get('id'), accountId: m.accountId, name: m.name, code: m.no ?? null })));
  const plain = row.get({ plain: true });
  if (plain.status === 2) await askApprovers(services, plain);
  else await remindScope(services, plain);
}

/** Only the issuer deletes a notice (a visible one; rowWhere made any other 404). */
async function beforeDelete(row: any, { ctx, services }: HookContext) {
  await requireNoticesOn(services);
  if (row.get('editId') !== actorOf(ctx).accountId) throw forbidden('只有发布人可以删除该通知公告');
}

/**
 * The rules of 通知公告 (section userNotice, `access: members`) as hooks of the generic list, create and delete, and of
 * the members picker (`userPage`, a list over Membership).
 */
export const userNoticeHooks: SectionHooks = {
  rowWhere,
  beforeList: ({ services }) => requireNoticesOn(services),
  readInput,
  beforeCreate,
  afterCreate,
  beforeDelete,
  afterDelete: async (row, { services }) => {
    await services.data.rows('UserNoticeScope').destroy({ where: { noticeId: row.get('id') } });
  },
  decorate: (rows, { services }) => decorateNotices(services, rows),
  decorateOperation: { userPage: (rows, { services }) => memberPickerRows(services, rows) },
};
