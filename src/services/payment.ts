import { api } from './request';
import type { CatalogueItem } from './catalogue';

/** An order as plt-order answers it (spec doc 2 §3 Order; amount in yuan). */
export interface Order {
  id: number;
  orderNo: string;
  orderSn: string;
  name: string;
  type: number;
  cid: number | null;
  qty: number;
  unit: string | null;
  amount: number;
  buyType: number;
  /** 0 待支付, 1 已完成, 2 已取消. */
  status: number;
}

/** Order.status (spec doc 2 §4). */
export const ORDER_STATUS = { unpaid: 0, paid: 1, cancelled: 2 } as const;
/** Order.type of a top-up: paid by a payment channel only, never from the balance it fills. */
export const TOP_UP_ORDER_TYPE = 3;

/** Spec doc 1 §9: a payment QR is valid 60 s and polled every 3 s; the result page redirects after 5 s. */
export const QR_VALID_SECONDS = 60;
export const POLL_MS = 3000;
export const REDIRECT_SECONDS = 5;

/** 我的订单 from the purchase result (spec doc 1 §2): the workbench forwards it to 系统管理 → 我的订单. */
export const MY_ORDERS_URL = `/merchant?${new URLSearchParams({ index: '我的订单' })}`;
/** 余额管理 in 系统管理 (after a top-up, or to top up when the balance is short). */
export const BALANCE_URL = `/merchantManagement?${new URLSearchParams({ contentIndex: 'balance' })}`;

const ORDER = '/api/business/plt-order';

export const lessCount = () => api.get<{ lessCount: number; waybillCount: number; queryCount: number }>('/api/business/server-company/selectLessCount');
/** The company's balance in yuan (null before its wallet exists); `quiet`: the caller says a failure itself. */
export const balance = (options?: { quiet?: boolean }) => api.get<number | null>('/api/business/transaction-flow/selectBalance', undefined, options);
export const servicePackages = (id: number) => api.get<CatalogueItem>(`/api/business/server-company/selectByUseId/${id}`);
export const orderById = (id: number | string) => api.get<Order>(`${ORDER}/selectById/${id}`);
export const createOrder = (body: { type: number; cid: number; name: string; qty: number; amount: number }) => api.post<Order>(`${ORDER}/createOrder`, body);
/** Pays from the balance with the login password; the server's message (密码错误, 账户余额不足，请进行充值!) is shown. */
export const payFromBalance = (id: number, password: string) => api.post<Order>(`${ORDER}/payOrder`, { id, password });
export const createRechargeOrder = (amount: number | string) =>
  api.get<{ id: number; orderNo: string; orderSn: string; amount: number }>(`${ORDER}/createRechargeOrder`, { amount });

/** The gateway's QR of an order (spec doc 1 §7): a base64 PNG and the address it encodes. */
export const qrCode = (orderSn: string, orderAmt: number) =>
  api.get<{ result: { qrcode: string; url: string } }>('/api/business/payOrder/getQrcodeGenerate', { orderSn, orderAmt }, { quiet: true });
/** Whether the gateway has been paid: a success envelope (2000) when it has; quiet, a refusal means not yet. */
export const qrPaid = (orderSn: string) =>
  api.get('/api/business/payOrder/checkIcbcPayStatus', { orderSn }, { quiet: true }).then(
    () => true,
    () => false,
  );

/** A base64 PNG as an image source (with or without its data: prefix). */
export const pngSource = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);
