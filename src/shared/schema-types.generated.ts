/* eslint-disable */
/**
 * The types of schema files (section, resource, field), generated from schemas/_meta/*.schema.json by
 * `npm run schemas:types`. Do not edit: change the meta-schema and run the script (a unit test fails when
 * this file is not what the script would write now).
 */

/**
 * One field of a resource or section. This one definition drives the database column, server validation and its Chinese messages, the wire format, and the table column, search field, form field, detail item and export column of the page.
 */
export type Field = {
  /**
   * What the field holds. string/text: characters (text has no length limit in the column); integer/number/boolean; enum: one of `enum` (labels in `enumNames`); money: integer fen in the database, yuan with two decimals on the wire; date: YYYY-MM-DD; datetime: YYYY-MM-DD HH:mm:ss in Asia/Shanghai; json: any JSON value; file/image: an uploaded file of the same company (its url); region: comma-separated mainland region codes (province,city,county); belongsTo: the id of a row of `target` (the column is this field); hasMany/belongsToMany: rows of `target` that point here (no column).
   */
  type:
    | 'string'
    | 'text'
    | 'integer'
    | 'number'
    | 'boolean'
    | 'enum'
    | 'money'
    | 'date'
    | 'datetime'
    | 'json'
    | 'file'
    | 'image'
    | 'region'
    | 'belongsTo'
    | 'hasMany'
    | 'belongsToMany';
  /**
   * The Chinese name: column header, form label, export header, and the subject of generated validation messages.
   */
  title: string;
  /**
   * A longer explanation shown as the form item's help text.
   */
  description?: string;
  /**
   * A string's format: date and date-time (older spelling of the date/datetime types), mobile (a mainland mobile number), email, text (a long text column).
   */
  format?: 'date' | 'date-time' | 'mobile' | 'email' | 'text';
  /**
   * Fewest characters; 1 makes an empty value answer `请输入<title>`.
   */
  minLength?: number;
  /**
   * Most characters; also the column's length.
   */
  maxLength?: number;
  /**
   * Smallest number (money: in yuan).
   */
  minimum?: number;
  /**
   * Largest number (money: in yuan).
   */
  maximum?: number;
  /**
   * A regular expression the value must match.
   */
  pattern?: string;
  /**
   * The allowed values, in display order.
   *
   * @minItems 1
   */
  enum?: unknown[];
  /**
   * The Chinese label of each `enum` value, in the same order: the only place labels are written.
   */
  enumNames?: string[];
  /**
   * A badge colour per `enum` value for tables (Success, Processing, Error, Warning, Default).
   */
  enumStatus?: ('Success' | 'Processing' | 'Error' | 'Warning' | 'Default')[];
  /**
   * The value a new row gets when none is given (also the column default).
   */
  default?: unknown;
  /**
   * Strip surrounding white space before validating.
   */
  trim?: boolean;
  /**
   * Never sent by the generic actions (password and token hashes, internal ids).
   */
  private?: boolean;
  /**
   * Shown but never written through the generic create/update.
   */
  readOnly?: boolean;
  /**
   * Chinese messages by validation keyword (required, type, minLength, maxLength, minimum, maximum, pattern, enum, unique) replacing the generated ones.
   */
  messages?: {
    [k: string]: string;
  };
  /**
   * A registered client widget that edits the field (e.g. departTree, imageUpload, textarea, radio).
   */
  widget?: string;
  /**
   * Placeholder text of the form and search inputs.
   */
  placeholder?: string;
  /**
   * No two rows of the same company may share this value: true, or the Chinese message of the 409 answer.
   */
  unique?: boolean | string;
  /**
   * Relations: the resource name or section id of the related rows.
   */
  target?: string;
  /**
   * belongsTo: the association name used in includes (default: the field name without its trailing Id).
   */
  as?: string;
  /**
   * hasMany: the field of `target` that holds this row's id; belongsToMany: the field of `through` that holds this row's id.
   */
  foreignKey?: string;
  /**
   * belongsToMany: the resource whose rows link the two sides.
   */
  through?: string;
  /**
   * belongsToMany: the field of `through` that holds the target's id.
   */
  otherKey?: string;
  visibleWhen?: Condition;
  requiredWhen?: Condition;
  disabledWhen?: Condition;
};
export type ExportColumn =
  | string
  | {
      /**
       * The field exported (a declared field or a column the engine keeps).
       */
      field: string;
      /**
       * The header when it is not the field's title.
       */
      title?: string;
      /**
       * Column width in characters (default 20).
       */
      width?: number;
    };
