import { answer, apiClient, type AnswerData } from '@/services/api-client';

/**
 * The calls of the message panel (spec doc 1 §7 Messages), every one a declared operation of section message
 * (schemas/messages/message.json: the counts are summaries, the pages generic lists, the marks transitions), typed
 * from the OpenAPI document.
 */
type PageRecord = AnswerData<'/api/business/plt-message/page', 'get'>['records'][number];
/** A message as the pages answer it (spec doc 1 §3 Message: classify 0 to-do, 1 reminder; status 0 unread): every field is sent. */
export type MessageItem = Required<Pick<PageRecord, 'id' | 'classify' | 'type' | 'content' | 'status' | 'crtTime'>> & Pick<PageRecord, 'title' | 'readTime' | 'refType' | 'refId'>;

/** The caller's unread to-dos, reminders and both: every measure of the summary is answered. */
export type TaskCount = Required<AnswerData<'/api/business/plt-message/selectTaskCount', 'get'>>;

export const CLASSIFY_LABELS = ['待办', '提醒'] as const;

/** Errors are shown by the panel with the spec's own texts, not the client's generic toast. */
const quiet = { quiet: true };

export const fetchTaskCount = async () => (await answer(apiClient.GET('/api/business/plt-message/selectTaskCount'), quiet)).data as TaskCount;

export async function fetchMessages(read: boolean, params: { page: number; limit: number; classify: number[] }): Promise<{ records: MessageItem[]; total: number }> {
  const query = { page: params.page, limit: params.limit, classify: params.classify.join(',') };
  const { data } = read
    ? await answer(apiClient.GET('/api/business/plt-message/pageRead', { params: { query } }), quiet)
    : await answer(apiClient.GET('/api/business/plt-message/page', { params: { query } }), quiet);
  return data as { records: MessageItem[]; total: number };
}

export const markRead = (id: number) => answer(apiClient.PUT('/api/business/plt-message/mark/{id}', { params: { path: { id } } }), quiet);

export const markAllRead = (classify: number[]) => answer(apiClient.PUT('/api/business/plt-message/markAll', { params: { query: { classify: classify.join(',') } } }), quiet);
