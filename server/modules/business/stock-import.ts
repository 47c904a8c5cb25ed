import ExcelJS from 'exceljs';
import type { Context } from 'koa';
import { UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { SectionSpec } from '../../engine/section-types';
import { HttpError, badRequest, ok } from '../../http/envelope';
import { compileValidator } from '../../engine/validator';
import { singleFileUpload, uploadedFile } from '../../providers/storage/multipart';
import type { UploadRules } from '../../providers/storage/upload-service';
import type { Actor } from '../../context/request-context';
import { companyNameOf } from './publish-stock';
import { IMPORT_DOC } from './stock-api-docs';

/** The template's columns, in order: the section's fields by their titles (money in yuan). */
export const IMPORT_FIELDS = ['brandName', 'goodsName', 'series', 'specModel', 'itemNo', 'retailPrice', 'availableQty', 'qq'] as const;
export const IMPORT_MAX_ROWS = 1000;
const XLSX_RULES: UploadRules = { kinds: [], maxBytes: 2 * 1024 * 1024, tooBig: '导入文件大小不能超过 2MB!', noun: '文件' };
export const NOT_XLSX = '导入文件只能是 xlsx 格式!';
const TEMPLATE_NAME = '库存导入模板';

const headerOf = (section: SectionSpec, field: string) => (section.fields[field].type === 'money' ? `${section.fields[field].title}（元）` : section.fields[field].title);

/** A cell as the wire would carry it: numbers stay numbers, everything else its shown text, trimmed; empty → absent. */
function cellValue(cell: ExcelJS.Cell, integer: boolean): unknown {
  const value = cell.value as any;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = (typeof value === 'object' && 'result' in value ? String(value.result ?? '') : cell.text ?? '').trim();
  if (text === '') return undefined;
  return integer && /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The upload as a workbook: an xlsx is a zip (PK…) that exceljs can read; anything else is refused. */
async function readWorkbook(data: Buffer): Promise<ExcelJS.Worksheet> {
  const zip = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  if (!zip) throw badRequest(NOT_XLSX, ['file']);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as any);
  } catch {
    throw badRequest(NOT_XLSX, ['file']);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('导入文件中没有工作表', ['file']);
  return sheet;
}

interface RowError {
  row: number;
  field: string | null;
  message: string;
}

/** The refusal of a file, named by its first bad row; nothing of the file is imported. */
const refusal = (status: number, errors: RowError[]) =>
  new HttpError(status, `第${errors[0].row}行：${errors[0].message}（共 ${errors.length} 行有误，未导入任何数据）`, { errors });

/**
 * `GET importTemplate`: the xlsx template (one header row of the columns below). `POST import`: a multipart `file`
 * filled from it (≤ 2 MB, an xlsx by its content, at most 1,000 rows): every row is checked as the create form
 * checks it, and an 订货号 may appear once in the file; when any row is bad nothing is imported and the answer (400)
 * names every bad row by its sheet row number (`data.errors: [{row, field, message}]`); else all rows are published
 * in one transaction, and a row whose 订货号 the company already has (the unique index decides, also against a
 * parallel write) refuses the whole file with 409, named the same way.
 */
export function mountStockImport(table: RouteTable, services: Services, section: SectionSpec) {
  const stock = services.data.section(section.id);
  const fields = Object.fromEntries(IMPORT_FIELDS.map((name) => [name, section.fields[name]]));
  const validate = compileValidator({ fields, required: section.required?.filter((name) => name in fields) });
  // The section's own 409 message for a taken 订货号 (its field's `unique`).
  const unique = section.fields.itemNo.unique;
  const taken = (itemNo: string) => (typeof unique === 'string' ? unique : '订货号“{itemNo}”已存在').replace('{itemNo}', itemNo);

  table.add({
    method: 'GET',
    path: `${section.api.base}/importTemplate`,
    object: section.id,
    action: 'create',
    menu: section.title,
    operation: '下载导入模板',
    summary: 'The xlsx template of the stock import (one header row).',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    handler: async (ctx: Context) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(TEMPLATE_NAME);
      sheet.columns = IMPORT_FIELDS.map((name) => ({ header: headerOf(section, name), key: name, width: name === 'goodsName' ? 28 : 18 }));
      sheet.getRow(1).font = { bold: true };
      ctx.status = 200;
      ctx.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}.xlsx`);
      ctx.body = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    },
  });

  table.add({
    method: 'POST',
    path: `${section.api.base}/import`,
    object: section.id,
    action: 'create',
    menu: section.title,
    operation: '导入库存',
    summary: 'Imports stock rows from the xlsx template (multipart file): all rows or, when any row is bad, none.',
    openApi: IMPORT_DOC,
    middleware: [singleFileUpload(XLSX_RULES)],
    handler: async (ctx: Context) => {
      const sheet = await readWorkbook(uploadedFile(ctx).buffer);
      const header = sheet.getRow(1);
      const columns = new Map<string, number>();
      header.eachCell((cell, column) => columns.set(String(cell.text ?? '').trim(), column));
      const missing = IMPORT_FIELDS.filter((name) => !columns.has(headerOf(section, name)));
      if (missing.length) throw badRequest(`导入文件的表头与模板不一致，缺少：${missing.map((name) => headerOf(section, name)).join('、')}`, ['file']);

      const rows: { row: number; values: Record<string, any> }[] = [];
      const errors: RowError[] = [];
      const itemRows = new Map<string, number>();
      for (let number = 2; number <= sheet.rowCount; number++) {
        const line = sheet.getRow(number);
        const body: Record<string, unknown> = {};
        for (const name of IMPORT_FIELDS) {
          const value = cellValue(line.getCell(columns.get(headerOf(section, name))!), section.fields[name].type === 'integer');
          if (value !== undefined) body[name] = value;
        }
        if (Object.keys(body).length === 0) continue; // a blank line
        if (rows.length + errors.length >= IMPORT_MAX_ROWS) throw badRequest(`一次最多导入 ${IMPORT_MAX_ROWS} 行`, ['file']);
        try {
          const values = validate(body);
          const first = itemRows.get(values.itemNo);
          if (first !== undefined) errors.push({ row: number, field: 'itemNo', message: `订货号“${values.itemNo}”与第${first}行重复` });
          else {
            itemRows.set(values.itemNo, number);
            rows.push({ row: number, values });
          }
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const field = Array.isArray(error.data) && typeof error.data[0] === 'string' ? (error.data[0] as string) : null;
          errors.push({ row: number, field, message: error.message });
        }
      }
      if (errors.length) throw refusal(400, errors);
      if (!rows.length) throw badRequest('导入文件中没有数据', ['file']);
      const companyName = await companyNameOf(services, (ctx.state.actor as Actor).tenantId);
      await services.data.transaction(async () => {
        for (const { row, values } of rows) {
          try {
            await stock.create({ ...values, status: 1, companyName });
          } catch (error) {
            if (error instanceof UniqueConstraintError) throw refusal(409, [{ row, field: 'itemNo', message: taken(values.itemNo) }]);
            throw error;
          }
        }
      });
      ok(ctx, { count: rows.length }, `导入成功，共 ${rows.length} 条`);
    },
  });
}
