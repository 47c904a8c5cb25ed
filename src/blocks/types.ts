import type { ComponentType } from 'react';
import type { Block, BlockAction, BlockItem } from '../../shared/schema-types.generated';

/** A field as GET /api/schemas/<id> serves it (schemas/_meta/field.schema.json); blocks read only these keys. */
export interface BlockField {
  type?: string;
  /** `html`: rich text, sanitised on the server before it is stored. */
  format?: string;
  title?: string;
  description?: string;
  enum?: (string | number)[];
  enumNames?: string[];
  enumStatus?: string[];
  /** A list of the type's values, one comma string (a template's supports). */
  multiple?: boolean;
  widget?: string;
  placeholder?: string;
  maxLength?: number;
  minLength?: number;
  messages?: Record<string, string>;
  requiredMessage?: string;
  [key: string]: unknown;
}

/** An operation as served: method and url (`:id`, `:field` filled from the row); `idIn` where the id goes otherwise. */
export interface BlockOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  idIn?: 'query' | 'body';
  /** The query or body key of the id (default `id`). */
  idParam?: string;
}

/** The served section schema as blocks read it (the UI part is flat: normalizeSchema). */
export interface PageSchema {
  id: string;
  title: string;
  fields: Record<string, BlockField>;
  required?: string[];
  operations: Record<string, BlockOperation>;
  blocks?: BlockSpec[];
}

export type Row = Record<string, any>;

/**
 * A block of `ui.blocks`, a field item of a form or detail, and a block's button: the types generated from the
 * meta-schema (schemas/_meta/section.schema.json documents each key).
 */
export type BlockSpec = Block;
export type ItemSpec = Exclude<BlockItem, string>;
export type ActionSpec = BlockAction;

/** What the page gives every block: the schema, shared record loads, and a reload of every block. */
export interface PageApi {
  schema: PageSchema;
  /** The served schema as the generic table reads it. */
  raw: unknown;
  /** Bumped by reload(): blocks load their data again. */
  version: number;
  reload(): void;
  /** The merged answers of operations called without a row; shared by the blocks of one page version. */
  loadRecord(operations: BlockOperation[], names: string[]): Promise<Row>;
}

export interface BlockProps {
  block: BlockSpec;
  page: PageApi;
  /** The record a dialog block was opened from (fills `:id` and templates). */
  row?: Row;
  /** The field of `row` that fills `:id` (default id), e.g. an app's appId. */
  rowKey?: string;
  /** Drawn inside another block (a pane of tabs): a block that draws a card draws a small bordered one. */
  nested?: boolean;
  /** Called by a dialog block when it is done (saved): the dialog closes. */
  onDone?: () => void;
  /** Called by a dialog block to close without saving. */
  onCancel?: () => void;
  /** Called by a dialog block to give way to another dialog of the block that opened it, with the same record (a detail's 编辑). */
  openDialog?: (name: string) => void;
}

export type BlockComponent = ComponentType<BlockProps>;
