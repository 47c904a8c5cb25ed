import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { schemasWith } from '../support/schema-copy';

/**
 * Hot reload (issue 6 §6): the server watches its schema folder; a saved section file goes live without a
 * restart with its table migrated, a bad one is refused with file, pointer and reason while the previous
 * version keeps serving.
 */
const schemasDir = schemasWith();
const widgetFile = path.join(schemasDir, 'test', 'widget.json');
const base = '/api/test/widget';
const NOTICES = '/api/business/plt-notice/list';

const name = { type: 'string', title: '名称', minLength: 1, maxLength: 20, trim: true };
const qty = { type: 'integer', title: '数量', minimum: 0, maximum: 1000 };
const color = { type: 'string', title: '颜色', maxLength: 4, trim: true };
const due = { type: 'datetime', title: '到期时间' };
function widget(fields: Record<string, unknown>) {
  return {
    id: 'widget',
    title: '热加载小部件',
    model: { table: 'plt_widget' },
    fields,
    required: ['name'],
    search: ['name'],
    api: { base },
  };
}
const writeWidget = (content: unknown) => {
  fs.mkdirSync(path.dirname(widgetFile), { recursive: true });
  fs.writeFileSync(widgetFile, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
};

/**
 * Polls until `check` holds. The wait is generous: how fast an edit goes live is a figure for the benchmark, not
 * for a test sharing two cores with the rest of the suite (a reload takes ~150 ms idle; CI's load made 2 s flaky).
 * What is asserted here is that it goes live with no restart, and what it changes.
 */
async function untilLive(check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 15_000) throw new Error('the edit was not live within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - start;
}

let server: TestServer;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let errors: jest.SpyInstance;
const logged = () => errors.mock.calls.map((args) => args.map(String).join(' '));
const columnsOf = async (table: string) => Object.keys(await server.services.db.sequelize.getQueryInterface().describeTable(table));

beforeAll(async () => {
  server = await startTestServer({ env: { schemasDir } as any });
  await server.schemas.watch();
  admin = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  before = await existingSections();
  expect(before.map(([, status]) => status)).toEqual([200, 200, 200]);
  expect((before[0][2] as any).records.map((r: any) => r.noticeType)).toEqual(expect.arrayContaining(['产品更新', '产品上线', '福利']));
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await server.stop();
  fs.rmSync(schemasDir, { recursive: true, force: true });
});

/** Existing sections (a plain one, a tree, users with their associations) as company A sees them. */
async function existingSections() {
  const answers = [];
  for (const url of [`${NOTICES}?page=1&limit=50`, '/api/admin/depart/tree', '/api/admin/user/selectPage?page=1&limit=50']) {
    const res = await server.request.get(url).set(admin);
    answers.push([url, res.status, res.body.data]);
  }
  return answers;
}
let before: Awaited<ReturnType<typeof existingSections>>;

/** The existing sections answer exactly as before the reloads. */
async function existingSectionsUnchanged() {
  expect(await existingSections()).toEqual(before);
}

test('a new section file goes live without a restart: routes, table, UI schema and OpenAPI', async () => {
  expect((await server.request.get(`${base}/list`).set(admin)).status).toBe(404);
  expect((await server.request.get('/api/schemas/widget').set(admin)).status).toBe(404);
  // Loading the same folder again changes nothing and rebuilds nothing.
  expect(await server.schemas.reload()).toBe('unchanged');
  expect(server.schemas.generation).toBe(0);
  await existingSectionsUnchanged();

  writeWidget(widget({ name, qty }));
  await untilLive(async () => (await server.request.get(`${base}/list`).set(admin)).status === 200);

  expect(await columnsOf('plt_widget')).toEqual(expect.arrayContaining(['id', 'tenantId', 'name', 'qty']));
  const created = await server.request.post(`${base}/create`).set(admin).send({ name: '齿轮', qty: 3 });
  expect(created.body).toMatchObject({ code: 2000, data: { name: '齿轮', qty: 3 } });
  const bad = await server.request.post(`${base}/create`).set(admin).send({ qty: 3 });
  expect([bad.status, bad.body.msg]).toEqual([400, '请输入名称']);
  expect((await server.request.get(`${base}/list`).set(admin)).body.data).toMatchObject({ total: 1, records: [{ name: '齿轮', qty: 3 }] });

  const page = await server.request.get('/api/schemas/widget').set(admin);
  expect(page.status).toBe(200);
  expect(page.body.data).toMatchObject({ id: 'widget', title: '热加载小部件' });
  expect(Object.keys(page.body.data.fields)).toEqual(['name', 'qty']);

  const openapi = (await server.request.get('/api/openapi.json')).body;
  expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining([`${base}/list`, `${base}/create`]));
  const recordSchema = Object.values(openapi.components.schemas).find((schema: any) => schema.description === '热加载小部件：一条记录') as any;
  expect(Object.keys(recordSchema.properties)).toEqual(['id', 'name', 'qty']);
  // The write went through the operation log under the new section's title.
  const logRows = await server.services.db.sequelize.query("SELECT tenantId, opt FROM plt_gate_log WHERE menu = '热加载小部件'", { type: 'SELECT' });
  expect(logRows).toEqual([{ tenantId: server.tenants.A, opt: expect.any(String) }]);
  await existingSectionsUnchanged();
});

