import type { Dayjs } from 'dayjs';
import { isToday, monthGrid, WEEKDAY_LABELS } from '../calendar-grid';
import type { ScheduleOccurrence } from '../../schedule-api';
import styles from './schedule.less';

interface Props {
  date: Dayjs;
  byDay: Record<string, ScheduleOccurrence[]>;
  onOpen: (item: ScheduleOccurrence) => void;
  onMore: (day: Dayjs) => void;
}

/** What a month cell has room for: two schedules, or one and a "+n" line that opens the day's week. */
function dayItems(list: ScheduleOccurrence[]) {
  const shown = list.slice(0, list.length > 2 ? 1 : 2);
  return { shown, more: list.length - shown.length };
}

export const scheduleLabel = (item: ScheduleOccurrence) => `${item.sign === 1 ? '★ ' : ''}${item.all === 1 ? '全天' : item.startHour} ${item.scheduleName}`;

/** The month: 6 weeks × 7 days, Monday first; a schedule opens its detail. */
export default function MonthView({ date, byDay, onOpen, onMore }: Props) {
  return (
    <div className={styles.month} data-testid="calendar-month">
      {WEEKDAY_LABELS.map((label) => (
        <div key={label} className={styles.weekday}>
          {label}
        </div>
      ))}
      {monthGrid(date).map((day) => {
        const { shown, more } = dayItems(byDay[day.format('YYYY-MM-DD')] ?? []);
        return (
          <div key={day.valueOf()} className={[styles.day, day.month() !== date.month() ? styles.outside : '', isToday(day) ? styles.today : ''].join(' ')}>
            <span className={styles.dayNumber}>{day.date()}</span>
            {shown.map((item) => (
              <button
                type="button"
                key={item.id}
                className={`${styles.scheduleItem} ${item.sign === 1 ? styles.important : ''}`}
                title={`${item.startHour}-${item.endHour} ${item.scheduleName}`}
                onClick={() => onOpen(item)}
              >
                {scheduleLabel(item)}
              </button>
            ))}
            {more > 0 && (
              <button type="button" className={styles.scheduleMore} onClick={() => onMore(day)}>
                +{more}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
