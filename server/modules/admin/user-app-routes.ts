import { Op } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteHandler } from '../../engine/bound-handlers';
import type { Actor } from '../../context/request-context';
import { conflict, ok } from '../../http/envelope';
import { readId, readPaging } from '../../engine/paging';
import { activeMembers } from './company-admins';
import { bodyId, bodyObject, idsFrom } from './id-lists';
import { activeMemberWhere, toMemberRows } from './member-rows';
import { companyApp, companyApps, companyAppWire, usedSeats } from '../business/app-subscriptions';

const ADD_NONE = '请选择您要添加数据!';
const REMOVE_NONE = '请选择你要移除的数据!';

export const USER_APP_OPERATIONS = ['selectAllApp', 'selectAllUser', 'selectUser', 'selectUserByAppId', 'selectApp', 'selectAppByUserId', 'addUser', 'delUser', 'addApp', 'delApp'] as const;

/**
 * Per-application permissions (spec doc 2 §7 userApp …): by application (persons of an app) and by person
 * (apps of a member). A person is a membership id, an application a catalogue app id the company subscribes to.
 * Operations of the 权限设置 section (schemas/admin/permission.json), by name.
 */
export function userAppHandlers(services: Services): Record<(typeof USER_APP_OPERATIONS)[number], RouteHandler> {
  const { UserApp, Membership, AppSubscription } = services.db.models;
  const nameOf = (ctx: Context) => (typeof ctx.query.name === 'string' ? ctx.query.name : undefined);

  const appsWire = async (found: Awaited<ReturnType<typeof companyApps>>) => {
    const used = await usedSeats(services, found.map(({ app }) => app.id));
    return found.map(({ subscription, app }) => companyAppWire(subscription, app, used.get(app.id) ?? 0));
  };
  const assignedMemberIds = async (appId: number) => (await UserApp.findAll({ where: { appId }, attributes: ['membershipId'], raw: true })).map((r: any) => r.membershipId);
  const assignedAppIds = async (membershipId: number) => (await UserApp.findAll({ where: { membershipId }, attributes: ['appId'], raw: true })).map((r: any) => r.appId);

  const read = (handler: (ctx: Context) => Promise<unknown>): RouteHandler => async (ctx) => ok(ctx, await handler(ctx));

  const selectAllApp = read(async (ctx) => appsWire(await companyApps(services, { name: nameOf(ctx) })));

  const selectAllUser = read(async (ctx) => {
    const { limit, offset } = readPaging(ctx.query);
    const { rows, count } = await Membership.findAndCountAll({ where: activeMemberWhere(Membership, ctx.query.name), order: [['id', 'ASC']], limit, offset });
    const links = await UserApp.findAll({ where: { membershipId: rows.map((r: any) => r.id) }, attributes: ['membershipId'], raw: true });
    const counts = new Map<number, number>();
    for (const link of links as any[]) counts.set(link.membershipId, (counts.get(link.membershipId) ?? 0) + 1);
    const records = (await toMemberRows(services, rows)).map((row) => ({ ...row, appCount: counts.get(row.id) ?? 0 }));
    return { records, total: count };
  });

  const selectUser = read(async (ctx) => {
    const { app } = await companyApp(services, readId(ctx.params.id));
    const rows = await Membership.findAll({ where: activeMemberWhere(Membership, ctx.query.name, { id: await assignedMemberIds(app.id) }), order: [['id', 'ASC']] });
    return toMemberRows(services, rows);
  });

  const selectUserByAppId = read(async (ctx) => {
    const { app } = await companyApp(services, readId(ctx.params.id));
    const { limit, offset } = readPaging(ctx.query);
    const where = activeMemberWhere(Membership, ctx.query.name, { id: { [Op.notIn]: [0, ...(await assignedMemberIds(app.id))] } });
    const { rows, count } = await Membership.findAndCountAll({ where, order: [['id', 'ASC']], limit, offset });
    return { records: await toMemberRows(services, rows), total: count };
  });

  const selectApp = read(async (ctx) => {
    const [member] = await activeMembers(services, [readId(ctx.params.id)]);
    return appsWire(await companyApps(services, { appIds: await assignedAppIds(member.id), name: nameOf(ctx) }));
  });

  const selectAppByUserId = read(async (ctx) => {
    const [member] = await activeMembers(services, [readId(ctx.params.id)]);
    const assigned = new Set(await assignedAppIds(member.id));
    return appsWire((await companyApps(services, { name: nameOf(ctx) })).filter(({ app }) => !assigned.has(app.id)));
  });

  /** Adds members to one app within its seats; the subscription row is locked so two adds cannot both pass. */
  const assign = async (appId: number, membershipIds: number[]) => {
    const { subscription, app } = await companyApp(services, appId);
    await AppSubscription.findOne({ where: { id: subscription.id }, lock: true });
    const existing = new Set((await UserApp.findAll({ where: { appId, membershipId: membershipIds }, attributes: ['membershipId'], raw: true })).map((r: any) => r.membershipId));
    const fresh = membershipIds.filter((id) => !existing.has(id));
    const used = (await usedSeats(services, [appId])).get(appId) ?? 0;
    if (used + fresh.length > subscription.seats) {
      throw conflict(`「${app.name}」授权人数不足：共${subscription.seats}个，已使用${used}个，本次添加${fresh.length}个`);
    }
    for (const membershipId of fresh) await UserApp.create({ appId, membershipId });
  };

  const write = (handler: (body: Record<string, any>, actor: Actor) => Promise<void>): RouteHandler => async (ctx) => {
    const body = bodyObject(ctx.request.body);
    await services.db.sequelize.transaction(() => handler(body, ctx.state.actor as Actor));
    ok(ctx, null, '操作成功!');
  };

  const addUser = write(async (body) => {
    const appId = bodyId(body, 'appId', '请选择应用');
    const members = await activeMembers(services, idsFrom(body.userDTOList, ADD_NONE, 'userDTOList'));
    await assign(appId, members.map((m) => m.id));
  });

  const delUser = write(async (body) => {
    const appId = bodyId(body, 'appId', '请选择应用');
    const ids = idsFrom(body.userDTOList, REMOVE_NONE, 'userDTOList');
    await companyApp(services, appId);
    await activeMembers(services, ids);
    await UserApp.destroy({ where: { appId, membershipId: ids } });
  });

  const addApp = write(async (body) => {
    const userId = bodyId(body, 'userId', '请选择人员');
    const appIds = idsFrom(body.appDTOList, ADD_NONE, 'appDTOList');
    const [member] = await activeMembers(services, [userId]);
    for (const appId of appIds) await assign(appId, [member.id]);
  });

  const delApp = write(async (body) => {
    const userId = bodyId(body, 'userId', '请选择人员');
    const appIds = idsFrom(body.appDTOList, REMOVE_NONE, 'appDTOList');
    const [member] = await activeMembers(services, [userId]);
    for (const appId of appIds) await companyApp(services, appId);
    await UserApp.destroy({ where: { appId: appIds, membershipId: member.id } });
  });

  return { selectAllApp, selectAllUser, selectUser, selectUserByAppId, selectApp, selectAppByUserId, addUser, delUser, addApp, delApp };
}
