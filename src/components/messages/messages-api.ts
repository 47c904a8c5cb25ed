import { api } from '@/services/request';

/** The calls of the message panel (spec doc 1 §7 Messages; the server's server/modules/messages/message-routes.ts). */
const BASE = '/api/business/plt-message';

/** spec doc 1 §3 Message: classify 0 to-do, 1 reminder; status 0 unread. */
export interface MessageItem {
  id: number;
  classify: 0 | 1;
  type: string;
  title?: string | null;
  content: string;
  status: 0 | 1;
  crtTime: string;
  readTime?: string | null;
}

export interface TaskCount {
  taskCount: number;
  remindCount: number;
  total: number;
}

export const CLASSIFY_LABELS = ['待办', '提醒'] as const;

/** Errors are shown by the panel with the spec's own texts, not the client's generic toast. */
const quiet = { quiet: true };

export const fetchTaskCount = () => api.get<TaskCount>(`${BASE}/selectTaskCount`, undefined, quiet).then((res) => res.data);

export const fetchMessages = (read: boolean, params: { page: number; limit: number; classify: number[] }) =>
  api.get<{ records: MessageItem[]; total: number }>(`${BASE}/${read ? 'pageRead' : 'page'}`, params, quiet).then((res) => res.data);

export const markRead = (id: number) => api.put<MessageItem>(`${BASE}/mark/${id}`, undefined, quiet);

export const markAllRead = (classify: number[]) => api.put<{ count: number }>(`${BASE}/markAll`, { classify }, quiet);
