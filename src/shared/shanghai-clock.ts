/**
 * The current time as a Beijing wall clock whatever the browser's zone, so 今天, the greeting and the calendar
 * agree with the server.
 */
import dayjs, { type Dayjs } from 'dayjs';

const SHANGHAI_OFFSET_MINUTES = 8 * 60;

/**
 * Now as a wall clock in Asia/Shanghai (UTC+8, no daylight saving), whatever the browser's zone: the server stamps
 * and files everything by Shanghai time, so 今天, the greeting and the calendar agree for every user.
 */
export function shanghaiNow(nowMs = Date.now()): Dayjs {
  const localOffset = -new Date(nowMs).getTimezoneOffset();
  return dayjs(nowMs + (SHANGHAI_OFFSET_MINUTES - localOffset) * 60_000);
}
