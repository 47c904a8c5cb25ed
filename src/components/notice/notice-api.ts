import { Modal, message } from 'antd';
import { api } from '@/services/request';
import type { ListQuery, Page, Person } from '@/widgets/PersonPicker';

/** 通知公告 (server/modules/notice/): the member's calls the workbench's 最新公告 makes. */
const BASE = '/api/business/plt-user-notice';


export interface Notice {
  id: number;
  title: string;
  code: string | null;
  type: number;
  typeName: string;
  editId: number;
  editName: string;
  departName: string | null;
  openDate: string;
  releaseTime: string;
  text: string;
  status: number;
  reason?: string | null;
  crtTime: string;
  voList: Person[];
}

/** spec doc 1 §3: 1 issued, 2 in approval, 3 awaiting issue, 4 rejected. */
export const STATUS = { 1: { text: '已发布', color: 'green' }, 2: { text: '审批中', color: 'blue' }, 3: { text: '待发布', color: 'orange' }, 4: { text: '已驳回', color: 'red' } } as Record<number, { text: string; color: string }>;

export const listNotices = (query: ListQuery) => api.get<Page<Notice>>(`${BASE}/list`, query, { quiet: true });
export const deleteNotice = (id: number) => api.delete(`${BASE}/delete`, { id }, { quiet: true });

export const reason = (error: unknown) => (error instanceof Error ? error.message : '');

/** Delete after the spec's confirm (`此操作将永久删除, 是否继续?`) and its messages; `onDone` after a delete. */
export const confirmDeleteNotice = (notice: Notice, onDone: () => void) =>
  Modal.confirm({
    title: '提示',
    content: '此操作将永久删除, 是否继续?',
    okText: '确定',
    cancelText: '取消',
    onOk: () =>
      deleteNotice(notice.id)
        .then(() => {
          message.success('删除通知公告成功!');
          onDone();
        })
        .catch((error) => message.error(`删除通知公告失败!${reason(error)}`)),
  });
