/** The avatar's browser-side check (the server checks the bytes again: tests/api/personal-settings.test.ts). */
import { AVATAR_TOO_BIG, AVATAR_WRONG_TYPE, avatarProblem } from '../../src/pages/settings/avatar-rules';

test('JPG, JPEG, GIF, BMP and PNG up to 2 MB pass, in either letter case', () => {
  for (const name of ['a.jpg', 'a.JPEG', 'a.gif', 'a.bmp', 'a.PNG']) expect(avatarProblem({ name, size: 2 * 1024 * 1024 })).toBeUndefined();
});

test("over 2 MB: the spec's message", () => {
  expect(avatarProblem({ name: 'a.png', size: 2 * 1024 * 1024 + 1 })).toBe(AVATAR_TOO_BIG);
  expect(AVATAR_TOO_BIG).toBe('上传头像图片大小不能超过 2MB!');
});

test('other kinds are refused', () => {
  for (const name of ['a.webp', 'a.pdf', 'a.png.exe', 'png']) expect(avatarProblem({ name, size: 10 })).toBe(AVATAR_WRONG_TYPE);
});
