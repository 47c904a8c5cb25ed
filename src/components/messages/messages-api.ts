import { api } from '@/services/request';
import { answer, apiClient, type AnswerData } from '@/services/api-client';

/**
 * The calls of the message panel (spec doc 1 §7 Messages). The unread and read pages are section message's generic
 * lists (schemas/messages/message.json), typed from the OpenAPI document; the counts and marks are the module's routes
 * (server/modules/messages/message-routes.ts).
 */
const BASE = '/api/business/plt-message';

type PageRecord = AnswerData<'/api/business/plt-message/page', 'get'>['records'][number];
/** A message as the pages answer it (spec doc 1 §3 Message: classify 0 to-do, 1 reminder; status 0 unread): every field is sent. */
export type MessageItem = Required<Pick<PageRecord, 'id' | 'classify' | 'type' | 'content' | 'status' | 'crtTime'>> & Pick<PageRecord, 'title' | 'readTime'>;

export interface TaskCount {
  taskCount: number;
  remindCount: number;
  total: number;
}

export const CLASSIFY_LABELS = ['待办', '提醒'] as const;

/** Errors are shown by the panel with the spec's own texts, not the client's generic toast. */
const quiet = { quiet: true };

export const fetchTaskCount = () => api.get<TaskCount>(`${BASE}/selectTaskCount`, undefined, quiet).then((res) => res.data);

export async function fetchMessages(read: boolean, params: { page: number; limit: number; classify: number[] }): Promise<{ records: MessageItem[]; total: number }> {
  const query = { page: params.page, limit: params.limit, classify: params.classify.join(',') };
  const { data } = read
    ? await answer(apiClient.GET('/api/business/plt-message/pageRead', { params: { query } }), quiet)
    : await answer(apiClient.GET('/api/business/plt-message/page', { params: { query } }), quiet);
  return data as { records: MessageItem[]; total: number };
}

export const markRead = (id: number) => api.put<MessageItem>(`${BASE}/mark/${id}`, undefined, quiet);

export const markAllRead = (classify: number[]) => api.put<{ count: number }>(`${BASE}/markAll`, { classify }, quiet);
