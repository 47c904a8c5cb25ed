import type { RateLimits } from '../../config/server';

/**
 * A test file sends hundreds of logins and look-ups from one address within seconds, which the real limits
 * (config/server.ts) refuse: servers under test run with these unless a test sets its own (rate-limits.test.ts).
 */
const OPEN = { limit: 1_000_000, seconds: 60 };
export const UNLIMITED: RateLimits = {
  login: { perAddress: OPEN, perAccount: OPEN },
  sms: { perAddress: OPEN, perAccount: OPEN },
  lookup: { perAddress: OPEN, perAccount: OPEN },
  smsSend: { perAddress: OPEN, perAccount: OPEN },
  logistics: { perAddress: OPEN, perAccount: OPEN },
  publicRead: { perAddress: OPEN, perAccount: OPEN },
};
