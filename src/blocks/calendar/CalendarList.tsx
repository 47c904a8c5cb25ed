/**
 * The calendar block's 列表: the month's rows (its `operation` over the month's first and last day, with the
 * filters and the search) in the one table (RecordTable) with the block's `listColumns`; paged by the operation
 * when it answers {records, total}, else here.
 */
import type { Dayjs } from 'dayjs';
import RecordTable from '@/components/SchemaPage/RecordTable';
import { usePagedRows } from '@/components/SchemaPage/paging';
import type { Column } from '../../../shared/schema-types.generated';
import { callOperation, operationOf } from '../calls';
import type { BlockSpec, PageApi } from '../types';
import { monthQuery, type FilterParams } from './calendar-model';

const PAGE_SIZE = 10;

export default function CalendarList({ page, block, date, filter }: { page: PageApi; block: BlockSpec; date: Dayjs; filter: FilterParams | undefined }) {
  const operation = operationOf(page, block, block.operation);
  const query = { ...monthQuery(block, date), ...filter };
  const list = usePagedRows({
    load: async (pageNo, limit) => (operation && filter ? (await callOperation(operation, { params: { ...query, page: pageNo, limit }, quiet: true })).data : []),
    filters: { query, ready: Boolean(filter) },
    version: page.version,
    pageSize: block.pageSize ?? PAGE_SIZE,
    paged: false,
  });
  return (
    <div data-testid="calendar-list">
      <RecordTable rowKey={block.valueField ?? 'id'} columns={(block.listColumns ?? []) as Column[]} fields={page.schema.fields as never} list={list} pageWholeList size="small" empty={block.empty} />
    </div>
  );
}
