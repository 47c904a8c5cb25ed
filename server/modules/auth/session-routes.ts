import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { asSystem, asTenant } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { toWire } from '../../http/format';
import { assertNotLocked } from './password-login';
import { writeLoginLog } from './login-log';
import { one, requireMobile } from './login-rules';
import { clientAddress } from '../../http/client-address';
import { readId } from '../../engine/paging';

/** Calls around a login: tenant options, the login check, the gate log, logout notice. */
export function mountSessionRoutes(table: RouteTable, services: Services) {
  const accounts = services.data.rows('Account');
  const memberships = services.data.rows('Membership');
  const companies = services.data.rows('Company');

  table.add({
    method: 'GET',
    path: '/api/admin/company/selectCompanyByUserName',
    object: 'public',
    action: 'read',
    handler: async (ctx) => {
      const mobile = requireMobile(one(ctx.query.userName), '请输入手机号');
      await services.limits.hit('lookup', clientAddress(ctx), mobile);
      // asSystem: before login, the companies of a mobile are listed across companies.
      const options = await asSystem(async () => {
        const account = await accounts.findOne({ where: { mobile }, attributes: ['id'], raw: true });
        if (!account) return [];
        const active = await memberships.findAll({ where: { accountId: account.id, status: 0 }, attributes: ['tenantId'], raw: true });
        const found = await companies.findAll({ where: { id: active.map((m: any) => m.tenantId) }, attributes: ['id', 'companyName'], order: [['id', 'ASC']], raw: true });
        return found.map((c: any) => ({ tenantId: c.id, companyName: c.companyName }));
      });
      ok(ctx, options);
    },
  });

  table.add({
    method: 'GET',
    // "Check login (username, tenant)": the spec names the call but not its path.
    path: '/api/admin/user/checkLogin',
    object: 'public',
    action: 'read',
    handler: async (ctx) => {
      const mobile = requireMobile(one(ctx.query.username), '请输入手机号');
      const tenantId = readId(one(ctx.query.tenantId), '请选择租户!', 'tenantId');
      await services.limits.hit('lookup', clientAddress(ctx), mobile);
      const account = await accounts.findOne({ where: { mobile } });
      if (!account) throw badRequest('该手机号未注册');
      assertNotLocked(account);
      await asTenant(tenantId, async () => {
        const member = await memberships.count({ where: { accountId: account.id, status: 0 } });
        if (!member) throw badRequest('该账号不属于所选企业，请重新选择租户!');
        const company = await companies.findById(tenantId, { attributes: ['trialEndsAt'], raw: true });
        if (!company) throw badRequest('该账号不属于所选企业，请重新选择租户!');
      });
      ok(ctx, '/merchant');
    },
  });

  table.add({
    method: 'GET',
    path: '/api/business/plt-user/beforeLoginOut',
    object: 'session',
    action: 'logout',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      await writeLoginLog(services, ctx, actor, '退出');
      ok(ctx, null);
    },
  });

  // The client sends a fixed IP and city (a flaw of the original); the token call has already
  // recorded this login with the request's real address, which this answers with.
  table.add({
    method: 'GET',
    path: '/api/admin/gateLog/insertLog',
    object: 'session',
    action: 'read',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const since = new Date(Date.now() - 10 * 60_000);
      let row = await services.data.rows('GateLog').findOne({ where: { accountId: actor.accountId, selectType: 1, opt: '登录', crtTime: { [Op.gt]: since } }, order: [['id', 'DESC']] });
      if (!row) row = await writeLoginLog(services, ctx, actor, '登录');
      const { crtName, crtHost, location, crtTime } = toWire(row.get({ plain: true }));
      ok(ctx, { crtName, crtHost, location, crtTime });
    },
  });
}
