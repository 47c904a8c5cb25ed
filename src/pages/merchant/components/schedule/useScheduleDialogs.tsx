import { useState } from 'react';
import type { ScheduleOccurrence } from '../../schedule-api';
import ScheduleDetailDialog from './ScheduleDetailDialog';
import ScheduleFormDialog from './ScheduleFormDialog';

/**
 * The schedule detail and the create/edit dialog, once for the calendar area: 今日日程 and 日历 open the same
 * detail, with 编辑/删除 for the creator (`userId`: front/info memberId). Writes announce themselves (schedule-api),
 * so both views load again.
 */
export function useScheduleDialogs(userId?: number | string) {
  const [detail, setDetail] = useState<ScheduleOccurrence>();
  const [editing, setEditing] = useState<{ item?: ScheduleOccurrence }>();
  const dialogs = (
    <>
      <ScheduleDetailDialog
        item={detail}
        userId={userId}
        onClose={() => setDetail(undefined)}
        onEdit={(item) => {
          setDetail(undefined);
          setEditing({ item });
        }}
        onDeleted={() => setDetail(undefined)}
      />
      <ScheduleFormDialog open={!!editing} item={editing?.item} onClose={() => setEditing(undefined)} onSaved={() => setEditing(undefined)} />
    </>
  );
  return { openDetail: setDetail, openCreate: () => setEditing({}), dialogs };
}
