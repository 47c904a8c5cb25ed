/* eslint-disable */
/**
 * The types of schema files (section, resource, field, page), generated from schemas/_meta/*.schema.json by
 * `npm run schemas:types`. Do not edit: change the meta-schema and run the script (a unit test fails when
 * this file is not what the script would write now).
 */

/**
 * Database indexes, by their columns (reserved columns such as tenantId and id may be named). A unique index answers a clash with 409 and its `message`.
 */
export type Indexes = {
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
   * With unique on a soft-deleted model: unique among the rows not deleted only (deleted rows never clash, so a deleted row's name can be reused). The engine backs it with a partial index (WHERE delTime IS NULL) on SQLite and a generated column added to the index on MySQL (liveKey: 1 while delTime is null, else null). Rows whose indexed columns hold null never clash either.
   */
  live?: boolean;
  /**
   * The Chinese message of the 409 answer when a write would break uniqueness; {field} is replaced by the written row's value of that field (e.g. 角色名称“{name}”已存在).
   */
  message?: string;
}[];
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
   * A string's format: date and date-time (older spelling of the date/datetime types), mobile (a mainland mobile number), email, text (a long text column), html (rich text: sanitised on the server on every write — scripts, event handlers and unsafe urls removed; a value that keeps no text or image is missing).
   */
  format?: 'date' | 'date-time' | 'mobile' | 'email' | 'text' | 'html';
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
   * Not stored: a section's own model makes no column for it and nothing generic writes it (give it readOnly too). It names what a hook or an operation answers beside the section's rows — the notices 通知公告设置's approval queue (auditList) lists in its table, the reason its reject dialog sends — so columns and forms take its title and rules like any field's.
   */
  virtual?: boolean;
  /**
   * Chinese messages by validation keyword (required, type, minLength, maxLength, minimum, maximum, pattern, enum, unique) replacing the generated ones.
   */
  messages?: {
    [k: string]: string;
  };
  /**
   * image fields: the image kinds the field takes, checked by the stored file's content when a write names it (default jpg and png: logos, licences). The form's upload offers and checks the same kinds. file fields: the kinds of upload the field takes (default any stored kind), e.g. mp4 and webm for a video.
   *
   * @minItems 1
   */
  accept?: ('jpg' | 'png' | 'gif' | 'mp4' | 'webm')[];
  /**
   * enum and image fields: a list of the type's values, kept in one text column as a comma list (`mobile,onlineEdit`; image urls) and sent that way on the wire (an array is taken too). Each value is checked (an enum value not in `enum` answers the field's enum message; an image is one the writer uploaded or one the row already holds); `maxLength` limits the whole list. Tables show the labels or the thumbnails, forms a multi-select or a multi-image upload.
   */
  multiple?: boolean;
  /**
   * A registered client widget that edits the field (e.g. departTree, imageUpload, textarea, radio).
   */
  widget?: string;
  /**
   * Placeholder text of the form and search inputs.
   */
  placeholder?: string;
  /**
   * No two rows of the same company may share this value: true, or the Chinese message of the 409 answer ({field} is replaced by the written row's value of that field).
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
  /**
   * belongsToMany: the field of this row that `through`'s foreignKey holds (default id), e.g. appId when links name a company's app by its catalogue id.
   */
  sourceKey?: string;
  /**
   * belongsToMany: the field of the target row that `through`'s otherKey holds (default id).
   */
  targetKey?: string;
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
 * An input of the search form: a field's name, or an object naming the field with what is only presentational. The placeholder comes from the field's title, the input from its type (enum → select, date/datetime → dateRange, else text).
 */
export type SearchItem =
  | string
  | {
      /**
       * The field searched.
       */
      field: string;
      /**
       * A label shown before the input (none when absent: the placeholder names the field).
       */
      title?: string;
      /**
       * The placeholder (default 请输入<field title>, or 请选择<field title> for a select).
       */
      placeholder?: string;
      /**
       * A registered search widget (text, select, dateRange, month: a month picker sending YYYY-MM for a `month` filter, checkboxGroup, personPicker); default from the field.
       */
      valueType?: string;
      /**
       * Query parameter names it fills (a date range: start and end; default <field>Start and <field>End); default the field name.
       *
       * @minItems 1
       * @maxItems 2
       */
      params?: string[];
      options?: Options;
      /**
       * Fixed choices of an item whose field declares none (a page file's table has no fields): select, radio.
       *
       * @minItems 1
       */
      choices?: {
        /**
         * The value the search sends.
         */
        value: string | number;
        /**
         * The text shown.
         */
        label: string;
      }[];
      /**
       * The value the form starts with and 重置 returns to (a radio's choice, e.g. 本月).
       */
      default?: string | number;
      /**
       * A condition on the record (or the form's values): one, or several that must all hold.
       */
      visibleWhen?: Condition | Condition[];
      /**
       * The message shown when the item is shown but left empty at 查询 (发送统计's `请输入时间范围!`); the server checks the same.
       */
      required?: string;
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
      /**
       * A secondary column: hidden in windows narrower than this antd breakpoint (xl 1,200 px, xxl 1,600 px), so the main columns fit without scrolling (列设置 still lists it).
       */
      hideBelow?: 'lg' | 'xl' | 'xxl';
      /**
       * A `{field}` template of the row shown instead of the field's value (e.g. {useQty}/{seats}).
       */
      template?: string;
      /**
       * The row field holding an image shown small before the value (e.g. an app's logo).
       */
      avatar?: string;
      /**
       * Tags shown after the value while their condition holds for the row (e.g. 主账号).
       */
      tags?: {
        /**
         * The tag's text.
         */
        text: string;
        /**
         * An antd tag colour (blue, gold, green, …; default grey).
         */
        color?: string;
        /**
         * A condition on the record (or the form's values): one, or several that must all hold.
         */
        when: Condition | Condition[];
      }[];
      /**
       * The text shown when the value is empty (default -).
       */
      empty?: string;
      /**
       * A block table's column: the cell is a link opening this dialog of the block (`dialogs`) with the row, e.g. a notice's title opening its reading view.
       */
      dialog?: string;
      /**
       * Section table: a filter menu in the header listing the column's enum labels; the ticked values go to the list as the field's query parameter, comma-separated (declare the field's `in` filter).
       */
      filter?: boolean;
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
       * Constant values sent as the body (with the row id), e.g. {"status": 1} for 启用; with `form`, sent with the form's values (驳回 of 短信签名审核: {"status": 1} beside the reason).
       */
      body?: {
        [k: string]: string | number | boolean | null;
      };
      /**
       * The operation answers a file (xlsx) that the browser saves, with the current tab and search.
       */
      download?: boolean;
      /**
       * A console route opened for the row instead of calling the operation, `{field}` templates filled from the row (each value URL-encoded), e.g. /sellApplication?applicationsIndex={id}. The action still names its `operation`: only a caller who may use it is offered the link.
       */
      link?: string;
      /**
       * A block of the table block's `dialogs` (table, treeFilter) opened instead of a form, e.g. a stepsForm wizard: with the row (a row action), or for the selection (a `needsSelection` toolbar action) with `ids` (the selected rows' keys, comma-separated), `count` and, when one row is selected, its values. The action's operation still decides whether the caller is offered it.
       */
      dialog?: string;
    };
/**
 * A field a form or a detail shows: its name, or an object naming it with what is only presentational here. Label, widget, rules and messages come from the field.
 */
export type BlockItem =
  | string
  | {
      /**
       * The field (detail: a dotted path reads a nested answer, e.g. subscription.status).
       */
      field: string;
      /**
       * The label when this form asks for the field under another name (e.g. 认证企业名称).
       */
      label?: string;
      /**
       * The placeholder here, when not the field's.
       */
      placeholder?: string;
      /**
       * Help text under the input (default the field's description).
       */
      help?: string;
      /**
       * Required in this form although the section does not require it.
       */
      required?: boolean;
      /**
       * Messages of this form by validation keyword, over the field's.
       */
      messages?: {
        [k: string]: string;
      };
      /**
       * A condition on the record (or the form's values): one, or several that must all hold.
       */
      disabledWhen?: Condition | Condition[];
      /**
       * The help text shown while the item is read-only.
       */
      disabledHelp?: string;
      /**
       * Width in 24ths of the form's row (items with spans share a row).
       */
      span?: number;
      /**
       * A class on the input's wrapper (for tests and styling).
       */
      className?: string;
      /**
       * detail: a `{field}` template shown instead of one value (e.g. {useQty}/{seats}).
       */
      template?: string;
      /**
       * The registered widget (registered-names.ts fieldWidgets) that edits the field in this form, when not the field's own (e.g. radio, treeSelect, checkboxGroup).
       */
      widget?: string;
      options?: Options;
      /**
       * radio: a line of explanation beside each choice, by its value (the choices stack one per line).
       */
      optionDescriptions?: {
        [k: string]: string;
      };
      /**
       * checkboxGroup: the text shown when there are no choices.
       */
      emptyText?: string;
      /**
       * recordForm, stepsForm: a heading above this item that starts a group of the form (考勤设置's 班次, 手机打卡, 电脑打卡); shown while the item is.
       */
      heading?: string;
      /**
       * recordForm, stepsForm: the item is edited in a dialog with the other items naming the same `key` (考勤设置's WiFi: name and MAC). The form shows the group's values and a button opening the dialog; 确定 checks the group's items and keeps them, 取消 puts back what they were. The values are saved with the form.
       */
      inDialog?: {
        /**
         * Names the group (the items of one dialog share it).
         */
        key: string;
        /**
         * The dialog's title and the group's label in the form.
         */
        title: string;
        /**
         * The button's text (default 设置).
         */
        button?: string;
      };
      /**
       * A condition on the record (or the form's values): one, or several that must all hold.
       */
      visibleWhen?: Condition | Condition[];
      /**
       * Shown but not editable here, and not sent (e.g. the cloud account in an edit dialog).
       */
      readOnly?: boolean;
      /**
       * Must equal another field of the form (a retyped password); the message is `messages.sameAs` (default 与<title>不一致). Checked again when the other field changes.
       */
      sameAs?: string;
      /**
       * When the input loses focus with a value: the item's own rules run first (a refused value is said as a warning and cleared); then, while `when` holds, `operation` is called with `params`; a refusal, or an answer whose `failIf` field is true, is said with the server's message and the value is cleared.
       */
      check?: {
        /**
         * The section operation that checks the value (e.g. checkUsername).
         */
        operation: string;
        /**
         * Its query parameters, `{field}` templates filled from the form's values.
         */
        params?: {
          [k: string]: string | number | boolean;
        };
        /**
         * A condition on the record (or the form's values): one, or several that must all hold.
         */
        when?: Condition | Condition[];
        /**
         * A field of the answer's data that, when true, refuses the value (e.g. exists: the account is already registered).
         */
        failIf?: string;
        /**
         * The warning shown when a parameter's value is still empty (the check is skipped).
         */
        incomplete?: string;
      };
    };

/**
 * Every kind of schema file.
 */
export interface SchemaFiles {
  section?: SectionFile;
  resource?: ResourceFile;
  field?: Field;
  page?: PageFile;
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
   * members: every signed-in member of the company may call the section's operations (permission object `session`, no grant; company domain) and read its page schema; who sees and changes which rows is the section's hooks' rule (通知公告: visible scope or issuer). Such a section belongs to no area (no menu entry, no permission-dialog items) and its reads are not cached (each caller's answer is their own). Default: grants, per operation.
   */
  access?: 'grants' | 'members';
  /**
   * A section in no area (a folder without area.json) whose operations are checked against the grant of a menu entry that is not a section: a plain `key` leaf of a company-domain area's menu (应用中心's catalogue under 应用购买, `purchase`). Its permission object is that key instead of the section id, so a role granted the entry may call it and the permission dialog offers nothing new. Not with access "members".
   */
  grantedBy?: string;
  /**
   * Where the section's rows live: an inline model (table and fields here) or a declared resource.
   */
  model: {
    /**
     * The column naming a row's creator for the `own` row scope of a grant (default crtUserId).
     */
    ownerField?: string;
    /**
     * true: the rows are the company's as a whole whoever made them (费用统计: the SMS packs and the remaining count), so no creator or department names them: a grant limited to 本人/本部门 rows reaches none and the guard refuses the section's routes (403), as for the company's balance.
     */
    companyWide?: boolean;
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
     * true: rows belong to one company and every query is limited to the caller's company (default); false: data with no company; "platform": platform-owned data shared with every company on purpose (announcements, update records) — no tenant column, written only outside a company's context (operators in a platform-domain area, seeds; the data layer refuses a write from a company), read by companies only through operations declared `readBy: companies`. Allowed in platform-domain areas only. "shared": company-shared data (published stock: a buyer sees suppliers' stock) — rows belong to one company, which alone writes them (the data layer limits every write to the caller's company); the rows matching `sharedWhere` are read by every signed-in member of every company through operations declared `readBy: companies`; the section's other operations (its own list, get, update, delete) see the caller's company's rows only. Allowed in company-domain areas only.
     */
    tenant?: true | false | 'platform' | 'shared';
    /**
     * With `tenant: "shared"`: the rows every company may read (column → value, e.g. `{"status": 1}` for published rows). Another company's other rows stay unreadable.
     */
    sharedWhere?: {
      [k: string]: string | number | boolean;
    };
    /**
     * Platform domain only (an area with `domain: platform`): the generic reads (list, get, count, export) show the rows of every company, for operator review queues. Writes stay the section's own declared operations.
     */
    acrossTenants?: boolean;
    /**
     * Models (resource names, or section ids of inline models) whose data the section's rows show beside their own, e.g. names a `decorate` hook looks up: a write to any of them drops the section's cached reads as a write to its own model does.
     */
    readsFrom?: string[];
    /**
     * Deleting sets delTime; deleted rows can be listed and restored.
     */
    softDelete?: boolean;
    indexes?: Indexes;
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
    [k: string]: Field | FieldOf;
  };
  /**
   * Fields a create must have (with their required message).
   */
  required?: string[];
  /**
   * Full-text search over text fields (server/engine/full-text-index.ts): the engine keeps a term index (table sys_full_text_term: CJK runs as overlapping character bigrams, a lone CJK character as itself, latin and digit words lowercased, HTML stripped) maintained by every create, update, delete and restore of the rows, rebuilt at start when it is empty; an operation that `runs: search` ranks the rows by it. Platform-owned sections only (the index has no tenant column).
   */
  fullText?: {
    /**
     * The indexed text fields and their weights in the relevance, e.g. {"name": 3, "content": 1}.
     */
    fields: {
      [k: string]: number;
    };
    /**
     * The fields answered highlighted as `<field>Highlight` (escaped text, hits in <em>); the first of `fields` that is not named here gives the `snippet` (about 120 characters around the first hit).
     */
    highlight?: string[];
  };
  /**
   * Fields searched from the query string by their own name: LIKE for text, equality otherwise.
   */
  search?: string[];
  /**
   * One query parameter matched (LIKE, the text's own % and _ literal) over several text fields: a row matches when any of them contains it, e.g. {"goodsInfo": ["brandName", "goodsName", "series"]}.
   */
  searchAny?: {
    /**
     * @minItems 1
     */
    [k: string]: string[];
  };
  /**
   * Named row filters a role's grant can use as its row scope (`filter:<name>`).
   */
  rowFilters?: {
    [k: string]: Condition;
  };
  filters?: Filters;
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
  export?: Export;
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
         * Further methods the same operation answers at the same path, with the same handler, permission and documentation: the spec's method where it names one, or the method the API had before, when `method` is another (e.g. the spec's POST updateUser beside the web client's PUT). OpenAPI lists each.
         *
         * @minItems 1
         */
        alsoMethods?: ('GET' | 'POST' | 'PUT' | 'DELETE')[];
        /**
         * The path under `base`, or an absolute /api/ path; `:id` is the row id.
         */
        path: string;
        /**
         * The permission action it needs (default: the generic operation's, e.g. read for list).
         */
        action?: string;
        /**
         * Fixed conditions of a generic list, deletedList, count or export, merged into its query with the filters and the grant's row scope: column → value (an array means one of them, null means empty), e.g. {"status": 0} for current members. A deletedList on a model without soft delete lists the rows its `where` names. A one-row `transition` finds its row only among those its `where` names (else 404 with `missingMessage`: 移除系统管理员 reaches current members only).
         */
        where?: {
          [k: string]: string | number | boolean | null | (string | number | boolean)[];
        };
        /**
         * The default order of a generic list, deletedList or export: [field, direction] pairs used when the query gives no `sort` (default: the section's sort.default).
         *
         * @minItems 1
         */
        order?: [string, 'ASC' | 'DESC'][];
        /**
         * Where the row id travels when the path has no :id: the query (?id=) or the JSON body; `tenant`: the row is the caller's own company (a section on the Company resource), whatever the request names (also a one-row `transition`'s: 企业认证); `one` (a get only): no id, the company's one row of a section whose unique index on tenantId keeps one per company (a settings record), null before it is first saved; `caller` (a get or update of a section of the Membership resource): the caller's own membership — a path `:id` or a body or query `id` the request gives must be the caller's account id (front/info's id), anyone else's is 404 (个人设置's 基本资料).
         */
        idIn?: 'query' | 'body' | 'tenant' | 'one' | 'caller';
        /**
         * A get's answer is this one field's value alone instead of the row (money in yuan; null without a row): 账户余额's `transaction-flow/selectBalance` answers the balance as a number, as the spec has it.
         */
        value?: string;
        /**
         * With `idIn: one`: what the get answers before the company's row is first saved — null (the default), or `defaults`: the row its fields' declared defaults make, with id null (企业设置's feature switches read as on).
         */
        unsaved?: 'null' | 'defaults';
        /**
         * The query or body key that carries the row id (or, for a delete, a comma list or repeated ids) when `idIn` is query or body (default `id`), e.g. `ids` for `DELETE delete?ids=1,2`.
         */
        idParam?: string;
        /**
         * The 400 message when the operation's row id is missing from where `idIn` says (default 参数id格式不正确), e.g. 请选择角色.
         */
        idMessage?: string;
        /**
         * The 404 message of a generic get, update, delete or restore when its row is not there or not the caller's to reach (default 数据不存在或已被删除), e.g. 用户不存在; also a `transition`'s.
         */
        missingMessage?: string;
        /**
         * The form this operation reads (a create or update): only these fields are taken from the body, validated as a whole form (the section's required fields among them are required, not only when sent). Without it, create takes every writable field and update a partial body.
         *
         * @minItems 1
         */
        fields?: string[];
        /**
         * The 400 messages of the fields this operation reads (a `transition`'s `input`, a listed update's `fields`) where it words them otherwise than the field: field → keyword → message, over the field's own `messages`, e.g. {"companyName": {"required": "请输入认证企业名称"}} for 企业认证.
         */
        messages?: {
          [k: string]: {
            [k: string]: string;
          };
        };
        /**
         * With `runs: update`: where the request lists the rows written (the listed update, server/engine/listed-update.ts). `params`: the keys tried in order, in the query (a comma list or repeated) and then in the JSON body (an array of ids or {id}s, or a comma list); `message`: the 400 message of an empty or missing list, e.g. 请选择用户！.
         */
        ids?: {
          /**
           * The keys that may hold the list, tried in order, e.g. ["userIds"].
           *
           * @minItems 1
           */
          params: string[];
          /**
           * The 400 message of an empty or missing list.
           */
          message: string;
        };
        /**
         * A generic write's (or a `transition`'s) answer message instead of the generic one (新增成功!, 修改成功!, 删除成功!, 操作成功!).
         */
        success?: string;
        /**
         * The 403 message of this operation when its grant `condition` fails, instead of the condition's own (e.g. 只有企业主账号才能提交企业认证).
         */
        conditionMessage?: string;
        /**
         * A declared condition of the grant, checked by the guard after the role's permission (the caller's conditions in server/permissions/grant-conditions.ts: companyAdmin, mainAccount; modules give others to module routes). A caller for whom it fails gets 403 and does not see the operation.
         */
        condition?: 'companyAdmin' | 'mainAccount';
        /**
         * A generic association action on a belongsToMany field of the section's model: list its rows, add, remove or set (replace) them; the body carries `ids`. Needs the update action unless `action` says otherwise (list: read).
         */
        association?: {
          /**
           * The belongsToMany field (of `resource` when the operation names one).
           */
          field: string;
          /**
           * What it does with the related rows; candidates (only with `resource`): the target's rows not linked to the owner, i.e. those that could be added.
           */
          verb: 'list' | 'add' | 'remove' | 'set' | 'candidates';
        };
        /**
         * With `runs` (tree, list, get or count): the generic read of another section's rows (the same company's), under this section's permission object and the operation's action — 用户管理's departTree reads 部门管理's tree with the 用户管理 grant. The other section's hooks decorate the rows; its reads' cache serves it (its writes refresh it).
         */
        of?: {
          /**
           * The id of the section whose rows are read.
           */
          section: string;
          /**
           * false: the caller's row scope of this section says nothing about the other section's rows (the department picker of 用户管理 shows every department to a 本人 grant). Default true. The grant's field whitelist, which names this section's fields, never applies to them.
           */
          rowScope?: boolean;
        };
        /**
         * With `runs: list` (or the generic list): the rows under one parent row that the path names — the path has `:<field>`, the operation lists the rows whose `field` (a belongsTo field of the rows) is that id, with its where, the filters, the grant's row scope and rowWhere. A value that is no id is 400; an id that is no live row of the field's target in the caller's company is 404 with `missingMessage` (部门管理's userList/{departId}: the members directly in one department).
         */
        parent?: {
          /**
           * The belongsTo field of the rows; the path names its value as `:<field>`.
           */
          field: string;
          /**
           * The 404 message when the parent row is not there (default 数据不存在).
           */
          missingMessage?: string;
        };
        /**
         * The operation runs the generic list, or with `association` the generic association action, or with `runs: create` a create (from its form `fields`), or with `transition` the move of one of its rows, over this declared resource instead of the section's rows: rows of the caller's company (the data layer's tenant scope; an owner or target id of another company answers 404 and changes nothing), permission checked as the section's object and this operation's action (the grant's row scope and field whitelist are the section's, not applied here). `search` and `filters` here and the operation's `where` and `order` name fields of the rows listed (for an association, its target's; `where` also limits the rows add/remove may link); `rel.field` names a field of the row a belongsTo field points at (`app.name` through `appId` with `as: app`). The default order is id ASC. The section's `decorateOperation[<operation>]` hook adds derived fields; its `beforeAssociate` hook adds the rules of add/remove.
         */
        resource?: {
          /**
           * The resource (schemas/<area>/resources/): listed, or the owner of `association`.
           */
          name: string;
          /**
           * list, association list and candidates: `page`/`limit` and an answer {records, total} (default true); false answers an array of every row (at most 1,000).
           */
          paged?: boolean;
          /**
           * list: false when the listed rows are not the section's and the caller's row scope of the section says nothing about them (用户管理's role checkboxes list the company's roles to a member whose 用户管理 grant is 本人数据); the company and the section's rowWhere still apply. Default true.
           */
          rowScope?: boolean;
          /**
           * With `paged: false`: at most this many rows, the first in the operation's `order` (e.g. 10 for the latest ten operation records); default and ceiling 1,000.
           */
          max?: number;
          /**
           * Fields of the listed rows searched by their own name: LIKE for text, equality otherwise.
           */
          search?: string[];
          filters?: Filters;
          /**
           * association: the owner's field the request's owner id names (default id), e.g. appId to name a company's app by its catalogue id.
           */
          ownerKey?: string;
          /**
           * association, when the path has no :id: the body (or query) parameter holding the owner id (default id).
           */
          ownerParam?: string;
          /**
           * association: the 400 message when the owner id is missing (default 请选择<resource title>).
           */
          ownerMessage?: string;
          /**
           * add/remove: the body parameter holding the target ids (default ids): an array of ids or of {id} objects.
           */
          idsParam?: string;
          /**
           * add/remove: the 400 message when no target id is given (default 请选择<field title>).
           */
          idsMessage?: string;
          /**
           * add/remove: the answer's message (default 添加成功! / 移除成功!).
           */
          success?: string;
        };
        /**
         * A declared decision on one row's state (publish, approve, reject, confirm): the generic transition (server/engine/transition-operation.ts). The row id comes from the path's :id, or from `idIn` (query or body) with `idMessage`; `input` is read and validated before the row is looked up; the row is found through the caller's grant scope like a generic get (404 with `missingMessage`; with `model.acrossTenants`, across companies, and the move runs in the row's company); then in one transaction the section's `beforeTransition` hook (`context.operation` names the operation; it may return the values to write instead), one conditional UPDATE `where {id, ...from}` (of two racing decisions exactly one changes the row; the other is 409 with `conflict`), and `afterTransition` (what else moves with it: a wallet credit, the company's state, messages; an error undoes everything). The answer is the row as the generic get answers it (with `resource`, as a list over that resource answers it), with `success` as its message (default 操作成功!). With `resource`, the row is one of that resource (e.g. a notice decided under 通知公告设置).
         */
        transition?: {
          /**
           * `one` (default): the row the request names. `matching`: every row of the section the same query would list — its filters (from the query, or the body's values), the grant's row scope and the section's rowWhere — that is in a `from` state, moved by one UPDATE in one transaction, then `afterTransition` once with no row (only when rows moved); the answer is `{count}` (rows moved; 0 is no error). No id, `conflict`, `already`, `answer` or `resource`. 消息's markAll (全部已读). `ids`: the rows the body lists (a bare array, or the first of `ids.params` present: ids or `{id}`s), every one found like a one-row transition (its `where`, the grant's row scope and rowWhere; one missing is 404 with `missingMessage` and nothing moves); in one transaction, locked in id order, each row in a `from` state moves by its own conditional UPDATE between `beforeTransition` and `afterTransition` (per row), and rows already out of `from` stay as they are; the answer is `{count}` (rows moved), or null with `answer: nothing`. No path or query id, `conflict`, `already` or `input`. 权限设置's 添加系统管理员.
           */
          rows?: 'one' | 'matching' | 'ids';
          /**
           * With `rows: ids`: where the body lists the rows. `params`: the body's keys tried in order (a bare array body is the list too); `message`: the 400 message of an empty or missing list.
           */
          ids?: {
            /**
             * The body's keys that may hold the list, tried in order, e.g. ["userIds", "userDTOList"].
             *
             * @minItems 1
             */
            params: string[];
            /**
             * The 400 message of an empty or missing list, e.g. 请选择您要添加数据!.
             */
            message: string;
          };
          /**
           * The states the row may move from: column → allowed current values, e.g. {"status": [0]}. Each column is `set` to a value outside them (a beforeTransition hook may choose another such value), or is an `input` field whose `enum` holds a value outside them: the body chooses the new state (one route that approves or rejects, e.g. 短信签名审核's audit: status 2 or 1), and a value inside them is a 400 with the field's enum message.
           */
          from: {
            /**
             * @minItems 1
             */
            [k: string]: (string | number | boolean)[];
          };
          /**
           * Fixed values written by the move: column → value (null clears it), e.g. {"status": 1}.
           */
          set?: {
            [k: string]: string | number | boolean | null;
          };
          /**
           * Datetime columns stamped with the current time, e.g. ["publishTime"].
           *
           * @minItems 1
           */
          now?: string[];
          /**
           * Columns given the acting user: column → accountId or name, e.g. {"reviewer": "name"}.
           */
          by?: {
            [k: string]: 'accountId' | 'name';
          };
          /**
           * Fields of the section read from the JSON body and written with the move, validated by their definitions (required, unless the field has `requiredWhen`: then when its condition holds, e.g. a reason only when the chosen status is a rejection; the fields' `messages` give the 400 messages), e.g. ["reason"] for a rejection. A virtual field of the section is written to the row's own column of that name. A file, image or belongsTo input must point at what the caller's company may use (reference-checks.ts), checked in the move's transaction before beforeTransition.
           *
           * @minItems 1
           */
          input?: string[];
          /**
           * The 409 message when the row is not in a `from` state (e.g. 该公告已发布).
           */
          conflict?: string;
          /**
           * What the move answers: `row` (default) the moved row as the generic get answers it; `nothing` data null with `success` (用户管理's 移出企业 and 恢复 answer no row).
           */
          answer?: 'row' | 'nothing';
          /**
           * A row no longer in a `from` state: `conflict` (default) is 409 with `conflict`; `answer` is no change and answers the row as it is, without the hooks (a message marked read twice: the second call changes nothing and answers the same readTime). A race lost inside the move is answered the same way.
           */
          already?: 'conflict' | 'answer';
        };
        export?: Export;
        /**
         * The operation's name in the operation log (default the generic operation's).
         */
        title?: string;
        /**
         * A generic list (or one that `runs` list): number or money fields summed over the whole filtered result (every page), answered beside records and total as `totals: {<field>: sum}` (money in yuan) — e.g. a summary row.
         *
         * @minItems 1
         */
        totals?: string[];
        /**
         * The generic operation this one runs when its name is not generic (e.g. `findNotice` runs list): its own path, `where` and `order`, the generic handler, answer and permission action. With `resource`, create makes a row of that resource from its form `fields` (the section's beforeCreate/afterCreate hooks run with `context.operation`), e.g. 登记对公转账. `tree`: the generic tree (a section with `model.tree`). `search`: the section's `fullText` search (server/engine/full-text-search.ts): `keywords` (400 with the operation's `idMessage`, default 请输入关键字, when blank), every term must match, ordered by relevance (tf-idf with the field weights; ties by id), the `where` and filters applied, a page `{rows, records, counts}` with a highlighted `snippet` and `<name>Highlight`; `counts` by the operation's `countBy` field. `summary`: the declared measures of its `summary` (permission action read unless `action` says otherwise). `export` with `resource`: that resource's rows (its filters, `where`, `order`, the grant's row scope and the section's rowWhere) as an xlsx with the operation's `export` columns, e.g. 余额管理's 导出转账记录. `update` (with `ids` and `fields`): the listed update — the values of its `fields` (each from the query, else the JSON body; all required; `messages` words their 400s), then the rows the request lists (`ids`), each found as a generic update finds its row (the operation's `where`, the grant's row scope, rowWhere; one missing is 404 with `missingMessage` and nothing changes), in one transaction, locked in id order, each written between the section's beforeUpdate and afterUpdate hooks (`context.operation` names the operation); answers null with `success` (default 操作成功!). 用户管理's 设置部门. `update` without `ids`, `delete`: the generic update or delete of the section's rows under another name and path (日程's plt-schedule-main/update and delete beside plt-schedule's). `calendar`: the occurrences of the rows on calendar days, by its `calendar` declaration. `upload`: one file for the section's forms, by its `upload` rules (server/engine/upload-operation.ts). `file`: the stored upload a field of one row names, by its `file` declaration (server/engine/file-operation.ts).
         */
        runs?:
          | 'list'
          | 'get'
          | 'count'
          | 'tree'
          | 'create'
          | 'summary'
          | 'search'
          | 'export'
          | 'update'
          | 'delete'
          | 'calendar'
          | 'upload'
          | 'file';
        /**
         * With `runs: calendar`: the occurrences of the rows on calendar days (server/engine/calendar-read.ts). The rows the caller reaches (the grant's row scope and the section's rowWhere, which may read the query's or body's filters) that may fall in the days read are expanded: a row lasts from its `start` day to its `end` day (multi-day spans show on each day); with `repeat`, it recurs every `every` units of `unit` (0 day, 1 week, 2 month, 3 year; a month or year day the period lacks gives none) from its start, starting no later than `until` when set. Each occurrence is the row as the section answers it (decorate included), with its own start and end days and the first occurrence's under `first`. The day is the `date` parameter (YYYY-MM-DD, default today in Shanghai); parameters come from the query, else the JSON body. With `view` the answer is every day of the month grid (value 0: 6 weeks × 7 days from the Monday of the month's first week) or week (1: Monday–Sunday) as [{date, <list>: [occurrences]}], else the date's occurrences as an array. A day's occurrences are in `order` (then id). 日程's findMonthOrWeek and findAll.
         */
        calendar?: {
          /**
           * The day field (YYYY-MM-DD) the row starts on.
           */
          start: string;
          /**
           * The day field (YYYY-MM-DD) the row ends on (its span is repeated with it).
           */
          end: string;
          /**
           * The field ordering a day's occurrences (compared as text, e.g. a start hour HH:mm), then the id.
           */
          order?: string;
          /**
           * With `view`: the key of a day's occurrences in each day of the answer (scheduleList).
           */
          list?: string;
          /**
           * The keys an occurrence carries its row's own start and end days under (firstStartTime, firstEndTime).
           */
          first?: {
            /**
             * The first occurrence's start day.
             */
            start: string;
            /**
             * The first occurrence's end day.
             */
            end: string;
          };
          /**
           * The row's repeat rule, by its fields: `when` (1: repeats), `unit` (0 day, 1 week, 2 month, 3 year), `every` (every n units, default 1), `until` (the last day an occurrence may start; empty: no end).
           */
          repeat?: {
            /**
             * The integer field that is 1 when the row repeats.
             */
            when: string;
            /**
             * The integer field of the repeat's unit: 0 day, 1 week, 2 month, 3 year.
             */
            unit: string;
            /**
             * The integer field of how many units lie between occurrences.
             */
            every: string;
            /**
             * The day field after which no occurrence starts.
             */
            until: string;
          };
          /**
           * The parameter naming the day read (or the day the view is around), YYYY-MM-DD (a longer value is taken as its first 10 characters); absent or empty: today in Shanghai; no calendar day: 400 with `message`.
           */
          date: {
            /**
             * The query or body key (date).
             */
            param: string;
            /**
             * The 400 message (请选择日期).
             */
            message: string;
          };
          /**
           * The parameter choosing the month grid (0, the default) or the week (1); another value is 400 with `message`. Absent: the answer is the one day's occurrences.
           */
          view?: {
            /**
             * The query or body key (selectType).
             */
            param: string;
            /**
             * The 400 message (查询类型不正确).
             */
            message: string;
          };
        };
        /**
         * With `runs: summary`: declared measures over the rows the generic list would read (its search and filters, subtree filters, the operation's `where`, the grant's row scope and the section's rowWhere), answered as one object {<measure>: number}, or with `groupBy` one row per group as a page {records, total} (total: the number of groups), or with `paged: false` as an array of every group. Read through Sequelize's count and SUM with group, the same on SQLite and MySQL (server/engine/summary-operation.ts). 考勤记录's totalStatistics and detailStatistics.
         */
        summary?: {
          /**
           * The measures by answered name: `count` (rows matching a column → value map, an array meaning one of them; `anyOf`: rows matching any of several such maps; {} counts every row) or `sum` (a number field summed, 0 over no rows); `title` heads its column in a download.
           */
          measures: {
            [k: string]: {
              [k: string]: unknown;
            } & {
              /**
               * The measure's column title in a download (e.g. 迟到次数).
               */
              title?: string;
              /**
               * Count the rows matching this column → value map (an array: one of them); with `anyOf`, also matching one of its maps.
               */
              count?: {
                /**
                 * Maps of column → value of which a counted row matches at least one (e.g. late, early or a day state of 1 or 2: an anomaly).
                 *
                 * @minItems 1
                 */
                anyOf?: SummaryMatch[];
                /**
                 * A value a counted row's column holds, or a list of which it holds one.
                 */
                [k: string]: string | number | boolean | null | (string | number | boolean)[] | SummaryMatch[] | undefined;
              };
              /**
               * The number field summed (e.g. lateMinutes).
               */
              sum?: string;
            };
          };
          /**
           * Columns whose values make a group (e.g. ["memberId", "userName"]): one answered row per group with these columns and the measures, paged with page/limit and ordered by the first column.
           *
           * @minItems 1
           */
          groupBy?: string[];
          /**
           * The same measures over the period before: the range or month of `filter` shifted one calendar month back (a range ending on a month's last day ends on the last day of the month before), answered beside under `prefix` + the measure's name capitalised (lastLateCount). Null while the query does not give the whole period (both ends of a range, or the month).
           */
          previous?: {
            /**
             * A declared `range` or `month` filter of a date field (its key in `filters`).
             */
            filter: string;
            /**
             * The answered names' prefix (e.g. last).
             */
            prefix: string;
            /**
             * The 400 message when the query does not give the whole period (e.g. 请选择月份); without it the previous measures are null then.
             */
            required?: string;
          };
          /**
           * Answer an xlsx file of the rows (every group, not paged) instead of JSON: the group columns with their fields' titles, then the measures with their `title`s (server/engine/xlsx-export.ts).
           */
          download?: {
            /**
             * The file's name without .xlsx (default the section's title).
             */
            fileName?: string;
          };
        };
        /**
         * companies: a read (list, get or count, or one that `runs` them) of a platform-owned model (`model.tenant: platform`) or of the shared rows of a company-shared model (`model.tenant: shared`) served to every signed-in member of every company — a company-domain route (operators get 403) whose permission object is `session`, so no grant is needed; the section's other operations stay the operators'. Only published rows should be named by its `where`. members: a read (list, get or count, or one that `runs` them) of the caller's own company's rows (a section with `model.tenant` true) served to every signed-in member of that company, whatever their grants — e.g. the enabled entries of a catalogue for the pickers of other pages; its permission object is `session`, so no grant (and no row scope) applies. anyone: a GET read (list, get, tree, or one that `runs` them or `search`) of a platform-owned model served WITHOUT a token (permission object `public`; the help center): its `where` names the published rows, answers leave the operators' stamps out, and each call is counted against the `publicRead` rate limit per address (429 over it).
         */
        readBy?: 'companies' | 'members' | 'anyone';
        /**
         * With `runs: search`: a field whose hits are counted by value beside the page (`counts`: {all, <value>: n}), e.g. helpType for the help center's tabs; the `typeParam` query parameter picks one value (absent or `typeAll`: every row).
         */
        countBy?: {
          /**
           * The enum field counted (helpType).
           */
          field: string;
          /**
           * The query parameter naming one value of the field.
           */
          param: string;
          /**
           * The parameter's value meaning every row (the help center's 2).
           */
          all: number | string;
          /**
           * The answer's key per value (e.g. {"0": "documents", "1": "videos"}).
           */
          names?: {
            [k: string]: string;
          };
        };
        /**
         * With `runs: file` (a GET): the stored upload `field` of one row names, sent as the file itself (its checked type, never sniffed, sandboxed, byte ranges on request; cached publicly for `readBy: anyone`). The row is found as a generic get finds its row — the path's `:id`, the grant's row scope, the section's rowWhere and the operation's `where` (404 with `missingMessage`) — or, `by: name`, as the row whose field holds the platform's file of the path's `:name` (404 文件不存在 when none the caller reaches does, so a file is served only while a row names it). A company's file is served only from a row of that company. 企业认证审核's licence/{id}; 教学视频's /api/help/video/{name} and 站点内容's /api/site/image/{name} for anyone (readBy anyone, where: published, shown).
         */
        file?: {
          /**
           * The field whose url names the file (an image or file field, or a string one holding an upload's url, e.g. a private licence).
           */
          field: string;
          /**
           * `id` (default): the row of the path's `:id`. `name`: the row whose field holds the platform file of the path's `:name`.
           */
          by?: 'id' | 'name';
        };
        /**
         * With `runs: upload`: one multipart file (field `file`) for the section's forms, checked while it streams in (one file, at most `maxBytes`) and by its bytes (one of `kinds`), then stored under the caller's company (an operator's: the platform's) and answered as `{url, name, size}` with `success` (default 上传成功!). The section's `beforeUpload` hook runs first (a feature switch). Permission action create unless `action` says otherwise. 日程's attachments (plt-schedule/upload).
         */
        upload?: {
          /**
           * The kinds of file taken, recognised by their bytes, not their names.
           *
           * @minItems 1
           */
          kinds: (
            'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'zip' | 'doc' | 'xls' | 'ppt' | 'mp4' | 'webm'
          )[];
          /**
           * The largest file taken, in bytes.
           */
          maxBytes: number;
          /**
           * The 400 message for a larger file (e.g. 上传附件大小不能超过 10MB!).
           */
          tooBig: string;
          /**
           * What the file is called in the message for a kind not taken (附件).
           */
          noun: string;
        };
        /**
         * A list declared `paged: false` (or one that `runs` list) answers its rows in groups instead of one array: an object with one array per value of `field`, under the key `keys` gives that value (every key present, empty when no row has its value; a row of another value is left out), each array in the list's order. 应用中心's services: `{"field": "serverType", "keys": {"0": "serverListO", "1": "serverListT", …}}`.
         */
        groups?: {
          /**
           * The field whose value picks a row's group; among the `answers` when the operation declares them.
           */
          field: string;
          /**
           * A value of the field (as text) → the answer's key for its rows, in the answer's order.
           */
          keys: {
            [k: string]: string;
          };
        };
        /**
         * A generic list (or one that `runs` list): false answers an array of every row (at most 1,000, in its `order`; the query's paging and sort are ignored) instead of a page {records, total}, for pickers. A summary with `groupBy`: false answers an array of every group (at most 1,000, in the first group column's order), e.g. a filter's choices with their counts.
         */
        paged?: boolean;
        /**
         * The fields each row of a generic read's answer (list, get, tree, or one that `runs` them), of a generic create's or update's answer, or of a list over a `resource` carries, in this order, after the section's decorate hook: a projection for the pickers of other pages (e.g. ["id", "name", "parentId"]), which the section's own page does not call unless its UI names it: else its UI schema leaves the operation out. Without it, every field the caller may see.
         *
         * @minItems 1
         */
        answers?: string[];
      };
    };
  };
  ui?: SectionUi;
}
/**
 * A declarative condition on a row or on a form's values (no code in schema files): the named field equals `eq`, differs from `ne`, or is one of `in` (a number matches its string form). One evaluator (shared/conditions.ts) serves the client and the server.
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
  /**
   * Holds when the value equals that of this other field (a dotted name reads nested values: session.memberId, the signed-in member), e.g. only the issuer is offered 删除.
   */
  eqField?: string;
}
/**
 * A resource's field shown in this section, written once in the resource: `of` names it (`BankTransfer.status`); its whole definition is copied (from another resource than the section's own, less `unique` and `default`, which belong to that table) and the keys given here replace the copied ones. The result is checked as a field.
 */
