/**
 * The calendar block's month grid: six weeks of day cells, each with its first entries (and their tags) and a "+n"
 * line; a rest day (`restWeekends`) says 休息.
 */
import { Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { isToday, monthLabel, visibleDays, WEEKDAYS, type CalendarEntry } from './calendar-model';
import styles from './calendar.less';

interface Props {
  date: Dayjs;
  byDay: Record<string, CalendarEntry[]>;
  onOpen: (entry: CalendarEntry) => void;
  onMore: (day: Dayjs) => void;
  /** Days shown as rest (休息): the weekends of an attendance calendar. */
  restDay?: (day: Dayjs) => boolean;
}

/** What a month cell has room for: two entries, or one and a "+n" line that opens the day's week. */
function dayItems(list: CalendarEntry[]) {
  const shown = list.slice(0, list.length > 2 ? 1 : 2);
  return { shown, more: list.length - shown.length };
}

const hoverText = (entry: CalendarEntry) => (entry.startHour && entry.endHour ? `${entry.startHour}-${entry.endHour} ${entry.title}` : entry.title);

/** The calendar block's month: 6 weeks × 7 days, Monday first; an entry opens the block's entry dialog. */
export default function MonthView({ date, byDay, onOpen, onMore, restDay }: Props) {
  return (
    <div className={styles.month} data-testid="calendar-month">
      {WEEKDAYS.map((label) => (
        <div key={label} className={styles.weekday}>
          {label}
        </div>
      ))}
      {visibleDays(date, 'month').map((day) => {
        const key = day.format('YYYY-MM-DD');
        const { shown, more } = dayItems(byDay[key] ?? []);
        const rest = restDay?.(day) ?? false;
        return (
          <div key={key} data-day={key} className={[styles.day, day.month() !== date.month() ? styles.outside : '', isToday(day) ? styles.today : '', rest ? styles.rest : ''].join(' ')}>
            <span className={styles.dayNumber}>{day.date()}</span>
            {rest && <span className={styles.restMark}>休息</span>}
            {shown.map((entry) => (
              <button type="button" key={entry.key} className={`${styles.entry} ${entry.important ? styles.important : ''}`} title={hoverText(entry)} onClick={() => onOpen(entry)}>
                {monthLabel(entry)}
                {entry.tags.map((tag) => (
                  <Tag key={tag.text} color={tag.color} className={styles.entryTag} data-tag={tag.text}>
                    {tag.text}
                  </Tag>
                ))}
              </button>
            ))}
            {more > 0 && (
              <button type="button" className={styles.more} onClick={() => onMore(day)}>
                +{more}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
