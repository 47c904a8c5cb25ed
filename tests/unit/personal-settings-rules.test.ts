/** Personal settings in the browser: the avatar check (the server checks the bytes again: tests/api/personal-settings.test.ts) and the basic-info form from the declared fields. */
import { AVATAR_TOO_BIG, AVATAR_WRONG_TYPE, avatarProblem } from '../../src/blocks/settings/avatar-rules';
import { PROFILE_FORM_FIELDS, profileField, type ProfileFieldName } from '../../src/blocks/settings/profile-fields';

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

describe('the basic-info form comes from the declared Membership fields', () => {
  test('labels and choices of spec doc 1 §3 User profile', () => {
    expect(PROFILE_FORM_FIELDS.map((name) => profileField(name).label)).toEqual(['姓名', '性别', '联系电话', 'QQ', '生日', '星座', '爱好', '特长', '家乡', '职位']);
    expect(profileField('sex').options).toEqual([{ value: 0, label: '男' }, { value: 1, label: '女' }]);
    expect(profileField('constellation').options).toHaveLength(12);
  });

  test("the rules carry the server's messages", () => {
    const messages = (name: ProfileFieldName) => profileField(name).rules.map((rule: any) => rule.message);
    expect(messages('name')).toEqual(['请输入姓名', '姓名不能超过50个字符']);
    expect(messages('telPhone')).toEqual(['请输入正确的联系电话', '请输入正确的联系电话']);
    expect(messages('qq')).toContain('请输入正确的QQ号');
    const telPhone = (profileField('telPhone').rules.find((rule: any) => rule.pattern) as any).pattern as RegExp;
    expect(['0571-88886666', '13800000002', ''].every((value) => telPhone.test(value))).toBe(true);
    expect(telPhone.test('12345')).toBe(false);
  });
});
