/**
 * What 基本资料's calls share (spec doc 1 §3 "User profile"): the caller's own membership, its profile on the wire,
 * and the cached sessions and headers a change drops.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { afterCommit } from '../../context/transaction-context';
import { notFound } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { formatDateTime } from '../../http/format';

export const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** Query and body together: the spec's client sends these calls' parameters in the query (`?oldPass&newPass`). */
export const inputOf = (ctx: Context) => ({ ...((ctx.request.body ?? {}) as object), ...ctx.query }) as Record<string, unknown>;

/**
 * The profile fields of 基本资料 (spec doc 1 §3 "User profile"), declared on the Membership resource
 * (schemas/core/resources/membership.json): a member's profile in the company they are signed in to.
 */
export const PROFILE_FIELDS = ['name', 'sex', 'telPhone', 'qq', 'birthday', 'constellation', 'hobby', 'speciality', 'hometown', 'position'] as const;

/**
 * A profile call names the member by their account id (the `id` of `front/info`). Only the caller's own: another
 * member's id, or one of another company, is 404 like an id that does not exist.
 */
export function requireSelf(ctx: Context, raw: unknown) {
  const actor = actorOf(ctx);
  if (raw === undefined || raw === null || raw === '') return actor;
  if (readId(raw) !== actor.accountId) throw notFound();
  return actor;
}

/** The caller's own membership in the company of the token (tenant-scoped), locked inside a write's transaction. */
export async function ownMembership(services: Services, actor: Actor, lock = false) {
  const row = await services.data.rows('Membership').findOne({ where: { id: actor.membershipId, accountId: actor.accountId, status: 0 }, lock });
  if (!row) throw notFound();
  return row;
}

/** spec doc 1 §3 "User profile" on the wire. */
export async function profileOf(services: Services, actor: Actor) {
  const [membership, account] = await Promise.all([ownMembership(services, actor), services.data.rows('Account').findById(actor.accountId, { attributes: ['mobile', 'photo', 'email'], raw: true })]);
  const m: any = membership.get({ plain: true });
  const depart: any = m.departId ? await services.data.section('depart').findById(m.departId, { attributes: ['name'], raw: true }) : null;
  const a: any = account ?? {};
  return {
    id: actor.accountId,
    ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, m[name] ?? null])),
    birthday: m.birthday ? String(formatDateTime(m.birthday) ?? m.birthday).slice(0, 10) : null,
    photo: a.photo ?? null,
    photoUrl: a.photo ?? null,
    departName: depart?.name ?? null,
    mobilePhone: a.mobile ?? null,
    email: a.email ?? null,
  };
}

/** Token actors (the name) and header profiles of this account are dropped now and again once the write commits. */
export function forgetSession(services: Services, actor: Actor) {
  const drop = () => {
    services.tokens.forgetAccount(actor.accountId);
    services.caches.profiles.deletePrefix(`${actor.tenantId}:`);
  };
  drop();
  afterCommit(drop);
}