/**
 * An input of the search form: a field's name, or an object naming the field with what is only presentational. The label and placeholder come from the field; the input from its type (enum → select, date/datetime → dateRange, else text).
 */
export type SearchItem =
  | string
  | {
      /**
       * The field searched.
       */
      field: string;
      /**
       * The label when it is not the field's title.
       */
      title?: string;
      /**
       * The placeholder (default 请输入<title>, or 请选择<title> for a select).
       */
      placeholder?: string;
      /**
       * A registered search widget (text, select, dateRange); default from the field.
       */
      valueType?: string;
      /**
       * Query parameter names it fills (a date range: start and end; default <field>Start and <field>End); default the field name.
       *
       * @minItems 1
       * @maxItems 2
       */
      params?: string[];
    };
/**
 * A table column: a field's name, or an object naming the field with what is only presentational. The header, the value type and the enum labels and badge colours come from the field unless given here.
 */
export type Column =
  | string
  | {
      /**
       * The field shown: a declared field, a column the engine keeps (updTime, updUserName, crtTime, ...) or a tree's parentName.
       */
      field: string;
      /**
       * The header when it is not the field's title (e.g. another name on one tab).
       */
      title?: string;
      /**
       * A registered value type; default from the field: datetime → dateTime, date → date, money → money, image → image, a field with `enum` → enum, else text.
       */
      valueType?: string;
      /**
       * Labels and badge colours by value when they are not the field's enumNames and enumStatus.
       */
      valueEnum?: {
        [k: string]: {
          /**
           * The label.
           */
          text: string;
          /**
           * The badge colour.
           */
          status?: 'Success' | 'Processing' | 'Error' | 'Warning' | 'Default';
        };
      };
      /**
       * Width in px (default: room for the header, more for long text).
       */
      width?: number;
      /**
       * The tabs on which it is shown (default: all).
       */
      tabs?: string[];
      /**
       * Long text is cut with … and shown whole in a tooltip.
       */
      ellipsis?: boolean;
    };
/**
 * A toolbar button or row link that runs one of the section's operations: opens a form, asks to confirm, or calls it at once. A standard key alone ("create", "edit", "delete", "bulkDelete", "restore", "export"), or an object whose standard key brings its title, operation, form and confirmation; an action with a constant `body` updates the row, is titled with the label of the value it sets and shows only on rows that do not have it yet.
 */
export type Action =
  | string
  | {
      /**
       * Names the action within the section; a standard key brings the defaults above.
       */
      key: string;
      /**
       * The button or link text (default: the standard key's, or the label of the value a `body` action sets).
       */
      title?: string;
      /**
       * The operation it calls (`api.operations` or a generic one); actions on operations the caller may not use are not served. Default: the standard key's, or update for a `body` action.
       */
      operation?: string;
      /**
       * The tabs on which it is offered (default: all).
       */
      tabs?: string[];
      /**
       * The form (`ui.forms`) it opens first (default: the form named like the key, if any).
       */
      form?: string;
      /**
       * The question asked before it runs (none when absent).
       */
      confirm?: string;
      /**
       * The message shown when it succeeded (default: the server's message; 操作成功! for a `body` action).
       */
      success?: string;
      /**
       * Shown in red.
       */
      danger?: boolean;
      /**
       * A toolbar action over the selected rows; the warning shown when none is selected.
       */
      needsSelection?: string;
      hiddenWhen?: Condition;
      visibleWhen?: Condition;
      /**
       * Constant values sent as the body (with the row id), e.g. {"status": 1} for 启用.
       */
      body?: {
        [k: string]: string | number | boolean | null;
      };
      /**
       * The operation answers a file (xlsx) that the browser saves, with the current tab and search.
       */
      download?: boolean;
    };

