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

/**
 * The order number's six digits: a sequence of this process from a random start, so two order numbers of one process
 * never repeat within a second (random digits repeated once in a million pairs, which seeding a test database once
 * met); another instance starts elsewhere, and the unique index on orderNo refuses what would still clash. The
 * gateway's and the ledger's numbers keep ten random digits: nobody can guess the next one.
 */
let orderSequence = randomInt(1_000_000);
const orderDigits = () => {
  orderSequence = (orderSequence + 1) % 1_000_000;
  return String(orderSequence).padStart(6, '0');
};

/** An order number people read: time and six digits. */
export const newOrderNo = () => `${stamp()}${orderDigits()}`;
/** The order's number at the payment gateway. */
export const newOrderSn = () => `PAY${stamp()}${digits(10)}`;
/** A ledger row's number. */
export const newFlowNo = () => `TF${stamp()}${digits(10)}`;
