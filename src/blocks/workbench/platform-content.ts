import { api } from '@/services/request';

/**
 * What every company reads of the platform's own content (server: schemas/platform/proclamation.json and
 * updateRelease.json, `readBy: companies`): announcements for the ticker and the 通知公告 tab, update records.
 */
export interface Page<T> {
  records: T[];
  total: number;
}

/** 平台公告: type 0 产品更新, 1 产品发布, 2 福利. */
export interface PlatformNotice {
  id: number;
  title: string;
  type: number;
  content: string;
  publishTime: string;
}

export const NOTICE_TYPES = [
  { label: '产品更新', value: 0, color: 'blue' },
  { label: '产品发布', value: 1, color: 'green' },
  { label: '福利', value: 2, color: 'orange' },
];

export const noticeType = (value: number) => NOTICE_TYPES.find((type) => type.value === value);

export interface UpdateRecord {
  id: number;
  title: string;
  content: string;
  crtTime: string;
  preId?: number | null;
  nextId?: number | null;
}

/** The ticker's announcements: the newest published ones. */
export const findNotices = () => api.get<Page<PlatformNotice>>('/api/business/plt-proclamation/findNotice', { page: 1, limit: 10 }, { quiet: true });

/** The 通知公告 tab: published announcements by page, with the type filter and a title search. */
export const listNotices = (params: { page: number; limit: number; type?: number; title?: string }) =>
  api.get<Page<PlatformNotice>>('/api/business/plt-proclamation/list', params, { quiet: true });

/** Update records, 5 a page on the workbench (spec doc 1 §9). */
export const listUpdateRecords = (page: number, limit = 5) => api.get<Page<UpdateRecord>>('/api/business/updateRelease/selectByPage', { page, limit }, { quiet: true });

/** One update record with its neighbours (preId, nextId). */
export const getUpdateRecord = (id: string | number) => api.get<UpdateRecord>(`/api/business/updateRelease/${encodeURIComponent(String(id))}`, undefined, { quiet: true });

/** Why a call failed, as the spec appends it to its message ('获取更新记录失败!' plus error). */
export const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : '');
