import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem } from '../../server/context/request-context';

/**
 * 更新记录: release notes operators publish in the operator console (platform-owned, model.tenant "platform"), read
 * by every company member: `selectByPage` (5 a page on the workbench, newest first) and `/{id}` with the ids of the
 * records published just before (`preId`) and just after (`nextId`).
 */
const ADMIN = '/api/platform/update-release';
const PAGE = '/api/business/updateRelease/selectByPage';
const ONE = (id: number | string) => `/api/business/updateRelease/${id}`;
const FORBIDDEN = '您没有权限执行该操作';
const SEEDED = ['V3.2.1 工作台平台公告', 'V3.2.0 通知公告与日程', 'V3.1.6 企业认证在线审核', 'V3.1.2 应用管理支持启用与停用', 'V3.1.0 权限设置支持数据范围', 'V3.0.5 系统管理体验优化', 'V3.0.0 全新工作台'];

let server: TestServer;
let operator: Record<string, string>;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let memberB: Record<string, string>;

const titles = (res: { body: any }) => (res.body.data.records as any[]).map((r) => r.title);
const rows = () => asSystem(() => server.services.db.sections.updateRelease.findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;

beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  adminA = await server.auth('13800000001', server.tenants.A);
  memberA = await server.auth('13800000002', server.tenants.A);
  memberB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

describe('reading update records', () => {
  test('selectByPage: 5 a page, newest first, records and total; page 2 the rest', async () => {
    const one = await server.request.get(PAGE).query({ page: 1, limit: 5 }).set(memberA);
    expect(one.status).toBe(200);
    expect(one.body.code).toBe(2000);
    expect(one.body.data.total).toBe(7);
    expect(titles(one)).toEqual(SEEDED.slice(0, 5));
    const record = one.body.data.records[0];
    expect(record.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(record.content).toContain('<p>');
    for (const stamp of ['crtUserId', 'crtUserName', 'updUserId', 'updUserName', 'tenantId']) expect(record).not.toHaveProperty(stamp);
    const two = await server.request.get(PAGE).query({ page: 2, limit: 5 }).set(memberA);
    expect(titles(two)).toEqual(SEEDED.slice(5));
    expect((await server.request.get(PAGE).query({ page: 0 }).set(memberA)).status).toBe(400);
  });

  test('/{id}: title, content and creation time with preId and nextId; none at either end', async () => {
    const ids = (await server.request.get(PAGE).query({ limit: 10 }).set(memberA)).body.data.records.map((r: any) => r.id) as number[];
    const newest = await server.request.get(ONE(ids[0])).set(memberA);
    expect(newest.body).toMatchObject({ code: 2000, data: { id: ids[0], title: SEEDED[0], preId: ids[1], nextId: null } });
    expect(newest.body.data.content).toContain('平台公告');
    expect(newest.body.data.crtTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const oldest = await server.request.get(ONE(ids[6])).set(memberA);
    expect(oldest.body.data).toMatchObject({ title: SEEDED[6], preId: null, nextId: ids[5] });
    // Walking back with preId from the newest visits every record in order.
    const walked: string[] = [];
    for (let id: number | null = ids[0]; id !== null; ) {
      const res: { body: any } = await server.request.get(ONE(id)).set(memberB);
      walked.push(res.body.data.title);
      id = res.body.data.preId;
    }
    expect(walked).toEqual(SEEDED);
  });

  test('an unknown id is 404, a malformed one 400, with Chinese messages', async () => {
    const unknown = await server.request.get(ONE(999999)).set(memberA);
    expect([unknown.status, unknown.body.msg]).toEqual([404, '数据不存在或已被删除']);
    const bad = await server.request.get(ONE('abc')).set(memberA);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('operators publish, edit and delete', () => {
  let id: number;

  test('a saved record is published: first on every workbench, linked after the previous newest', async () => {
    const previous = (await server.request.get(PAGE).set(memberA)).body.data.records[0];
    const res = await server.request.post(`${ADMIN}/create`).set(operator).send({ title: 'V3.2.2 更新记录详情页', content: '<p>更新记录支持上一条、下一条浏览。</p>' });
    expect(res.body).toMatchObject({ code: 2000, msg: '发布成功!', data: { title: 'V3.2.2 更新记录详情页' } });
    id = res.body.data.id;
    expect(titles(await server.request.get(PAGE).set(memberB))[0]).toBe('V3.2.2 更新记录详情页');
    expect((await server.request.get(ONE(id)).set(memberA)).body.data).toMatchObject({ preId: previous.id, nextId: null });
    expect((await server.request.get(ONE(previous.id)).set(memberA)).body.data.nextId).toBe(id);
  });

  test('content is sanitised on the server; an empty or script-only content is refused', async () => {
    const res = await server.request.put(`${ADMIN}/update/${id}`).set(operator).send({ content: '<h2>说明</h2><script>document.cookie</script><p style="color:red" onmouseover="x()">正文</p><a href="javascript:void(0)" target="_blank">看</a>' });
    expect(res.status).toBe(200);
    const read = (await server.request.get(ONE(id)).set(memberA)).body.data.content;
    expect(read).toBe('<h2>说明</h2><p style="color:red">正文</p><a target="_blank" rel="noopener noreferrer">看</a>');
    for (const [body, msg] of [[{ title: '', content: '<p>x</p>' }, '请输入标题'], [{ title: '标题' }, '请输入内容'], [{ title: '标题', content: '<script>x</script>' }, '请输入内容']] as const) {
      const bad = await server.request.post(`${ADMIN}/create`).set(operator).send(body);
      expect([bad.status, bad.body.msg]).toEqual([400, msg]);
    }
  });

  test('unknown ids answer 404 to the operator too', async () => {
    for (const [method, path] of [['get', `${ADMIN}/select/999999`], ['put', `${ADMIN}/update/999999`], ['delete', `${ADMIN}/delete/999999`]] as const) {
      const res = await server.request[method](path).set(operator).send({ title: '不存在' });
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  test('deleting it: gone for companies, the neighbours link past it', async () => {
    const newest = (await server.request.get(ONE(id)).set(memberA)).body.data;
    expect((await server.request.delete(`${ADMIN}/delete/${id}`).set(operator)).body.code).toBe(2000);
    expect((await server.request.get(ONE(id)).set(memberA)).status).toBe(404);
    expect((await server.request.get(ONE(newest.preId)).set(memberA)).body.data.nextId).toBeNull();
    expect((await server.request.get(PAGE).set(memberA)).body.data.total).toBe(7);
  });
});

describe('the two domains stay apart', () => {
  test('a company token gets 403 from every operator call and changes nothing', async () => {
    const target = (await rows())[0];
    const calls: [string, string, object?][] = [
      ['get', `${ADMIN}/list`],
      ['get', `${ADMIN}/select/${target.id}`],
      ['post', `${ADMIN}/create`, { title: '企业冒充更新', content: '<p>x</p>' }],
      ['put', `${ADMIN}/update/${target.id}`, { title: '企业改记录' }],
      ['delete', `${ADMIN}/delete/${target.id}`],
      ['get', '/api/schemas/updateRelease'],
    ];
    const before = await rows();
    for (const headers of [adminA, memberA, memberB]) {
      for (const [method, path, body] of calls) {
        const res = await server.request[method as 'get' | 'post' | 'put' | 'delete'](path).set(headers).send(body);
        expect([path, res.status, res.body.msg]).toEqual([path, 403, FORBIDDEN]);
      }
    }
    expect(await rows()).toEqual(before);
  });

  test('an operator token gets 403 from the company reads; no token 401', async () => {
    const { id } = (await rows())[0];
    for (const path of [PAGE, ONE(id)]) {
      const res = await server.request.get(path).set(operator);
      expect([path, res.status, res.body.msg]).toEqual([path, 403, FORBIDDEN]);
      expect((await server.request.get(path)).status).toBe(401);
    }
  });

  test('the OpenAPI document names the company reads as session calls with the page and the record', async () => {
    const doc = (await server.request.get('/api/openapi.json')).body;
    expect(doc.paths[PAGE].get['x-permission']).toEqual({ object: 'session', action: 'read' });
    expect(doc.paths[PAGE].get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['page', 'limit']));
    expect(doc.paths['/api/business/updateRelease/{id}'].get['x-permission']).toEqual({ object: 'session', action: 'read' });
  });
});
