/**
 * The numbers commerce writes: the order number people read, the order's number at the payment gateway, and a
 * ledger row's number.
 */
import { randomInt } from 'node:crypto';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyyMMddHHmmss in Asia/Shanghai. */
function stamp(now = new Date()): string {
  const d = new Date(now.getTime() + 8 * 3600 * 1000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** An order number people read: time and six random digits (the unique index settles the rare clash). */
export const newOrderNo = () => `${stamp()}${digits(6)}`;
/** The order's number at the payment gateway. */
export const newOrderSn = () => `PAY${stamp()}${digits(10)}`;
/** A ledger row's number. */
export const newFlowNo = () => `TF${stamp()}${digits(10)}`;
