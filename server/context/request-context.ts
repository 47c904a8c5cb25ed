import { AsyncLocalStorage } from 'node:async_hooks';

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

const storage = new AsyncLocalStorage<Context>();

export function runWithContext<T>(context: Context, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): Context | undefined {
  return storage.getStore();
}

export function currentTenantId(): number | undefined {
  return storage.getStore()?.tenantId;
}

export function currentActor(): Actor | undefined {
  return storage.getStore()?.actor;
}

/**
 * Runs fn outside any tenant: only for platform-level work (login, registration, seeding, migrations).
 * Like asTenant, it changes who is acting, not the transaction: work inside one stays in it (transaction-context.ts).
 */
export function asSystem<T>(fn: () => T): T {
  return storage.run({ system: true }, fn);
}

/** Runs fn inside one tenant (0: the platform domain), as the platform (no actor). */
export function asTenant<T>(tenantId: number, fn: () => T): T {
  return storage.run({ tenantId, system: false }, fn);
}
