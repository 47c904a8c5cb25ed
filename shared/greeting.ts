/**
 * Header greeting by hour (spec doc 1 §2 "Header and footer"): before 12 上午好, before 14 中午好, before 17 下午好,
 * before 19 傍晚好, otherwise 晚上好. Shared by the console header and the public site's header.
 */
export function greetingFor(hour: number): string {
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 17) return '下午好';
  if (hour < 19) return '傍晚好';
  return '晚上好';
}
