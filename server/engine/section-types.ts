/** The shape of a section file (schemas/<area>/<section>.json), as checked by schemas/_meta/section.schema.json. */
export type OperationName =
  | 'list' | 'get' | 'create' | 'createMany' | 'update' | 'delete' | 'restore'
  | 'deletedList' | 'tree' | 'deletedTree' | 'count' | 'export';

export interface FieldSpec {
  type: 'string' | 'integer' | 'number' | 'boolean';
  title: string;
  format?: 'date' | 'date-time' | 'mobile' | 'email' | 'text';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  trim?: boolean;
  readOnly?: boolean;
  messages?: Record<string, string>;
  /** Presentation hints served to the client (registered widget, labels of `enum`, placeholder). */
  widget?: string;
  enumNames?: string[];
  placeholder?: string;
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
    table?: string;
    tenant?: boolean;
    softDelete?: boolean;
    tree?: { parentField: string; root: number; labelField?: string };
  };
  fields: Record<string, FieldSpec>;
  required?: string[];
  search?: string[];
  sort?: { default?: [string, 'ASC' | 'DESC'][]; allowed?: string[] };
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
