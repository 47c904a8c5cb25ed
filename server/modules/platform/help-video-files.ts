/**
 * 教学视频's uploaded files for anyone: a video an operator uploaded (POST /api/platform/storage/video) is played by
 * the public help center from GET /api/help/video/:name while a published video names it (the platform's other
 * files stay behind a session), with byte ranges so the player can seek. The public reads give that address as
 * the video's `url`.
 */
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { HttpError, notFound } from '../../http/envelope';
import { publicReadLimit } from '../../engine/public-read-limit';
import { PLATFORM_FILE_URL_PREFIX } from '../../providers/storage/upload-service';
import { sendStoredFile } from '../storage/send-stored-file';

export const HELP_VIDEO_FILE_PREFIX = '/api/help/video';

/** The reads anyone makes (the public calls): their rows give an uploaded video by its public address. */
const PUBLIC_READS = new Set(['selectList', 'selectListAll', 'searchKeywords']);

/** A video row's address for anyone: its uploaded file at the public route, else its url. */
export function publicVideoRows(rows: Record<string, any>[], operation: string | undefined): void {
  if (!operation || !PUBLIC_READS.has(operation)) return;
  for (const row of rows) {
    const file = typeof row.videoFile === 'string' && row.videoFile.startsWith(`${PLATFORM_FILE_URL_PREFIX}/`) ? row.videoFile.slice(PLATFORM_FILE_URL_PREFIX.length + 1) : undefined;
    if (file) row.url = `${HELP_VIDEO_FILE_PREFIX}/${file}`;
  }
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; undefined for no header, 416 for one that cannot be met. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const unmet = new HttpError(416, '请求的范围无效');
  if (!match || (match[1] === '' && match[2] === '')) throw unmet;
  const start = match[1] === '' ? Math.max(size - Number(match[2]), 0) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start > end || start >= size) throw unmet;
  return { start, end };
}

export function mountHelpVideoFiles(table: RouteTable, services: Services) {
  table.add({
    method: 'GET',
    path: `${HELP_VIDEO_FILE_PREFIX}/:name`,
    object: 'public',
    action: 'read',
    summary: '教学视频的视频文件（已发布的视频，支持 Range）',
    middleware: [publicReadLimit(services)],
    handler: async (ctx) => {
      const name = String(ctx.params.name);
      const shown = await services.data.section('helpVideo').count({ where: { status: 1, videoFile: `${PLATFORM_FILE_URL_PREFIX}/${name}` } });
      if (!shown) throw notFound('文件不存在');
      const file = await services.files.openPlatformFile(name);
      const range = byteRange(ctx.get('Range') || undefined, file.data.length);
      ctx.set('Accept-Ranges', 'bytes');
      if (!range) return sendStoredFile(ctx, file, 'public');
      sendStoredFile(ctx, { ...file, data: file.data.subarray(range.start, range.end + 1) }, 'public');
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.data.length}`);
    },
  });
}
