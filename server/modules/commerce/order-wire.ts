import { formatDateTime } from '../../http/format';
import { yuanOf } from '../../engine/money';
import { ORDER_TYPE } from './order-pricing';

/**
 * 数量 as 我的订单 shows it: the package's quantity and unit (1000条, 12月), and for a top-up, which buys no quantity,
 * its amount (100.50元). `amountYuan` is the wire's amount.
 */
export function qtyText(row: { type?: unknown; qty?: unknown; unit?: unknown }, amountYuan: unknown): string {
  if (Number(row.type) === ORDER_TYPE.topUp) return amountYuan == null ? '' : `${Number(amountYuan).toFixed(2)}元`;
  return `${row.qty ?? ''}${row.unit ?? ''}`;
}

/** An order row as the order calls answer it: amount in yuan, dates in Shanghai time, no tenant column; with qtyText. */
export function orderWire(row: any) {
  const plain = typeof row?.get === 'function' ? row.get({ plain: true }) : { ...row };
  delete plain.tenantId;
  const amount = yuanOf(plain.amount);
  return {
    ...plain,
    amount,
    qtyText: qtyText(plain, amount),
    crtTime: formatDateTime(plain.crtTime),
    updTime: formatDateTime(plain.updTime),
    payTime: formatDateTime(plain.payTime),
  };
}
