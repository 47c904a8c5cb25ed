import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { asSystem } from '../../server/context/request-context';
import { sweepUnreferencedFiles } from '../../server/providers/storage/unreferenced-sweep';

/** A company's uploads count against its quota; files no write ever referred to are removed after a day. */
const FILE_BYTES = 10_000;
const QUOTA = 35_000;
const DAY = 24 * 3600_000;

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ env: { storage: { quotaBytes: QUOTA, unreferencedHours: 24 } } as any });
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

let colour = 0;
/** A distinct PNG of FILE_BYTES bytes. */
const png = () => makePng(160, 38, [colour++ % 256, 119, 255], FILE_BYTES);
const upload = (headers: Record<string, string>) =>
  server.request.post('/api/business/storage/create').set(headers).attach('file', png(), { filename: 'logo.png', contentType: 'image/png' });
const rowsOf = (tenantId: number) => asSystem(() => server.services.db.models.StoredFile.findAll({ where: { tenantId }, raw: true })) as Promise<any[]>;
const onDisk = (tenantId: number) => {
  const dir = path.join(server.config.dataDir, 'uploads', String(tenantId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const setLogo = (logo: string) =>
  server.request
    .post('/api/business/plt-company/update')
    .set(adminA)
    .send({ companyName: '演示科技有限公司', industry: '信息技术', regionCodes: ['330000', '330100', '330106'], address: '文三路 90 号', mobile: '0571-88886666', zipCode: '310012', logo });

const FULL = /^企业文件存储空间已满（上限35KB，已用30KB），无法上传该文件$/;

test('uploads past the company quota are refused with 413 and a Chinese message; the other company is not affected', async () => {
  for (let i = 0; i < 3; i++) expect((await upload(adminA)).body.code).toBe(2000);
  const refused = await upload(adminA);
  expect(refused.status).toBe(413);
  expect(refused.body.msg).toMatch(FULL);
  expect(refused.body.data).toMatchObject({ quotaBytes: QUOTA });
  expect(await rowsOf(server.tenants.A)).toHaveLength(3);
  expect(onDisk(server.tenants.A)).toHaveLength(3);
  expect((await upload(adminB)).body.code).toBe(2000);
});

test('parallel uploads cannot pass the quota together', async () => {
  const before = (await rowsOf(server.tenants.B)).length;
  const answers = await Promise.all(Array.from({ length: 8 }, () => upload(adminB)));
  const stored = answers.filter((res) => res.body.code === 2000).length;
  expect(stored).toBe(3 - before);
  expect(answers.filter((res) => res.status === 413)).toHaveLength(8 - stored);
  const rows = await rowsOf(server.tenants.B);
  expect(rows.reduce((sum, row) => sum + Number(row.size), 0)).toBeLessThanOrEqual(QUOTA);
  expect(onDisk(server.tenants.B)).toHaveLength(rows.length);
});

test('the sweep removes files never referenced once a day old, keeps referenced and young ones, and frees the quota', async () => {
  const [logoRow, ...others] = await rowsOf(server.tenants.A);
  const logoUrl = server.services.files.urlOf(server.tenants.A, logoRow.name);
  expect((await setLogo(logoUrl)).body.code).toBe(2000);
  // Replaced at once: the first logo stays referenced (a write referred to it), so it is kept.
  const second = others[0];
  expect((await setLogo(server.services.files.urlOf(server.tenants.A, second.name))).body.code).toBe(2000);

  const { db } = server.services;
  const storage = server.services.files.storage;
  expect(await sweepUnreferencedFiles(db, storage, DAY)).toBe(0);
  const removed = await sweepUnreferencedFiles(db, storage, DAY, Date.now() + DAY + 60_000);
  // A's third file and all of B's were never referenced.
  const bCount = (await rowsOf(server.tenants.B)).length;
  expect(bCount).toBe(0);
  expect(removed).toBe(1 + 3);
  expect((await rowsOf(server.tenants.A)).map((row) => row.name).sort()).toEqual([logoRow.name, second.name].sort());
  expect(onDisk(server.tenants.A)).toEqual([logoRow.name, second.name].sort());
  expect(onDisk(server.tenants.B)).toEqual([]);
  const gone = others[1];
  expect((await server.request.get(server.services.files.urlOf(server.tenants.A, gone.name)).set(adminA)).status).toBe(404);
  // A removed file can no longer be referenced.
  expect((await setLogo(server.services.files.urlOf(server.tenants.A, gone.name))).body.msg).toBe('请上传企业LOGO');

  // Room again; a new file is young, so the next sweep keeps it.
  const fresh = await upload(adminA);
  expect(fresh.body.code).toBe(2000);
  expect(await sweepUnreferencedFiles(db, storage, DAY, Date.now() + 3600_000)).toBe(0);
  expect((await server.request.get(fresh.body.data.url).set(adminA)).status).toBe(200);
});