test('the new section is tenant-scoped after the reload: company B sees none of company A rows', async () => {
  const [row] = (await server.request.get(`${base}/list`).set(admin)).body.data.records;
  expect(row.id).toBeGreaterThan(0);
  expect((await server.request.get(`${base}/list`).set(adminB)).body.data).toMatchObject({ total: 0, records: [] });
  expect((await server.request.get(`${base}/select/${row.id}`).set(adminB)).status).toBe(404);
  expect((await server.request.put(`${base}/update/${row.id}`).set(adminB).send({ qty: 9 })).status).toBe(404);
  const own = await server.request.post(`${base}/create`).set(adminB).send({ name: '乙公司齿轮' });
  expect(own.status).toBe(200);
  expect((await server.request.get(`${base}/list`).set(admin)).body.data.records.map((r: any) => r.name)).toEqual(['齿轮']);
  expect((await server.request.get(`${base}/select/${row.id}`).set(admin)).body.data).toMatchObject({ name: '齿轮', qty: 3 });
});

test('an added field gets its column and its validation; the page shows it on its next load', async () => {
  expect(await columnsOf('plt_widget')).not.toContain('color');
  // The reload migrates the one table whose shape changed, not every table of the schema folder.
  const described = jest.spyOn(server.services.db.sequelize.getQueryInterface(), 'describeTable');
  writeWidget(widget({ name, qty, color }));
  await untilLive(async () => (await server.request.post(`${base}/create`).set(admin).send({ name: '超长', color: '红橙黄绿青' })).status === 400);
  expect(new Set(described.mock.calls.map(([table]) => table))).toEqual(new Set(['plt_widget']));
  described.mockRestore();

  const bad = await server.request.post(`${base}/create`).set(admin).send({ name: '超长', color: '红橙黄绿青' });
  expect(bad.body.msg).toBe('颜色不能超过4个字符');
  expect(await columnsOf('plt_widget')).toContain('color');
  const created = await server.request.post(`${base}/create`).set(admin).send({ name: '彩色齿轮', color: '红色' });
  expect(created.body.data).toMatchObject({ name: '彩色齿轮', color: '红色' });
  const listed = (await server.request.get(`${base}/list`).query({ name: '彩色' }).set(admin)).body.data.records;
  expect(listed).toEqual([expect.objectContaining({ name: '彩色齿轮', color: '红色' })]);
  expect(Object.keys((await server.request.get('/api/schemas/widget').set(admin)).body.data.fields)).toEqual(['name', 'qty', 'color']);
  await existingSectionsUnchanged();
});

