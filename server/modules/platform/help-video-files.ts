/**
 * 教学视频's uploaded files for anyone: a video an operator uploaded (POST /api/platform/storage/video) is played by
 * the public help center from GET /api/help/video/:name while a published video names it (the section's declared
 * file read `videoFile`; the platform's other files stay behind a session). The public reads give that address as
 * the video's `url`.
 */
import { PLATFORM_FILE_URL_PREFIX } from '../../providers/storage/upload-service';

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
