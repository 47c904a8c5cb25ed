import ExcelJS from 'exceljs';
import type { Context } from 'koa';

export interface ExportColumn {
  field: string;
  title: string;
  width?: number;
}

/** Answers the request with an xlsx file of the rows (one sheet, header row from the column titles). */
export async function sendXlsx(ctx: Context, fileName: string, columns: ExportColumn[], rows: Record<string, any>[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(fileName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.field, width: c.width ?? 20 }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, row[c.field] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  ctx.status = 200;
  ctx.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`);
  ctx.body = Buffer.from(buffer as ArrayBuffer);
}