/**
 * Every kind of schema file.
 */
export interface SchemaFiles {
  section?: SectionFile;
  resource?: ResourceFile;
  field?: Field;
}
export interface SectionFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * The section's id: the file name, the permission object, the page's key in menus and /api/schemas/<id>.
   */
  id: string;
  /**
   * The section's Chinese name: menu, page title, operation log.
   */
  title: string;
  /**
   * Where the section's rows live: an inline model (table and fields here), a resource, or (being phased out) tables its module owns.
   */
  model: {
    /**
     * The section's rows live in tables its module owns: every operation has a module handler (being phased out: point at a resource instead).
     */
    custom?: boolean;
    /**
     * The column naming a row's creator for the `own` row scope of a grant (default crtUserId).
     */
    ownerField?: string;
    /**
     * The column naming a row's department for the department row scopes of a grant (default departId; else the creator's department).
     */
    departField?: string;
    /**
     * The resource (schemas/<area>/resources/) whose rows this section shows, instead of an inline model.
     */
    resource?: string;
    /**
     * The database table of an inline model.
     */
    table?: string;
    /**
     * Rows belong to one company and every query is limited to the caller's company (default true).
     */
    tenant?: boolean;
    /**
     * Deleting sets delTime; deleted rows can be listed and restored.
     */
    softDelete?: boolean;
    /**
     * Rows form a tree through a parent field; the tree operations nest them.
     */
    tree?: {
      /**
       * The field holding the parent row's id.
       */
      parentField: string;
      /**
       * The parent value of a root row (e.g. -1).
       */
      root: number;
      /**
       * The field copied into each node's label (default name).
       */
      labelField?: string;
    };
  };
  /**
   * The fields by name (schemas/_meta/field.schema.json); with a resource, fields added beside the resource's own (values a hook derives).
   */
  fields?: {
    [k: string]: Field;
  };
  /**
   * Fields a create must have (with their required message).
   */
  required?: string[];
  /**
   * Fields searched from the query string by their own name: LIKE for text, equality otherwise.
   */
  search?: string[];
  /**
   * Named row filters a role's grant can use as its row scope (`filter:<name>`).
   */
  rowFilters?: {
    [k: string]: Condition;
  };
  /**
   * Declarative list filters by field: eq, ne, in (comma-separated), like, range (two query parameters, inclusive; days for dates).
   */
  filters?: {
    [k: string]:
      | 'eq'
      | 'ne'
      | 'in'
      | 'like'
      | 'range'
      | {
          /**
           * How the query value is compared.
           */
          op: 'eq' | 'ne' | 'in' | 'like' | 'range';
          /**
           * Query parameter names (range: from and to); default the field name, or <field>Start/<field>End for ranges. `a|b` reads a, else b.
           *
           * @minItems 1
           * @maxItems 2
           */
          params?: string[];
          /**
           * The value used when the query gives none.
           */
          default?: string | number | boolean;
          /**
           * The 400 message for a value that is not allowed (else <title>格式不正确).
           */
          message?: string;
        };
  };
  /**
   * The list order: the default, and the fields a `sort=<field>,<ASC|DESC>` query may name.
   */
  sort?: {
    /**
     * [field, direction] pairs used when the query gives no sort (default id DESC).
     */
    default?: [string, 'ASC' | 'DESC'][];
    /**
     * Fields the query may sort by (default id only).
     */
    allowed?: string[];
  };
  /**
   * The xlsx export of the list (same search and filters).
   */
  export?: {
    /**
     * The file name without .xlsx (default the section title); `{field}` is the label of that filter's value.
     */
    fileName?: string;
    /**
     * The sheet's columns, in order: a field's name, or an object with a header other than the field's title or a width.
     */
    columns: ExportColumn[];
  };
  /**
   * The section's HTTP operations.
   */
  api: {
    /**
     * The url prefix of the operations' paths.
     */
    base: string;
    /**
     * Operations by name, bound to the documented paths (default: REST paths of the generic ones the model supports). A generic name (list, get, create, createMany, update, delete, restore, deletedList, tree, deletedTree, count, export) gets the generic handler.
     */
    operations?: {
      [k: string]: {
        /**
         * The HTTP method.
         */
        method: 'GET' | 'POST' | 'PUT' | 'DELETE';
        /**
         * The path under `base`, or an absolute /api/ path; `:id` is the row id.
         */
        path: string;
        /**
         * The permission action it needs (default: the generic operation's, e.g. read for list).
         */
        action?: string;
        /**
         * Where the row id travels when the path has no :id: the query (?id=) or the JSON body.
         */
        idIn?: 'query' | 'body';
        /**
         * A declared condition of the grant, checked by the guard after the role's permission (registered in server/permissions/grant-conditions.ts: companyAdmin, mainAccount). A caller for whom it fails gets 403 and does not see the operation.
         */
        condition?: 'companyAdmin' | 'mainAccount';
        /**
         * A generic association action on a belongsToMany field of the section's model: list its rows, add, remove or set (replace) them; the body carries `ids`. Needs the update action unless `action` says otherwise (list: read).
         */
        association?: {
          /**
           * The belongsToMany field.
           */
          field: string;
          /**
           * What it does with the related rows.
           */
          verb: 'list' | 'add' | 'remove' | 'set';
        };
        /**
         * The operation's name in the operation log (default the generic operation's).
         */
        title?: string;
      };
    };
  };
  ui?: SectionUi;
}
/**
 * A declarative condition on a row or on a form's values (no code in schema files): the named field equals `eq`, differs from `ne`, or is one of `in` (a number matches its string form). One evaluator (src/shared/conditions.ts) serves the client and the server.
 */
