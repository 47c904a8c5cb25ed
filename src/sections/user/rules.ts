/** Pure rules of 用户管理's client (no React, no request client), shared by the page and unit-tested. */

export const MOBILE = /^1[3-9]\d{9}$/;
export const MOBILE_WRONG = '云账号格式错误（必须为手机号）';

/** Seats left: never below 0 (the company may hold more members than it has authorised). */
export const remainingSeats = (count?: { count: number; authorizationNumber: number }) =>
  Math.max(0, (count?.authorizationNumber ?? 0) - (count?.count ?? 0));

/** The rules of spec doc 2 §5 "Wizard step 3", in the spec's order: the first broken one, or undefined. */
export function wizardProblem(values: Record<string, any>): string | undefined {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));
  if (!text(values.username)) return '请输入云账号!';
  if (!MOBILE.test(text(values.username))) return MOBILE_WRONG;
  if (!text(values.name)) return '请输入用户名!';
  if (Number(values.addType ?? 0) === 0) {
    if (!values.password) return '请输入预置密码!';
    if (values.password !== values.rePassword) return '预置密码与重输密码不一致!';
  }
  if (values.departId === undefined || values.departId === null || values.departId === '') return '请选择所属部门';
  return undefined;
}
