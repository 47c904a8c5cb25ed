import { Tabs } from 'antd';
import { useState } from 'react';
import type { Order } from '@/services/payment';
import BalancePay from './BalancePay';
import QrPayment from './QrPayment';

/** Payment method tabs (spec doc 1 §2): 0 余额, 1 微信, 2 支付宝, and 聚合支付 (one QR either app scans). */
const QR_TABS = [
  { key: '1', label: '微信支付', hint: '请使用微信扫一扫完成支付' },
  { key: '2', label: '支付宝支付', hint: '请使用支付宝扫一扫完成支付' },
  { key: 'qr', label: '聚合支付', hint: '请使用微信或支付宝扫码完成支付' },
];

interface Props {
  order: Pick<Order, 'id' | 'orderSn' | 'amount'> & Partial<Order>;
  /** Offer 余额 (not for a top-up). */
  allowBalance: boolean;
  onPaid: () => void;
  onExpired: () => void;
}

/** The tabs of the payment step; only the shown tab is mounted, so a QR polls only while it is on screen. */
export default function PayMethods({ order, allowBalance, onPaid, onExpired }: Props) {
  const [tab, setTab] = useState(allowBalance ? '0' : '1');
  const items = [
    ...(allowBalance ? [{ key: '0', label: '余额支付', children: <BalancePay order={order as Order} onPaid={onPaid} /> }] : []),
    ...QR_TABS.map((qr) => ({
      key: qr.key,
      label: qr.label,
      children: <QrPayment orderSn={order.orderSn} amount={order.amount} hint={qr.hint} onPaid={onPaid} onExpired={onExpired} />,
    })),
  ];
  return <Tabs activeKey={tab} onChange={setTab} items={items} destroyInactiveTabPane />;
}
