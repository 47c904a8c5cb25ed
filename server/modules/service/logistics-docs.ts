/** The OpenAPI descriptions of POST /api/logistics/waybill and /query (logistics-routes.ts). */
import type { RouteDoc } from '../../http/route-table';
import { errorAnswer } from '../../engine/openapi-responses';
import { INVALID_KEY } from './sms-send-key';
import { NOTHING_LEFT } from './logistics-usage';

const KEY_HEADER = { name: 'X-Api-Key', in: 'header', required: true, description: '接口密钥（服务控制台 · 接口密钥 创建时显示一次）', schema: { type: 'string' } };
const REFUSALS = (left: string) => ({
  '401': errorAnswer('缺少接口密钥，或密钥无效、已撤销', { code: 401, msg: INVALID_KEY, data: null }),
  '409': errorAnswer('余量不足（不扣减、不写记录）', { code: 409, msg: left, data: null }),
  '429': errorAnswer('同一密钥或同一企业调用过于频繁', { code: 429, msg: '请求过于频繁，请稍后再试', data: null }),
});

export const WAYBILL_DOC: RouteDoc = {
  query: [KEY_HEADER],
  body: {
    type: 'object',
    required: ['orderNo', 'receiverName', 'receiverMobile', 'address'],
    properties: {
      orderNo: { type: 'string', maxLength: 64, description: '订单编号' },
      receiverName: { type: 'string', maxLength: 30, description: '收件人姓名' },
      receiverMobile: { type: 'string', pattern: '^1[3-9]\\d{9}$', description: '收件人手机号' },
      address: { type: 'string', maxLength: 200, description: '收件地址' },
    },
  },
  data: {
    type: 'object',
    properties: { id: { type: 'integer', description: '面单记录编号' }, waybillNo: { type: 'string', description: '运单号' }, orderNo: { type: 'string' }, crtTime: { type: 'string', format: 'date-time' } },
  },
  responses: REFUSALS(NOTHING_LEFT[2]),
};

export const QUERY_DOC: RouteDoc = {
  query: [KEY_HEADER],
  body: { type: 'object', required: ['waybillNo'], properties: { waybillNo: { type: 'string', pattern: '^[A-Za-z0-9]{6,32}$', description: '运单号' } } },
  data: {
    type: 'object',
    properties: {
      id: { type: 'integer', description: '查询记录编号' },
      waybillNo: { type: 'string' },
      waybill: { type: ['object', 'null'], description: '本企业以该运单号生成的电子面单（订单编号、收件人、生成时间），没有则为 null' },
      traces: { type: 'array', items: { type: 'object' }, description: '物流轨迹（尚未接入承运商，暂为空）' },
    },
  },
  responses: REFUSALS(NOTHING_LEFT[1]),
};
