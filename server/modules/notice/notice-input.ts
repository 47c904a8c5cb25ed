import type { Services } from '../../services';
import type { FieldSpec } from '../../engine/section-types';
import { compileValidator } from '../../engine/validator';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { positiveInteger } from '../../engine/paging';
import { currentMembers } from '../admin/person-ids';

/**
 * The create-notice form (spec doc 1 §5 Notice create): title, code, type (a category of 通知公告设置), display-until
 * date (not before yesterday), release time (optional, now by default), visible scope (member ids, as user/selectPage shows them), body
 * (rich text, sanitised). Checked in the dialog's order, so the first message is the first empty field's.
 */
const head: Record<string, FieldSpec> = {
  title: { type: 'string', title: '标题', minLength: 1, maxLength: 100, trim: true, messages: { required: '请输入标题', minLength: '请输入标题', maxLength: '标题不能超过100个字符' } },
  code: { type: 'string', title: '编号', maxLength: 50, trim: true, messages: { maxLength: '编号不能超过50个字符' } },
  type: { type: 'integer', title: '类型', minimum: 1, messages: { required: '请选择类型', type: '请选择类型', minimum: '请选择类型' } },
  openDate: { type: 'date', title: '公示期截止日', messages: { required: '请选择公示期截止日', type: '请选择公示期截止日', pattern: '请选择公示期截止日' } },
  releaseTime: { type: 'datetime', title: '发布时间', messages: { type: '发布时间格式不正确', pattern: '发布时间格式不正确' } },
} as Record<string, FieldSpec>;

const body: Record<string, FieldSpec> = {
  text: { type: 'text', title: '正文', format: 'html', minLength: 1, maxLength: 200000, messages: { required: '请输入正文', minLength: '请输入正文', maxLength: '正文内容过长' } },
} as Record<string, FieldSpec>;

const checkHead = compileValidator({ fields: head, required: ['title', 'type', 'openDate'] });
const checkBody = compileValidator({ fields: body, required: ['text'] });

/** Today's date in Shanghai, moved by `days`: YYYY-MM-DD. */
export function shanghaiDate(days = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
}

/** The visible scope as member ids: `voList` ([{id}] or ids, the spec's name) or `userIds`. */
function scopeIds(input: Record<string, unknown>): number[] | undefined {
  const raw = input.voList ?? input.userIds;
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
  if (!list) return undefined;
  const ids = list.map((item) => positiveInteger(item && typeof item === 'object' ? (item as any).id : item));
  if (ids.some((id) => id === undefined)) return undefined;
  return [...new Set(ids as number[])];
}

export interface NoticeInput {
  title: string;
  code?: string;
  type: number;
  openDate: string;
  releaseTime?: Date;
  text: string;
  scope: number[];
}

/** Validates the body; 400 with the first message in the dialog's order. */
export function readNoticeInput(raw: unknown): NoticeInput {
  const input = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const values = checkHead(input);
  if (values.openDate < shanghaiDate(-1)) throw badRequest('公示期截止日不能早于昨天', ['openDate']);
  const scope = scopeIds(input);
  if (scope === undefined) throw badRequest('可见范围格式不正确', ['voList']);
  if (!scope.length) throw badRequest('请选择可见范围', ['voList']);
  if (scope.length > 1000) throw badRequest('可见范围最多选择1000人', ['voList']);
  const { text } = checkBody(input);
  return { title: values.title, code: values.code || undefined, type: values.type, openDate: values.openDate, releaseTime: values.releaseTime, text, scope };
}

/** The category (of the caller's company, enabled): 404 when it is no category of the company, 409 when disabled. */
export async function readCategory(services: Services, id: number) {
  const row = (await services.data.section('noticeSetting').findById(id, { raw: true })) as any;
  if (!row) throw notFound('通知公告分类不存在');
  if (row.status !== 1) throw conflict('该通知公告分类已禁用，请选择其他类型');
  return row as { id: number; noticeType: string; needApproval: number };
}

/** The scope's members (current members of the caller's company, by member id): any other id is 404. */
export async function readScopeMembers(services: Services, memberIds: number[]) {
  return currentMembers(services, memberIds, '可见范围中的人员不存在');
}
