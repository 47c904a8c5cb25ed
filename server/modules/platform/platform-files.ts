import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { IMAGE_RULES, PLATFORM_FILE_FOR_COMPANIES_PREFIX, PLATFORM_FILE_URL_PREFIX } from '../../providers/storage/upload-service';
import { singleFileUpload } from '../../providers/storage/multipart';
import { imageUpload } from '../storage/storage-routes';
import { PLATFORM_API } from '../../permissions/platform-domain';
import { sendStoredFile } from '../../providers/storage/send-stored-file';

/**
 * The platform's published images: an operator uploads (the counterpart of a company's storage/create, same checks
 * and answer) and reads them under /api/platform/; every company's members read the same files under
 * /api/business/ (a website template's cover and previews; the companies' reads of a template name that url).
 * An image field of a platform section takes the platform's urls only. 教学视频's videos are that section's declared
 * upload (POST /api/platform/storage/video, `runs: upload`).
 */
export function mountPlatformFiles(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: `${PLATFORM_API}storage/create`,
    object: 'session',
    action: 'upload',
    summary: '平台运营人员上传图片（网站模板封面、预览图）',
    middleware: [singleFileUpload(IMAGE_RULES)],
    handler: imageUpload(services),
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
