import { api, request } from '@/services/request';

/** The order a sandbox payment link names (GET payOrder/sandboxOrder with the link's signed query). */
export interface SandboxOrder {
  orderNo: string;
  orderSn: string;
  name: string;
  /** Order.type: 3 is a top-up. */
  type: number;
  amount: number;
  /** 0 待支付, 1 已完成, 2 已取消. */
  status: number;
  expireTime: string;
  expired: boolean;
}

export type SandboxChannel = 'wechat' | 'alipay';

/** The link's own query (orderSn, expires, sign): it is the page's only authority. */
const linkQuery = () => window.location.search;

export const sandboxOrder = () => api.get<SandboxOrder>(`/api/business/payOrder/sandboxOrder${linkQuery()}`, undefined, { quiet: true });

/** The payer's choice, posted to the link itself (POST /settlement?…), as the gateway's callback would settle it. */
export const sandboxPay = (result: 'success' | 'fail', channel: SandboxChannel) =>
  request<{ result: string; status: number; orderNo: string }>('POST', `/settlement${linkQuery()}`, { body: { result, channel }, quiet: true });
