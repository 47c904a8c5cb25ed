import { startTestServer, type TestServer } from '../support/test-server';
import { LOG_EXPORT, openDownload, readBody, seedGateLogs, sheetSummary, type OpenDownload } from '../support/export-downloads';
import { asSystem } from '../../server/context/request-context';

/**
 * Exports run with a slot of the instance: at most 2 at once, 1 per company (config.exports); the others answer 429
 * and read nothing. A slot comes back when its export ends, fails, or its client goes away. A download held open by
 * a client that stops reading keeps its slot: the server waits for the client instead of buffering the file.
 */
const BUSY = '导出任务较多，请稍后再试';
/** Random log rows per company: an xlsx of several MB, more than the socket buffers hold, so a paused download stays open. */
const HELD_ROWS = 30_000;

const base = (server: TestServer) => `http://127.0.0.1:${server.port}`;
const held: OpenDownload[] = [];
/** An export whose client does not read: it stays running (and holds its slot) until read or aborted. */
async function hold(server: TestServer, headers: Record<string, string>, query = '') {
  const download = await openDownload(base(server), `${LOG_EXPORT}${query}`, headers);
  held.push(download);
  expect(download.status).toBe(200);
  // Time for the server to fill the buffers between it and the client and stop at them.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return download;
}
afterEach(() => {
  for (const download of held.splice(0)) download.abort();
});

const exportOf = (server: TestServer, headers: Record<string, string>, query: Record<string, string> = {}) => server.request.get(LOG_EXPORT).query(query).set(headers).buffer(true).parse(binary);
function binary(res: any, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
function expectBusy(res: { status: number; body: any }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 429, msg: BUSY, data: null });
}
/** Asks until an export of this company is let in again (its slot came back), for up to 3 s; a small one (one user's rows). */
async function exportsAgain(server: TestServer, headers: Record<string, string>): Promise<number> {
  const deadline = Date.now() + 3000;
  let status = 0;
  while (Date.now() < deadline) {
    const res = await exportOf(server, headers, { crtName: '张伟' });
    status = res.status;
    if (status === 200) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

describe('with the shipped limits (2 per instance, 1 per company)', () => {
  let server: TestServer;
  let adminA: Record<string, string>;
  let adminB: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    adminA = await server.auth('13800000001', server.tenants.A);
    adminB = await server.auth('13900000001', server.tenants.B);
    await seedGateLogs(server.services, server.tenants.A, HELD_ROWS, true);
  }, 120_000);
  afterAll(() => server.stop());

  test('a second export of a company while its first runs answers 429; another company exports meanwhile', async () => {
    const first = await hold(server, adminA);
    expectBusy(await server.request.get(LOG_EXPORT).set(adminA));
    const other = await exportOf(server, adminB);
    expect(other.status).toBe(200);
    expect((await sheetSummary(other.body)).header).toEqual(['用户', '时间', 'IP地址', '地点', '操作菜单', '操作内容']);
    // The held download, read to its end, is the whole file.
    const { body, complete } = await readBody(first.response);
    expect(complete).toBe(true);
    const logs = await server.request.get('/api/business/plt-gate-log/list').query({ limit: 1 }).set(adminA);
    expect((await sheetSummary(body)).rows).toBe(logs.body.data.total + 1);
  }, 60_000);

  test('the slot comes back when the client goes away mid-download', async () => {
    const first = await hold(server, adminA);
    expectBusy(await server.request.get(LOG_EXPORT).set(adminA));
    first.abort();
    expect(await exportsAgain(server, adminA)).toBe(200);
  }, 60_000);

  test('the slot comes back when an export finishes or is refused for bad input', async () => {
    expect((await exportOf(server, adminB)).status).toBe(200);
    expect((await exportOf(server, adminB)).status).toBe(200);
    const bad = await server.request.get(LOG_EXPORT).query({ sort: 'opt,ASC' }).set(adminB);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('排序参数不正确');
    expect((await exportOf(server, adminB)).status).toBe(200);
  }, 60_000);

  test('an error after the download has started aborts it, frees the slot, and the server goes on', async () => {
    const first = await hold(server, adminA);
    const queryInterface = server.services.db.sequelize.getQueryInterface();
    // The table disappears under the running export: its next page fails after the answer has started.
    await asSystem(() => queryInterface.renameTable('plt_gate_log', 'plt_gate_log_away'));
    try {
      const { complete } = await readBody(first.response);
      expect(complete).toBe(false);
    } finally {
      await asSystem(() => queryInterface.renameTable('plt_gate_log_away', 'plt_gate_log'));
    }
    expect((await server.request.get('/api/admin/user/front/info').set(adminA)).status).toBe(200);
    expect(await exportsAgain(server, adminA)).toBe(200);
  }, 60_000);
});

describe('the instance limit, with two exports allowed per company', () => {
  let server: TestServer;
  let adminA: Record<string, string>;
  let adminB: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ env: { exports: { maxRunning: 2, maxPerCompany: 2, maxRows: 100_000 } } as any });
    adminA = await server.auth('13800000001', server.tenants.A);
    adminB = await server.auth('13900000001', server.tenants.B);
    await seedGateLogs(server.services, server.tenants.A, HELD_ROWS, true);
    await seedGateLogs(server.services, server.tenants.B, HELD_ROWS, true);
  }, 120_000);
  afterAll(() => server.stop());

  test('one export of each of two companies fill the instance: a third answers 429 until one ends', async () => {
    await hold(server, adminA);
    const second = await hold(server, adminB);
    expectBusy(await server.request.get(LOG_EXPORT).set(adminA));
    expectBusy(await server.request.get(LOG_EXPORT).set(adminB));
    second.abort();
    expect(await exportsAgain(server, adminA)).toBe(200);
  }, 60_000);
});
