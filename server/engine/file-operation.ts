/**
 * A declared file read (`runs: file`): the stored upload a field of one row names, found as a generic get finds its
 * row (by `:id`, the grant's row scope, rowWhere and the operation's `where`) or, `by: name`, as the row whose field
 * holds the platform's file `:name` — so a file is served only while a row the caller reaches names it. 企业认证审核's
 * licence, 教学视频's published videos and 站点内容's images.
 */
import type { Services } from '../services';
import { asTenant } from '../context/request-context';
import { notFound } from '../http/envelope';
import { FILE_URL_PREFIX, PLATFORM_FILE_URL_PREFIX } from '../providers/storage/upload-service';

const COMPANY_FILE = /^\/api\/business\/storage\/file\/(\d{1,10})\/([^/]+)$/;

/** The url a row's field holds for the platform's file `name` (a `by: name` read looks the row up by it). */
export const platformFileUrl = (name: string) => `${PLATFORM_FILE_URL_PREFIX}/${name}`;

/**
 * The bytes and type of the upload `url` names: a company's file, opened as that company's (and only when it is the
 * row's own company, `rowTenant`), or one of the platform's; anything else is 404.
 */
export async function openNamedFile(services: Services, url: unknown, rowTenant?: number): Promise<{ data: Buffer; mime: string }> {
  const value = typeof url === 'string' ? url : '';
  const company = COMPANY_FILE.exec(value);
  if (company && value.startsWith(`${FILE_URL_PREFIX}/`)) {
    const tenantId = Number(company[1]);
    if (rowTenant !== undefined && tenantId !== rowTenant) throw notFound('文件不存在');
    return asTenant(tenantId, () => services.files.open(String(tenantId), company[2]));
  }
  if (value.startsWith(`${PLATFORM_FILE_URL_PREFIX}/`)) return services.files.openPlatformFile(value.slice(PLATFORM_FILE_URL_PREFIX.length + 1));
  throw notFound('文件不存在');
}
