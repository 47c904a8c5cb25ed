/**
 * A section's operation that exports rows of another declared resource as xlsx (`resource` with `runs: export` and
 * the operation's `export` columns): the rows the same declaration would list — its filters and `where`, the
 * grant's row scope and the section's rowWhere — read page by page after the last row (keyset), on the resource's
 * wire (money in yuan, dates, no private fields) with enum labels. E.g. 余额管理's 导出转账记录 (BankTransfer rows).
 */
import type { Context } from 'koa';
import { Op, type WhereOptions } from 'sequelize';
import type { Services } from '../services';
import { resolveExportColumns } from '../../shared/section-ui';
import { keysetPages } from './keyset-pages';
import { EXPORT_PAGE_ROWS, sendXlsx, withEnumLabels } from './xlsx-export';
import type { ResourceSpec } from './resource-types';
import type { HookContext, SectionHooks } from './section-hooks';
import type { OperationSpec, SectionSpec } from './section-types';

type WireRows = (rows: any[], spec: ResourceSpec, hooks: SectionHooks, context: HookContext) => Promise<Record<string, any>[]>;
/** The declaration's conditions on the resource's rows for this request: filters and `where`, scope and rowWhere. */
type RowWhere = (ctx: Context, context: HookContext) => Promise<WhereOptions[]>;

export function resourceExportHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec, wire: WireRows, rowWhere: RowWhere) {
  const resource = spec.resource!.name;
  if (!spec.export) throw new Error(`section ${section.id}: operation "${name}" exports ${resource} rows: declare its \`export\` columns`);
  const declared = spec.export;
  const order = (spec.order ?? [['id', 'DESC']]) as [string, string][];
  return async (ctx: Context) => {
    const listed = services.db.specs[resource];
    const context: HookContext = { ctx, services, section, operation: name };
    await hooks.beforeList?.(context);
    // Read before the file starts: a refused filter is a 400 with the envelope.
    const where = { [Op.and]: await rowWhere(ctx, context) };
    const columns = resolveExportColumns(declared.columns, listed.fields);
    async function* pages() {
      for await (const rows of keysetPages(services.db.models[resource], { where, order, pageSize: EXPORT_PAGE_ROWS })) {
        yield withEnumLabels(listed.fields, columns, await wire(rows, listed, hooks, context));
      }
    }
    await sendXlsx(ctx, services, { fileName: declared.fileName ?? spec.title ?? section.title, columns, pages });
  };
}
