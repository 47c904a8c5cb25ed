/* eslint-disable */
/**
 * The types of schema files (section, resource, field), generated from schemas/_meta/*.schema.json by
 * `npm run schemas:types`. Do not edit: change the meta-schema and run the script (a unit test fails when
 * this file is not what the script would write now).
 */

/**
 * One field of a resource or section. This one definition drives the database column, server validation and its Chinese messages, the wire format, and the table column, search field, form field, detail item and export column of the page.
 */
export type FieldFile = {
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
};

/**
 * Every kind of schema file.
 */
export interface SchemaFiles {
  section?: SectionFile;
  resource?: ResourceFile;
  field?: FieldFile;
}
export interface SectionFile {
  $schema?: string;
  id: string;
  title: string;
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
    table?: string;
    tenant?: boolean;
    softDelete?: boolean;
    tree?: {
      parentField: string;
      root: number;
      labelField?: string;
    };
  };
  fields?: {
    [k: string]: FieldFile;
  };
  required?: string[];
  /**
   * Fields searched from the query string by their own name: LIKE for text, equality otherwise.
   */
  search?: string[];
  /**
   * Named row filters a role's grant can use as its row scope (`filter:<name>`).
   */
  rowFilters?: {
    [k: string]: Expression;
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
  sort?: {
    default?: [string, 'ASC' | 'DESC'][];
    allowed?: string[];
  };
  export?: {
    fileName?: string;
    columns: {
      field: string;
      title: string;
      width?: number;
    }[];
  };
  api: {
    base: string;
    operations?: {
      [k: string]: {
        method: 'GET' | 'POST' | 'PUT' | 'DELETE';
        path: string;
        action?: string;
        idIn?: 'query' | 'body';
        /**
         * A generic association action on a belongsToMany field of the section's model: list its rows, add, remove or set (replace) them; the body carries `ids`. Needs the update action unless `action` says otherwise (list: read).
         */
        association?: {
          field: string;
          verb: 'list' | 'add' | 'remove' | 'set';
        };
        title?: string;
      };
    };
  };
  ui?: Ui;
}
export interface Expression {
  field: string;
  eq?: unknown;
  ne?: unknown;
  in?: unknown[];
}
export interface Ui {
  rowKey?: string;
  treeTable?: boolean;
  expandAllToggle?: string;
  pageSizes?: number[];
  tabs?: {
    key: string;
    title: string;
    operation: string;
    params?: {
      [k: string]: string | number | boolean;
    };
  }[];
  searchForm?: {
    field: string;
    title?: string;
    placeholder?: string;
    valueType?: string;
    /**
     * @minItems 1
     * @maxItems 2
     */
    params?: string[];
  }[];
  columns?: {
    field: string;
    title: string;
    valueType?: string;
    valueEnum?: {};
    width?: number;
    tabs?: string[];
    ellipsis?: boolean;
  }[];
  featureSwitch?: FeatureSwitch;
  toolbar?: Action[];
  rowActions?: Action[];
  forms?: {
    [k: string]: {
      layout: 'modal' | 'drawer' | 'steps';
      title: string;
      width?: number;
      kind?: string;
      /**
       * @minItems 1
       */
      fields: string[];
      parentFrom?: string;
      moreLabel?: string;
      success?: string;
    };
  };
}
export interface FeatureSwitch {
  title: string;
  field: string;
  on: number | string | boolean;
  off: number | string | boolean;
  read: string;
  write: string;
  onText?: string;
  offText?: string;
  description?: string;
  offNotice?: string;
}
export interface Action {
  key: string;
  title: string;
  operation: string;
  tabs?: string[];
  form?: string;
  confirm?: string;
  success?: string;
  danger?: boolean;
  needsSelection?: string;
  hiddenWhen?: Expression;
  visibleWhen?: Expression;
  body?: {
    [k: string]: string | number | boolean | null;
  };
  download?: boolean;
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
    [k: string]: FieldFile;
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
