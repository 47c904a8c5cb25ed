import webTemplate from '../../../schemas/commerce/resources/web-template.json';
import { api } from '@/services/request';

/** The gallery's choices come from the resource's own field definitions (schemas/commerce/resources/web-template.json). */
const options = (field: { enum: (string | number)[]; enumNames: string[] }) => field.enum.map((value, i) => ({ value, label: field.enumNames[i] }));
export const TYPE_OPTIONS = options(webTemplate.fields.type) as { value: number; label: string }[];
export const COLOR_OPTIONS = options(webTemplate.fields.color) as { value: string; label: string }[];
/** What a template supports (the comma list of `support`; spec doc 2 §3: mobile, mini-program, online edit). */
export const SUPPORT_OPTIONS = options(webTemplate.fields.support) as { value: string; label: string }[];
export const COLOR_SWATCH: Record<string, string> = { red: '#f5222d', orange: '#fa8c16', blue: '#1677ff', black: '#262626', grey: '#bfbfbf', green: '#52c41a' };

export const PAGE_SIZE = 6;

export interface WebTemplate {
  id: number;
  name: string;
  type: number;
  color: string | null;
  support: string | null;
  price: number;
  cover: string | null;
  content: string | null;
  description: string | null;
}

export interface TemplateQuery {
  name?: string;
  type?: number;
  color?: string;
  support?: string;
  page: number;
  limit: number;
}

export const typeLabel = (type: number) => TYPE_OPTIONS.find((o) => o.value === type)?.label ?? '';
export const colorLabel = (color: string | null) => COLOR_OPTIONS.find((o) => o.value === color)?.label ?? '';
export const supportLabels = (support: string | null) =>
  (support ?? '')
    .split(',')
    .filter(Boolean)
    .map((value) => SUPPORT_OPTIONS.find((o) => o.value === value)?.label ?? value);

export const listTemplates = (query: TemplateQuery) => api.get<{ records: WebTemplate[]; total: number }>('/api/business/plt-web-template/list', query as any, { quiet: true });
export const templateDetail = (id: number) => api.get<WebTemplate>(`/api/business/plt-web-template/select/${id}`, undefined, { quiet: true });
/** Bought: the template's link; not bought: a non-success answer (the prompt to buy). */
export const purchaseStatus = (id: number) => api.get<{ link: string }>(`/api/business/plt-web-template-log/select/${id}`, undefined, { quiet: true });
/** spec doc 2 §7: password, cid, type=2, amount (path not in the spec). */
export const buyTemplate = (body: { password: string; cid: number; type: 2; amount: number }) => api.post('/api/business/plt-web-template-log/buy', body, { quiet: true });
