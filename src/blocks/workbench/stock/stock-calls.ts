import { api } from '@/services/request';
import { answer, apiClient, type AnswerData } from '@/services/api-client';
import type { components, paths } from '@/shared/api-types.generated';

/**
 * The stock centre block's calls (server: schemas/inventory/publishStock.json,
 * server/modules/business/publish-stock.ts), typed from the OpenAPI document (`npm run api:types`). selectPage reads the published stock of every company;
 * myPage/create/update/delete are the company's own rows; withdraw is an update to status 0; consult records a QQ
 * consult click; import takes the xlsx template.
 */
export const STOCK_BASE = '/api/business/plt-publishStock';

type Stock = paths['/api/business/plt-publishStock/selectPage']['get'];
type SelectPageQuery = NonNullable<Stock['parameters']['query']>;
type ImportRefusal = paths['/api/business/plt-publishStock/import']['post']['responses'][400]['content']['application/json']['data'];

/** A row as answered (price in yuan; the server keeps fen). */
export type StockRecord = components['schemas']['publishStockRecord'];
/** What a new row is written with (update takes the same fields). */
export type StockInput = components['schemas']['publishStockCreate'];
/** A page of rows; selectPage adds the whole result's sums (the summary row). */
export type StockPage = AnswerData<'/api/business/plt-publishStock/selectPage', 'get'>;
/** The stock center's query: the page it shows is always named. */
export type StockQuery = SelectPageQuery & Required<Pick<SelectPageQuery, 'page' | 'limit'>>;
/** A bad row of a refused import. */
export type ImportError = Extract<ImportRefusal, { errors: unknown }>['errors'][number];

export const searchStock = (query: StockQuery) => answer(apiClient.GET('/api/business/plt-publishStock/selectPage', { params: { query } }));
export const myStock = (page: number, limit: number) => answer(apiClient.GET('/api/business/plt-publishStock/myPage', { params: { query: { page, limit } } }));
export const createStock = (values: StockInput) => answer(apiClient.POST('/api/business/plt-publishStock/create', { body: values }));
export const updateStock = (id: number, values: components['schemas']['publishStockUpdate']) =>
  answer(apiClient.PUT('/api/business/plt-publishStock/update/{id}', { params: { path: { id } }, body: values }));
// The path takes one id or several (`1,2,3`).
export const deleteStock = (id: number) => answer(apiClient.DELETE('/api/business/plt-publishStock/delete/{id}', { params: { path: { id: String(id) } } }));
export const consultStock = (id: number) => answer(apiClient.GET('/api/business/plt-publishStock/consult', { params: { query: { id } } }), { quiet: true });

/** Uploads a filled template (multipart, through `api`); a refused file answers its row errors (`data.errors`), shown by the caller. */
export async function importStock(file: File) {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<AnswerData<'/api/business/plt-publishStock/import', 'post'>>(`${STOCK_BASE}/import`, body, { quiet: true })).data;
}

export const TEMPLATE_URL = `${STOCK_BASE}/importTemplate`;