export interface FieldOf {
  /**
   * `Resource.field`.
   */
  of: string;
  /**
   * The title here (应用管理 calls the subscription's 状态 应用状态).
   */
  title?: string;
  /**
   * The help text here.
   */
  description?: string;
  /**
   * Shown but not written through this section's generic create/update.
   */
  readOnly?: boolean;
  /**
   * Not stored in this section's own model (see the field's `virtual`).
   */
  virtual?: boolean;
  /**
   * Placeholder text of this section's inputs.
   */
  placeholder?: string;
  /**
   * A registered client widget that edits it here.
   */
  widget?: string;
  /**
   * Validation messages here, by keyword; they replace the copied ones as a whole.
   */
  messages?: {
    [k: string]: string;
  };
}
/**
 * Declarative list filters by field: eq, ne, in (comma-separated or the parameter repeated; each value checked), like, range (two query parameters, inclusive; days for dates), subtree (a belongsTo field whose target section is a tree: the row named and every live row under it; an id that is no live row of the company matches nothing), lines (a list of exact values, one per line or comma-separated — a pasted column such as order numbers; blanks dropped, at most 1,000), allOf (a comma list of values, each checked against the field's pattern; a row matches when its comma-list text contains every one — a template's supports), month (one parameter `YYYY-MM`: the rows whose date or datetime field falls in that Shanghai calendar month; another value is 400 `月份格式不正确` — 费用统计's updTime).
 */
