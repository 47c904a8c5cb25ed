import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { forbidden, ok } from '../../http/envelope';
import { readId, readPaging } from '../../engine/paging';
import { requireNoticesOn } from './notice-feature';
import { readCategory, readNoticeInput, readScopeMembers } from './notice-input';
import { issuedWhere, issuerFilter, listFilters, noticesOut, widgetFilter } from './notice-rows';
import { askApprovers, remindScope } from './notice-messages';

/**
 * 通知公告 (/noticeManager): the rules of section userNotice. Every signed-in member may issue notices and read those
 * addressed to them (`access: members`: object `session`); the rules are here, on the server: a member sees a notice only if they are in its
 * visible scope or issued it; only the issuer deletes; the compiler and compile department are the caller; a
 * category that needs approval makes the notice wait (2) for an approver (notice-approval.ts). The 通知公告
 * feature switch off refuses every call (409).
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

async function list(ctx: Context, services: Services) {
  const { limit, offset } = readPaging(ctx.query);
  const actor = actorOf(ctx);
  // selectType=1: 我创建的 (every status of the caller's own); else 已发布 (issued notices the caller may see).
  const mine = String(ctx.query.selectType ?? '') === '1';
  const base: WhereOptions = mine ? { editId: actor.accountId } : { [Op.and]: [issuedWhere(), await visibleWhere(services, actor.accountId)] };
  const where = { [Op.and]: [base, ...listFilters(services, ctx.query), ...(await issuerFilter(services, ctx.query)), ...(await widgetFilter(services, ctx.query))] };
  const { rows, count } = await services.data.rows('UserNotice').findAndCountAll({ where, order: [['releaseTime', 'DESC'], ['id', 'DESC']], limit, offset, raw: true });
  ok(ctx, { records: await noticesOut(services, rows), total: count });
}

async function create(ctx: Context, services: Services) {
  const input = readNoticeInput(ctx.request.body);
  const actor = actorOf(ctx);
  const notice = await services.data.transaction(async () => {
    const category = await readCategory(services, input.type);
    const members = await readScopeMembers(services, input.scope);
    const me = (await services.data.rows('Membership').findById(actor.membershipId, { attributes: ['departId', 'no', 'name'], raw: true })) as any;
    const depart = me?.departId ? ((await services.data.section('depart').findById(me.departId, { attributes: ['name'], raw: true })) as any) : null;
    const releaseTime = input.releaseTime && input.releaseTime.getTime() > Date.now() ? input.releaseTime : new Date();
    const status = category.needApproval === 1 ? 2 : releaseTime.getTime() > Date.now() ? 3 : 1;
    const row = await services.data.rows('UserNotice').create({
      title: input.title,
      code: input.code ?? null,
      type: category.id,
      typeName: category.noticeType,
      editId: actor.accountId,
      editName: me?.name ?? actor.name,
      editCode: me?.no ?? null,
      departId: me?.departId ?? null,
      departName: depart?.name ?? null,
      openDate: input.openDate,
      releaseTime,
      text: input.text,
      status,
    });
    await services.data.rows('UserNoticeScope').bulkCreate(members.map((m) => ({ noticeId: row.get('id'), accountId: m.accountId, name: m.name, code: m.no ?? null })));
    const plain = row.get({ plain: true });
    if (status === 2) await askApprovers(services, plain);
    else await remindScope(services, plain);
    return plain;
  });
  ok(ctx, (await noticesOut(services, [notice]))[0], '新建通知公告成功!');
}

async function remove(ctx: Context, services: Services) {
  const id = readId(ctx.query.id);
  const actor = actorOf(ctx);
  await services.data.transaction(async () => {
    // A notice the caller may not see (another member's not addressed to them, another company's) is 404.
    const row = await services.data.rows('UserNotice').get(id, '通知公告不存在或已被删除', { where: await visibleWhere(services, actor.accountId), lock: true });
    if (row.editId !== actor.accountId) throw forbidden('只有发布人可以删除该通知公告');
    await services.data.rows('UserNoticeScope').destroy({ where: { noticeId: id } });
    await row.destroy();
  });
  ok(ctx, null, '删除通知公告成功!');
}

/**
 * `GET userPage` (page, limit, name): the company's current members for the visible-scope and issuer pickers — any
 * member may address a notice to any other, so the list is theirs too: `{id: member id, name, code, departName}`.
 */
export async function userPage(ctx: Context, services: Services) {
  const members = services.data.rows('Membership');
  const { limit, offset } = readPaging(ctx.query);
  const where: WhereOptions[] = [{ status: 0 }];
  if (typeof ctx.query.name === 'string' && ctx.query.name.trim()) where.push(members.contains('name', ctx.query.name.trim()));
  const { rows, count } = await members.findAndCountAll({ where: { [Op.and]: where }, attributes: ['id', 'name', 'no', 'departId'], order: [['id', 'ASC']], limit, offset, raw: true });
  const departIds = [...new Set(rows.map((row: any) => row.departId).filter(Boolean))];
  const departs = departIds.length ? ((await services.data.section('depart').findAll({ where: { id: { [Op.in]: departIds } }, attributes: ['id', 'name'], raw: true })) as any[]) : [];
  const names = new Map(departs.map((d) => [d.id, d.name]));
  ok(ctx, { records: rows.map((row: any) => ({ id: row.id, name: row.name, code: row.no ?? '', departName: names.get(row.departId) ?? '' })), total: count });
}

/** The member's calls of the section (schemas/notice/userNotice.json); the 通知公告 feature switch off refuses each (409). */
const guarded = (run: (ctx: Context, services: Services) => Promise<void>) => async (ctx: Context, { services }: HookContext) => {
  await requireNoticesOn(services);
  await run(ctx, services);
};

/**
 * The rules of 通知公告 (section userNotice, `access: members`): the operations keep their own handlers because
 * each one is the rule — who sees a notice (visible scope or issuer), the compiler and scope rows of a create
 * (with its approval status and messages), the issuer-only delete, the members a notice can name.
 */
export const userNoticeHooks: SectionHooks = {
  handlers: { list: guarded(list), create: guarded(create), delete: guarded(remove), userPage: guarded(userPage) },
};
