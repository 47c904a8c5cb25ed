import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';
import { shanghaiTime } from '../../server/http/format';

const LIST = '/api/business/plt-gate-log/list';
const EXPORT = '/api/business/plt-gate-log/exportList';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  member = await server.auth('13800000002', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const list = async (headers: Record<string, string>, query: Record<string, unknown>) => {
  const res = await server.request.get(LIST).query({ page: 1, limit: 100, ...query }).set(headers);
  expect(res.body.code).toBe(2000);
  return res.body.data as { records: any[]; total: number };
};

/** Reads an xlsx answer into rows of cell texts (header first). */
async function sheetRows(res: { body: Buffer }): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as any);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as any[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}
const binary = (req: any) => req.buffer(true).parse((res: any, done: any) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

/** Log rows of company A at Shanghai wall-clock times, named so a test can find them. */
async function addLogs(name: string, times: string[], selectType = 2) {
  await asTenant(server.tenants.A, async () => {
    for (const time of times) {
      const [wallClock, millis = '0'] = time.split('.');
      const crtTime = new Date(shanghaiTime(wallClock).getTime() + Number(millis));
      await server.services.db.models.GateLog.create({ selectType, crtName: name, crtHost: '10.0.0.8', location: '局域网', menu: '测试', opt: time, crtTime });
    }
  });
}

describe('system logs (plt_gate_log)', () => {
  test('the login log (selectType 1) has the logins written at sign-in, newest first, in wire format', async () => {
    const page = await list(adminA, { selectType: 1 });
    const mine = page.records.filter((r) => r.crtName === '张伟');
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine[0]).toEqual({ id: expect.any(Number), selectType: 1, crtName: '张伟', crtTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), crtHost: expect.any(String), location: '本机', menu: '登录', opt: '登录' });
    expect(page.records.map((r) => r.crtName)).toContain('李娜');
    expect(page.records.every((r) => r.selectType === 1)).toBe(true);
    const times = page.records.map((r) => r.crtTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('a write through the API appears in the operation log (selectType 2, the default); reads do not', async () => {
    const before = (await list(adminA, { selectType: 2 })).total;
    await server.request.get('/api/business/plt-notice/list').set(adminA);
    expect((await list(adminA, {})).total).toBe(before);
    const created = await server.request.post('/api/business/plt-notice/create').set(adminA).send({ noticeType: '日志测试分类', type: '通知' });
    expect(created.body.code).toBe(2000);
    await server.request.post('/api/business/plt-notice/update').set(adminA).send({ id: created.body.data.id, status: 0 });
    await server.request.post('/api/business/plt-schedule-type/create').set(adminA).send({ typeName: '日志测试类型' });
    const after = await list(adminA, { selectType: 2 });
    expect(after.total).toBe(before + 3);
    expect(after.records.slice(0, 3).map((r) => [r.crtName, r.menu, r.opt])).toEqual([
      ['张伟', '日程设置', '新增'],
      ['张伟', '通知公告设置', '禁用'],
      ['张伟', '通知公告设置', '新增'],
    ]);
    expect(after.records[0]).toMatchObject({ selectType: 2, location: '本机', crtHost: expect.any(String) });
    // A refused write leaves no row.
    await server.request.post('/api/business/plt-notice/create').set(adminA).send({ type: '通知' });
    expect((await list(adminA, {})).total).toBe(before + 3);
  });

  test('paging: page and limit answer slices of total', async () => {
    const all = await list(adminA, { selectType: 1 });
    const res = await server.request.get(LIST).query({ selectType: 1, page: 2, limit: 1 }).set(adminA);
    expect(res.body.data.total).toBe(all.total);
    expect(res.body.data.records).toEqual([all.records[1]]);
    expect((await server.request.get(LIST).query({ page: 0 }).set(adminA)).body).toMatchObject({ code: 400, msg: '分页参数不正确' });
  });

  test('the date range is inclusive: start day from 00:00:00, end day through 23:59:59 (Asia/Shanghai)', async () => {
    await addLogs('边界用户', [
      '2025-03-09 23:59:59',
      '2025-03-10 00:00:00',
      '2025-03-10 12:30:00',
      '2025-03-10 23:59:59',
      '2025-03-10 23:59:59.400',
      '2025-03-11 00:00:00',
      '2025-03-12 08:00:00',
    ]);
    const opts = async (query: Record<string, unknown>) => (await list(adminA, { crtName: '边界用户', ...query })).records.map((r) => r.opt).sort();
    const day = ['2025-03-10 00:00:00', '2025-03-10 12:30:00', '2025-03-10 23:59:59', '2025-03-10 23:59:59.400'];
    expect(await opts({ startDate: '2025-03-10', endtDate: '2025-03-10' })).toEqual(day);
    expect(await opts({ startDate: '2025-03-10', endDate: '2025-03-10' })).toEqual(day);
    expect(await opts({ startDate: '2025-03-10 00:00:00', endtDate: '2025-03-10 23:59:59' })).toEqual(day);
    expect(await opts({ startDate: '2025-03-11' })).toEqual(['2025-03-11 00:00:00', '2025-03-12 08:00:00']);
    expect(await opts({ endtDate: '2025-03-09' })).toEqual(['2025-03-09 23:59:59']);
    expect(await opts({ startDate: '2025-03-09', endtDate: '2025-03-11' })).toHaveLength(6);
    expect(await opts({})).toHaveLength(7);
    const first = (await list(adminA, { crtName: '边界用户', startDate: '2025-03-10', endtDate: '2025-03-10' })).records;
    expect(first.map((r) => r.crtTime)).toEqual(['2025-03-10 23:59:59', '2025-03-10 23:59:59', '2025-03-10 12:30:00', '2025-03-10 00:00:00']);
  });

  test('the user filter matches part of the name; userId is not a filter (the token says who asks)', async () => {
    const zhang = await list(adminA, { selectType: 1, crtName: '张' });
    expect(zhang.total).toBeGreaterThan(0);
    expect(zhang.records.every((r) => r.crtName.includes('张'))).toBe(true);
    expect((await list(adminA, { selectType: 1, crtName: '不存在的人' })).total).toBe(0);
    expect((await list(adminA, { selectType: 1, crtName: '%' })).total).toBe(0);
    const all = await list(adminA, { selectType: 1 });
    expect(await list(adminA, { selectType: 1, userId: 987654 })).toEqual(all);
  });

  test.each([
    [{ selectType: 3 }, '日志类型不正确', 'selectType'],
    [{ selectType: 'x' }, '日志类型不正确', 'selectType'],
    [{ startDate: '2025-13-01' }, '日期格式不正确', 'startDate'],
    [{ startDate: '2025-02-30' }, '日期格式不正确', 'startDate'],
    [{ endtDate: 'yesterday' }, '日期格式不正确', 'endtDate'],
    [{ endDate: '2025/03/01' }, '日期格式不正确', 'endDate'],
    [{ startDate: '2025-03-02', endtDate: '2025-03-01' }, '开始日期不能晚于结束日期', 'startDate'],
    [{ crtName: '名'.repeat(51) }, '用户格式不正确', 'crtName'],
  ])('list and export refuse %j', async (query, msg, field) => {
    for (const path of [LIST, EXPORT]) {
      const res = await server.request.get(path).query(query).set(adminA);
      expect([path, res.status, res.body.msg, res.body.data]).toEqual([path, 400, msg, [field]]);
    }
  });

  test('exportList answers an xlsx of the filtered rows of the caller company, whatever userId says', async () => {
    const res = await binary(server.request.get(EXPORT).query({ selectType: 2, crtName: '边界用户', startDate: '2025-03-10', endtDate: '2025-03-10', userId: 1 }).set(adminA));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers['content-disposition'])).toContain('操作日志.xlsx');
    const rows = await sheetRows(res);
    expect(rows[0]).toEqual(['用户', '时间', 'IP地址', '地点', '操作菜单', '操作内容']);
    expect(rows.slice(1)).toEqual([
      ['边界用户', '2025-03-10 23:59:59', '10.0.0.8', '局域网', '测试', '2025-03-10 23:59:59.400'],
      ['边界用户', '2025-03-10 23:59:59', '10.0.0.8', '局域网', '测试', '2025-03-10 23:59:59'],
      ['边界用户', '2025-03-10 12:30:00', '10.0.0.8', '局域网', '测试', '2025-03-10 12:30:00'],
      ['边界用户', '2025-03-10 00:00:00', '10.0.0.8', '局域网', '测试', '2025-03-10 00:00:00'],
    ]);

    const logins = await binary(server.request.get(EXPORT).query({ selectType: 1 }).set(adminA));
    expect(decodeURIComponent(logins.headers['content-disposition'])).toContain('登录日志.xlsx');
    const loginRows = await sheetRows(logins);
    const listed = await list(adminA, { selectType: 1 });
    expect(loginRows).toHaveLength(listed.total + 1);
    expect(loginRows.slice(1).map((r) => r[0])).toEqual(listed.records.map((r) => r.crtName));
    expect(loginRows.map((r) => r[0])).not.toContain('赵敏');
  });

  test('a member without 系统日志 gets 403 on list, export and the schema', async () => {
    expect((await server.request.get(LIST).set(member)).status).toBe(403);
    expect((await server.request.get(EXPORT).set(member)).status).toBe(403);
    expect((await server.request.get('/api/schemas/log').set(member)).status).toBe(403);
    expect((await server.request.get(LIST)).status).toBe(401);
  });

  test("each company sees only its own logs; A's calls leave B's logs as they were", async () => {
    const bLogins = await list(adminB, { selectType: 1 });
    expect(bLogins.records.map((r) => r.crtName)).toContain('赵敏');
    expect(bLogins.records.map((r) => r.crtName)).not.toContain('张伟');
    const bCount = await asSystem(() => server.services.db.models.GateLog.count({ where: { tenantId: server.tenants.B } }));
    const aLogins = await list(adminA, { selectType: 1, tenantId: server.tenants.B });
    expect(aLogins.records.map((r) => r.crtName)).not.toContain('赵敏');
    await server.request.post('/api/business/plt-notice/create').set(adminA).send({ noticeType: 'A的分类', type: '通知' });
    expect(await asSystem(() => server.services.db.models.GateLog.count({ where: { tenantId: server.tenants.B } }))).toBe(bCount);
    expect((await list(adminB, { selectType: 2 })).records.map((r) => r.crtName)).not.toContain('张伟');
  });

  test('logs are read-only: only the list and export routes exist', async () => {
    const routes = [...server.routes.routes.values()].filter((r) => r.object === 'log').map((r) => `${r.method} ${r.path}`).sort();
    expect(routes).toEqual([`GET ${EXPORT}`, `GET ${LIST}`]);
    for (const [method, path] of [['post', '/api/business/plt-gate-log/create'], ['post', '/api/business/plt-gate-log/update'], ['delete', '/api/business/plt-gate-log/delete?id=1']]) {
      expect((await (server.request as any)[method](path).set(adminA)).status).toBe(404);
    }
  });

  test('the served schema has the two tabs with their selectType, the date range search and the export', async () => {
    const schema = (await server.request.get('/api/schemas/log').set(adminA)).body.data;
    expect(schema.tabs).toEqual([
      { key: 'operation', title: '操作日志', operation: 'list', params: { selectType: 2 } },
      { key: 'login', title: '登录日志', operation: 'list', params: { selectType: 1 } },
    ]);
    expect(schema.searchForm[1]).toEqual({ field: 'crtTime', title: '日期', valueType: 'dateRange', params: ['startDate', 'endtDate'] });
    expect(schema.toolbar).toEqual([{ key: 'export', title: '导出', operation: 'export', download: true }]);
    expect(schema.operations).toEqual({ list: { method: 'GET', url: LIST }, export: { method: 'GET', url: EXPORT } });
  });
});
