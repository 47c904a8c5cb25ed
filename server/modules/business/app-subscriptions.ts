import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { formatDateTime, shanghaiTime } from '../../http/format';
import { notFound } from '../../http/envelope';

/** Subscription status (spec doc 1 §4): 2 in use (enter allowed), 3 expired, 4 disabled. */
export const APP_STATUS = { inUse: 2, expired: 3, disabled: 4 } as const;
export const APP_STATUS_TEXT: Record<number, string> = { 2: '使用中', 3: '已过期', 4: '已停用' };

/** An app in use whose end time has passed reads as expired, whatever the stored status says. */
export function effectiveStatus(subscription: { status: number; endTime?: Date | string | null }, now = new Date()): number {
  if (subscription.status === APP_STATUS.inUse && subscription.endTime && new Date(subscription.endTime).getTime() < now.getTime()) {
    return APP_STATUS.expired;
  }
  return subscription.status;
}

/** effectiveStatus's "in use" as a query: status 2 and the end time, if any, not passed. */
export const inUseWhere = (now = new Date()) => ({ status: APP_STATUS.inUse, [Op.or]: [{ endTime: null }, { endTime: { [Op.gte]: now } }] });

/** The spec's `describe` of a catalogue row the engine answers (catalogue, appDetail): its stored `description`. */
export function answerDescribe(row: Record<string, any>) {
  row.describe = row.description;
}

/** A catalogue row on the wire (spec doc 1 §3 "Catalog item"); `describe` is stored as `description`. */
export function catalogueWire(app: any) {
  return {
    id: app.id,
    code: app.code,
    name: app.name,
    kind: app.kind,
    serverType: app.serverType ?? null,
    logo: app.logo,
    describe: app.description,
    introduce: app.introduce,
    cover: app.cover,
    present: app.present,
    userCount: app.userCount,
    helpCount: app.helpCount,
    hrefUrl: app.hrefUrl,
  };
}

/** A company app on the wire: subscription (`id`, `useId`), catalogue entry (`appId`, `appName`) and used seats. */
export function companyAppWire(subscription: any, app: any, useQty: number) {
  const endTime = formatDateTime(subscription.endTime);
  return {
    id: subscription.id,
    useId: subscription.id,
    appId: app.id,
    code: app.code,
    appName: app.name,
    name: app.name,
    logo: app.logo,
    describe: app.description,
    hrefUrl: app.hrefUrl,
    status: effectiveStatus(subscription),
    startTime: formatDateTime(subscription.startTime),
    endTime,
    expireDate: endTime ? endTime.slice(0, 10) : null,
    seats: subscription.seats,
    authorizationNumber: subscription.seats,
    useQty,
  };
}

export async function catalogueByIds(services: Services, ids: number[]): Promise<Map<number, any>> {
  if (!ids.length) return new Map();
  const rows = await services.data.rows('AppCatalog').findAll({ where: { id: [...new Set(ids)] }, raw: true });
  return new Map((rows as any[]).map((row) => [row.id, row]));
}

/** Seats in use per app: assignments of members still in the company. */
export async function usedSeats(services: Services, appIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>(appIds.map((id) => [id, 0]));
  if (!appIds.length) return result;
  const links = await services.data.rows('UserApp').findAll({ where: { appId: appIds }, attributes: ['appId', 'membershipId'], raw: true });
  const memberIds = [...new Set((links as any[]).map((link) => link.membershipId))];
  const active = memberIds.length
    ? new Set((await services.data.rows('Membership').findAll({ where: { id: memberIds, status: 0 }, attributes: ['id'], raw: true })).map((m: any) => m.id))
    : new Set<number>();
  for (const link of links as any[]) if (active.has(link.membershipId)) result.set(link.appId, (result.get(link.appId) ?? 0) + 1);
  return result;
}

/** The current company's subscriptions to apps (kind 0) with their catalogue rows, in catalogue order. */
export async function companyApps(services: Services, options: { appIds?: number[]; name?: string; kind?: number } = {}) {
  const where: any = {};
  if (options.appIds) where.appId = options.appIds;
  const subscriptions = await services.data.rows('AppSubscription').findAll({ where, raw: true });
  const catalogue = await catalogueByIds(services, subscriptions.map((s: any) => s.appId));
  const text = options.name?.trim();
  return (subscriptions as any[])
    .map((subscription) => ({ subscription, app: catalogue.get(subscription.appId) }))
    .filter(({ app }) => app && app.kind === (options.kind ?? 0) && (!text || String(app.name).includes(text)))
    .sort((a, b) => a.app.sort - b.app.sort || a.app.id - b.app.id);
}

/** The company's subscription to one app, or 404 (not subscribed, unknown, or another company's). */
export async function companyApp(services: Services, appId: number) {
  const [found] = await companyApps(services, { appIds: [appId] });
  if (!found) throw notFound('应用不存在或未开通');
  return found;
}

/** Company administrators may use every app; other members the apps they are assigned. */
export async function mayUseApp(services: Services, actor: Actor, appId: number): Promise<boolean> {
  if (actor.isCompanyAdmin) return true;
  return (await services.data.rows('UserApp').count({ where: { appId, membershipId: actor.membershipId } })) > 0;
}


const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A time as stored, or as the wire writes it (Shanghai wall clock). */
const instant = (value: unknown) => (typeof value === 'string' && WIRE_TIME.test(value) ? shanghaiTime(value) : (value as Date | null | undefined));

/**
 * Subscriptions on their way out (应用管理's `decorate` hook): the catalogue entry's name, logo and address, the
 * status as it reads now (expired once the end time has passed) and the seats in use, as companyAppWire writes them.
 */
export async function decorateSubscriptions(services: Services, rows: Record<string, any>[]): Promise<void> {
  const appIds = rows.map((row) => row.appId);
  const [catalogue, used] = await Promise.all([catalogueByIds(services, appIds), usedSeats(services, appIds)]);
  for (const row of rows) {
    const app = catalogue.get(row.appId);
    if (!app) continue;
    const subscription = { ...row, startTime: instant(row.startTime), endTime: instant(row.endTime) };
    Object.assign(row, companyAppWire(subscription, app, used.get(row.appId) ?? 0));
  }
}
