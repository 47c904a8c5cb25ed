import type { ProColumns } from '@ant-design/pro-components';
import type { Breakpoint } from 'antd';
import type { ColumnDef, Row } from './types';

/** One CJK character of the table's 14 px font, and a cell's side paddings (size "middle") with room for a sort or filter icon. */
const CHAR_PX = 14;
const CELL_PX = 40;
const MIN_TEXT_PX = 120;
/** The first column of a tree table also holds the indent and the expand icon of every level. */
const TREE_COLUMN_PX = 240;
const SELECTION_PX = 48;

export const textWidth = (text: string) => [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0xff ? CHAR_PX : CHAR_PX / 2 + 1), 0);

/**
 * A column's width in px, so a narrow window scrolls the table sideways instead of squeezing columns: the schema's
 * width, else the value type's, else room for the title. Long free text that is ellipsised (备注, 模板内容) without a
 * width of its own has none (undefined): it takes the room the other columns leave, at least MIN_TEXT_PX (tableScrollX).
 */
export function readableWidth(column: Pick<ColumnDef, 'field' | 'title' | 'width' | 'ellipsis'>, typed: Partial<ProColumns<Row>>, treeColumn = false): number | undefined {
  if (column.width) return column.width;
  const title = textWidth(column.title) + CELL_PX;
  if (typeof typed.width === 'number') return Math.max(typed.width, title);
  if (column.ellipsis && !treeColumn) return undefined;
  return Math.max(treeColumn ? TREE_COLUMN_PX : MIN_TEXT_PX, title);
}

/** Room for what a column draws beside its value: an avatar, and its tags (they show on some rows only). */
export function decorationWidth(column: Pick<ColumnDef, 'avatar' | 'tags'>): number {
  const avatar = column.avatar ? 32 : 0;
  return avatar + (column.tags ?? []).reduce((sum, tag) => sum + textWidth(tag.text) + 24, 0);
}

/**
 * The titles of the links one row can show at once. Actions shown only where a field does not hold a value (启用 while
 * not 1, 禁用 while not 0), one per value of the field's enum and together covering all of them: a row holds one of
 * those values, so one of them is always hidden — the narrowest is left out.
 */
export function titlesShownTogether(actions: { title: string; visibleWhen?: unknown }[], fields: Record<string, { enum?: unknown[] }>): string[] {
  const byField = new Map<string, { title: string; value: string }[]>();
  for (const action of actions) {
    const when = action.visibleWhen as { field?: string; ne?: unknown } | undefined;
    if (!when || typeof when.field !== 'string' || !('ne' in when) || Object.keys(when).length !== 2) continue;
    byField.set(when.field, [...(byField.get(when.field) ?? []), { title: action.title, value: String(when.ne) }]);
  }
  const left = new Set<string>();
  for (const [field, group] of byField) {
    const values = (fields[field]?.enum ?? []).map(String);
    const covered = values.length > 0 && group.length === values.length && values.every((value) => group.some((entry) => entry.value === value));
    if (covered) left.add(group.reduce((narrowest, entry) => (textWidth(entry.title) < textWidth(narrowest.title) ? entry : narrowest)).title);
  }
  const titles = actions.map((action) => action.title);
  for (const title of left) titles.splice(titles.indexOf(title), 1);
  return titles;
}

/** The 操作 column: its links side by side, 8 px apart, in a cell's paddings (no sort or filter icon to make room for). */
const ACTIONS_CELL_PX = 16;
const MIN_ACTIONS_PX = 80;
export function actionsWidth(titles: string[]): number {
  return Math.max(MIN_ACTIONS_PX, titles.reduce((sum, title) => sum + textWidth(title) + 8, ACTIONS_CELL_PX));
}

/**
 * The width the table needs (`scroll.x`): the sum of the columns the window shows (`screens`, antd's breakpoints that
 * match; a column with `responsive` shows from its breakpoint up), a column without a width counted at MIN_TEXT_PX,
 * plus the selection checkboxes.
 */
export function tableScrollX(columns: ProColumns<Row>[], selectable: boolean, screens: Partial<Record<Breakpoint, boolean>> = {}): number {
  return columns
    .filter((column) => !column.responsive || column.responsive.some((breakpoint) => screens[breakpoint]))
    .reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : MIN_TEXT_PX), selectable ? SELECTION_PX : 0);
}
