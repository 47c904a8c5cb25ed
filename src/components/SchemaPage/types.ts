/**
 * Shapes of the section schema served by GET /api/schemas/:id. The parts written in section files are the types
 * generated from schemas/_meta/section.schema.json (shared/schema-types.generated.ts); this module adds what
 * the server serves beside them (operations the caller may use, `editable`) and names the resolved forms the page
 * works with (shared/section-ui.ts).
 */
import type { FeatureSwitch, Field, Form, SectionUi } from '../../../shared/schema-types.generated';
import type { ColumnObject, ResolvedAction, ResolvedColumn, SearchItemObject } from '../../../shared/section-ui';

export type { Condition } from '../../../shared/conditions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  method: HttpMethod;
  url: string;
  /** Set when the operation answers `{records, total}` and takes `page`/`limit`. */
  paged?: boolean;
  /** Where the row id goes when the url has no `:id`: the query (`?id=`) or the JSON body (`{id}`). */
  idIn?: 'query' | 'body';
  /** The query or body key of the id (default `id`; `ids` for a `delete?ids=` list). */
  idParam?: string;
}

/** A choice of a select, radio, checkbox group or tree select (children: a tree's). */
export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
}

/**
 * A field as served: its whole definition, plus `messages.required` as `requiredMessage`; a block form adds the
 * choices it loaded (`options`, instead of the enum's), their explanations and the text shown when there are none.
 */
export type FieldDef = Partial<Field> & {
  requiredMessage?: string;
  options?: FieldOption[];
  optionDescriptions?: Record<string, string>;
  emptyText?: string;
  /** A paged picker's (personPicker's) list operation: a block form item's `options` operation as served. */
  source?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; idIn?: 'query' | 'body' };
};

/** A column with its title, value type and enum labels resolved from the field. */
export type ColumnDef = ResolvedColumn;

export type TabDef = NonNullable<SectionUi['tabs']>[number];

/** A search item (its input and placeholder default from the field). */
export type SearchFieldDef = SearchItemObject;

/** A served action: the server filled in the standard-key and field defaults. */
export type ActionDef = ResolvedAction;

export type FormDef = Form;

/** A company setting switched on the section's header; `editable` is served: whether the caller may flip it. */
export type FeatureSwitchDef = FeatureSwitch & { editable?: boolean };

export interface SectionSchema extends Omit<SectionUi, 'columns' | 'searchForm' | 'toolbar' | 'rowActions' | 'featureSwitch' | 'treeReorder'> {
  id: string;
  title: string;
  fields: Record<string, FieldDef>;
  required?: string[];
  operations: Record<string, Operation>;
  /** Operation listing rows when the section has no tabs. */
  listOperation?: string;
  /** As written in the section file (a name becomes `{field}` on load); titles and value types resolved by fieldColumns. */
  columns: ColumnObject[];
  /** As written (a name becomes `{field}` on load); inputs resolved by the search bar. */
  searchForm?: SearchFieldDef[];
  toolbar?: ActionDef[];
  rowActions?: ActionDef[];
  featureSwitch?: FeatureSwitchDef;
  /** 调整顺序, served to a caller who may update, with the tree's parent field and root value. */
  treeReorder?: { title: string; sortField: string; parentField: string; root: number };
}

export type Row = Record<string, any>;