export interface Condition {
  /**
   * The field whose value is tested.
   */
  field: string;
  /**
   * Holds when the value equals this.
   */
  eq?: unknown;
  /**
   * Holds when the value differs from this.
   */
  ne?: unknown;
  /**
   * Holds when the value is one of these.
   */
  in?: unknown[];
}
/**
 * The section's page. It selects and orders fields by name and places them; titles, enum labels, value types, widgets and rules come from the fields and are never written here again.
 */
export interface SectionUi {
  /**
   * The row field that identifies a row (default id).
   */
  rowKey?: string;
  /**
   * Rows come as a tree (children) and show with expand icons instead of pages.
   */
  treeTable?: boolean;
  /**
   * The label of a tree table's expand-all checkbox (none when absent).
   */
  expandAllToggle?: string;
  /**
   * Page size choices, the first the default (default 10, 20, 50).
   */
  pageSizes?: number[];
  /**
   * Tabs above the table, each listing rows through an operation.
   */
  tabs?: {
    /**
     * Names the tab (columns and actions name it in `tabs`).
     */
    key: string;
    /**
     * The tab's label.
     */
    title: string;
    /**
     * The operation that lists its rows.
     */
    operation: string;
    /**
     * Fixed query parameters of the tab, sent with its list and its exports.
     */
    params?: {
      [k: string]: string | number | boolean;
    };
  }[];
  /**
   * The search form's inputs, in order (default: one per `search` field).
   */
  searchForm?: SearchItem[];
  /**
   * The table's columns, in order.
   */
  columns?: Column[];
  featureSwitch?: FeatureSwitch;
  /**
   * Buttons above the table, the first one primary.
   */
  toolbar?: Action[];
  /**
   * Links in each row's 操作 column.
   */
  rowActions?: Action[];
  /**
   * The forms actions open, by name.
   */
  forms?: {
    [k: string]: Form;
  };
}
/**
 * A company setting switched on and off from the section's header (e.g. the notice feature).
 */
