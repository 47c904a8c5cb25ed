import http from 'node:http';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Services } from '../../server/services';
import { asSystem, asTenant } from '../../server/context/request-context';
import { tenantWhere } from '../../server/db/tenant-scope';

export const LOG_EXPORT = '/api/business/plt-gate-log/exportList';

/**
 * `count` more operation-log rows (selectType 2) of one company: 2,000 made through the model, one second apart going
 * back from now, then copied in the database (INSERT … SELECT) 2,000 at a time until there are `count`; each copy is
 * older than every row before it, its rows sharing one time (so exports page through runs of equal times). `random`:
 * the texts are random, so the xlsx hardly compresses (a download large enough to fill the socket buffers of a
 * client that stops reading).
 */
export async function seedGateLogs(services: Services, tenantId: number, count: number, random = false): Promise<void> {
  const { GateLog } = services.db.models;
  const now = Date.now();
  const text = (i: number, length: number) => (random ? crypto.randomBytes(length).toString('base64').slice(0, length) : `日志${i}`);
  const made = Math.min(count, 2000);
  const rows = Array.from({ length: made }, (_, i) => ({ selectType: 2, crtName: text(i, 20), crtHost: '10.0.0.8', location: '局域网', menu: text(i, 40), opt: text(i, 200), crtTime: new Date(now - i * 1000) }));
  const before = (await asTenant(tenantId, () => GateLog.max('id', { where: tenantWhere(GateLog) }))) ?? 0;
  await asTenant(tenantId, () => GateLog.bulkCreate(rows, { validate: false }));
  const queryInterface = services.db.sequelize.getQueryInterface();
  const copied = Object.keys(GateLog.rawAttributes).filter((name) => name !== 'id' && name !== 'crtTime').map((name) => queryInterface.quoteIdentifier(name)).join(', ');
  const table = queryInterface.quoteIdentifier(GateLog.getTableName() as string);
  const crtTime = queryInterface.quoteIdentifier('crtTime');
  for (let have = made; have < count; have += Math.min(made, count - have)) {
    const sql = `INSERT INTO ${table} (${copied}, ${crtTime}) SELECT ${copied}, ? FROM ${table} WHERE tenantId = ? AND id > ? ORDER BY id LIMIT ${Math.min(made, count - have)}`;
    await asSystem(() => services.db.sequelize.query(sql, { replacements: [new Date(now - (have + 1) * 1000), tenantId, before] }));
  }
}

export interface OpenDownload {
  status: number;
  headers: http.IncomingHttpHeaders;
  response: http.IncomingMessage;
  /** The client goes away: the connection is closed mid-download. */
  abort: () => void;
}

/** A GET whose answer is not read until asked (`readBody`): a client that is slow to take a download. */
export function openDownload(base: string, path: string, headers: Record<string, string>): Promise<OpenDownload> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers, agent: false }, (response) => {
      response.pause();
      resolve({ status: response.statusCode!, headers: response.headers, response, abort: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

/** Reads the rest of an answer; `complete` is false when the connection ended before the answer did. */
export function readBody(response: http.IncomingMessage): Promise<{ body: Buffer; complete: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', () => undefined);
    response.on('close', () => resolve({ body: Buffer.concat(chunks), complete: response.complete }));
    response.resume();
  });
}

/** The first sheet's row count and its last row's cells, read with exceljs's streaming reader (a large file stays small). */
export async function sheetSummary(file: Buffer): Promise<{ rows: number; header: unknown[]; last: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  let rows = 0;
  let header: unknown[] = [];
  let last: unknown[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as any) {
      rows++;
      const cells = Array.from(((row as ExcelJS.Row).values as unknown[]).slice(1));
      if (rows === 1) header = cells;
      last = cells;
    }
    break;
  }
  return { rows, header, last };
}
