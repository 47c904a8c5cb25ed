import { shanghaiNow } from '../shared/shanghai-clock';

/**
 * Header greeting by hour (spec doc 1 §2 "Header and footer"): before 12 morning, before 14 noon,
 * before 17 afternoon, before 19 evening, otherwise night.
 */
export function greetingFor(hour: number): string {
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 17) return '下午好';
  if (hour < 19) return '傍晚好';
  return '晚上好';
}

/** By the hour in Shanghai, whatever the browser's zone. */
export function greetingNow(nowMs = Date.now()): string {
  return greetingFor(shanghaiNow(nowMs).hour());
}
