import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { ok } from '../../http/envelope';
import type { UploadRules } from '../../providers/storage/upload-service';
import { singleFileUpload, uploadedFile } from '../../providers/storage/multipart';
import { ensureScheduleOn } from './schedule-store';

/**
 * Schedule attachments (spec doc 1 §5: jpg, jpeg, png, gif, doc, xls, xlsx, zip, docx, ppt, pptx, pdf), checked by
 * their bytes like every upload. Only this upload accepts office documents and archives; avatars, logos and
 * licences keep their image rules.
 */
export const ATTACHMENT_RULES: UploadRules = {
  kinds: ['jpg', 'png', 'gif', 'pdf', 'docx', 'xlsx', 'pptx', 'zip', 'doc', 'xls', 'ppt'],
  maxBytes: 10 * 1024 * 1024,
  tooBig: '上传附件大小不能超过 10MB!',
  noun: '附件',
};

/** `POST /api/business/plt-schedule/upload` (field `file`; the spec gives no path): `{url, name, size}` for the schedule's `files`. */
export function mountScheduleAttachments(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/business/plt-schedule/upload',
    object: 'session',
    action: 'upload',
    menu: '日程',
    operation: '上传日程附件',
    summary: 'Uploads one schedule attachment (field file, ≤ 10 MB): jpg/jpeg, png, gif, pdf, doc, xls, ppt, docx, xlsx, pptx or zip, recognised by content → {url, name, size}.',
    middleware: [singleFileUpload(ATTACHMENT_RULES)],
    handler: async (ctx) => {
      await ensureScheduleOn(services);
      const file = uploadedFile(ctx);
      const stored = await services.files.store(ctx.state.actor as Actor, file.buffer, file.originalname, ATTACHMENT_RULES);
      ok(ctx, { url: stored.url, name: file.originalname, size: stored.size }, '上传成功!');
    },
  });
}
