/**
 * The endpoints of the engine's `image` and `file` field types, which no one section owns: the upload an image
 * field's form sends its file to (`POST /api/business/storage/create` for a company's members,
 * `POST /api/platform/storage/create` for operators; jpg and png, or the kinds the field `accept`s, named by
 * `?accept=jpg,png,gif`), answered `{url, name, size}`, and the addresses those urls are: a company's files to its
 * own members only, the platform's to operators and, under /api/business/, to every company's members (a website
 * template's cover and previews). The token comes from the header or from the `Authorization` cookie the web client
 * sets, so `<img src>` works without extra parameters. A section's own uploads and files are its declared operations
 * (`runs: upload`, `runs: file`).
 */
import type { Context } from 'koa';
import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import type { Actor } from '../context/request-context';
import { badRequest, ok } from '../http/envelope';
import { FILE_URL_PREFIX, IMAGE_RULES, PLATFORM_FILE_FOR_COMPANIES_PREFIX, PLATFORM_FILE_URL_PREFIX, type UploadRules } from '../providers/storage/upload-service';
import type { FileKind } from '../providers/storage/file-kinds';
import { singleFileUpload, uploadedFile } from '../providers/storage/multipart';
import { sendStoredFile } from '../providers/storage/send-stored-file';
import { PLATFORM_API } from '../permissions/platform-domain';

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
const imageUpload = (services: Services) => async (ctx: Context) => {
  const rules = imageRulesOf(ctx.query.accept);
  const file = uploadedFile(ctx);
  const stored = await services.files.store(ctx.state.actor as Actor, file.buffer, file.originalname, rules);
  ok(ctx, { url: stored.url, name: file.originalname, size: stored.size }, '上传成功!');
};

export function mountFileRoutes(table: RouteTable, services: Services) {
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
    method: 'POST',
    path: `${PLATFORM_API}storage/create`,
    object: 'session',
    action: 'upload',
    summary: '平台运营人员上传图片（网站模板封面、预览图）',
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
  for (const [path, summary] of [
    [PLATFORM_FILE_URL_PREFIX, '平台发布的图片（运营人员读取）'],
    [PLATFORM_FILE_FOR_COMPANIES_PREFIX, '平台发布的图片（企业成员读取，如网站模板的封面和预览图）'],
  ]) {
    table.add({
      method: 'GET',
      path: `${path}/:name`,
      object: 'session',
      action: 'read',
      summary,
      handler: async (ctx) => {
        sendStoredFile(ctx, await services.files.openPlatformFile(String(ctx.params.name)));
      },
    });
  }
}
