/** Shapes of the UI part of a section file as served by GET /api/schemas/:id (see schemas/admin/depart.json). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  method: HttpMethod;
  url: string;
  /** Set when the operation answers `{records, total}` and takes `page`/`limit`. */
  paged?: boolean;
  /** Where the row id goes when the url has no `:id`: the query (`?id=`) or the JSON body (`{id}`). */
  idIn?: 'query' | 'body';
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
  /** ProTable value enum: value → text and badge status (`{"1": {"text": "启用", "status": "Success"}}`). */
  valueEnum?: Record<string, { text: string; status?: string }>;
  width?: number;
  ellipsis?: boolean;
  /** Tabs on which the column is shown; all tabs when absent. */
  tabs?: string[];
}

export interface TabDef {
  key: string;
  title: string;
  operation: string;
  /** Fixed query parameters of the tab (e.g. `{selectType: 2}`), sent with its list and its exports. */
  params?: Record<string, string | number | boolean>;
}

export interface SearchFieldDef {
  field: string;
  title?: string;
  placeholder?: string;
  /** Registered search widget (`text` when absent, `dateRange`). */
  valueType?: string;
  /** Query parameter names the widget fills (a date range: start and end). */
  params?: string[];
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
  /** Constant body values (e.g. `{status: 1}` for an enable action). */
  body?: Record<string, unknown>;
  /** The operation answers a file that the browser saves (sent with the current tab and search). */
  download?: boolean;
  /** A toolbar action over the selected rows; the text is the warning when none is selected. */
  needsSelection?: string;
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
  featureSwitch?: FeatureSwitchDef;
}

/** A company setting switched on the section's header (e.g. the notice feature: 0 on, 1 off). */
export interface FeatureSwitchDef {
  title: string;
  field: string;
  on: unknown;
  off: unknown;
  /** GET url answering the settings record; POST url taking `{[field]: value}`. */
  read: string;
  write: string;
  onText?: string;
  offText?: string;
  description?: string;
  /** Shown while the feature is off. */
  offNotice?: string;
  /** Served: whether the caller may flip it. */
  editable?: boolean;
}

export type Row = Record<string, any>;
