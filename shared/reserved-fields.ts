import type { Field } from './schema-types.generated';

/**
 * Columns the engine owns, derived from a model's flags and never declared as fields; their titles serve filters,
 * sorting, table columns and export headers that name them.
 */
export const RESERVED_FIELD_SPECS: Record<string, Field> = {
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
