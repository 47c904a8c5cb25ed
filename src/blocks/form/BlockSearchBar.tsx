/**
 * A block's search form (`searchForm`: a table of its own, a picker, the calendar, periodStatistics): the one
 * SearchBar, its items' loaded `options` (a select's choices, a department tree) given as their fields' choices.
 */
import SearchBar from '@/components/SchemaPage/SearchBar';
import type { SearchItem } from '../../../shared/schema-types.generated';
import type { BlockSpec, PageApi } from '../types';
import { useItemOptions } from './useItemOptions';

const asObject = (item: SearchItem) => (typeof item === 'string' ? { field: item } : item);

/** The block's search items, or nothing when it has none; `onSearch` gets the query parameters of 查询 and 重置. */
export default function BlockSearchBar({ page, block, onSearch }: { page: PageApi; block: BlockSpec; onSearch: (params: Record<string, string>) => void }) {
  const searchForm = (block.searchForm ?? []).map(asObject);
  const choices = useItemOptions(page, block, searchForm.filter((item) => item.options) as never);
  if (!searchForm.length) return null;
  const defs = { ...page.schema.fields, ...Object.fromEntries(Object.entries(choices).map(([field, options]) => [field, { ...page.schema.fields[field], options }])) };
  return <SearchBar fields={searchForm} defs={defs as never} onSearch={onSearch} />;
}
