/**
 * What 个人设置's calls share (spec doc 1 §3 "User profile"): the caller, the profile's fields, and the cached
 * sessions and headers a change drops.
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { afterCommit } from '../../context/transaction-context';

export const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** Query and body together: the spec's client sends these calls' parameters in the query (`?oldPass&newPass`). */
export const inputOf = (ctx: Context) => ({ ...((ctx.request.body ?? {}) as object), ...ctx.query }) as Record<string, unknown>;

/**
 * The profile fields of 基本资料 (spec doc 1 §3 "User profile"), declared on the Membership resource
 * (schemas/core/resources/membership.json): a member's profile in the company they are signed in to.
 */
export const PROFILE_FIELDS = ['name', 'sex', 'telPhone', 'qq', 'birthday', 'constellation', 'hobby', 'speciality', 'hometown', 'position'] as const;

/** Token actors (the name) and header profiles of this account are dropped now and again once the write commits. */
export function forgetSession(services: Services, actor: Actor) {
  const drop = () => {
    services.tokens.forgetAccount(actor.accountId);
    services.caches.profiles.deletePrefix(`${actor.tenantId}:`);
  };
  drop();
  afterCommit(drop);
}
