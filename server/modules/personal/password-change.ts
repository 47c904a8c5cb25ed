import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, ok } from '../../http/envelope';
import { hashPassword } from '../../auth/secrets';
import { one } from '../auth/login-rules';
import { actorOf, inputOf } from './personal-profile';
import { checkLoginPassword } from './login-password-check';

/** The spec's messages (doc 1 §5 Change password). */
export const PASSWORD_MESSAGES = {
  oldRequired: '请输入原密码!',
  newRequired: '请输入新密码!',
  mismatch: '新密码两次输入不一致!',
  length: '密码长度为6-32位',
  wrongOld: '原密码错误',
  done: '密码修改成功!',
};

/**
 * 修改密码 (`POST changePassword?oldPass&newPass`, optional `surePass`): the old password is checked with the login
 * lockout; the new one ends every other session of the account (all companies), the one that changed it stays —
 * one transaction, so a failed revocation leaves the old password in place.
 */
export function mountPasswordChange(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/admin/user/changePassword',
    object: 'session',
    action: 'update',
    menu: '个人设置',
    operation: '修改密码',
    summary: 'Changes the login password (oldPass, newPass, optional surePass); revokes the account’s other tokens.',
    handler: async (ctx) => {
      const input = inputOf(ctx);
      const oldPass = one(input.oldPass) ?? '';
      const newPass = one(input.newPass) ?? '';
      const surePass = one(input.surePass);
      if (!oldPass) throw badRequest(PASSWORD_MESSAGES.oldRequired, ['oldPass']);
      if (!newPass) throw badRequest(PASSWORD_MESSAGES.newRequired, ['newPass']);
      if (surePass !== undefined && surePass !== newPass) throw badRequest(PASSWORD_MESSAGES.mismatch, ['surePass']);
      if (newPass.length < 6 || newPass.length > 32) throw badRequest(PASSWORD_MESSAGES.length, ['newPass']);
      const actor = actorOf(ctx);
      const account = await checkLoginPassword(services, actor.accountId, oldPass, PASSWORD_MESSAGES.wrongOld, 'oldPass');
      const passwordHash = await hashPassword(newPass);
      // The new password and the end of the other sessions commit or roll back together (the revocation joins the
      // transaction by CLS); the tries spent on the old password above stay spent either way.
      await services.data.transaction(async () => {
        await account.update({ passwordHash, wrongPasswords: 0, lockedUntil: null });
        await services.tokens.revokeAccountExcept(actor.accountId, actor.tokenHash);
      });
      ok(ctx, null, PASSWORD_MESSAGES.done);
    },
  });
}
