import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { IMAGE_RULES, FILE_URL_PREFIX, type UploadRules } from '../../providers/storage/upload-service';
import type { FileKind } from '../../providers/storage/file-kinds';
import { singleFileUpload, uploadedFile } from '../../providers/storage/multipart';
import { sendStoredFile } from '../../providers/storage/send-stored-file';

/**
 * File upload (spec doc 2 §7 `POST storage/create`, reply `data.url`) and the stored files themselves.
 * Files are served to members of the uploading company only: the token comes from the header or from
 * the `Authorization` cookie the web client sets, so `<img src>` works without extra parameters.
 */
/** The kinds an image field may declare (`accept`); an upload names the field's with `?accept=jpg,png,gif`. */
const ACCEPTABLE_IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'gif'];

/** The upload's rules: jpg and png, or the kinds `accept` names (each one an image field may declare). */
function imageRulesOf(accept: unknown): UploadRules {
  if (accept === undefined || accept === '') return IMAGE_RULES;
  const kinds = typeof accept === 'string' ? accept.split(',').map((kind) => kind.trim()) : [];
  if (!kinds.length || kinds.some((kind) => !ACCEPTABLE_IMAGE_KINDS.includes(kind as FileKind))) throw badRequest('图片格式参数不正确', ['accept']);
  return { ...IMAGE_RULES, kinds: [...new Set(kinds)] as FileKind[] };
}

/** One image from a multipart form (`file`), checked and stored under the caller's company (operators: the platform). */
export const imageUpload = (services: Services) => async (ctx: Context) => {
  const rules = imageRulesOf(ctx.query.accept);
  const file = uploadedFile(ctx);
  const stored = await services.files.store(ctx.state.actor as Actor, file.buffer, file.originalname, rules);
  ok(ctx, { url: stored.url, name: file.originalname, size: stored.size }, '上传成功!');
};

export function mountStorage(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/business/storage/create',
    object: 'session',
    action: 'upload',
    menu: '文件上传',
    operation: '上传图片',
    middleware: [singleFileUpload(IMAGE_RULES)],
    handler: imageUpload(services),
  });

  table.add({
    method: 'GET',
    path: `${FILE_URL_PREFIX}/:tenantId/:name`,
    object: 'session',
    action: 'read',
    handler: async (ctx) => {
      sendStoredFile(ctx, await services.files.open(String(ctx.params.tenantId), String(ctx.params.name)));
    },
  });
}
