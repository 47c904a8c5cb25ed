import { fieldWidgets, type FieldWidget } from '@/components/SchemaPage';
import RegionField from './RegionField';

/**
 * Field widgets beyond SchemaPage's registered ones. The region cascader edits every `region` field; it is not a
 * registered name yet (registered-names.ts has no `region`), so forms of blocks pick it by the field's type.
 */
export function widgetFor(def: { widget?: string; type?: string }, fallback: () => string): FieldWidget {
  if (def.widget) return fieldWidgets.require(def.widget);
  if (def.type === 'region') return fieldWidgets.has('region') ? fieldWidgets.require('region') : RegionField;
  return fieldWidgets.require(fallback());
}
