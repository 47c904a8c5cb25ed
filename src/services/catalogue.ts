import { api } from './request';

/** One package of a catalogue item (spec doc 1 §3): quantity, unit and price in yuan. */
export interface CataloguePackage {
  id: number;
  qty: number;
  unit: string;
  price: number;
}

/** The company's subscription to an app, as 应用管理 shows it. */
export interface CatalogueSubscription {
  /** 2 in use, 3 expired, 4 disabled (APP_STATUS_TEXT). */
  status: number;
  /** The app's address, for entering it. */
  hrefUrl?: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** A catalogue item, app (kind 0) or service (kind 1), as the application centre lists it. */
export interface CatalogueItem {
  id: number;
  code: string;
  name: string;
  kind: number;
  serverType: number | null;
  counter: string | null;
  logo: string | null;
  describe: string | null;
  introduce: string | null;
  cover: string | null;
  present: string | null;
  userCount: number;
  helpCount: number;
  price: number | null;
  voList?: CataloguePackage[];
  subscription?: CatalogueSubscription | null;
}

export type ServiceGroups = Record<'serverListO' | 'serverListT' | 'serverListR' | 'serverListF', CatalogueItem[]>;

/** Service types (spec doc 2 §3) in the order the application centre shows them, with the key findAll answers. */
export const SERVICE_GROUPS: { key: keyof ServiceGroups; title: string }[] = [
  { key: 'serverListO', title: '增值服务' },
  { key: 'serverListT', title: '资源包服务' },
  { key: 'serverListR', title: '系统运维服务' },
  { key: 'serverListF', title: '硬件服务' },
];

/** A subscription the company's members may enter. */
export const APP_STATUS_IN_USE = 2;

export const APP_STATUS_TEXT: Record<number, { text: string; color: string }> = {
  2: { text: '使用中', color: 'green' },
  3: { text: '已过期', color: 'orange' },
  4: { text: '已停用', color: 'default' },
};

export const listApps = () => api.get<CatalogueItem[]>('/api/business/plt-application/massage', undefined, { quiet: true });
export const listServices = () => api.get<ServiceGroups>('/api/business/plt-server/findAll', undefined, { quiet: true });
export const catalogueDetail = (id: number) => api.get<CatalogueItem>(`/api/business/plt-server/select/${id}`, undefined, { quiet: true });
export const catalogueItem = (id: number) => api.get<CatalogueItem>(`/api/business/server-company/selectByUseId/${id}`, undefined, { quiet: true });
export const applyTrial = (id: number) => api.post<CatalogueSubscription>('/api/business/plt-application/applyTrial', { id }, { quiet: true });

/** What the detail page carries in `data` (spec doc 1 §2: the selected item serialised); packages are fetched by id. */
export function serialiseItem(item: CatalogueItem): string {
  const { voList, subscription, ...rest } = item;
  return JSON.stringify(rest);
}

export function parseItem(text: string | null): CatalogueItem | undefined {
  if (!text) return undefined;
  try {
    const item = JSON.parse(text);
    return item && typeof item === 'object' && Number.isInteger(item.id) && typeof item.name === 'string' ? item : undefined;
  } catch {
    return undefined;
  }
}

/** The detail page of an item: applicationIndex 0 app, 1 service. */
export const detailUrl = (item: CatalogueItem) =>
  `/merchantApplicationDeail?${new URLSearchParams({ applicationIndex: String(item.kind === 1 ? 1 : 0), data: serialiseItem(item) })}`;

/** spec doc 1 §2: the website-building app opens the template download gallery instead of a trial or a purchase. */
export const isWebsiteBuilder = (item: Pick<CatalogueItem, 'code' | 'name'>) => item.code === 'MSA1010' || item.name === '企业网站' || item.name === '企业建站';
export const TEMPLATE_GALLERY_URL = `/selectedCondition?${new URLSearchParams({ conent: '模板下载' })}`;

/** The purchase flow of a service (built beside this page): applicationIndex 1 and the item serialised. */
export const purchaseUrl = (item: CatalogueItem) => `/sellApplication?${new URLSearchParams({ applicationIndex: '1', data: serialiseItem(item) })}`;

/** "低至 0.039 元/条" for a counted service (per unit of its cheapest-per-unit pack), else "¥45.00 起". */
export function priceText(item: CatalogueItem): string {
  const packs = item.voList ?? [];
  if (!packs.length || item.price === null) return '暂无报价';
  if (item.counter) {
    const best = packs.reduce((a, b) => (b.price / b.qty < a.price / a.qty ? b : a));
    return `低至 ${Number((best.price / best.qty).toFixed(4))} 元/${best.unit}`;
  }
  return `¥${item.price.toFixed(2)} 起`;
}
