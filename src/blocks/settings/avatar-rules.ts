/** The browser's first check of an avatar (the server checks the bytes again): JPG, JPEG, GIF, BMP, PNG up to 2 MB. */
export const AVATAR_TOO_BIG = '上传头像图片大小不能超过 2MB!';
export const AVATAR_WRONG_TYPE = '上传头像图片只能是 JPG、JPEG、GIF、BMP、PNG 格式!';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function avatarProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.(jpe?g|gif|bmp|png)$/i.test(file.name)) return AVATAR_WRONG_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_BIG;
  return undefined;
}
