import type { Context } from 'koa';
import type { Database } from '../db/database';
import type { Services } from '../services';
import { inTransaction, modelRows, sectionRows, type Repository } from './repository';
import { callerRepository, type CallerRows } from './caller-rows';

/**
 * What modules use to reach data (`services.data`): repositories of declared models and sections, the caller's
 * rows, and transactions. Modules never touch `services.db` (tests/unit/module-data-access.test.ts).
 */
export interface DataAccess {
  /** A declared model's rows by its name, within the current company (or as the system, under `asSystem`). */
  rows(model: string): Repository;
  /** A section's rows. */
  section(sectionId: string): Repository;
  /** The rows the caller's grant reaches (docs/security.md, "Row scopes"). */
  caller(ctx: Context, rows: CallerRows): Repository;
  /** One transaction around `work`; every call inside joins it. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
}

export function dataAccess(db: Database, services: () => Services): DataAccess {
  return {
    rows: (model) => modelRows(db, model),
    section: (sectionId) => sectionRows(db, sectionId),
    caller: (ctx, rows) => callerRepository(ctx, services(), rows),
    transaction: (work) => inTransaction(db, work),
  };
}
