/** The OpenAPI description of POST /api/sms/send (sms-send-route.ts): its key header, body, answer and refusals. */
import type { RouteDoc } from '../../http/route-table';
import { errorAnswer } from '../../engine/openapi-responses';
import { MAX_MOBILES, MAX_PARAM_LENGTH } from './sms-send-input';
import { NO_SMS_LEFT } from './sms-messages';
import { INVALID_KEY } from './sms-send-key';

export const SMS_SEND_DOC: RouteDoc = {
  query: [{ name: 'X-Api-Key', in: 'header', required: true, description: '接口密钥（服务控制台 · 接口密钥 创建时显示一次）', schema: { type: 'string' } }],
  body: {
    type: 'object',
    required: ['templateCode', 'mobiles'],
    properties: {
      templateCode: { type: 'string', description: '审核通过的模板编号（如 SMS_00000001）' },
      mobiles: { type: 'array', minItems: 1, maxItems: MAX_MOBILES, uniqueItems: true, items: { type: 'string', pattern: '^1[3-9]\\d{9}$' }, description: '手机号码，每个号码一条短信' },
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: `模板变量的值：每个变量都要给，不能多给；验证码 code 为 1-6 位字母或数字，其余不超过 ${MAX_PARAM_LENGTH} 个字符` },
      signName: { type: 'string', description: '审核通过的签名；不填时用企业最早审核通过的签名' },
    },
  },
  data: {
    type: 'object',
    required: ['sent', 'failed', 'refused', 'records'],
    properties: {
      sent: { type: 'integer', description: '发送成功的条数（各扣 1 条余量）' },
      failed: { type: 'integer', description: '服务商发送失败的条数（记为失败记录，余量退回）' },
      refused: { type: 'integer', description: `因${NO_SMS_LEFT}未发送的条数（不写记录）` },
      records: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            mobile: { type: 'string' },
            status: { type: ['integer', 'null'], description: '0 成功，1 失败，null 未发送（余量不足）' },
            recordId: { type: ['integer', 'null'], description: '发送记录编号（GET /api/sms/sms-record/select/{id}）' },
            msg: { type: 'string' },
          },
        },
      },
    },
  },
  responses: {
    '401': errorAnswer('缺少接口密钥，或密钥无效、已撤销', { code: 401, msg: INVALID_KEY, data: null }),
    '409': errorAnswer('没有审核通过的签名或模板，或余量不足（每条都未发送时）', { code: 409, msg: NO_SMS_LEFT, data: null }),
    '429': errorAnswer('同一密钥或同一手机号发送过于频繁', { code: 429, msg: '请求过于频繁，请稍后再试', data: null }),
  },
};
