import type { TestServer } from './test-server';
import { asTenant } from '../../server/context/request-context';

/** The designed forms API tests' calls under /api/forms, their reads of stored rows, and the leave form they design. */
export const F = '/api/forms';
export type Headers = Record<string, string>;

/** Calls as `admin()` unless headers are given; `server()` and `admin()` are read at call time (set in beforeAll). */
export function formCalls(server: () => TestServer, admin: () => Headers) {
  return {
    post: (path: string, body: unknown, headers: Headers = admin()) => server().request.post(F + path).set(headers).send(body as object),
    get: (path: string, query: Record<string, unknown> = {}, headers: Headers = admin()) => server().request.get(F + path).query(query).set(headers),
    info: async (headers: Headers) => (await server().request.get('/api/admin/user/front/info').set(headers)).body.data,
    rowsOf: (model: string, tenantId = server().tenants.A) => asTenant(tenantId, () => server().services.db.models[model].findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>,
    departId: (name: string) => asTenant(server().tenants.A, async () => ((await server().services.db.sections.depart.findOne({ where: { name }, raw: true })) as any).id as number),
  };
}

/** A leave form: days (integer 1–30, required), reason (text ≤ 20), kind (single choice, required), agree (yes/no), mobile, email, day (date), tags (multiple 1–2). */
export const leaveSchema = () => ({
  type: 'object',
  required: ['days', 'kind'],
  properties: {
    days: { type: 'integer', title: '请假天数', minimum: 1, maximum: 30 },
    reason: { type: 'string', title: '请假原因', maxLength: 20, pattern: '^[^0-9]*$' },
    kind: { type: 'string', title: '请假类型', enum: ['年假', '事假', '病假'] },
    agree: { type: 'boolean', title: '已交接' },
    mobile: { type: 'string', title: '联系电话', format: 'mobile' },
    email: { type: 'string', title: '邮箱', format: 'email' },
    day: { type: 'string', title: '开始日期', format: 'date' },
    tags: { type: 'array', title: '标签', items: { type: 'string', enum: ['紧急', '出差', '其他'] }, uniqueItems: true, minItems: 1, maxItems: 2 },
  },
});

/**
 * The people both designed forms test files sign in: 张伟 (administrator of A), 李娜 (销售部), 王强 (前端组 under
 * 研发部), 赵敏 (administrator of B); `ids` holds each one's member id (`admin`, …) and account id (`adminAccount`, …)
 * and the departments 研发部 (`rd`), 前端组 (`front`) and 销售部 (`sales`).
 */
export async function signInFormPeople(server: TestServer) {
  const people = {
    admin: await server.auth('13800000001', server.tenants.A),
    lina: await server.auth('13800000002', server.tenants.A),
    wang: await server.auth('13800000003', server.tenants.A),
    adminB: await server.auth('13900000001', server.tenants.B),
  };
  const { info, departId } = formCalls(() => server, () => people.admin);
  const ids: Record<string, number> = {};
  for (const [key, headers] of Object.entries(people)) {
    const me = await info(headers);
    ids[key] = me.memberId;
    ids[`${key}Account`] = me.accountId;
  }
  ids.rd = await departId('研发部');
  ids.front = await departId('前端组');
  ids.sales = await departId('销售部');
  return { ...people, ids };
}
