/**
 * File kinds recognised by their first bytes (magic numbers), never by the name or the browser's
 * Content-Type, which the client chooses. Callers pass the kinds they accept.
 */
export type FileKind = 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'pdf' | OfficeKind | VideoKind;
/** Teaching videos (帮助中心's 教学视频). */
export type VideoKind = 'mp4' | 'webm';
/** Office documents and archives (schedule attachments): OOXML and zip are ZIP containers, the old formats OLE2. */
export type OfficeKind = 'docx' | 'xlsx' | 'pptx' | 'zip' | 'doc' | 'xls' | 'ppt';

interface KindInfo {
  extension: string;
  mime: string;
  label: string;
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) => head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A ZIP archive starts with a local file header `PK\x03\x04`. */
const isZip = (h: Buffer) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]);
/** An OOXML package is a ZIP holding its part folder (`word/`, `xl/`, `ppt/`), whose names the local headers carry in clear. */
const isOoxml = (h: Buffer, folder: string) => isZip(h) && h.includes(`[Content_Types].xml`) && h.includes(folder);
/** The OLE2 compound file of Word 97, Excel 97 and PowerPoint 97 documents. */
const isOle2 = (h: Buffer) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** An EBML (Matroska) header whose DocType is webm. */
const isWebm = (h: Buffer) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]) && h.subarray(0, 64).includes('webm');
/** An ISO media file: its first box is `ftyp`. */
const isMp4 = (h: Buffer) => startsWith(h, ascii('ftyp'), 4);
const OLE2_MIME = 'application/vnd.ms-';
const OOXML_MIME = 'application/vnd.openxmlformats-officedocument.';

export const FILE_KINDS: Record<FileKind, KindInfo> = {
  png: { extension: 'png', mime: 'image/png', label: 'PNG', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { extension: 'jpg', mime: 'image/jpeg', label: 'JPG、JPEG', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  gif: { extension: 'gif', mime: 'image/gif', label: 'GIF', matches: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  webp: { extension: 'webp', mime: 'image/webp', label: 'WEBP', matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  bmp: { extension: 'bmp', mime: 'image/bmp', label: 'BMP', matches: (h) => startsWith(h, ascii('BM')) && h.length >= 26 },
  pdf: { extension: 'pdf', mime: 'application/pdf', label: 'PDF', matches: (h) => startsWith(h, ascii('%PDF-')) },
  docx: { extension: 'docx', mime: `${OOXML_MIME}wordprocessingml.document`, label: 'DOCX', matches: (h) => isOoxml(h, 'word/') },
  xlsx: { extension: 'xlsx', mime: `${OOXML_MIME}spreadsheetml.sheet`, label: 'XLSX', matches: (h) => isOoxml(h, 'xl/') },
  pptx: { extension: 'pptx', mime: `${OOXML_MIME}presentationml.presentation`, label: 'PPTX', matches: (h) => isOoxml(h, 'ppt/') },
  zip: { extension: 'zip', mime: 'application/zip', label: 'ZIP', matches: isZip },
  doc: { extension: 'doc', mime: 'application/msword', label: 'DOC', matches: isOle2 },
  xls: { extension: 'xls', mime: `${OLE2_MIME}excel`, label: 'XLS', matches: isOle2 },
  ppt: { extension: 'ppt', mime: `${OLE2_MIME}powerpoint`, label: 'PPT', matches: isOle2 },
  mp4: { extension: 'mp4', mime: 'video/mp4', label: 'MP4', matches: isMp4 },
  webm: { extension: 'webm', mime: 'video/webm', label: 'WEBM', matches: isWebm },
};

/**
 * The kind of `data` among `allowed` by its signature, else undefined. Kinds sharing a container (an OOXML
 * document is also a zip; doc, xls and ppt are all OLE2) are told apart by the file name's extension when it
 * names one the data matches, else the first of `allowed` that matches.
 */
export function detectKind(data: Buffer, allowed: readonly FileKind[], fileName = ''): FileKind | undefined {
  const matching = allowed.filter((kind) => FILE_KINDS[kind].matches(data));
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const named = extension === 'jpeg' ? 'jpg' : extension;
  return matching.find((kind) => FILE_KINDS[kind].extension === named) ?? matching[0];
}

export const kindOfExtension = (extension: string): FileKind | undefined =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].extension === extension);

/** '上传图片只能是 JPG、JPEG、PNG 格式!' for the kinds a caller accepts. */
export function wrongKindMessage(allowed: readonly FileKind[], noun = '图片'): string {
  return `上传${noun}只能是 ${allowed.map((kind) => FILE_KINDS[kind].label).join('、')} 格式!`;
}
