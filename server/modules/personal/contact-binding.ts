import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, conflict, ok } from '../../http/envelope';
import { MOBILE_PATTERN, one } from '../auth/login-rules';
import { actorOf, forgetSession, inputOf } from './personal-profile';
import { checkLoginPassword } from './login-password-check';

/** The spec's messages (doc 1 §5 Bind phone, Bind email) and this server's for what the spec leaves out. */
export const BINDING_MESSAGES = {
  mobileRequired: '请输入手机号!',
  mobileFormat: '你输入的电话号码格式不对!',
  mobileTaken: '该手机号已被注册，请重新填写!',
  emailRequired: '请输入邮箱!',
  emailFormat: '请输入正确的邮箱地址',
  passwordRequired: '请输入登录密码!',
  wrongPassword: '登录密码错误',
  done: '绑定成功!',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 绑定手机 (`POST bindingMobile?mobilePhone&password`) and 绑定邮箱 (`POST bindingEmail?email&password`): the
 * account's login mobile and email, after the login password (checked with the login lockout). A mobile is one
 * account's across the platform: one in use by another account is refused.
 */
export function mountContactBinding(table: RouteTable, services: Services) {
  const accounts = services.data.rows('Account');

  const passwordOf = (input: Record<string, unknown>) => {
    const password = one(input.password) ?? '';
    if (!password) throw badRequest(BINDING_MESSAGES.passwordRequired, ['password']);
    return password;
  };

  table.add({
    method: 'POST',
    path: '/api/admin/user/bindingMobile',
    object: 'session',
    action: 'update',
    menu: '个人设置',
    operation: '绑定手机',
    summary: 'Binds a new login mobile (mobilePhone) after the login password (password).',
    handler: async (ctx) => {
      const input = inputOf(ctx);
      const mobile = (one(input.mobilePhone) ?? '').trim();
      if (!mobile) throw badRequest(BINDING_MESSAGES.mobileRequired, ['mobilePhone']);
      if (!MOBILE_PATTERN.test(mobile)) throw badRequest(BINDING_MESSAGES.mobileFormat, ['mobilePhone']);
      const password = passwordOf(input);
      const actor = actorOf(ctx);
      const account = await checkLoginPassword(services, actor.accountId, password, BINDING_MESSAGES.wrongPassword, 'password');
      if (mobile !== account.mobile) {
        if (await accounts.count({ where: { mobile } })) throw conflict(BINDING_MESSAGES.mobileTaken);
        try {
          await account.update({ mobile });
        } catch (error) {
          // Two accounts binding the same number at once: the unique index decides.
          if ((error as Error)?.name === 'SequelizeUniqueConstraintError') throw conflict(BINDING_MESSAGES.mobileTaken);
          throw error;
        }
      }
      forgetSession(services, actor);
      ok(ctx, { mobilePhone: mobile }, BINDING_MESSAGES.done);
    },
  });

  table.add({
    method: 'POST',
    path: '/api/admin/user/bindingEmail',
    object: 'session',
    action: 'update',
    menu: '个人设置',
    operation: '绑定邮箱',
    summary: 'Binds the account’s email (email) after the login password (password).',
    handler: async (ctx) => {
      const input = inputOf(ctx);
      const email = (one(input.email) ?? '').trim();
      if (!email) throw badRequest(BINDING_MESSAGES.emailRequired, ['email']);
      if (!EMAIL.test(email) || email.length > 100) throw badRequest(BINDING_MESSAGES.emailFormat, ['email']);
      const password = passwordOf(input);
      const actor = actorOf(ctx);
      const account = await checkLoginPassword(services, actor.accountId, password, BINDING_MESSAGES.wrongPassword, 'password');
      await account.update({ email });
      forgetSession(services, actor);
      ok(ctx, { email }, BINDING_MESSAGES.done);
    },
  });
}
