/**
 * The OpenAPI error answers (400, 401, 403, 404) and the bearer security scheme every route of the document
 * shares; a transition's 409.
 */
import { envelope, type JsonSchema } from './openapi-schemas';

/** An error answer in the envelope, with an example (a route's own `openApi.responses` use it too). */
export const errorAnswer = (description: string, example: { code: number; msg: string; data: unknown }, data: JsonSchema = {}): JsonSchema => ({
  description,
  content: { 'application/json': { schema: envelope(data), example } },
});

const BAD_FIELDS: JsonSchema = { oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] };
const BAD_REQUEST_EXAMPLE = { code: 400, msg: '请输入部门名称', data: ['name'] };

/** The error answers every route shares (server/http/envelope.ts). */
export const errorResponses: Record<string, JsonSchema> = {
  BadRequest: errorAnswer('输入不正确：msg 为第一条中文提示，data 为出错的字段', BAD_REQUEST_EXAMPLE, BAD_FIELDS),
  Unauthorized: errorAnswer('未登录或登录已失效', { code: 401, msg: '您还未登录，请先登录！', data: null }),
  Forbidden: errorAnswer('没有该操作的权限', { code: 403, msg: '您没有权限执行该操作', data: null }),
  NotFound: errorAnswer('数据不存在，或属于其他企业', { code: 404, msg: '数据不存在或已被删除', data: null }),
};

/** A route's 400 whose `data` may also be its own shape (a route's `openApi.badRequestData`). */
export const badRequestWith = (data: JsonSchema): JsonSchema =>
  errorAnswer('输入不正确：msg 为第一条中文提示，data 为出错的字段，或本接口所述的内容（如导入的出错行）', BAD_REQUEST_EXAMPLE, { oneOf: [...(BAD_FIELDS.oneOf as JsonSchema[]), data] });

/** A declared transition's 409: the row is not in a state it moves from (the operation's `conflict`). */
export const conflictAnswer = (msg: string): JsonSchema => errorAnswer('当前状态不允许该操作（已处理或状态已变）', { code: 409, msg, data: null });

export const securitySchemes: Record<string, JsonSchema> = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: '`POST /api/auth/oauth/token` 返回的 access_token；浏览器也可放在名为 Authorization 的 Cookie 中（`Bearer <token>`）。',
  },
};
