import type { FieldSpec, OperationSpec, SectionSpec } from './section-types';

/**
 * The section's fields an operation reads (a transition's `input`, a listed update's `fields`), each with the
 * operation's `messages` over its own (企业认证's 请输入认证企业名称): what validates them and checks what they point at.
 */
export function operationFields(section: SectionSpec, names: string[], messages?: OperationSpec['messages']): Record<string, FieldSpec> {
  return Object.fromEntries(
    names.map((name) => {
      const field = section.fields[name];
      return [name, messages?.[name] ? { ...field, messages: { ...field.messages, ...messages[name] } } : field];
    }),
  );
}
