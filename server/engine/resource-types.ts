import type { ResourceFile } from '../../shared/schema-types.generated';
import type { FieldSpec } from './section-types';

/**
 * A declared model as the engine holds it: a resource file (schemas/<area>/resources/<name>.json, type generated
 * from schemas/_meta/resource.schema.json) or a section's inline model.
 */
export interface ResourceSpec extends Omit<ResourceFile, '$schema' | 'tenant' | 'fields'> {
  /** Where the declaration came from (a resource file, or the section file whose inline model this is). */
  file: string;
  /** The file's value, true when it leaves it out. */
  tenant: boolean | 'reference';
  /**
   * Platform-owned data shared with every company (a section's `model.tenant: "platform"`, or a resource file's
   * `tenant: "platform"`): no tenant column, and
   * the data layer refuses writes from a company's context (server/db/platform-owned.ts).
   */
  platformOwned?: boolean;
  /**
   * Company-shared data (a section's `model.tenant: "shared"`): company-owned rows of which those matching this
   * condition (`model.sharedWhere`) are read by every company; writes stay the owner's (server/db/tenant-scope.ts).
   */
  sharedRead?: Record<string, unknown>;
  fields: Record<string, FieldSpec>;
}

export type IndexSpec = NonNullable<ResourceFile['indexes']>[number];

/** Columns the engine owns (id, tenantId, crtTime, ...): one list with the web app, which titles columns from it. */
export { RESERVED_FIELD_SPECS, RESERVED_FIELDS } from '../../shared/reserved-fields';
