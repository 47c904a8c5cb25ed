import type { ProColumns } from '@ant-design/pro-components';
import type { FormItemProps } from 'antd';
import type { ComponentType } from 'react';
import type { ResolvedForm } from '../../../shared/section-ui';
import { REGISTERED_NAMES, type RegisteredName } from './registered-names';
import type { ColumnDef, FieldDef, Row, SearchFieldDef, SectionSchema } from './types';

/**
 * A registry keyed by type that refuses duplicates (amis style): later sections add kinds, never replace one. With
 * a list of names (registered-names.ts, which the server's schema check reads), it also refuses a name not listed.
 */
export class Registry<T, N extends string = string> {
  private readonly items = new Map<string, T>();

  constructor(
    private readonly what: string,
    private readonly names?: readonly N[],
  ) {}

  register(type: N, item: T): void {
    if (!type) throw new Error(`${this.what}: a type name is required`);
    if (this.names && !this.names.includes(type)) throw new Error(`${this.what} "${type}" is not in registered-names.ts (the list the server checks schema files against)`);
    if (this.items.has(type)) throw new Error(`${this.what} "${type}" is already registered`);
    this.items.set(type, item);
  }

  has(type: string): boolean {
    return this.items.has(type);
  }

  get(type: string): T | undefined {
    return this.items.get(type);
  }

  /** Like get, but a missing type is a schema error worth a clear message. */
  require(type: string): T {
    const item = this.items.get(type);
    if (!item) throw new Error(`${this.what} "${type}" is not registered (known: ${this.types().join(', ')})`);
    return item;
  }

  types(): string[] {
    return [...this.items.keys()];
  }
}

/** Turns a schema column into ProTable column props (render, valueType, align ...). */
export type ValueType = (column: ColumnDef) => Partial<ProColumns<Row>>;

/** Renders one field of a form as a Form.Item (works inside Form.List too, `name` may be a path). */
export interface FieldWidgetProps {
  name: FormItemProps['name'];
  label?: string;
  def: FieldDef;
  rules: NonNullable<FormItemProps['rules']>;
  placeholder?: string;
  noStyle?: boolean;
  /** The field's `disabledWhen` holds. */
  disabled?: boolean;
}
export type FieldWidget = ComponentType<FieldWidgetProps>;

export interface FormContext {
  schema: SectionSchema;
  /** The form with its fields and title resolved (the opening action's title when the form has none). */
  form: ResolvedForm & { title: string };
  /** The row the action was started on (the edited row, or the parent of what is created). */
  row?: Row;
}

/** A kind of form (`plain`, `rowList`, ...): its fields, initial values and how values become the request body. */
export interface FormKind {
  Fields: ComponentType<{ ctx: FormContext }>;
  initialValues?: (ctx: FormContext) => Record<string, unknown>;
  /** The request body; `undefined` means there is nothing to submit. */
  toBody: (values: Record<string, any>, ctx: FormContext) => unknown;
}

/** A kind of search-form input (`text`, `dateRange`, ...): its control, and the query parameters of its value. */
export interface SearchWidget {
  /** The control inside the search form's Form.Item (receives `value`/`onChange` from it). */
  Control: ComponentType<{ item: SearchFieldDef; def: FieldDef; value?: any; onChange?: (value: any) => void }>;
  /** Query parameters for the entered value; nothing when it is blank. */
  toParams: (value: unknown, item: SearchFieldDef) => Record<string, string>;
}

export const valueTypes = new Registry<ValueType, RegisteredName<'valueTypes'>>('valueType', REGISTERED_NAMES.valueTypes);
export const searchWidgets = new Registry<SearchWidget, RegisteredName<'searchWidgets'>>('searchWidget', REGISTERED_NAMES.searchWidgets);
export const fieldWidgets = new Registry<FieldWidget, RegisteredName<'fieldWidgets'>>('fieldWidget', REGISTERED_NAMES.fieldWidgets);
export const formKinds = new Registry<FormKind, RegisteredName<'formKinds'>>('formKind', REGISTERED_NAMES.formKinds);