export interface FeatureSwitch {
  /**
   * The switch's label.
   */
  title: string;
  /**
   * The field of the settings record it switches.
   */
  field: string;
  /**
   * The field's value when the feature is on.
   */
  on: number | string | boolean;
  /**
   * The field's value when the feature is off.
   */
  off: number | string | boolean;
  /**
   * GET url answering the settings record.
   */
  read: string;
  /**
   * POST url taking {<field>: value}.
   */
  write: string;
  /**
   * The switch's text when on (default 开启).
   */
  onText?: string;
  /**
   * The switch's text when off (default 关闭).
   */
  offText?: string;
  /**
   * Help text beside the switch.
   */
  description?: string;
  /**
   * The notice shown while the feature is off.
   */
  offNotice?: string;
}
/**
 * A form opened by an action: which fields, in which order, in what kind of dialog. Labels, widgets, rules and their Chinese messages, placeholders and visible/required/disabled conditions come from the fields.
 */
export interface Form {
  /**
   * modal (default), drawer, or steps (a wizard).
   */
  layout?: 'modal' | 'drawer' | 'steps';
  /**
   * The dialog title (default: the title of the action that opens it).
   */
  title?: string;
  /**
   * Width in px (default 550 for a modal, 600 for a drawer).
   */
  width?: number;
  /**
   * A registered form kind (default plain; rowList: several rows of the same fields).
   */
  kind?: string;
  /**
   * The fields, in order (default: those of the `create` form).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The row field copied into parentId of what the form creates (a child form).
   */
  parentFrom?: string;
  /**
   * rowList: the text of the button that adds a row (default 创建更多).
   */
  moreLabel?: string;
  /**
   * The message shown when it was saved (default: the action's, else the server's).
   */
  success?: string;
}
/**
 * A model declared on its own (schemas/<area>/resources/<name>.json): one table, its typed fields, relations, indexes and uniqueness. Sections point at a resource or declare their model inline; the engine derives the Sequelize model and additive migrations from either.
 */
export interface ResourceFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * The model name code uses (db.models.<name>); unique across resources.
   */
  name: string;
  /**
   * The Chinese name of one row's kind.
   */
  title: string;
  /**
   * The database table.
   */
  table: string;
  /**
   * true: rows belong to one company and every query is limited to the caller's company by the data layer (a tenantId column); "reference": rows name a company (tenantId column) but are platform records read across companies (tokens, QR logins); false: platform data with no company.
   */
  tenant?: true | false | 'reference';
  /**
   * For platform tables that still belong to one company without a tenantId column: the column holding the company id (e.g. id for the company itself), or a key the engine registers (casbinDomain: policy rules by their domain). The data layer then scopes them like company-owned rows.
   */
  tenantKey?: string;
  /**
   * A reserved column that is the primary key instead of an `id` column (only tenantId: one row per company).
   */
  primaryKey?: 'tenantId';
  /**
   * true: crtTime and updTime kept by the engine; "created": crtTime only.
   */
  timestamps?: true | false | 'created';
  /**
   * crtUserId, crtUserName, updUserId and updUserName filled from the acting user on every write.
   */
  userStamps?: boolean;
  /**
   * Deleting sets delTime; deleted rows are hidden from reads and can be restored.
   */
  softDelete?: boolean;
  /**
   * The fields by name. Reserved names (id, tenantId, crtTime, updTime, delTime, crtUserId, crtUserName, updUserId, updUserName) come from the flags above and cannot be declared.
   */
  fields: {
    [k: string]: Field;
  };
  /**
   * Fields every row must have (NOT NULL columns; required on create).
   */
  required?: string[];
  /**
   * Database indexes, by their columns (reserved columns such as tenantId and id may be named). A unique index answers a clash with 409 and its `message`.
   */
  indexes?: {
    /**
     * The indexed columns, in order.
     *
     * @minItems 1
     */
    fields: string[];
    /**
     * No two rows may share these values.
     */
    unique?: boolean;
    /**
     * The Chinese message of the 409 answer when a write would break uniqueness.
     */
    message?: string;
  }[];
}
