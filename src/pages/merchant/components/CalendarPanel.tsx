import { BlockView } from '@/blocks/BlockRows';
import { usePage } from '@/blocks/usePage';
import '@/blocks/builtins';
import { WORKBENCH_CALENDAR } from './workbench-calendar';

/**
 * The workbench's calendar area: the calendar block (./workbench-calendar.ts) on a page of its own (no section), reading
 * everything through its endpoints — until the workbench is a page file listing the same entry.
 */
export default function CalendarPanel() {
  const page = usePage({ id: 'workbench', title: '工作台', fields: {}, operations: {} }, null);
  // The workbench's widgets keep 16 px apart (a page file's blocks get it from DeclaredPage).
  return (
    <div style={{ marginBottom: 16 }}>
      <BlockView block={WORKBENCH_CALENDAR} page={page} />
    </div>
  );
}
