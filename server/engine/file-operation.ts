/**
 * A declared file read (`runs: file`): the stored upload a field of one row names, found as a generic get finds its
 * row (by `:id`, the grant's row scope, rowWhere and the operation's `where`) or, `by: name`, as the row whose field
 * holds the platform's file `:name` — so a file is served only while a row the caller reaches names it. 企业认证审核's
 * licence, 教学视频's published videos and 站点内容's images.
 */
import type { Context } from 'koa';
import { Op, type WhereOptions } from 'sequelize';
import type { Services } from '../services';
import { notFound } from '../http/envelope';
import { PLATFORM_FILE_URL_PREFIX } from '../providers/storage/upload-service';
import { sendStoredFile } from '../providers/storage/send-stored-file';
import type { OperationSpec } from './section-types';

/** How the generic operations find a row: by the request's id, and the caller's scope of the file read. */
export interface FileRowReads {
  findOwn: (ctx: Context) => Promise<any>;
  findOne: (where: WhereOptions) => Promise<any>;
  scoped: (ctx: Context) => Promise<WhereOptions>;
}

export function fileHandler(services: Services, sectionId: string, spec: OperationSpec | undefined, reads: FileRowReads) {
  return async (ctx: Context) => {
    const declared = spec?.file;
    if (!declared) throw new Error(`section ${sectionId}: a file operation declares its "file"`);
    let row;
    if (declared.by === 'name') {
      const named = { [declared.field]: `${PLATFORM_FILE_URL_PREFIX}/${String(ctx.params.name ?? '')}` };
      row = await reads.findOne({ [Op.and]: [named, await reads.scoped(ctx)] });
      if (!row) throw notFound('文件不存在');
    } else {
      row = await reads.findOwn(ctx);
    }
    // A company's file is served only from a row of that company (a platform row has none).
    const tenant = Number(row.get('tenantId')) || undefined;
    sendStoredFile(ctx, await services.files.openUrl(row.get(declared.field), tenant), spec.readBy === 'anyone' ? 'public' : 'private');
  };
}
