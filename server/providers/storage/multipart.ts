/**
 * The multipart reading of an upload route: one file into memory, refused past its size limit while it streams
 * in, with multer's errors as Chinese 400s.
 */
import multer from '@koa/multer';
import type { Context, Middleware } from 'koa';
import { badRequest } from '../../http/envelope';
import type { UploadRules } from './upload-service';

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

const ONE_FILE = '一次只能上传一个文件';

/** Multer's refusals in the spec's language. */
function translate(error: any, field: string, rules: UploadRules): Error {
  switch (error?.code) {
    case 'LIMIT_FILE_SIZE':
      return badRequest(rules.tooBig, [field]);
    case 'LIMIT_FILE_COUNT':
      return badRequest(ONE_FILE, [field]);
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(error.field === field ? ONE_FILE : `请使用 ${field} 字段上传文件`, [field]);
    default:
      // Other multer codes and busboy's own (no boundary, truncated body): the request is malformed.
      return badRequest('上传请求格式不正确', [field]);
  }
}

/**
 * Reads one multipart file (field `file`) into memory, refusing anything past the size limit while it
 * streams in (the rest is never buffered) and any second file. Mounted after the route's guard, so
 * nobody without a token gets a body parsed.
 */
export function singleFileUpload(rules: UploadRules, field = 'file'): Middleware {
  const parse = multer({
    storage: multer.memoryStorage(),
    // Browsers send the file name's UTF-8 bytes without a charset (会议纪要.docx, not ä¼è®®…).
    defParamCharset: 'utf8',
    limits: { fileSize: rules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
  }).single(field);
  return async (ctx, next) => {
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw translate(error, field, rules);
    }
    return next();
  };
}

/** The file the middleware read, or a 400 when the request carried none. */
export function uploadedFile(ctx: Context): UploadedFile {
  const file = (ctx as any).file as UploadedFile | undefined;
  if (!file) throw badRequest('请选择要上传的文件', ['file']);
  return file;
}
