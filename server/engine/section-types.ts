/** The shape of a section file (schemas/<area>/<section>.json), as checked by schemas/_meta/section.schema.json. */
export type OperationName =
  | 'list' | 'get' | 'create' | 'createMany' | 'update' | 'delete' | 'restore'
  | 'deletedList' | 'tree' | 'deletedTree' | 'count' | 'export';

export type FieldType =
  | 'string' | 'text' | 'integer' | 'number' | 'boolean' | 'enum' | 'money' | 'date' | 'datetime' | 'json'
  | 'file' | 'image' | 'region' | 'belongsTo' | 'hasMany' | 'belongsToMany';

/** One field of a resource or section (schemas/_meta/field.schema.json documents every key). */
export interface FieldSpec {
  type: FieldType;
  title: string;
  description?: string;
  format?: 'date' | 'date-time' | 'mobile' | 'email' | 'text';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  enumNames?: string[];
  enumStatus?: string[];
  default?: unknown;
  trim?: boolean;
  readOnly?: boolean;
  messages?: Record<string, string>;
  /** Presentation hints served to the client (registered widget, placeholder). */
  widget?: string;
  placeholder?: string;
  /** Never sent by the generic actions (password and token hashes, internal ids). */
  private?: boolean;
  /** Unique per company: true, or the Chinese message of the 409 answer. */
  unique?: boolean | string;
  target?: string;
  as?: string;
  foreignKey?: string;
  through?: string;
  otherKey?: string;
}

/** Relations hold rows of another model; only belongsTo has a column (the field itself). */
export const RELATION_TYPES = new Set<FieldType>(['belongsTo', 'hasMany', 'belongsToMany']);
export const hasColumn = (field: FieldSpec) => field.type !== 'hasMany' && field.type !== 'belongsToMany';

export type FilterOp = 'eq' | 'ne' | 'in' | 'like' | 'range';

export interface FilterSpec {
  op: FilterOp;
  /** Query parameter names (range: from, to); `a|b` reads `a`, else `b`. */
  params?: string[];
  /** The value used when the query does not give one. */
  default?: string | number | boolean;
  /** The 400 message for a value that is not one of the field's (else `<title>格式不正确`). */
  message?: string;
}

export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Permission action; required for operations beyond the generic ones. */
  action?: string;
  /** Where the row id travels when the path has no `:id` (`DELETE /delete?id=`, `POST /update` with `id` in the body). */
  idIn?: 'query' | 'body';
  /** The operation as the operation log names it (else the generic operation's title, else its name). */
  title?: string;
  /** A declared condition of the grant beyond role × resource × action (server/permissions/grant-conditions.ts). */
  condition?: string;
  /** A generic association action on a belongsToMany field: list its rows, add, remove or set (replace) them. */
  association?: { field: string; verb: 'list' | 'add' | 'remove' | 'set' };
}

export interface ActionSpec {
  key: string;
  title: string;
  operation: string;
  tabs?: string[];
  form?: string;
  confirm?: string;
  success?: string;
  hiddenWhen?: { field: string; eq?: unknown; ne?: unknown; in?: unknown[] };
  visibleWhen?: { field: string; eq?: unknown; ne?: unknown; in?: unknown[] };
  /** Constant values sent as (part of) the body, e.g. `{status: 1}` for an enable action. */
  body?: Record<string, string | number | boolean | null>;
  /** The operation answers a file (xlsx) that the browser saves. */
  download?: boolean;
  needsSelection?: string;
}

export interface SectionUi {
  tabs?: { key: string; title: string; operation: string; params?: Record<string, string | number | boolean> }[];
  /** A company setting switched from the section's header (settings record field, its on/off values, urls). */
  featureSwitch?: { title: string; field: string; on: unknown; off: unknown; read: string; write: string; [key: string]: unknown };
  toolbar?: ActionSpec[];
  rowActions?: ActionSpec[];
  forms?: Record<string, { layout: string; title: string; fields: string[] }>;
  [key: string]: unknown;
}

export interface SectionSpec {
  id: string;
  title: string;
  area: string;
  file: string;
  model: {
    /** The section's rows live in tables its module owns: no table is derived, handlers come from the module. */
    custom?: boolean;
    /** The resource whose rows the section shows, instead of an inline model. */
    resource?: string;
    table?: string;
    tenant?: boolean;
    softDelete?: boolean;
    tree?: { parentField: string; root: number; labelField?: string };
    /** The column naming a row's creator for the `own` row scope (default crtUserId). */
    ownerField?: string;
    /** The column naming a row's department for the department row scopes (default departId). */
    departField?: string;
  };
  /** Named row filters a grant can use as its row scope (`filter:<name>`). */
  rowFilters?: Record<string, { field: string; eq?: unknown; ne?: unknown; in?: unknown[] }>;
  fields: Record<string, FieldSpec>;
  required?: string[];
  search?: string[];
  filters?: Record<string, FilterOp | FilterSpec>;
  sort?: { default?: [string, 'ASC' | 'DESC'][]; allowed?: string[] };
  /** `fileName` may name a filter field in braces (`{selectType}`): the label of the value the export used. */
  export?: { fileName?: string; columns: { field: string; title: string; width?: number }[] };
  api: { base: string; operations?: Record<string, OperationSpec> };
  ui?: SectionUi;
}

/** Which permission action an operation needs (the Casbin `act`). */
export const operationAction: Record<OperationName, string> = {
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
