/**
 * The shapes of section files (schemas/<area>/<section>.json) as the engine holds them. The file types are
 * generated from schemas/_meta/*.schema.json (`npm run schemas:types`); this module only names them and says what
 * loading adds (area, file, resolved actions and export headers).
 */
import type { Field, SectionFile, SectionUi as SectionUiFile } from '../../shared/schema-types.generated';
import type { ResolvedAction, ResolvedExportColumn } from '../../shared/section-ui';

export type OperationName =
  | 'list' | 'get' | 'create' | 'createMany' | 'update' | 'delete' | 'restore'
  | 'deletedList' | 'tree' | 'deletedTree' | 'count' | 'export' | 'summary' | 'search' | 'calendar' | 'file';

/** One field of a resource or section (schemas/_meta/field.schema.json documents every key). */
export type FieldSpec = Field;
export type FieldType = Field['type'];

/** Relations hold rows of another model; only belongsTo has a column (the field itself). A virtual field has none. */
export const RELATION_TYPES = new Set<FieldType>(['belongsTo', 'hasMany', 'belongsToMany']);
export const hasColumn = (field: FieldSpec) => field.type !== 'hasMany' && field.type !== 'belongsToMany' && !field.virtual;

type FilterEntry = NonNullable<SectionFile['filters']>[string];
export type FilterSpec = Exclude<FilterEntry, string>;
export type FilterOp = FilterSpec['op'];

type OperationFile = NonNullable<SectionFile['api']['operations']>[string];
/** An operation; its grant `condition` is looked up by name in server/permissions/grant-conditions.ts. */
export type OperationSpec = Omit<OperationFile, 'condition'> & { condition?: string };

/** A toolbar or row action after loading: standard-key and field defaults filled in (shared/section-ui.ts). */
export type ActionSpec = ResolvedAction;

/** The page part after loading: its actions resolved (columns, search items and forms are resolved by the page). */
export interface SectionUi extends Omit<SectionUiFile, 'toolbar' | 'rowActions'> {
  toolbar?: ActionSpec[];
  rowActions?: ActionSpec[];
}

export interface SectionSpec extends Omit<SectionFile, '$schema' | 'fields' | 'export' | 'ui'> {
  /** The folder under schemas/ the file is in. */
  area: string;
  /** The file, relative to the repository (for messages). */
  file: string;
  /** The section's fields; with a resource, the resource's fields plus the section's own. */
  fields: Record<string, FieldSpec>;
  /** `fileName` may name a filter field in braces (`{selectType}`): the label of the value the export used. Headers resolved. */
  export?: { fileName?: string; columns: ResolvedExportColumn[] };
  ui?: SectionUi;
}

/** The Casbin object of a section's operations: its id, or the menu entry it is `grantedBy` (应用中心's catalogue: purchase). */
export const grantObjectOf = (section: Pick<SectionSpec, 'id' | 'grantedBy'>): string => section.grantedBy ?? section.id;

/** Which permission action an operation needs (the Casbin `act`). */
export const operationAction: Record<OperationName | 'upload', string> = {
  list: 'read',
  get: 'read',
  tree: 'read',
  count: 'read',
  deletedList: 'read',
  deletedTree: 'read',
  create: 'create',
  createMany: 'create',
  update: 'update',
  delete: 'delete',
  restore: 'restore',
  export: 'export',
  summary: 'read',
  search: 'read',
  calendar: 'read',
  file: 'read',
  // A declared upload (`runs: upload`) adds a file for a form.
  upload: 'create',
};

/** Button titles of permission actions in the role dialog, in the order they are offered; a section's own action adds its title here. */
export const actionTitles: Record<string, string> = {
  read: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  restore: '恢复',
  export: '导出',
  certify: '认证',
};
