/**
 * QR login: the login page polls a uuid, a signed-in mobile session confirms it, and the next poll receives a
 * token for that account and company, once.
 */
import { Op, UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { asTenant } from '../../context/request-context';
import { badRequest, notFound, ok } from '../../http/envelope';
import { one } from './login-rules';
import { answerWithToken } from './oauth-routes';
import { writeLoginLog } from './login-log';

const QR_TTL_MS = 3 * 60_000;
const PENDING = 0;
const CONFIRMED = 1;
const USED = 2;

function readUuid(value: unknown): string {
  const uuid = one(value);
  if (!uuid || !/^[A-Za-z0-9-]{8,64}$/.test(uuid)) throw badRequest('二维码参数不正确', ['uuid']);
  return uuid;
}

/**
 * QR login: the web page shows a uuid and polls; a logged-in mobile session approves the uuid with
 * `confirm`; the next poll gets a token of that account and company, once.
 */
export function mountQrLogin(table: RouteTable, services: Services) {
  const qrLogins = services.data.rows('QrLogin');

  // A QR session belongs to no company until a member confirms it: QrLogin is not tenant-scoped.
  const openSession = async (uuid: string) => {
    const found = await qrLogins.findOne({ where: { uuid } });
    if (found) return found;
    await qrLogins.destroy({ where: { expiresAt: { [Op.lt]: new Date() } } });
    try {
      return await qrLogins.create({ uuid, status: PENDING, crtTime: new Date(), expiresAt: new Date(Date.now() + QR_TTL_MS) });
    } catch (error) {
      // Another first poll of the same uuid created it a moment ago: use that one.
      const created = error instanceof UniqueConstraintError ? await qrLogins.findOne({ where: { uuid } }) : null;
      if (!created) throw error;
      return created;
    }
  };

  table.add({
    method: 'POST',
    path: '/api/admin/autologin/queryLoginInfo',
    object: 'public',
    action: 'login',
    handler: async (ctx) => {
      const uuid = readUuid(ctx.query.uuid);
      const session = await openSession(uuid);
      const expired = new Date(session.expiresAt).getTime() < Date.now();
      if (session.status === USED || (expired && session.status === PENDING)) {
        ctx.body = { code: 4100, msg: '二维码已过期，请刷新', data: null };
        return;
      }
      if (session.status === PENDING) {
        ctx.body = { code: 2001, msg: '等待扫码', data: null };
        return;
      }
      const claimed = await qrLogins.update({ status: USED }, { where: { id: session.id, status: CONFIRMED } });
      if (claimed !== 1) {
        ctx.body = { code: 4100, msg: '二维码已过期，请刷新', data: null };
        return;
      }
      const membership = await asTenant(session.tenantId, () => services.data.rows('Membership').findOne({ where: { accountId: session.accountId, status: 0 } }));
      if (!membership) throw badRequest('该账号已不属于该企业');
      const answer = await answerWithToken(ctx, services, session.accountId, session.tenantId, membership.departId, 'qr');
      await writeLoginLog(services, ctx, { tenantId: session.tenantId, accountId: session.accountId, name: membership.name }, '扫码登录');
      ok(ctx, answer, '扫码登录成功!');
    },
  });

  table.add({
    method: 'POST',
    path: '/api/admin/autologin/confirm',
    object: 'session',
    action: 'login',
    handler: async (ctx) => {
      const uuid = readUuid(ctx.query.uuid);
      const actor = ctx.state.actor as Actor;
      const count = await qrLogins.update(
        { status: CONFIRMED, accountId: actor.accountId, tenantId: actor.tenantId },
        { where: { uuid, status: PENDING, expiresAt: { [Op.gt]: new Date() } } },
      );
      if (count !== 1) throw notFound('二维码不存在或已过期');
      ok(ctx, null, '操作成功!');
    },
  });
}
