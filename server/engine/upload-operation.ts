/**
 * A declared upload (`runs: upload`): one multipart file for a section's forms, checked by the operation's `upload`
 * rules while it streams in and by its bytes, stored under the caller's company (an operator's under the platform)
 * and answered as `{url, name, size}`. 日程's attachments (plt-schedule/upload).
 */
import type { Context, Middleware } from 'koa';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';
import { ok } from '../http/envelope';
import { singleFileUpload, uploadedFile } from '../providers/storage/multipart';
import type { UploadRules } from '../providers/storage/upload-service';
import type { SectionHooks } from './section-hooks';
import type { OperationSpec, SectionSpec } from './section-types';

/** The operation's rules as the storage provider takes them. */
export function uploadRulesOf(spec: OperationSpec): UploadRules {
  if (!spec.upload) throw new Error('an operation that runs upload declares its "upload" rules');
  return spec.upload;
}

/** The upload rules of a section's operation by name (e.g. to check a form's attachments were of those kinds). */
export function declaredUploadRules(section: SectionSpec, operation: string): UploadRules {
  const spec = section.api.operations?.[operation];
  if (!spec || spec.runs !== 'upload') throw new Error(`section ${section.id}: no upload operation "${operation}"`);
  return uploadRulesOf(spec);
}

/** The multipart reading that goes before the handler (after the route's guard). */
export const uploadMiddleware = (spec: OperationSpec): Middleware => singleFileUpload(uploadRulesOf(spec));

export function uploadHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec) {
  const rules = uploadRulesOf(spec);
  return async (ctx: Context) => {
    await hooks.beforeUpload?.({ ctx, services, section, operation: name });
    const file = uploadedFile(ctx);
    const stored = await services.files.store(ctx.state.actor as Actor, file.buffer, file.originalname, rules);
    ok(ctx, { url: stored.url, name: file.originalname, size: stored.size }, spec.success ?? '上传成功!');
  };
}
