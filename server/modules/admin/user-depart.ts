/**
 * 用户管理's setDepart: moves members the caller's grant reaches into a live department of the company.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { readId, readIds } from '../../engine/paging';
import { afterCommit } from '../../context/transaction-context';
import { refuseUnlessAdmin } from './admin-guard';
import { checkDepart } from './user-checks';
import { logAs } from './operation-log-text';

export const NO_DEPART_GIVEN = '请设置部门!';
export const NO_USERS_GIVEN = '请选择用户！';

/** A parameter from the query (`setDepart?userIds&departId`, as the spec sends it) or else from a JSON body. */
function param(ctx: Context, name: string): unknown {
  const fromQuery = ctx.query[name];
  if (fromQuery !== undefined && fromQuery !== '') return fromQuery;
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as any)[name] : undefined;
}

/** `userIds`: "1,2,3", repeated `userIds=1&userIds=2`, or an array in the body. */
function userIdsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
  const ids = list.map((s) => s.trim()).filter(Boolean);
  if (!ids.length) throw badRequest(NO_USERS_GIVEN, ['userIds']);
  return readIds(ids);
}

/** setDepart: moves one or several current members of this company into a live department of it. */
export async function setDepart(ctx: Context, services: Services) {
  const actor = ctx.state.actor as Actor;
  const departValue = param(ctx, 'departId');
  if (departValue === undefined || departValue === null || departValue === '') throw badRequest(NO_DEPART_GIVEN, ['departId']);
  const departId = readId(departValue, NO_DEPART_GIVEN, 'departId');
  const ids = userIdsOf(param(ctx, 'userIds'));
  logAs(ctx, '设置部门');
  await services.data.transaction(async () => {
    // Only members the caller's grant reaches (its row scope): one outside it answers 404 and moves nobody.
    const members = await services.data.caller(ctx, { sectionId: 'user' }).getAll(ids, '用户不存在或已被移除', { where: { status: 0 } });
    await refuseUnlessAdmin(services, actor, { members });
    await checkDepart(services, departId);
    await services.data.rows('Membership').update({ departId, updUserName: actor.name }, { where: { id: members.map((member) => member.id), status: 0 } });
    const drop = () => {
      for (const member of members) services.tokens.forgetAccount(member.accountId);
      services.caches.profiles.deletePrefix(`${actor.tenantId}:`);
    };
    drop();
    afterCommit(drop);
  });
  ok(ctx, null, '操作成功!');
}
