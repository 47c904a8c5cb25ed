import { Card, Tabs } from 'antd';
import BlockRows from '../BlockRows';
import type { BlockProps, Row } from '../types';
import { useBlockActions } from '../useBlockActions';
import type { CalendarEntry } from './calendar-model';
import CalendarView from './CalendarView';
import TodayList from './TodayList';

/**
 * A month or week of entries (CalendarView: `operation` asked for the view, `filters`, `toolbar` actions such as a
 * create dialog); a click on an entry opens the `entryDialog` block with the entry's row. With `today` the block is
 * tabs: today's list first, then the calendar (titled `calendarTitle`), then the `panes` given. It draws its own
 * card; a dialog that saves or deletes reloads the page, so every view of the block loads again.
 */
export default function CalendarBlock({ block, page, nested }: BlockProps) {
  const { buttons, holder, openDialog } = useBlockActions(page, block);
  // A download exports the shown view (its range and search); the other actions start from no record (新建日程 empty).
  const toolbarButtons = (view: Row) => [
    ...buttons(block.toolbar?.filter((action) => !action.download), undefined, 'small'),
    ...buttons(block.toolbar?.filter((action) => action.download), view, 'small'),
  ];
  const open = (entry: CalendarEntry) => block.entryDialog && block.dialogs?.[block.entryDialog] && openDialog(block.entryDialog, entry.row);
  const calendar = <CalendarView page={page} block={block} toolbar={(view) => toolbarButtons(view)} onOpen={open} />;
  const tabbed = Boolean(block.today || block.panes?.length);
  const content = tabbed ? (
    <Tabs
      items={[
        ...(block.today ? [{ key: 'today', label: block.today.title, children: <TodayList page={page} block={block} onOpen={open} /> }] : []),
        { key: 'calendar', label: block.calendarTitle ?? block.title ?? '日历', children: calendar },
        ...(block.panes ?? []).map((pane) => ({ key: pane.key, label: pane.title, children: <BlockRows list={pane.blocks} page={page} framed={false} gap={16} nested /> })),
      ]}
    />
  ) : (
    calendar
  );
  return (
    <Card
      variant={nested ? 'outlined' : 'borderless'}
      size={nested ? 'small' : undefined}
      title={tabbed ? undefined : block.title}
      styles={tabbed ? { body: { paddingTop: 0 } } : undefined}
      data-testid="calendar-panel"
    >
      {content}
      {holder}
    </Card>
  );
}
