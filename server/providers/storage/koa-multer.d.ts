// @koa/multer ships no types; the part of its API this server uses.
declare module '@koa/multer' {
  import type { Middleware } from 'koa';

  interface MulterLimits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }
  interface MulterInstance {
    single(field: string): Middleware;
    none(): Middleware;
  }
  interface MulterFactory {
    (options?: { storage?: unknown; limits?: MulterLimits; defParamCharset?: string }): MulterInstance;
    memoryStorage(): unknown;
  }
  const multer: MulterFactory;
  export default multer;
}

