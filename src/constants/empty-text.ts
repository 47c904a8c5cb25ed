/**
 * The one wording of an empty list, table, tree or dropdown (the spec's '暂无内容'). Set once on the antd locale
 * (app.tsx), so an `<Empty />` without a description and every component's built-in empty state show it.
 */
export const EMPTY_TEXT = '暂无内容';
