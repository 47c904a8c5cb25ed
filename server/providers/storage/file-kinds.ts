/**
 * File kinds recognised by their first bytes (magic numbers), never by the name or the browser's
 * Content-Type, which the client chooses. Callers pass the kinds they accept.
 */
export type FileKind = 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'pdf';

interface KindInfo {
  extension: string;
  mime: string;
  label: string;
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) => head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const FILE_KINDS: Record<FileKind, KindInfo> = {
  png: { extension: 'png', mime: 'image/png', label: 'PNG', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { extension: 'jpg', mime: 'image/jpeg', label: 'JPG、JPEG', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  gif: { extension: 'gif', mime: 'image/gif', label: 'GIF', matches: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  webp: { extension: 'webp', mime: 'image/webp', label: 'WEBP', matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  bmp: { extension: 'bmp', mime: 'image/bmp', label: 'BMP', matches: (h) => startsWith(h, ascii('BM')) && h.length >= 26 },
  pdf: { extension: 'pdf', mime: 'application/pdf', label: 'PDF', matches: (h) => startsWith(h, ascii('%PDF-')) },
};

/** The first of `allowed` whose signature the data carries, else undefined. */
export function detectKind(data: Buffer, allowed: readonly FileKind[]): FileKind | undefined {
  return allowed.find((kind) => FILE_KINDS[kind].matches(data));
}

export const kindOfExtension = (extension: string): FileKind | undefined =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].extension === extension);

/** '上传图片只能是 JPG、JPEG、PNG 格式!' for the kinds a caller accepts. */
export function wrongKindMessage(allowed: readonly FileKind[], noun = '图片'): string {
  return `上传${noun}只能是 ${allowed.map((kind) => FILE_KINDS[kind].label).join('、')} 格式!`;
}