test('a removed field leaves the API but its column and data stay in the database', async () => {
  writeWidget(widget({ name, qty }));
  await untilLive(async () => {
    const records = (await server.request.get(`${base}/list`).query({ name: '彩色' }).set(admin)).body.data?.records ?? [];
    return records.length === 1 && !('color' in records[0]);
  });
  expect(await columnsOf('plt_widget')).toContain('color');
  const rows = await server.services.db.sequelize.query("SELECT name, color FROM plt_widget WHERE name = '彩色齿轮'", { type: 'SELECT' });
  expect(rows).toEqual([{ name: '彩色齿轮', color: '红色' }]);
  // No longer a field: a long colour is not validated any more, and not stored.
  const created = await server.request.post(`${base}/create`).set(admin).send({ name: '无色齿轮', color: '红橙黄绿青' });
  expect(created.status).toBe(200);
  expect(created.body.data.color).toBeUndefined();
  expect(Object.keys((await server.request.get('/api/schemas/widget').set(admin)).body.data.fields)).toEqual(['name', 'qty']);
  await existingSectionsUnchanged();
});

test('an invalid edit is refused with file, pointer and reason, and the previous version stays live', async () => {
  const generation = server.schemas.generation;
  errors.mockClear();

  writeWidget('{ "id": "widget", ');
  await untilLive(async () => logged().some((line) => line.startsWith('schema error in')));
  expect(logged()).toContainEqual(expect.stringMatching(/^schema error in .*test\/widget\.json at \/: invalid JSON: /));
  errors.mockClear();

  writeWidget(widget({ name, qty: { ...qty, type: 'float' } }));
  await untilLive(async () => logged().some((line) => line.startsWith('schema error in')));
  expect(logged()).toContainEqual(expect.stringMatching(/^schema error in .*test\/widget\.json at \/fields\/qty\/type: .+/));

  // Nothing of either edit went live: the routes, the validation and the page are those of the last good file.
  expect(server.schemas.generation).toBe(generation);
  const bad = await server.request.post(`${base}/create`).set(admin).send({ name: '负数', qty: -1 });
  expect([bad.status, bad.body.msg]).toEqual([400, '数量不能小于0']);
  expect((await server.request.get(`${base}/list`).query({ name: '齿轮' }).set(admin)).body.data.total).toBe(3);
  expect(Object.keys((await server.request.get('/api/schemas/widget').set(admin)).body.data.fields)).toEqual(['name', 'qty']);
  await existingSectionsUnchanged();

  // Fixing the file takes it up again.
  writeWidget(widget({ name: { ...name, title: '部件名称' }, qty }));
  await untilLive(async () => (await server.request.post(`${base}/create`).set(admin).send({})).body.msg === '请输入部件名称');
  expect(server.schemas.generation).toBe(generation + 1);
});

test('a deleted section file takes its routes away and keeps its table', async () => {
  fs.rmSync(widgetFile);
  await untilLive(async () => (await server.request.get(`${base}/list`).set(admin)).status === 404);
  expect((await server.request.get('/api/schemas/widget').set(admin)).status).toBe(404);
  expect(Object.keys((await server.request.get('/api/openapi.json')).body.paths)).not.toContain(`${base}/list`);
  expect(await columnsOf('plt_widget')).toContain('name');
  await existingSectionsUnchanged();
});

/**
 * KNOWN GAP on SQLite: connection.ts keeps every table's `PRAGMA table_info` answer for good once migrations
 * have run, so a column added by a reload is read back unparsed ("2026-03-03 21:06:07.000 +00:00"). It needs
 * connection.ts to let the reload forget those answers; then this is a plain `test` on both databases.
 */
const onSqlite = !process.env.TEST_MYSQL_URL;
test('a datetime field added to an existing table reads back in the wire format', async () => {
  writeWidget(widget({ name, qty, due }));
  await untilLive(async () => (await server.request.get(`${base}/list`).set(admin)).status === 200);
  expect(await columnsOf('plt_widget')).toContain('due');
  const created = await server.request.post(`${base}/create`).set(admin).send({ name: '定时齿轮', due: '2026-03-04 05:06:07' });
  expect(created.body.data).toMatchObject({ name: '定时齿轮', due: '2026-03-04 05:06:07' });
  const listed = (await server.request.get(`${base}/list`).query({ name: '定时' }).set(admin)).body.data.records;
  expect(listed).toEqual([expect.objectContaining({ name: '定时齿轮', due: '2026-03-04 05:06:07' })]);
});