export interface Filters {
  [k: string]:
    | 'eq'
    | 'ne'
    | 'in'
    | 'like'
    | 'range'
    | 'subtree'
    | 'lines'
    | 'allOf'
    | 'month'
    | {
        /**
         * How the query value is compared.
         */
        op: 'eq' | 'ne' | 'in' | 'like' | 'range' | 'subtree' | 'lines' | 'allOf' | 'month';
        /**
         * Query parameter names (range: from and to); default the field name, or <field>Start/<field>End for ranges. `a|b` reads a, else b.
         *
         * @minItems 1
         * @maxItems 2
         */
        params?: string[];
        /**
         * The field (column) this filter reads when its key is another name: a second filter over one field, e.g. 我的考勤's `billDate` month filter on signDate beside its signDate range. Without it the key is the field.
         */
        field?: string;
        /**
         * The value used when the query gives none.
         */
        default?: string | number | boolean;
        /**
         * The 400 message for a value that is not allowed (else <title>格式不正确).
         */
        message?: string;
      };
}
/**
 * The xlsx export of the list (same search and filters).
 */
export interface Export {
  /**
   * The file name without .xlsx (default the section title); `{field}` is the label of that filter's value.
   */
  fileName?: string;
  /**
   * The sheet's columns, in order: a field's name, or an object with a header other than the field's title or a width.
   */
  columns: ExportColumn[];
}
/**
 * Column → value (an array: one of them) a counted row matches.
 */
