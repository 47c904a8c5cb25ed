import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { HOUR_ROWS, isToday, WEEKDAY_LABELS, weekDays } from '../calendar-grid';
import type { ScheduleOccurrence } from '../../schedule-api';
import { allDayOn, HOUR_HEIGHT, placeDay } from './week-layout';
import styles from './schedule.less';

interface Props {
  date: Dayjs;
  byDay: Record<string, ScheduleOccurrence[]>;
  onOpen: (item: ScheduleOccurrence) => void;
}

/**
 * The week: Monday–Sunday columns × 25 hourly rows (00:00 … 24:00); each schedule is a block from its start to its
 * end slot (side by side when they overlap); all-day ones and the middle days of multi-day ones in the 全天 strip.
 */
export default function WeekView({ date, byDay, onOpen }: Props) {
  const days = weekDays(date).map((day) => ({ day, key: day.format('YYYY-MM-DD') }));
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
              周{WEEKDAY_LABELS[i]} {day.format('M/D')}
            </div>
          ))}
        </div>
        <div className={styles.weekRow}>
          <div className={styles.allDayLabel}>全天</div>
          {days.map(({ day, key }) => (
            <div key={key} className={`${styles.allDayCell} ${isToday(day) ? styles.todayCol : ''}`} data-date={key}>
              {allDayOn(byDay[key] ?? [], key).map((item) => (
                <button type="button" key={item.id} className={`${styles.allDayItem} ${item.sign === 1 ? styles.important : ''}`} title={item.scheduleName} onClick={() => onOpen(item)}>
                  {item.sign === 1 ? '★ ' : ''}
                  {item.scheduleName}
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
                key={item.id}
                className={`${styles.block} ${item.sign === 1 ? styles.important : ''}`}
                style={{ top, height: height - 2, left: `calc(${(100 / lanes) * lane}% + 2px)`, width: `calc(${100 / lanes}% - 4px)` }}
                title={`${item.startHour}-${item.endHour} ${item.scheduleName}`}
                onClick={() => onOpen(item)}
              >
                <span className={styles.blockTime}>
                  {item.startTime === key ? item.startHour : '00:00'}-{item.endTime === key ? item.endHour : '24:00'}
                </span>
                <span className={styles.blockName}>
                  {item.sign === 1 ? '★ ' : ''}
                  {item.scheduleName}
                </span>
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
