import { currentFrame, runInFrame } from './async-frame';

/** Who is acting in the current request. The tenant comes from the token alone. */
export interface Actor {
  accountId: number;
  membershipId: number;
  tenantId: number;
  name: string;
  mobile: string;
  isCompanyAdmin: boolean;
  tokenHash: string;
}

interface Context {
  tenantId?: number;
  actor?: Actor;
  /** Set by system jobs (seeding, registration, login) that legitimately work across tenants. */
  system?: boolean;
}

export function runWithContext<T>(context: Context, fn: () => T): T {
  return runInFrame({ request: context }, fn);
}

export function currentContext(): Context | undefined {
  return currentFrame()?.request as Context | undefined;
}

export function currentTenantId(): number | undefined {
  return currentContext()?.tenantId;
}

export function currentActor(): Actor | undefined {
  return currentContext()?.actor;
}

/**
 * Runs fn outside any tenant: only for platform-level work (login, registration, seeding, migrations).
 * Like asTenant, it changes who is acting, not the transaction: work inside one stays in it (transaction-context.ts).
 */
export function asSystem<T>(fn: () => T): T {
  return runInFrame({ request: { system: true } }, fn);
}

/** Runs fn inside one tenant (0: the platform domain), as the platform (no actor). */
export function asTenant<T>(tenantId: number, fn: () => T): T {
  return runInFrame({ request: { tenantId, system: false } }, fn);
}
