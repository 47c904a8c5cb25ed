import { api } from '@/services/request';

/**
 * 库存共享中心 calls (server: schemas/inventory/publishStock.json, server/modules/business/publish-stock.ts).
 * selectPage reads the published stock of every company; myPage/create/update/delete are the company's own rows;
 * withdraw is an update to status 0; consult records a QQ consult click; import takes the xlsx template.
 */
export const STOCK_BASE = '/api/business/plt-publishStock';

export interface StockRecord {
  id: number;
  brandName: string;
  goodsName: string;
  series?: string | null;
  specModel: string;
  itemNo: string;
  /** Yuan (the server keeps fen). */
  retailPrice?: number | null;
  availableQty: number;
  qq?: string | null;
  /** 1 已发布, 0 已撤回. */
  status: number;
  companyName?: string;
  consultCount?: number;
  updTime: string;
}

export interface StockPage {
  records: StockRecord[];
  total: number;
  /** The whole result's sums (the summary row). */
  totals?: { availableQty: number };
}

export interface StockQuery {
  page: number;
  limit: number;
  goodsInfo?: string;
  specModel?: string;
  itemNo?: string;
  /** Batch search: order numbers, one per line. */
  itemNoList?: string;
}

export interface ImportError {
  row: number;
  field: string | null;
  message: string;
}

export const searchStock = (query: StockQuery) => api.get<StockPage>(`${STOCK_BASE}/selectPage`, { ...query });
export const myStock = (page: number, limit: number) => api.get<StockPage>(`${STOCK_BASE}/myPage`, { page, limit });
export const createStock = (values: Partial<StockRecord>) => api.post<StockRecord>(`${STOCK_BASE}/create`, values);
export const updateStock = (id: number, values: Partial<StockRecord>) => api.put<StockRecord>(`${STOCK_BASE}/update/${id}`, values);
export const deleteStock = (id: number) => api.delete(`${STOCK_BASE}/delete/${id}`);
export const consultStock = (id: number) => api.get<{ id: number; qq: string; consultCount: number }>(`${STOCK_BASE}/consult`, { id }, { quiet: true });

/** Uploads a filled template; a refused file answers its row errors (`data.errors`), shown by the caller. */
export async function importStock(file: File): Promise<{ count: number }> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<{ count: number }>(`${STOCK_BASE}/import`, body, { quiet: true })).data;
}

export const TEMPLATE_URL = `${STOCK_BASE}/importTemplate`;
