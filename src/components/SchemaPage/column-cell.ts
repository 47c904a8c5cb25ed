import { fillTemplate } from '../../blocks/template';
import { holds } from '../../blocks/when';
import type { ColumnDef, Row } from './types';

/**
 * What a column adds around a row's value (schemas/_meta/section.schema.json `column`): a `template` shown instead
 * of it, an `avatar` image before it, `tags` after it while their condition holds, an `empty` text. Pure, so the
 * table's render and its width share it.
 */
export const isBlankValue = (value: unknown) => value === undefined || value === null || value === '';

/** Whether the column draws its cells itself (else the value type's rendering stands). */
export const decorates = (column: ColumnDef) => Boolean(column.template || column.avatar || column.tags?.length || column.empty !== undefined);

/** The cell's text from `template`, or undefined when the column shows the field's value. */
export const templateText = (column: ColumnDef, row: Row): string | undefined => (column.template ? fillTemplate(column.template, row) : undefined);

/** Whether the cell is empty: its template filled to nothing, else the field's value blank. */
export const cellEmpty = (column: ColumnDef, row: Row) => (column.template ? templateText(column, row)!.trim() === '' : isBlankValue(row[column.field]));

/** The tags shown after the value for this row. */
export const shownTags = (column: ColumnDef, row: Row) => (column.tags ?? []).filter((tag) => holds(tag.when, row));
