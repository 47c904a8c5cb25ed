/**
 * The bodies of POST /api/logistics/waybill ({orderNo, receiverName, receiverMobile, address}) and
 * POST /api/logistics/query ({waybillNo}): bad input is a 400 with a Chinese message and the field, before anything
 * is taken or written.
 */
import { badRequest } from '../../http/envelope';
import { MOBILE_PATTERN } from './sms-send-input';

export const WAYBILL_NO_PATTERN = /^[A-Za-z0-9]{6,32}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A required text: trimmed, at most `max` characters. */
function text(body: Record<string, unknown>, field: string, missing: string, max: number, title: string): string {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) throw badRequest(missing, [field]);
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`${title}格式不正确`, [field]);
  const trimmed = String(value).trim();
  if (trimmed.length > max) throw badRequest(`${title}不能超过${max}个字符`, [field]);
  return trimmed;
}

export interface WaybillInput {
  orderNo: string;
  receiverName: string;
  receiverMobile: string;
  address: string;
}

export function readWaybillInput(body: unknown): WaybillInput {
  const input = isPlainObject(body) ? body : {};
  const orderNo = text(input, 'orderNo', '请填写订单编号', 64, '订单编号');
  const receiverName = text(input, 'receiverName', '请填写收件人姓名', 30, '收件人姓名');
  const receiverMobile = text(input, 'receiverMobile', '请填写收件人手机号', 11, '收件人手机号');
  if (!MOBILE_PATTERN.test(receiverMobile)) throw badRequest('收件人手机号格式不正确', ['receiverMobile']);
  const address = text(input, 'address', '请填写收件地址', 200, '收件地址');
  return { orderNo, receiverName, receiverMobile, address };
}

export function readQueryInput(body: unknown): { waybillNo: string } {
  const input = isPlainObject(body) ? body : {};
  const waybillNo = text(input, 'waybillNo', '请填写运单号', 32, '运单号');
  if (!WAYBILL_NO_PATTERN.test(waybillNo)) throw badRequest('运单号须为6-32位字母或数字', ['waybillNo']);
  return { waybillNo };
}
