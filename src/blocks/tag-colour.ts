/** A field's enumStatus (ProTable's badge names) as an antd Tag colour. */
const COLOURS: Record<string, string> = { Success: 'success', Processing: 'processing', Warning: 'warning', Error: 'error', Default: 'default' };

export const tagColour = (status: string | undefined) => COLOURS[status ?? ''] ?? 'default';

/** The label and colour of an enum field's value, or undefined when the value is not one of its values. */
export function enumTag(def: { enum?: unknown[]; enumNames?: string[]; enumStatus?: string[] } | undefined, value: unknown) {
  const index = (def?.enum ?? []).findIndex((candidate) => String(candidate) === String(value));
  if (index < 0) return undefined;
  return { label: def!.enumNames?.[index] ?? String(value), colour: tagColour(def!.enumStatus?.[index]) };
}
