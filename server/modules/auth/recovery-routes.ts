import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, ok } from '../../http/envelope';
import { hashPassword } from '../../auth/secrets';
import { one, requireMobile } from './login-rules';
import { clientAddress } from '../../http/client-address';

/** Forgotten password: an SMS code to a registered mobile, then a new password ends every session. Accounts belong to no company: no tenant scope here. */
export function mountRecovery(table: RouteTable, services: Services) {
  const accounts = services.data.rows('Account');

  table.add({
    method: 'POST',
    path: '/api/admin/company/sendForgetSms',
    object: 'public',
    action: 'sms',
    handler: async (ctx) => {
      const mobile = requireMobile(one(ctx.query.mobile), '手机号不能为空!');
      await services.limits.hit('sms', clientAddress(ctx), mobile);
      const known = await accounts.count({ where: { mobile } });
      if (!known) throw badRequest('该手机号未注册', ['mobile']);
      await services.sms.sendCode(mobile, 'forget');
      ok(ctx, null, '验证码已发送，请注意查收!');
    },
  });

  table.add({
    method: 'POST',
    path: '/api/admin/user/forgetPassword',
    object: 'public',
    action: 'update',
    handler: async (ctx) => {
      const input = { ...(ctx.request.body as object), ...ctx.query } as Record<string, unknown>;
      const mobile = requireMobile(one(input.phone), '手机号不能为空!');
      const phoneCode = one(input.phoneCode)?.trim();
      const password = one(input.password);
      if (!phoneCode) throw badRequest('验证码不能为空!', ['phoneCode']);
      if (!password) throw badRequest('请输入新密码!', ['password']);
      if (password.length < 6 || password.length > 32) throw badRequest('密码长度为6-32位', ['password']);
      const surePassword = one(input.surePassword);
      if (surePassword !== undefined && surePassword !== password) throw badRequest('密码与确认码不一致!', ['surePassword']);
      const account = await accounts.findOne({ where: { mobile } });
      if (!account) throw badRequest('该手机号未注册', ['phone']);
      await services.sms.consumeCode(mobile, 'forget', phoneCode, '验证码输入有误!');
      await account.update({ passwordHash: await hashPassword(password), wrongPasswords: 0, lockedUntil: null });
      await services.tokens.revokeAccount(account.id);
      ok(ctx, null, '操作成功!');
    },
  });
}
