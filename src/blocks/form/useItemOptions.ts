import { useEffect, useState } from 'react';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockSpec, ItemSpec, PageApi } from '../types';
import { type FieldOption, toOptions, withSuffixes } from './options';

/**
 * The choices of the items with `options`, by field: each operation called once (quietly: a refusal gives no
 * choices) when the form opens and again when the page reloads. A field is absent until its answer arrives.
 */
/** The widget that pages through its `options` operation itself (the person picker): its choices are not loaded here. */
export const PAGED_PICKER = 'personPicker';

export function useItemOptions(page: PageApi, block: BlockSpec, items: ItemSpec[]): Record<string, FieldOption[]> {
  const [options, setOptions] = useState<Record<string, FieldOption[]>>({});
  const wanted = items.filter((item) => item.options && page.schema.fields[item.field]?.widget !== PAGED_PICKER);
  const key = wanted.map((item) => `${item.field}:${item.options!.operation}`).join(',');

  useEffect(() => {
    let alive = true;
    const answers = new Map<string, Promise<unknown>>();
    const settle = (field: string, list: FieldOption[]) => alive && setOptions((current) => ({ ...current, [field]: list }));
    for (const item of wanted) {
      const spec = item.options!;
      const operation = operationOf(page, block, spec.operation);
      if (!operation) {
        settle(item.field, []);
        continue;
      }
      let answer = answers.get(spec.operation);
      if (!answer) answers.set(spec.operation, (answer = callOperation(operation, { quiet: true }).then((res) => res.data)));
      answer.then((data) => settle(item.field, withSuffixes(toOptions(rowsOf(data), spec.labelField, spec.valueField), rowsOf(data), spec.suffixes))).catch(() => settle(item.field, []));
    }
    return () => {
      alive = false;
    };
  }, [key, page.version]);
  return options;
}
