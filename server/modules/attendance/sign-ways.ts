/**
 * Whether a sign-in or sign-out is allowed by the company's schedule setting: PC clock-in by the request's real
 * address (ctx.ip: the socket, or X-Forwarded-For only behind TRUST_PROXY; never the body's `ip`) inside the IP
 * range; mobile clock-in by the body's latitude/longitude within the radius (great-circle distance), or by the
 * configured wifi name/MAC. With neither way switched on, signing is allowed from anywhere.
 */
import { badRequest } from '../../http/envelope';
import { ipNumber } from './schedule-rules';

const EARTH_RADIUS_METRES = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in metres between two points (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const coordinate = (value: unknown, limit: number) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
};

export interface SignPlace {
  location?: string;
  wifi?: string;
  ip: string;
}

/** The way the request signs by, or a 400 saying why none allows it. */
export function allowedPlace(schedule: Record<string, any>, body: Record<string, unknown>, requestIp: string): SignPlace {
  const ip = requestIp.replace(/^::ffff:/, '');
  const latitude = coordinate(body.latitude, 90);
  const longitude = coordinate(body.longitude, 180);
  const wifiName = text(body.wifiName);
  const macAddress = text(body.macAddress).toUpperCase().replace(/-/g, ':');
  const location = text(body.location).slice(0, 200) || undefined;
  if (schedule.isPc !== 1 && schedule.isApp !== 1) return { ip, location };
  if (schedule.isPc === 1 && IPV4.test(ip) && schedule.ipStart && ipNumber(schedule.ipStart) <= ipNumber(ip) && ipNumber(ip) <= ipNumber(schedule.ipEnd)) return { ip };
  const reasons: string[] = [];
  if (schedule.isApp === 1) {
    const savedMac = text(schedule.macAddress).toUpperCase().replace(/-/g, ':');
    const byWifi = (schedule.wifiName && wifiName === schedule.wifiName) || (savedMac && macAddress === savedMac);
    if (byWifi) return { ip, wifi: wifiName || macAddress, location };
    if (latitude !== undefined && longitude !== undefined && schedule.latitude != null && schedule.longitude != null && schedule.radius) {
      const metres = distanceMetres(latitude, longitude, Number(schedule.latitude), Number(schedule.longitude));
      if (metres <= schedule.radius) return { ip, location };
      reasons.push(`不在考勤范围内（距打卡地点约${Math.round(metres)}米，允许${schedule.radius}米）`);
    } else if (wifiName || macAddress) reasons.push('当前WiFi不是考勤WiFi');
    else reasons.push('请开启定位或连接考勤WiFi');
  }
  if (schedule.isPc === 1) reasons.push('当前网络不在考勤IP范围内');
  throw badRequest(`打卡失败：${reasons.join('；')}`, ['latitude', 'longitude', 'ip']);
}
