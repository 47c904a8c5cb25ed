/**
 * Stands in for `@chenshuai2144/sketch-color`, the colour picker ProComponents draws only for antd older than 5.5
 * (pro-field's ColorPicker/old.js); with antd 5.5+ it uses antd's ColorPicker and this package (with reactcss,
 * tinycolor2 and a copy of lodash, ≈ 25 KB gzip) would be dead weight on every table page.
 */
export function SketchPicker(): never {
  throw new Error('ProComponents asked for its antd < 5.5 colour picker: see config/config.ts (alias of @chenshuai2144/sketch-color)');
}
