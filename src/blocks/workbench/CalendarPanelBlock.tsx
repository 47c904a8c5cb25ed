import CalendarPanel from '@/pages/merchant/components/CalendarPanel';

/**
 * The `calendarPanel` block: the workbench's calendar area (今日日程 / 日历 / 通知公告) as it is today. Temporary:
 * the calendar is being rebuilt on the `calendar` block, which then takes this block's place in the page file.
 * The page file names the 日程 feature, so the server leaves the block out while that is off.
 */
export default function CalendarPanelBlock() {
  return (
    <div data-testid="calendar-area">
      <CalendarPanel />
    </div>
  );
}
