/**
 * The profile fields of 基本资料 as the Membership resource declares them (schemas/core/resources/membership.json):
 * the same definitions give the server's validation (server/modules/personal/profile-routes.ts) and, here, the
 * form's labels, rules, placeholders and choices (src/components/SchemaPage/rules.ts).
 */
import membership from '../../../schemas/core/resources/membership.json';
import type { FieldDef } from '../../components/SchemaPage/types';
import { enumOptions, fieldLabel, fieldRules, placeholderOf } from '../../components/SchemaPage/rules';

const DECLARED = membership.fields as unknown as Record<string, FieldDef>;

/** The member's name is 名称 on the resource; this form asks for 姓名 (its messages say so too). */
const LABELS: Record<string, string> = { name: '姓名' };

export const PROFILE_FORM_FIELDS = ['name', 'sex', 'telPhone', 'qq', 'birthday', 'constellation', 'hobby', 'speciality', 'hometown', 'position'] as const;
export type ProfileFieldName = (typeof PROFILE_FORM_FIELDS)[number];

export function profileField(name: ProfileFieldName) {
  const def = { ...DECLARED[name], ...(LABELS[name] ? { title: LABELS[name] } : {}) };
  const label = fieldLabel(name, def);
  return {
    label,
    rules: fieldRules(name, def, name === 'name'),
    placeholder: def.enum || def.type === 'date' ? `请选择${label}` : placeholderOf(def),
    options: enumOptions(def).filter((option) => option.value !== ''),
    maxLength: def.maxLength,
  };
}
