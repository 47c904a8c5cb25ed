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
  indexes?: { fields: string[]; unique?: boolean }[];
  /** true: crtTime and updTime kept by Sequelize; 'created': crtTime only. */
  timestamps?: boolean | 'created';
  /** Soft delete through delTime. */
  paranoid?: boolean;
}
