import { formatDateTime } from '../../http/format';
import { yuanOf } from '../../engine/money';

/** An order row as the order calls answer it: amount in yuan, dates in Shanghai time, no tenant column. */
export function orderWire(row: any) {
  const plain = typeof row?.get === 'function' ? row.get({ plain: true }) : { ...row };
  delete plain.tenantId;
  return {
    ...plain,
    amount: yuanOf(plain.amount),
    crtTime: formatDateTime(plain.crtTime),
    updTime: formatDateTime(plain.updTime),
    payTime: formatDateTime(plain.payTime),
  };
}
