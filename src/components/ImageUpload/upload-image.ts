import { message, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { api } from '@/services/request';
import { isPlatformSession } from '@/services/session';

/** What the image uploads (ImageUpload, ImageListUpload) share: the browser's check and the upload call. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const TOO_BIG = '上传图片大小不能超过 2MB!';
export const WRONG_TYPE = '上传图片只能是 JPG、JPEG、PNG 格式!';

/** The browser's first check (the server checks the content again): jpg/jpeg/png, at most 2 MB. */
export function imageProblem(file: { name: string; type?: string; size: number }): string | undefined {
  const typeOk = IMAGE_TYPES.includes(file.type ?? '') || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_BIG;
  return undefined;
}

/** Uploads one image and answers its url: a company's storage, or the platform's (images every company is shown) for an operator. */
export async function uploadImage(file: Blob): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await api.post<{ url: string }>(isPlatformSession() ? '/api/platform/storage/create' : '/api/business/storage/create', body);
  return res.data.url;
}

/** The browser's check before an upload: a message and the file left out when it fails. */
export function checkBeforeUpload(file: RcFile) {
  const problem = imageProblem(file);
  if (problem) message.error(problem);
  return problem ? Upload.LIST_IGNORE : true;
}

