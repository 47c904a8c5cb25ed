/**
 * The calendar block's week: seven day columns over an hourly grid, with an all-day strip above it.
 */
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { HOUR_ROWS, isToday, visibleDays, WEEKDAYS, type CalendarEntry } from './calendar-model';
import { allDayOn, HOUR_HEIGHT, placeDay } from './week-layout';
import styles from './calendar.less';

interface Props {
  date: Dayjs;
  byDay: Record<string, CalendarEntry[]>;
  onOpen: (entry: CalendarEntry) => void;
}

const star = (entry: CalendarEntry) => (entry.important ? '★ ' : '');

/**
 * The calendar block's week: Monday–Sunday columns × 25 hourly rows (00:00 … 24:00); each entry with hours is a
 * block from its start to its end (side by side when they overlap); all-day ones, entries without hours and the
 * middle days of multi-day ones in the 全天 strip.
 */
export default function WeekView({ date, byDay, onOpen }: Props) {
  const days = visibleDays(date, 'week').map((day) => ({ day, key: day.format('YYYY-MM-DD') }));
  const wrap = useRef<HTMLDivElement>(null);
  // Opens on the working day (08:00 at the top); 00:00–24:00 stay a scroll away.
  useEffect(() => {
    if (wrap.current) wrap.current.scrollTop = 8 * HOUR_HEIGHT;
  }, []);
  return (
    <div className={styles.weekWrap} data-testid="calendar-week" ref={wrap}>
      <div className={styles.weekHead}>
        <div className={styles.weekRow}>
          <div className={styles.weekday} />
          {days.map(({ day }, i) => (
            <div key={day.valueOf()} className={`${styles.weekday} ${isToday(day) ? styles.todayHead : ''}`}>
              周{WEEKDAYS[i]} {day.format('M/D')}
            </div>
          ))}
        </div>
        <div className={styles.weekRow}>
          <div className={styles.allDayLabel}>全天</div>
          {days.map(({ day, key }) => (
            <div key={key} className={`${styles.allDayCell} ${isToday(day) ? styles.todayCol : ''}`} data-date={key}>
              {allDayOn(byDay[key] ?? [], key).map((entry) => (
                <button type="button" key={entry.key} className={`${styles.allDayItem} ${entry.important ? styles.important : ''}`} title={entry.title} onClick={() => onOpen(entry)}>
                  {star(entry)}
                  {entry.title}
                </button>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.weekRow}>
        <div>
          {HOUR_ROWS.map((hour) => (
            <div key={hour} className={styles.hour} style={{ height: HOUR_HEIGHT }}>
              {hour}
            </div>
          ))}
        </div>
        {days.map(({ day, key }) => (
          <div key={key} className={`${styles.dayColumn} ${isToday(day) ? styles.todayCol : ''}`} data-date={key}>
            {HOUR_ROWS.map((hour) => (
              <div key={hour} className={styles.slot} style={{ height: HOUR_HEIGHT }} />
            ))}
            {placeDay(byDay[key] ?? [], key).map(({ item, top, height, lane, lanes }) => (
              <button
                type="button"
                key={item.key}
                className={`${styles.block} ${item.important ? styles.important : ''}`}
                style={{ top, height: height - 2, left: `calc(${(100 / lanes) * lane}% + 2px)`, width: `calc(${100 / lanes}% - 4px)` }}
                title={`${item.startHour}-${item.endHour} ${item.title}`}
                onClick={() => onOpen(item)}
              >
                <span className={styles.blockTime}>
                  {item.start === key ? item.startHour : '00:00'}-{item.end === key ? item.endHour : '24:00'}
                </span>
                <span className={styles.blockName}>
                  {star(item)}
                  {item.title}
                </span>
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
