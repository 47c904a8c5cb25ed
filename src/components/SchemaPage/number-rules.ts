import type { Rule } from 'antd/es/form';
import type { FieldDef } from './types';

/**
 * The form's checks of a number, integer or money field, with the messages the server's validator gives
 * (server/engine/validator.ts): a value is refused as typed, never rounded or clamped into range. Money is yuan
 * with at most two decimals. A blank value is left to `required`.
 */
const NUMERIC = ['number', 'integer', 'money'];

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Why the value does not fit the field, or undefined when it does. */
export function numberProblem(def: FieldDef, value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const title = def.title ?? '';
  const messages = def.messages ?? {};
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  const wrongType = !Number.isFinite(number) || (def.type === 'integer' && !Number.isInteger(number)) || (def.type === 'money' && !/^-?\d+(\.\d{1,2})?$/.test(String(value).trim()));
  if (wrongType) return messages.type ?? `${title}格式不正确`;
  if (def.minimum !== undefined && number < def.minimum) return messages.minimum ?? `${title}不能小于${def.minimum}`;
  if (def.maximum !== undefined && number > def.maximum) return messages.maximum ?? `${title}不能大于${def.maximum}`;
  return undefined;
}

/** The antd rule of a numeric field (none for other types). */
export function numberRules(def: FieldDef): Rule[] {
  if (!NUMERIC.includes(def.type ?? '')) return [];
  return [
    {
      validator: (_: unknown, value: unknown) => {
        const problem = numberProblem(def, value);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}
