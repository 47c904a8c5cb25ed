import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { SectionSpec } from '../../engine/section-types';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { notFound, ok } from '../../http/envelope';
import { readId } from '../../engine/paging';
import { asSystem, type Actor } from '../../context/request-context';
import { mountStockImport } from './stock-import';
import { CONSULT_DOC } from './stock-api-docs';

/**
 * 库存共享中心 (schemas/inventory/publishStock.json): company-shared stock (`model.tenant: "shared"`). Each company
 * publishes and keeps its own rows; every signed-in member of every company reads the published rows of all
 * companies (selectPage). The rules here: a row carries its company's name for the readers; a consult click is
 * recorded in the clicking company's own log (StockConsult), never on the other company's row; rows show their
 * consult count (clicks by every company).
 */

/** The publishing company's name, shown to the companies that read the row (kept on the row when it is written). */
export async function companyNameOf(services: Services, tenantId: number): Promise<string> {
  const company = await services.data.rows('Company').findById(tenantId, { attributes: ['companyName'], raw: true });
  return (company?.companyName as string | undefined) ?? '';
}

async function stampCompany(values: Record<string, any>, { ctx, services }: HookContext) {
  values.companyName = await companyNameOf(services, (ctx.state.actor as Actor).tenantId);
}

/** Consult clicks on the rows, by every company: `consultCount`. */
async function consultCounts(services: Services, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  // asSystem: the count of clicks on a row is across the companies that clicked (each log row stays its company's);
  // only numbers per row the caller may already read leave this query.
  const counted = await asSystem(() => services.data.rows('StockConsult').countBy(['stockId'], { where: { stockId: ids } }));
  return new Map(counted.map((row) => [Number(row.stockId), Number(row.count)]));
}

async function withConsultCounts(rows: Record<string, any>[], { services }: HookContext) {
  const counts = await consultCounts(services, rows.map((row) => row.id));
  for (const row of rows) row.consultCount = counts.get(row.id) ?? 0;
}

/**
 * `GET consult?id=`: a member clicked the QQ consult link of a published row (any company's). The click is recorded
 * in the caller's company's consult log; the answer gives the QQ to open and the row's consult count. A row that is
 * not published (withdrawn, or no row) is 404: the data layer's shared read does not show another company's.
 */
function mountConsult(table: RouteTable, services: Services, section: SectionSpec) {
  const stock = services.data.section(section.id);
  table.add({
    method: 'GET',
    path: `${section.api.base}/consult`,
    object: 'session',
    action: 'read',
    menu: section.title,
    operation: 'QQ咨询',
    summary: 'Records a consult click on a published stock row (?id=) in the caller’s company and answers its qq and consult count.',
    openApi: CONSULT_DOC,
    handler: async (ctx: Context) => {
      const id = readId(ctx.query.id);
      const row = (await stock.findOne({ where: { id, status: 1 }, attributes: ['id', 'qq'], raw: true })) as { id: number; qq: string | null } | null;
      if (!row) throw notFound('该库存已撤回或不存在');
      await services.data.rows('StockConsult').create({ stockId: id });
      const count = (await consultCounts(services, [id])).get(id) ?? 0;
      ok(ctx, { id, qq: row.qq ?? '', consultCount: count }, '操作成功!');
    },
  });
}

export const publishStockHooks: SectionHooks = {
  beforeCreate: stampCompany,
  decorate: withConsultCounts,
  routes: (table, services, section) => {
    mountConsult(table, services, section);
    mountStockImport(table, services, section);
  },
};
