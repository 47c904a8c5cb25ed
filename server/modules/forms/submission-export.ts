/**
 * 表单设计's 导出 of one form's submissions (GET submission/export?formId, action export): an xlsx with one sheet per
 * version that has submissions (版本N), columns 提交人, 部门, 提交时间, then that version's fields by title in its
 * order, values as their labels. A `handlers` entry: the engine's generic export writes one sheet of the section's
 * own rows, this one reads FormSubmission rows of several versions (through the engine's streamed writer, sendXlsx
 * with `moreSheets`, its export slots and row cap).
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { HookContext } from '../../engine/section-hooks';
import { EXPORT_PAGE_ROWS, sendXlsx, type ExportColumn } from '../../engine/xlsx-export';
import { toWire } from '../../http/format';
import { fieldOrder } from '../../../shared/designed-form-errors';
import { departWhere, reachableForm, submissionTimeWhere } from './submission-filters';

const FIXED: ExportColumn[] = [
  { field: '$submitter', title: '提交人', width: 14 },
  { field: '$depart', title: '部门', width: 16 },
  { field: '$time', title: '提交时间', width: 20 },
];

/** A JSON column's value (SQLite and MariaDB may answer the text). */
export const jsonOf = (value: unknown): any => (typeof value === 'string' ? JSON.parse(value) : value);

/** A stored answer as the sheet shows it: yes/no, options joined with 、 (their ui:enumNames when named), else as given. */
export function cellOf(value: unknown, property: Record<string, any> | undefined, ui: Record<string, any> | undefined): unknown {
  if (value === undefined || value === null) return '';
  const names: string[] | undefined = ui?.['ui:enumNames'];
  const options: unknown[] | undefined = property?.enum ?? property?.items?.enum;
  const label = (item: unknown) => (names && options && options.indexOf(item) >= 0 ? names[options.indexOf(item)] ?? item : item);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((item) => String(label(item))).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return label(value);
}

/** The export's filters beyond the form: submitter, department subtree, dates (as the list's). */
async function filters(ctx: Context, services: HookContext['services']): Promise<WhereOptions[]> {
  const out: WhereOptions[] = [...submissionTimeWhere(ctx.query)];
  const name = ctx.query.submitterName;
  if (typeof name === 'string' && name.trim()) out.push(services.data.rows('FormSubmission').contains('submitterName', name.trim()));
  return [...out, ...(await departWhere(ctx, services))];
}

export async function exportSubmissions(ctx: Context, context: HookContext) {
  const { services } = context;
  const form = (await reachableForm(context)).get({ plain: true });
  const submissions = services.data.caller(ctx, { sectionId: 'designedForm', resource: 'FormSubmission' });
  const where: WhereOptions = { [Op.and]: [{ formId: form.id }, ...(await filters(ctx, services))] };
  const counted = await submissions.countBy(['version'], { where });
  const withRows = new Set(counted.filter((row) => Number(row.count) > 0).map((row) => Number(row.version)));
  const versions = ((await services.data.rows('DesignedFormVersion').findAll({ where: { formId: form.id }, order: [['version', 'ASC']], raw: true })) as any[]).filter((v) => withRows.has(v.version));
  const sheets = versions.map((version) => {
    const schema = jsonOf(version.schema) ?? {};
    const uiSchema = jsonOf(version.uiSchema) ?? {};
    const keys = fieldOrder(schema, uiSchema);
    const columns = [...FIXED, ...keys.map((key) => ({ field: key, title: schema.properties[key]?.title || key, width: 20 }))];
    async function* pages() {
      for await (const rows of submissions.pages({ where: { [Op.and]: [where, { version: version.version }] }, order: [['id', 'ASC']], pageSize: EXPORT_PAGE_ROWS })) {
        yield rows.map((raw) => {
          const row = toWire(raw);
          const data = jsonOf(row.data) ?? {};
          return { $submitter: row.submitterName ?? '', $depart: row.departName ?? '', $time: row.crtTime ?? '', ...Object.fromEntries(keys.map((key) => [key, cellOf(data[key], schema.properties[key], uiSchema[key])])) };
        });
      }
    }
    return { name: `版本${version.version}`, columns, pages };
  });
  const empty = { name: '提交记录', columns: FIXED, pages: async function* () {} };
  const [first, ...rest] = sheets.length ? sheets : [empty];
  await sendXlsx(ctx, services, { fileName: `${form.name}-提交记录`, sheetName: first.name, columns: first.columns, pages: first.pages, moreSheets: rest });
}