export interface SummaryMatch {
  /**
   * A value a counted row's column holds, or a list of which it holds one.
   */
  [k: string]: string | number | boolean | null | (string | number | boolean)[];
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
   * A tree table's 调整顺序 (a section with `model.tree`): a toolbar button opening a dialog of the rows as a tree where a row is dragged before, after or into another; each drop calls the section's `update` operation with the tree's parent field and `sortField` (the new place among its new siblings, from 0), and the section's hooks put it there. The caller needs the update grant.
   */
  treeReorder?: {
    /**
     * The button's and the dialog's title (调整顺序).
     */
    title: string;
    /**
     * The field holding a row's place among its siblings.
     */
    sortField: string;
  };
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
  /**
   * The page as a layout of registered blocks (kinds listed in src/blocks/kinds.ts), top to bottom; consecutive blocks with a `span` share a row of 24 columns. Each block is fed by the section's fields (titles, enum labels and colours, widgets, rules) and operations as GET /api/schemas/<id> serves them: what needs an operation the caller may not use is not shown. Absent: one table block from the keys above.
   */
  blocks?: Block[];
}
/**
 * The choices of a select, radio, checkboxGroup or treeSelect loaded from an operation of the section (rows, or nested rows with `children` for a tree) instead of the field's enum; an operation the caller may not use gives none.
 */
