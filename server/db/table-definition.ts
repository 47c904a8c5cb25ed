import type { ModelAttributes } from 'sequelize';

/** What the database layer needs to create, migrate and define one table (derived from a resource). */
export interface TableDefinition {
  table: string;
  /** Scoped to the current company by the data layer (server/db/tenant-scope.ts). */
  tenant: boolean;
  /** Platform-owned, read by every company, written only outside a company's context (server/db/platform-owned.ts). */
  platformOwned?: boolean;
  /** Company-shared (`model.tenant: "shared"`): the rows every company reads; writes stay the company's own (tenant-scope.ts). */
  sharedRead?: Record<string, unknown>;
  attributes: ModelAttributes;
  indexes?: TableIndex[];
  /** true: crtTime and updTime kept by Sequelize; 'created': crtTime only. */
  timestamps?: boolean | 'created';
  /** Soft delete through delTime. */
  paranoid?: boolean;
}

/** One index of a table, named `<table>_idx<position>` (table-sync.ts). */
export interface TableIndex {
  fields: string[];
  unique?: boolean;
  /** Unique among rows not soft-deleted only (unique-indexes.ts: a partial index on SQLite, the generated column LIVE_KEY on MySQL). */
  live?: boolean;
  /**
   * For a unique index added to a table that already holds duplicates: the text column whose later duplicates are
   * renamed (`<value>-<id>`, cut to `renameMaxLength`) so the index can be created.
   */
  renameField?: string;
  renameMaxLength?: number;
}

/** The generated column behind live-unique indexes on MySQL: 1 while the row is not deleted (delTime null), else null. */
export const LIVE_KEY = 'liveKey';
