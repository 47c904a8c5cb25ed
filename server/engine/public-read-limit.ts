/**
 * The rate limit of the reads anyone may make without a token (`readBy: anyone`, e.g. the help center's search):
 * counted per address and over every address together (config `rateLimits.publicRead`), 429 over either.
 */
import type { Middleware } from 'koa';
import type { Services } from '../services';
import { clientAddress } from '../http/client-address';

/** Every anonymous read shares one overall budget beside each address's own. */
const EVERY_ADDRESS = 'all';

export const publicReadLimit = (services: Services): Middleware => async (ctx, next) => {
  await services.limits.hit('publicRead', clientAddress(ctx), EVERY_ADDRESS);
  await next();
};