export interface Options {
  /**
   * The operation answering the rows (GET, no parameters).
   */
  operation: string;
  /**
   * The row field shown as a choice's label (default name).
   */
  labelField?: string;
  /**
   * The row field that is a choice's value (default id).
   */
  valueField?: string;
  /**
   * Texts added after a choice's label while their `when` holds for its row, e.g. （需审核） on a category that needs approval.
   */
  suffixes?: {
    /**
     * The text added (（需审核）).
     */
    text: string;
    /**
     * A condition on the record (or the form's values): one, or several that must all hold.
     */
    when: Condition | Condition[];
  }[];
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
  /**
   * A note shown above the fields (签名管理's estimated audit time and working hours).
   */
  intro?: string;
  /**
   * A field of the saved answer shown once in a dialog with a copy button after the save, and kept nowhere (接口密钥's `secret`: answered only by its create). A field of the section.
   */
  reveal?: string;
}
/**
 * One block: `kind` and its props (each key says which kinds read it).
 */
export interface Block {
  /**
   * A registered block kind (src/blocks/kinds.ts): table, recordForm, detail, banner, cardGrid, statistics, chart, calendar, treeFilter, stepsForm, assignmentPanes, tabs, segmented, menuTabs, picker, scheduleForm, scheduleDetail, platformNotices, clockPanel, periodStatistics, formDesigner, formFill, formSubmissions; and the self-contained blocks of page files: welcome, noticeTicker, stockCentre, myApps, latestNotices, updateRecords, support, profileForm, profileAvatar, accountSecurity, appCatalogue, appDetail, templateGallery.
   */
  kind: string;
  /**
   * Names the block on the page.
   */
  key?: string;
  /**
   * In a page file (schemas/<area>/pages/<id>.json): the section whose page schema feeds the block (GET /api/schemas/<id>, pruned to the caller's grants), as if it were one of that section's ui.blocks; the server leaves the block out for a caller who may not read the section.
   */
  section?: string;
  /**
   * In a page file with `columns`: the key of the column the block sits in (default the first).
   */
  column?: string;
  /**
   * In a page file: the company feature switch the block depends on (notices: 通知公告, schedules: 日程; the settings record); the server leaves the block out while it is off.
   */
  feature?: 'notices' | 'schedules';
  /**
   * In a page file: the page address's query parameters the block reads as its record (e.g. ["versionId"]): they fill `:versionId` in its operations' and endpoints' urls and `{versionId}` templates. While one is missing the block shows the empty state.
   *
   * @minItems 1
   */
  query?: string[];
  /**
   * In a page file, a block without `section`: drawn in a card titled by `title`, as a section's block is (a detail, a tabs block).
   */
  framed?: boolean;
  /**
   * The block's heading; for a block shown in a dialog, the dialog's title. A `{field}` template of the row the dialog was opened with (or, for an assignmentPanes' linked table, of the picked owner), e.g. 设置权限 — {name}.
   */
  title?: string;
  /**
   * Width in 24ths of the row (default 24: a row of its own).
   */
  span?: number;
  /**
   * recordForm, detail, banner, statistics, formDesigner (the saved form to edit: name, description, schema, uiSchema, audience; none for a new one), formFill (the published version to fill: id, name, description, version, schema, uiSchema), clockPanel (the day's sign status: isSignIn, isSignOut, signInTime, signOutTime, signInType, signOutType, normalSignIn, normalSignOut): the operation whose answer is the block's record (several: their answers merged, the later winning; an answer that is no object, e.g. a balance, is the record's value under the operation's name). Blocks of a page share one answer per operation and reload together after a save. In a dialog opened from a row, the row fills `:id`.
   */
  load?: string | string[];
  /**
   * recordForm, stepsForm: the operation the values are sent to. Not served to the caller: the form is read-only and has no button. picker: the operation the ticked rows are sent to (with `body`). scheduleForm: the operation the schedule is created or updated with. formDesigner: the operation {name, description, schema, uiSchema, audience} is sent to (create; update with the row's id). formFill: the operation {formId, data} is submitted to (a 400's `data: [{field, message}]` is shown under the fields).
   */
  save?: string;
  /**
   * cardGrid: lists the cards (paged); chart, calendar: answers the data (calendar: of the month or week shown, and of the month in its 列表); periodStatistics: answers the totals of the month (each measure, and its `last…` of the month before); treeFilter: answers the tree; scheduleForm: answers the schedule types offered (`{id, typeName}`); scheduleDetail: deletes the schedule (its id as `ids`); formSubmissions: lists the submissions of the form the dialog was opened with (`formId`, `page`, `limit`, the search; answers {records, total, versions: [{version, schema, uiSchema}]}); table: lists the block's own rows (instead of the section's table: any operation, with `page`, `limit` and the search; paged when it answers {records, total}; `:id` is the owner in an assignmentPanes' linked table, or the row a dialog was opened with); picker: lists the rows that can be ticked, the same way.
   */
  operation?: string;
  /**
   * cardGrid, chart, calendar, periodStatistics, treeFilter, table, picker: fixed query parameters sent with `operation`; recordForm: query parameters sent with `save`, `{field}` templates filled from the record and the form's values (e.g. {"userIds": "{ids}"}).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
  /**
   * cardGrid: cards per page; table, picker: rows per page (default 10).
   */
  pageSize?: number;
  /**
   * banner: the field whose value picks the text and the colour (the field's enumStatus); featureSwitch: the settings field switched.
   */
  field?: string;
  /**
   * banner: the text shown for each value of `field`; a value without one shows no banner.
   */
  texts?: {
    [k: string]: string;
  };
  /**
   * banner: a second line for a value; `{field}` (or `{field|fallback}`) is filled from the record.
   */
  details?: {
    [k: string]: string;
  };
  /**
   * recordForm, detail: the fields shown, in order.
   */
  items?: BlockItem[];
  /**
   * stepsForm: the steps, each with its fields; 下一步 checks the step's fields, the last step sends every value to `save`.
   */
  steps?: {
    /**
     * The step's label.
     */
    title: string;
    /**
     * The step's fields, in order.
     */
    items: BlockItem[];
  }[];
  /**
   * recordForm: instead of saving, the submit (after the fields' checks) opens this console route with the form's values and the record filled into its `{field}` templates, each URL-encoded (/cost?costPrice={topUpAmount}&sellIndex=1).
   */
  link?: string;
  /**
   * recordForm, stepsForm: the submit button's text (default 保存; 提交 on the last step); picker: default 确定.
   */
  submitText?: string;
  /**
   * recordForm, picker: values sent in the body to `save` beside the form's, `{field}` templates of the row the dialog was opened with; a picker's record also has `ids` (the ticked rows' keys, a list) and `count` (e.g. {"appId": "{appId}", "userDTOList": "{ids}"}).
   */
  body?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * picker: the warning shown when the submit button is pressed with nothing ticked (default 请选择您要添加数据!).
   */
  needsSelection?: string;
  /**
   * A condition on the record (or the form's values): one, or several that must all hold.
   */
  selectableWhen?: Condition | Condition[];
  /**
   * table (with `operation`), picker, calendar, periodStatistics: the search inputs above the rows (the calendar, the counters); their values go with `operation` (and `detailOperation`) as query parameters, e.g. a department `treeSelect` as departId, a `personPicker` as userId.
   */
  searchForm?: SearchItem[];
  /**
   * calendar: further tabs after its today list and the calendar; tabs, segmented, menuTabs: the panes (a tab, a choice of the segmented control, or an entry of the side menu), each laid out from its blocks like the page; only the shown pane is mounted.
   */
  panes?: {
    /**
     * Names the pane.
     */
    key: string;
    /**
     * The tab's or the choice's label.
     */
    title: string;
    /**
     * The pane's blocks, top to bottom (`span`s share a row).
     */
    blocks: Block[];
  }[];
  ownerTable?: Block;
  linkedTable?: Block;
  /**
   * stepsForm: a second save button on the last step (e.g. 保存并继续添加): it saves, then empties the form and goes back to the first step, staying open.
   */
  continueText?: string;
  /**
   * recordForm: where the form's values travel to `save`: the JSON body (default) or the query string, for operations documented with query parameters (e.g. setDepart?userIds&departId).
   */
  valuesIn?: 'body' | 'query';
  /**
   * recordForm: a line above the fields; table (with `operation`): a line above the rows (签名管理's 操作记录: 只显示近三个月内最近10条操作记录); a `{field}` template filled from the record (e.g. 用户：{name}).
   */
  intro?: string;
  extra?: Block;
  /**
   * statistics: the counters as `label：value` texts on one line (for a card header) instead of large figures.
   */
  inline?: boolean;
  /**
   * recordForm, stepsForm: the message after a save (default the server's).
   */
  success?: string;
  /**
   * recordForm: when a field is checked: change (default) or blur (spec doc 1 §5 forms).
   */
  validateOn?: 'change' | 'blur';
  /**
   * recordForm, stepsForm: labels beside the inputs (horizontal, default on a page) or above them (vertical, default in a dialog).
   */
  layout?: 'horizontal' | 'vertical';
  /**
   * The dialog's width in px when the block is shown in one (default 560).
   */
  width?: number;
  /**
   * recordForm: the form's widest extent on a page, in px.
   */
  maxWidth?: number;
  /**
   * recordForm: after a save, the signed-in user is read again (the header shows this record, e.g. the company name and logo).
   */
  refreshSession?: boolean;
  /**
   * banner, cardGrid (on each card), detail: buttons that run an operation, open a dialog or a link; table: the links in each row's 操作 column (the row is the record).
   */
  actions?: BlockAction[];
  /**
   * cardGrid: buttons above the cards, the first one primary; calendar: buttons beside the 月/周 switch (e.g. a create dialog); detail: buttons above the record, the record filling their templates; table: buttons in the card's header (the record: the owner or the row a dialog was opened with, plus `ids` and `count` of the ticked rows when an action `needsSelection`).
   */
  toolbar?: BlockAction[];
  /**
   * Blocks that actions open in a dialog, by name (an action's `dialog`); on a table or treeFilter block, also those its `ui.toolbar` and `ui.rowActions` actions open (or its own `toolbar` and `actions`).
   */
  dialogs?: {
    [k: string]: Block;
  };
  /**
   * Calls outside the section's grants that any signed-in member may make (session routes such as the app catalogue), by name; actions and dialogs name them like operations.
   */
  endpoints?: {
    [k: string]: {
      /**
       * The HTTP method.
       */
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      /**
       * The path; `:id` (or `:field`) is filled from the row.
       */
      url: string;
    };
  };
  /**
   * cardGrid: which record fields make a card.
   */
  card?: {
    /**
     * The field shown as the card's name.
     */
    title: string;
    /**
     * The field holding the card's image address.
     */
    avatar?: string;
    /**
     * An enum field shown as a coloured tag (its label and enumStatus).
     */
    tag?: string;
    /**
     * The field shown as two lines of text.
     */
    description?: string;
    /**
     * Small lines at the foot of the card: `{field}` templates, e.g. 到期时间：{expireDate|-}.
     */
    meta?: string[];
  };
  /**
   * cardGrid: each card carries data-<this>="<its title>" (for tests and automation).
   */
  dataAttribute?: string;
  /**
   * cardGrid, calendar (its today list), table, picker: the text shown when there is nothing (default 暂无内容); assignmentPanes (tables): the text on the right while no owner is picked.
   */
  empty?: string;
  emptyAction?: BlockAction;
  /**
   * detail: the heading of the record: image, name, subtitle and tags (`{field}` templates).
   */
  header?: {
    /**
     * The field holding the image address.
     */
    avatar?: string;
    /**
     * The field shown as the name.
     */
    title?: string;
    /**
     * The field shown under the name, or a `{field}` template of the record (创建时间：{crtTime}).
     */
    subtitle?: string;
    /**
     * Tags, each a `{field}` template.
     */
    tags?: string[];
  };
  /**
   * detail: a field shown as a paragraph.
   */
  text?: string;
  /**
   * detail: `html` when `text` is rich text (sanitised on the server) and the block has no section whose field says so (a page file's block over a session endpoint).
   */
  textFormat?: 'html';
  /**
   * detail: the message shown when the record cannot be loaded, followed by the server's reason (获取更新记录详情失败!); default 加载失败.
   */
  failure?: string;
  /**
   * detail: a field whose lines are shown as tags.
   */
  tagList?: string;
  /**
   * detail: description columns (default 2), a number; table (with `operation`), picker, periodStatistics (the rows of its `detailOperation`): the table's columns, a list like `ui.columns` (a field's name or a column object).
   */
  columns?: number | Column[];
  /**
   * statistics: the counters, each a field of the record.
   */
  counters?: {
    /**
     * The record field counted (a dotted path reads nested answers).
     */
    field: string;
    /**
     * The label (default the field's title).
     */
    title?: string;
    /**
     * Text after the number, e.g. 人.
     */
    suffix?: string;
    /**
     * Text shown instead of the field's number, a `{field}` template of the record (e.g. {count}/{authorizationNumber}).
     */
    template?: string;
    /**
     * A condition on the record (or the form's values): one, or several that must all hold.
     */
    dangerWhen?: Condition | Condition[];
  }[];
  /**
   * chart: line, bar, pie or gauge.
   */
  chartType?: 'line' | 'bar' | 'pie' | 'gauge';
  /**
   * chart: the field naming each point (line, bar: the category axis; pie: the slice).
   */
  x?: string;
  /**
   * chart: the numeric fields drawn (a pie and a gauge draw the first).
   */
  series?: {
    /**
     * The field holding the values.
     */
    field: string;
    /**
     * The series name (default the field's title).
     */
    title?: string;
  }[];
  /**
   * chart: a gauge's full scale (default 100).
   */
  max?: number;
  /**
   * periodStatistics: the query parameter carrying the month picked as YYYY-MM (e.g. billDate); without it the month's first and last day go as `rangeParams`.
   */
  monthParam?: string;
  /**
   * periodStatistics: the measures, each a counter with last month's value beside it and a pair of bars (本月/上月) in the chart.
   */
  measures?: {
    /**
     * The answer's field of this month (lateCount).
     */
    field: string;
    /**
     * The label (default the field's title).
     */
    title?: string;
    /**
     * The answer's field of the month before (default last + the field capitalised: lastLateCount).
     */
    last?: string;
    /**
     * Text after the number (次, 分钟).
     */
    suffix?: string;
    /**
     * false: a counter only, left out of the chart (minutes beside counts would flatten the counts' bars).
     */
    chart?: boolean;
  }[];
  /**
   * periodStatistics: lists rows of the month (one per member) with the same query, shown under the chart in the one table with `columns`.
   */
  detailOperation?: string;
  /**
   * chart: height in px (default 300).
   */
  height?: number;
  /**
   * calendar: the entry's field holding its first day (YYYY-MM-DD…; default date).
   */
  dateField?: string;
  /**
   * calendar: the record field holding an entry's last day (entries spanning days show on each).
   */
  endField?: string;
  /**
   * calendar: the entry's field shown as its title (default title).
   */
  titleField?: string;
  /**
   * calendar: the view shown first, month (default) or week.
   */
  mode?: 'month' | 'week';
  /**
   * calendar (without `dateParam`): the query parameters that carry the shown range's first and last day (default start, end); periodStatistics: those carrying the first and last day of the month picked (instead of `monthParam`).
   *
   * @minItems 2
   * @maxItems 2
   */
  rangeParams?: string[];
  /**
   * calendar: instead of the range, the query parameter carrying the day shown (YYYY-MM-DD); the operation answers the month or week around it.
   */
  dateParam?: string;
  /**
   * calendar: query parameters sent in each view, e.g. {"month": {"selectType": 0}, "week": {"selectType": 1}}.
   */
  modeParams?: {
    /**
     * The month view's parameters.
     */
    month?: {
      [k: string]: string | number | boolean;
    };
    /**
     * The week view's parameters.
     */
    week?: {
      [k: string]: string | number | boolean;
    };
  };
  /**
   * calendar: the operation answers a list of days `{date, <daysField>: entries}` (the server placed each entry, repeats expanded) instead of entries placed by their dates.
   */
  daysField?: string;
  /**
   * calendar: the entry's field holding its start time (HH:mm) on its first day; entries with hours sit in the week's hourly grid, the others in its 全天 strip.
   */
  startHourField?: string;
  /**
   * calendar: the entry's field holding its end time (HH:mm) on its last day.
   */
  endHourField?: string;
  /**
   * A condition on the record (or the form's values): one, or several that must all hold.
   */
  allDayWhen?: Condition | Condition[];
  /**
   * A condition on the record (or the form's values): one, or several that must all hold.
   */
  importantWhen?: Condition | Condition[];
  /**
   * calendar: the entry's field shown as a tag in the today list (a schedule's type).
   */
  tagField?: string;
  /**
   * calendar: a `{field}` (or `{field|fallback}`) template of the entry's row shown as its title instead of `titleField` (e.g. {signInTime|未签到}).
   */
  titleTemplate?: string;
  /**
   * calendar: tags shown on an entry (a month cell, the today list) while their condition holds for its row, e.g. 迟到 while signInType is 1.
   */
  entryTags?: {
    /**
     * The tag's text.
     */
    text: string;
    /**
     * An antd tag colour (orange, gold, red, volcano, …; default grey).
     */
    color?: string;
    /**
     * A condition on the record (or the form's values): one, or several that must all hold.
     */
    when: Condition | Condition[];
  }[];
  /**
   * calendar: Saturdays and Sundays of the month show 休息 (attendance's rest days).
   */
  restWeekends?: boolean;
  /**
   * calendar: a 日历/列表 switch; 列表 shows the month's rows (the same `operation` over the month's first and last day, paged when it answers {records, total}) in the one table with these columns (like `ui.columns`).
   */
  listColumns?: Column[];
  /**
   * calendar: rows of checkboxes above the grid, all ticked at first; each sends its ticked values, comma-separated, as `param` (nothing ticked: nothing shown).
   */
  filters?: {
    /**
     * The query parameter.
     */
    param: string;
    /**
     * The row's label (类型, 来源).
     */
    title: string;
    /**
     * The options, given.
     */
    choices?: {
      /**
       * The checkbox's text.
       */
      label: string;
      /**
       * The value sent.
       */
      value: string | number;
    }[];
    /**
     * Or the operation (or endpoint) whose rows are the options.
     */
    operation?: string;
    /**
     * With `operation`: the row field naming an option (default name).
     */
    labelField?: string;
    /**
     * With `operation`: the row field sent for an option (default id).
     */
    valueField?: string;
    /**
     * Every option ticked sends no parameter (entries of an option removed since stay shown).
     */
    anyWhenAll?: boolean;
  }[];
  /**
   * calendar: a first tab listing today's entries (the operation decides the day) by the same entry fields; a click opens `entryDialog`.
   */
  today?: {
    /**
     * The tab's title (今日日程).
     */
    title: string;
    /**
     * The operation (or endpoint) answering today's entries.
     */
    operation: string;
  };
  /**
   * calendar with `today` or `panes`: the calendar tab's title (default the block's title).
   */
  calendarTitle?: string;
  /**
   * calendar: the dialog (`dialogs`) a click on an entry opens, with the entry's row.
   */
  entryDialog?: string;
  /**
   * clockPanel: the operation of 签到 (a POST without body: the server takes who signs from the token and the address from the request).
   */
  signIn?: string;
  /**
   * clockPanel: the operation of 签退.
   */
  signOut?: string;
  /**
   * recordForm: the operation the values are sent to while the loaded record is empty (a company's settings row not saved yet: create); once it exists, `save` (update).
   */
  saveNew?: string;
  /**
   * recordForm on a page: the record is shown read-only with an 编辑 button; 编辑 makes it editable (保存 and 取消), a save or 取消 returns it to read-only. Without `save` served to the caller there is no 编辑.
   */
  editToggle?: boolean;
  /**
   * scheduleForm: the operation (or endpoint) an attachment is uploaded to (multipart `file`, answers `{url}`); absent: no 附件.
   */
  upload?: string;
  /**
   * scheduleForm: the operation (or endpoint) listing the company's members for the 参与人 and 抄送人 pickers; absent: no pickers.
   */
  members?: string;
  /**
   * scheduleDetail: the row field holding its creator's member id (default crtUserId): 编辑 and 删除 are offered to that member only.
   */
  ownerField?: string;
  /**
   * scheduleDetail: the dialog of the opening block that 编辑 gives way to (default edit).
   */
  editDialog?: string;
  /**
   * treeFilter: the query parameter the picked node's value is sent as to the table.
   */
  param?: string;
  /**
   * treeFilter, assignmentPanes: the field naming a node or a row (default name).
   */
  labelField?: string;
  /**
   * treeFilter, assignmentPanes, table, picker, calendar: the field identifying a node, a row or an entry (default id): a picker's `ids`, a table's picked owner.
   */
  valueField?: string;
  /**
   * treeFilter: the tree's width in 24ths (default 6), at most 170 px; below 1,200 px the tree opens in a drawer.
   */
  treeSpan?: number;
  /**
   * assignmentPanes: the operation listing one side (e.g. the apps); picking one shows what is linked to it.
   */
  owners?: string;
  /**
   * assignmentPanes: the operation listing what is linked to the picked owner (`:id` is the owner).
   */
  linked?: string;
  /**
   * assignmentPanes: the operation listing everything that can be linked.
   */
  candidates?: string;
  /**
   * assignmentPanes: the operation linking `ids` to the owner (`:id`), e.g. a generic association `add`.
   */
  add?: string;
  /**
   * assignmentPanes: the operation unlinking `ids` from the owner.
   */
  remove?: string;
  /**
   * formDesigner: the operation (or endpoint) answering the department tree of the audience picker (depart/tree: `[{id, name, children}]`; default departTree); absent or refused: no departments to pick.
   */
  departs?: string;
  /**
   * formSubmissions: the operation answering the form's published versions `[{version, schema, uiSchema}]` (query `formId`), whose titles head the columns and the detail; without it, the `versions` the list answers beside its rows.
   */
  versions?: string;
  /**
   * formFill in a page file: the page address's parameter naming the form to fill (`/myForms?formId=`, the message link); while it is there the block opens itself in a dialog, closing takes it off the address; without it the block draws nothing.
   */
  openFrom?: string;
  /**
   * formFill: shows the answers of the submission it was opened with (`data`, under the titles of the row's `schema` when it carries one, else of the form `load` answers for its `formId`) instead of a form to fill (我的提交's 查看).
   */
  answers?: boolean;
  /**
   * assignmentPanes: the headings of the owners, the candidates and the linked lists.
   *
   * @minItems 3
   * @maxItems 3
   */
  titles?: string[];
}
/**
 * A button of a block: calls an operation (or endpoint), opens a dialog block, or follows a link.
 */
