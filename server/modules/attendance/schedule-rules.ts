/**
 * The schedule setting's rules across its fields (each field's own rules are declared in
 * schemas/attendance/signSchedule.json): the rest period lies inside the shift, the IP range runs upwards, and a
 * switched-on clock-in way has what it needs to decide.
 */
import { badRequest } from '../../http/envelope';

/** Seconds since midnight of an `HH:mm:ss` time. */
export const secondsOf = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/**
 * Whole minutes by which `actual` comes after `expected` (both `HH:mm:ss`), 0 when it does not: a sign-in after the
 * shift starts is late by this much; for a sign-out, pass the times the other way round (early leave).
 */
export const lateMinutes = (expected: string, actual: string) => Math.max(0, Math.ceil((secondsOf(actual) - secondsOf(expected)) / 60));

/** Minutes worked between two `HH:mm:ss` clock times of one day, less the part of the rest period they overlap. */
export function workedMinutes(signIn: string, signOut: string, restOn?: string | null, restOff?: string | null): number {
  const from = secondsOf(signIn);
  const to = secondsOf(signOut);
  const rest = restOn && restOff ? Math.max(0, Math.min(to, secondsOf(restOff)) - Math.max(from, secondsOf(restOn))) : 0;
  return Math.max(0, Math.floor((to - from - rest) / 60));
}

/** An IPv4 address as one unsigned number (the declared pattern has already checked its form). */
export const ipNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** `values`: the setting as it will be saved (the row's values with the request's over them). */
export function checkSchedule(values: Record<string, any>): void {
  const on = secondsOf(values.workOn);
  const off = secondsOf(values.workOff);
  if (on >= off) throw badRequest('下班时间应晚于上班时间', ['workOff']);
  if (present(values.restOn) !== present(values.restOff)) throw badRequest('请同时选择休息开始和结束时间', ['restOn', 'restOff']);
  if (present(values.restOn)) {
    const restOn = secondsOf(values.restOn);
    const restOff = secondsOf(values.restOff);
    if (restOn >= restOff) throw badRequest('休息结束时间应晚于休息开始时间', ['restOff']);
    if (restOn < on || restOff > off) throw badRequest('休息时间应在上班时间和下班时间之间', ['restOn', 'restOff']);
  }
  if (present(values.ipStart) !== present(values.ipEnd)) throw badRequest('请同时填写起始IP和结束IP', ['ipStart', 'ipEnd']);
  if (present(values.ipStart) && ipNumber(values.ipStart) > ipNumber(values.ipEnd)) throw badRequest('起始IP不能大于结束IP', ['ipStart', 'ipEnd']);
  if (values.isPc === 1 && !present(values.ipStart)) throw badRequest('开启电脑打卡时请填写IP范围', ['ipStart', 'ipEnd']);
  if (values.isApp === 1) {
    const hasPlace = present(values.latitude) && present(values.longitude) && present(values.radius);
    const hasWifi = present(values.wifiName) || present(values.macAddress);
    if (!hasPlace && !hasWifi) throw badRequest('开启手机打卡时请设置打卡地点和范围，或WiFi', ['latitude', 'longitude', 'radius']);
  }
}
