/**
 * A section's export answered as a streamed xlsx file, page by page, within one of the instance's export slots
 * and capped at `exports.maxRows` rows.
 */
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';
import { tooMany } from '../http/envelope';
import type { FieldSpec } from './section-types';

export interface ExportColumn {
  field: string;
  title: string;
  width?: number;
}

export interface XlsxExport {
  fileName: string;
  columns: ExportColumn[];
  /** The rows as cells by field, page by page; read lazily, and only once the export has its slot. */
  pages: () => AsyncIterable<Record<string, unknown>[]>;
  /**
   * Further sheets after the first (named `sheetName`, else the file name), each with its own columns and rows: a
   * designed form's submissions, one sheet per version (server/modules/forms/submission-export.ts). The row cap
   * counts the rows of every sheet.
   */
  sheetName?: string;
  moreSheets?: { name: string; columns: ExportColumn[]; pages: () => AsyncIterable<Record<string, unknown>[]> }[];
}

/**
 * Rows an export reads and writes at a time. Small pages keep what an export holds short-lived: with 500, two
 * 100,000-row exports on MySQL took the server from 190 to 400 MB; with 200, to 230 MB.
 */
export const EXPORT_PAGE_ROWS = 200;

export const EXPORTS_BUSY = '导出任务较多，请稍后再试';
export const capMessage = (maxRows: number) => `已达导出上限 ${maxRows} 行，请缩小筛选范围后分批导出`;

/**
 * Answers the request with an xlsx file (one sheet, header row from the column titles), streamed: rows are read a
 * page at a time and each row is written out as it comes, so an export holds one page in memory whatever its size.
 * It runs only with one of the instance's export slots (429 when none is free), stops at `exports.maxRows` rows
 * with a last row saying so, and waits for a slow client rather than buffering for it.
 *
 * The first page is read before the answer starts, so bad input and read errors still answer 4xx or 500 with the
 * envelope. Later errors cannot change the status any more: they abort the answer (the client sees an incomplete
 * download) and are logged with a request id.
 */
export async function sendXlsx(ctx: Context, services: Services, source: XlsxExport): Promise<void> {
  const release = services.exports.take((ctx.state.actor as Actor | undefined)?.tenantId ?? 0);
  if (!release) throw tooMany(EXPORTS_BUSY);
  let pages: AsyncIterator<Record<string, unknown>[]>;
  let first: IteratorResult<Record<string, unknown>[]>;
  try {
    pages = source.pages()[Symbol.asyncIterator]();
    first = await pages.next();
  } catch (error) {
    release();
    throw error;
  }
  const body = new PassThrough();
  ctx.status = 200;
  ctx.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(source.fileName)}.xlsx`);
  ctx.body = body;
  void writeWorkbook(body, source, services.config.exports.maxRows, first, pages)
    .catch((error) => {
      const requestId = crypto.randomUUID();
      console.error(`[${requestId}] ${ctx.method} ${ctx.path}: export aborted`, error);
      body.destroy(error);
    })
    .finally(release);
}

/** Writes the workbook into `body` until the rows end, the cap is reached, or the client has gone (body destroyed). */
async function writeWorkbook(body: PassThrough, source: XlsxExport, maxRows: number, first: IteratorResult<Record<string, unknown>[]>, pages: AsyncIterator<Record<string, unknown>[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const state = { written: 0, capped: false };
  await writeSheet(workbook, body, source.sheetName ?? source.fileName, source.columns, maxRows, state, first, pages);
  for (const more of source.moreSheets ?? []) {
    if (state.capped || body.destroyed) break;
    const rest = more.pages()[Symbol.asyncIterator]();
    await writeSheet(workbook, body, more.name, more.columns, maxRows, state, await rest.next(), rest);
  }
  if (body.destroyed) return;
  await Promise.race([workbook.commit(), closed(body)]);
}

/** One sheet: the header, then rows until they end, the cap (counted over every sheet) is reached, or the client has gone. */
async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, body: PassThrough, name: string, columns: ExportColumn[], maxRows: number, state: { written: number; capped: boolean }, first: IteratorResult<Record<string, unknown>[]>, pages: AsyncIterator<Record<string, unknown>[]>) {
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.field, width: c.width ?? 20 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  try {
    for (let page = first; !page.done; page = await pages.next()) {
      for (const row of page.value) {
        if (state.written === maxRows) {
          state.capped = true;
          break;
        }
        sheet.addRow(columns.map((c) => row[c.field] ?? '')).commit();
        state.written++;
      }
      if (state.capped || !(await drained(body))) break;
    }
  } finally {
    await pages.return?.();
  }
  if (body.destroyed) return;
  if (state.capped) sheet.addRow([capMessage(maxRows)]).commit();
  sheet.commit();
}

/** Waits while the client is behind; false when the body was destroyed (the client went away). */
function drained(body: PassThrough): Promise<boolean> {
  if (body.destroyed) return Promise.resolve(false);
  if (!body.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      body.off('drain', done);
      body.off('close', done);
      resolve(!body.destroyed);
    };
    body.on('drain', done);
    body.on('close', done);
  });
}

const closed = (body: PassThrough) => new Promise<void>((resolve) => body.once('close', () => resolve()));

/** Export cells of enum fields carry the value's label (the field's enumNames), as the page shows it. */
export function withEnumLabels(fields: Record<string, FieldSpec>, columns: ExportColumn[], rows: Record<string, any>[]) {
  const labelled = columns
    .map((column) => [column.field, fields[column.field]] as const)
    .filter(([, field]) => field?.enum && field.enumNames)
    .map(([name, field]) => [name, new Map(field!.enum!.map((value, i) => [value, field!.enumNames![i]]))] as const);
  if (!labelled.length) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(labelled.map(([name, labels]) => [name, labels.get(row[name]) ?? row[name]])) }));
}
