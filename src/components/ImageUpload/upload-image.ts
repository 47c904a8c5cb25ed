import { message, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { api } from '@/services/request';
import { isPlatformSession } from '@/services/session';

/** What the image uploads (ImageUpload, ImageListUpload) share: the browser's check and the upload call. */
export type ImageKind = 'jpg' | 'png' | 'gif';
/** An image field's kinds unless it declares `accept` (logo, licence: spec doc 2 §5). */
export const DEFAULT_IMAGE_KINDS: readonly ImageKind[] = ['jpg', 'png'];
const KIND_TYPES: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
const KIND_EXTENSIONS: Record<ImageKind, string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], gif: ['gif'] };
const KIND_LABELS: Record<ImageKind, string> = { jpg: 'JPG、JPEG', png: 'PNG', gif: 'GIF' };

export const IMAGE_TYPES = DEFAULT_IMAGE_KINDS.map((kind) => KIND_TYPES[kind]);
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const TOO_BIG = '上传图片大小不能超过 2MB!';
export const wrongTypeOf = (kinds: readonly ImageKind[]) => `上传图片只能是 ${kinds.map((kind) => KIND_LABELS[kind]).join('、')} 格式!`;
export const WRONG_TYPE = wrongTypeOf(DEFAULT_IMAGE_KINDS);

/** The file picker's `accept` of these kinds. */
export const acceptOf = (kinds: readonly ImageKind[]) => kinds.flatMap((kind) => [...KIND_EXTENSIONS[kind].map((e) => `.${e}`), KIND_TYPES[kind]]).join(',');

/** The browser's first check (the server checks the content again): one of `kinds`, at most 2 MB. */
export function imageProblem(file: { name: string; type?: string; size: number }, kinds: readonly ImageKind[] = DEFAULT_IMAGE_KINDS): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = kinds.some((kind) => KIND_TYPES[kind] === file.type || KIND_EXTENSIONS[kind].includes(extension));
  if (!typeOk) return wrongTypeOf(kinds);
  if (file.size > MAX_IMAGE_BYTES) return TOO_BIG;
  return undefined;
}

/**
 * Uploads one image and answers its url: a company's storage, or the platform's (images every company is shown) for an
 * operator. Kinds beyond the default travel as `accept`; the field's write checks its own kinds again.
 */
export async function uploadImage(file: Blob, kinds: readonly ImageKind[] = DEFAULT_IMAGE_KINDS): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const url = isPlatformSession() ? '/api/platform/storage/create' : '/api/business/storage/create';
  const accept = kinds.join(',') === DEFAULT_IMAGE_KINDS.join(',') ? '' : `?accept=${kinds.join(',')}`;
  const res = await api.post<{ url: string }>(`${url}${accept}`, body);
  return res.data.url;
}

/** The browser's check before an upload of one of `kinds`: a message and the file left out when it fails. */
export const beforeUploadOf = (kinds: readonly ImageKind[] = DEFAULT_IMAGE_KINDS) => (file: RcFile) => {
  const problem = imageProblem(file, kinds);
  if (problem) message.error(problem);
  return problem ? Upload.LIST_IGNORE : true;
};
export const checkBeforeUpload = beforeUploadOf();