export interface BlockAction {
  /**
   * Names the action within the block.
   */
  key: string;
  /**
   * The button text.
   */
  title: string;
  /**
   * The operation or endpoint it calls with the record (`:id`, `idIn`); not served: the action is not shown.
   */
  operation?: string;
  /**
   * The dialog block (`dialogs`) it opens with the record.
   */
  dialog?: string;
  /**
   * A console route it opens (e.g. /merchantApplication?applicationsIndex=0); `{field}` templates are filled from the record, each value URL-encoded (/selectedCondition?conent={appName}).
   */
  link?: string;
  /**
   * table toolbar: the operation answers a file (xlsx) that the browser saves (with the block's `params`).
   */
  download?: boolean;
  /**
   * url: the operation answers an address opened in a new window; a refusal is shown as a warning.
   */
  opens?: 'url';
  /**
   * The record field filling `:id` (default id; on a table's toolbar, its owner's key).
   */
  rowKey?: string;
  /**
   * table toolbar: the action is for the ticked rows (the table shows checkboxes): the warning shown when none is ticked; the record has `ids` (their keys, a list) and `count`.
   */
  needsSelection?: string;
  /**
   * The body: constants, and `{field}` for a value of the record (with the record's id where the operation takes it, `idIn`), e.g. {"id": "{id}", "status": 4}.
   */
  body?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * Query parameters; `{field}` templates are filled from the record.
   */
  params?: {
    [k: string]: string | number | boolean;
  };
  /**
   * The question asked first (`{field}` templates filled).
   */
  confirm?: string;
  /**
   * The message after it succeeded (default the server's).
   */
  success?: string;
  /**
   * Shown as the primary button.
   */
  primary?: boolean;
  /**
   * Shown in red.
   */
  danger?: boolean;
  /**
   * Shown as a text link.
   */
  asLink?: boolean;
  /**
   * Loads the page's blocks again (刷新); with no operation, dialog or link.
   */
  reloads?: boolean;
  /**
   * A condition on the record (or the form's values): one, or several that must all hold.
   */
  visibleWhen?: Condition | Condition[];
  /**
   * A condition on the record (or the form's values): one, or several that must all hold.
   */
  hiddenWhen?: Condition | Condition[];
  /**
   * A condition on the record (or the form's values): one, or several that must all hold.
   */
  disabledWhen?: Condition | Condition[];
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
   * true: rows belong to one company and every query is limited to the caller's company by the data layer (a tenantId column); "reference": rows name a company (tenantId column) but are platform records read across companies (tokens, QR logins); false: platform data with no company; "platform": platform-owned data shared with every company on purpose (the website template gallery) — no tenant column, and the data layer refuses every write from a company's context (as a section's inline `model.tenant: "platform"`); a section over it belongs to a platform-domain area and companies read it through operations declared `readBy: companies`.
   */
  tenant?: true | false | 'reference' | 'platform';
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
   * The column naming a row's creator for the `own` row scope of a grant, when a section's operation reads these rows as another section's (e.g. notices approved under 通知公告设置); default crtUserId. A section over this resource declares its own in `model.ownerField`.
   */
  ownerField?: string;
  /**
   * The column naming a row's department for the department row scopes, as ownerField (default departId; else the creator's department).
   */
  departField?: string;
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
  indexes?: Indexes;
}
/**
 * schemas/<area>/pages/<id>.json: a web page that is not one section's page — a layout of registered blocks (src/blocks/kinds.ts) at its own route. A block may be fed by a section (`section`), or be a self-contained block that reads its own data. The server loads and checks page files with their area (server/engine/load-pages.ts) and serves each, pruned for the caller and with the company's layout applied, at GET /api/pages/<id>; the web build mounts src/layouts/DeclaredPage.tsx at its route (config/routes.ts).
 */
export interface PageFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * The page's name: equals its file name; unique across areas (GET /api/pages/<id>).
   */
  id: string;
  /**
   * The Chinese title (the browser tab; the layout dialog's heading).
   */
  title: string;
  /**
   * The web route the page is mounted at (e.g. /merchant). Unique across pages and areas with a page. Absent: the page has no route of its own and opens beside its area's menu, from the entry naming it (`page` in area.json).
   */
  route?: string;
  /**
   * Further web routes showing the same page (the spec's second address: /settingss beside /settings).
   *
   * @minItems 1
   */
  aliases?: string[];
  /**
   * console: inside the console layout (header, session check, expiry reminder); none: the blocks alone.
   */
  frame?: 'console' | 'none';
  /**
   * A company administrator may hide and reorder the page's blocks (自定义布局); the layout is stored per company (GET/POST /api/business/page-layout/<id>).
   */
  customizable?: boolean;
  /**
   * Query parameters that send the visitor to another route instead of showing the page (the web app reads this from the file at build time): the parameter's name → the route, `{name}` filled with its value, URL-encoded. E.g. {"index": "/merchantManagement?index={index}"}: /merchant?index=我的订单 opens that section of system management.
   */
  redirects?: {
    [k: string]: string;
  };
  /**
   * Side-by-side columns in wide windows (one column below 1,200 px): each block names its `column`. Spans add up to 24 a row; a column of 24 is a row of its own (the workbench's welcome above its two columns). Absent: one column.
   *
   * @minItems 1
   */
  columns?: {
    /**
     * Names the column (blocks name it in `column`).
     */
    key: string;
    /**
     * Width in 24ths of the row.
     */
    span: number;
  }[];
  /**
   * The blocks in their default order. Each needs a `key` (unique in the page: the stored layout names it) and a `title` (the layout dialog lists it). A block with `section` is drawn in a card titled by its `title`; a block without draws its own.
   *
   * @minItems 1
   */
  blocks: (Block & {
    [k: string]: unknown;
  })[];
}
