import type { FieldSpec } from './section-types';

/** A declared model (schemas/<area>/resources/<name>.json, checked by schemas/_meta/resource.schema.json). */
export interface ResourceSpec {
  name: string;
  title: string;
  table: string;
  /** Where the declaration came from (a resource file, or the section file whose inline model this is). */
  file: string;
  tenant: boolean | 'reference';
  /** A platform table scoped by another column (`id`) or a registered key (`casbinDomain`). */
  tenantKey?: string;
  primaryKey?: 'tenantId';
  timestamps?: boolean | 'created';
  userStamps?: boolean;
  softDelete?: boolean;
  fields: Record<string, FieldSpec>;
  required?: string[];
  indexes?: IndexSpec[];
}

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
  /** The 409 message when a write would break this unique index. */
  message?: string;
}

/** Columns the engine owns, derived from a resource's flags and never declared as fields, as fields for filters and sorting. */
export const RESERVED_FIELD_SPECS: Record<string, FieldSpec> = {
  id: { type: 'integer', title: 'ID' },
  tenantId: { type: 'integer', title: '企业' },
  crtTime: { type: 'datetime', title: '创建时间' },
  updTime: { type: 'datetime', title: '更新时间' },
  delTime: { type: 'datetime', title: '删除时间' },
  crtUserId: { type: 'integer', title: '创建人' },
  crtUserName: { type: 'string', title: '创建人', maxLength: 50 },
  updUserId: { type: 'integer', title: '操作人' },
  updUserName: { type: 'string', title: '操作人', maxLength: 50 },
};

export const RESERVED_FIELDS = Object.keys(RESERVED_FIELD_SPECS);
