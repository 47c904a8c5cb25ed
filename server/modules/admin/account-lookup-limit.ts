import type { Context } from 'koa';
import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { clientAddress } from '../../http/client-address';

/**
 * Counts one look-up of a cloud account by a company's admin (checkUsername, checkUsernameAndName, addUser
 * linking an existing account) against the `lookup` limit shared with the public look-ups: per address and per
 * caller, 429 past either. Keyed by the caller's account rather than the mobile looked up, so that one admin's
 * guesses spend that admin's allowance, not the public look-ups of the person guessed at.
 */
export function countAccountLookup(ctx: Context, services: Services): Promise<void> {
  const actor = ctx.state.actor as Actor;
  return services.limits.hit('lookup', clientAddress(ctx), `caller-${actor.accountId}`);
}
