/**
 * 考勤 (/merchantAttendance?index=<menu title>, the attendance area's page; spec doc 2 §2): the area's menu
 * (schemas/attendance/area.json: 打卡, 我的考勤, 考勤记录, 考勤设置) and the open entry.
 */
import AreaPage from '@/layouts/AreaPage';

export default function MerchantAttendancePage() {
  return <AreaPage param="index" />;
}
