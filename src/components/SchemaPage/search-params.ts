/** What a search form sends: each shown item's widget turns its value into query parameters. */
import { shown } from '../../blocks/when';
import type { SearchWidget } from './registry';

type Item = { field: string; valueType: string; params?: string[]; visibleWhen?: any; hiddenWhen?: any };

/** The query parameters of a search form's values: only the items shown for those values (visibleWhen) send theirs. */
export function searchParams(items: Item[], values: Record<string, unknown>, widgetOf: (valueType: string) => Pick<SearchWidget, 'toParams'>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const item of items) if (shown(item, values)) Object.assign(params, widgetOf(item.valueType).toParams(values[item.field], item as never));
  return params;
}
