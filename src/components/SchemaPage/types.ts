/** Shapes of the UI part of a section file as served by GET /api/schemas/:id (see schemas/admin/depart.json). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  method: HttpMethod;
  url: string;
  /** Set when the operation answers `{records, total}` and takes `page`/`limit`. */
  paged?: boolean;
}

/** A declarative condition on a row (no functions in schemas). */
export type Condition =
  | { field: string; eq: unknown }
  | { field: string; ne: unknown }
  | { field: string; in: unknown[] }
  | { field: string; empty: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export interface FieldDef {
  type?: string;
  title?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  enum?: (string | number)[];
  enumNames?: string[];
  /** Registered widget (text, textarea, number, select, switch); derived from `type` when absent. */
  widget?: string;
  placeholder?: string;
  messages?: Record<string, string>;
  /** The served form of `messages.required`. */
  requiredMessage?: string;
}

export interface ColumnDef {
  field: string;
  title: string;
  valueType?: string;
  width?: number;
  ellipsis?: boolean;
}

export interface TabDef {
  key: string;
  title: string;
  operation: string;
}

export interface SearchFieldDef {
  field: string;
  title?: string;
  placeholder?: string;
}

export interface ActionDef {
  key: string;
  title: string;
  operation: string;
  form?: string;
  confirm?: string;
  success?: string;
  danger?: boolean;
  /** Tabs on which the action is offered; all tabs when absent. */
  tabs?: string[];
  hiddenWhen?: Condition;
  visibleWhen?: Condition;
}

export interface FormDef {
  layout?: 'modal' | 'drawer';
  title: string;
  width?: number;
  /** Registered form kind; `plain` when absent. */
  kind?: string;
  fields: string[];
  /** Row field copied into `parentId` of what the form creates (child forms). */
  parentFrom?: string;
  parentField?: string;
  moreLabel?: string;
  success?: string;
}

export interface SectionSchema {
  id: string;
  title: string;
  fields: Record<string, FieldDef>;
  required?: string[];
  operations: Record<string, Operation>;
  rowKey?: string;
  treeTable?: boolean;
  expandAllToggle?: string;
  pageSizes?: number[];
  /** Operation listing rows when the section has no tabs. */
  listOperation?: string;
  tabs?: TabDef[];
  searchForm?: SearchFieldDef[];
  columns: ColumnDef[];
  toolbar?: ActionDef[];
  rowActions?: ActionDef[];
  forms?: Record<string, FormDef>;
}

export type Row = Record<string, any>;
