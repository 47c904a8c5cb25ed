import { api } from '@/services/request';

/** One of the company's apps (GET /api/business/plt-application/list). `id` is the subscription id. */
export interface CompanyApp {
  id: number;
  appId: number;
  code: string;
  appName: string;
  logo?: string;
  describe?: string;
  status: number;
  startTime?: string | null;
  endTime?: string | null;
  expireDate?: string | null;
  useQty: number;
  seats: number;
}

/** A catalogue entry (GET /api/business/plt-server/select/{id}). */
export interface CatalogueItem {
  id: number;
  code: string;
  name: string;
  logo?: string;
  describe?: string;
  introduce?: string;
  cover?: string;
  present?: string;
  userCount: number;
  helpCount: number;
  subscription: CompanyApp | null;
}

export const applicationApi = {
  list: (page: number, limit: number) => api.get<{ records: CompanyApp[]; total: number }>('/api/business/plt-application/list', { selectType: 0, page, limit }),
  detail: (appId: number) => api.get<CatalogueItem>(`/api/business/plt-server/select/${appId}`),
  setStatus: (id: number, status: number) => api.post('/api/business/plt-application/update', { id, status }),
  /** Enter an app (spec doc 1 §7): the URL to open; otherwise the server's message as a warning. */
  enter: (name: string) => api.get<string>('/api/business/plt-user/beforeLogin', { name, type: 0 }, { quiet: true }),
};

export const STATUS: Record<number, { text: string; color: string }> = {
  2: { text: '使用中', color: 'success' },
  3: { text: '已过期', color: 'warning' },
  4: { text: '已停用', color: 'default' },
};
