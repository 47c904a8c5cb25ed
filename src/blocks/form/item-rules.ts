import type { Rule } from 'antd/es/form';
import { fieldRules } from '../../components/SchemaPage/rules';
import type { BlockField, ItemSpec } from '../types';

/** The message of a `sameAs` item: its messages.sameAs, else 与<other title>不一致. */
export const sameAsMessage = (field: BlockField, other: BlockField | undefined, otherName: string) =>
  field.messages?.sameAs ?? `与${other?.title ?? otherName}不一致`;

/** A rule: the value equals the form's value of another field (an empty value is left to `required`). */
export function sameAsRule(otherName: string, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_: unknown, value: unknown) =>
      value === undefined || value === null || value === '' || value === getFieldValue(otherName) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}

/** The item's rules: its field's (Chinese messages, format and pattern) and its `sameAs`. */
export function itemRules(item: ItemSpec, field: BlockField, required: boolean, fields: Record<string, BlockField>): Rule[] {
  const rules = fieldRules(item.field, field as never, required);
  if (item.sameAs) rules.push(sameAsRule(item.sameAs, sameAsMessage(field, fields[item.sameAs], item.sameAs)));
  return rules;
}

/** The items to check again after these fields changed: those that must equal one of them. */
export const sameAsDependents = (items: ItemSpec[], changed: string[]): string[] =>
  items.filter((item) => item.sameAs && changed.includes(item.sameAs)).map((item) => item.field);
