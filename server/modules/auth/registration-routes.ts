/**
 * Company registration (company, administrator, trial): the mobile check, its SMS code, the registration itself,
 * and the profile step (completeInfo) that follows with a one-time token.
 */
import crypto from 'node:crypto';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { asSystem, asTenant } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { compileValidator } from '../../engine/validator';
import { digest, newToken } from '../../auth/secrets';
import industries from '../../../schemas/_dict/industries.json';
import { createCompany } from './company-signup';
import { one, requireMobile } from './login-rules';
import { clientAddress } from '../../http/client-address';
import { requireRegion } from '../regions/region-codes';
import { readLeadChoice, recordRegisterLead } from '../platform/register-leads';

const REGISTERED = '该手机号已被注册，请重新填写!';

const validateRegister = compileValidator({
  fields: {
    mobile: { type: 'string', title: '手机号', format: 'mobile', trim: true, messages: { required: '手机号不能为空', pattern: '手机号输入有误' } },
    phoneCode: { type: 'string', title: '验证码', minLength: 1, maxLength: 6, trim: true, messages: { required: '验证码不能为空', minLength: '验证码不能为空', maxLength: '验证码输入有误!' } },
    companyName: { type: 'string', title: '公司名称', minLength: 1, maxLength: 100, trim: true, messages: { required: '公司名称不能为空!', minLength: '公司名称不能为空!' } },
    products: { type: 'string', title: '意向产品', maxLength: 255 },
    userName: { type: 'string', title: '用户名', maxLength: 20 },
    password: { type: 'string', title: '密码', minLength: 6, maxLength: 32, messages: { minLength: '密码长度为6-32位' } },
  },
  required: ['mobile', 'phoneCode', 'companyName'],
});

const validateProfile = compileValidator({
  fields: {
    profileToken: { type: 'string', title: '凭证', minLength: 1, maxLength: 200, messages: { required: '注册凭证已失效，请重新登录后完善' } },
    realName: { type: 'string', title: '真实姓名', minLength: 1, maxLength: 50, trim: true, messages: { required: '请输入真是姓名', minLength: '请输入真是姓名' } },
    industry: { type: 'string', title: '所属行业', enum: industries, messages: { required: '请选择所属行业', enum: '请选择所属行业' } },
    companyName: { type: 'string', title: '单位名称', minLength: 1, maxLength: 100, trim: true, messages: { required: '请输入单位名称', minLength: '请输入单位名称' } },
    mobile: { type: 'string', title: '联系电话', minLength: 1, maxLength: 20, pattern: '^[0-9+\\-() ]+$', messages: { required: '请输入联系电话', minLength: '请输入联系电话' } },
    address: { type: 'string', title: '详细地址', maxLength: 200 },
    qq: { type: 'string', title: 'QQ', maxLength: 20, pattern: '^\\d{0,20}$' },
    wechat: { type: 'string', title: '微信', maxLength: 50 },
    email: { type: 'string', title: '邮箱', maxLength: 100, format: 'email' },
  },
  required: ['profileToken', 'realName', 'industry', 'companyName', 'mobile'],
});

/** Registration (company + administrator + 7-day trial), its SMS code, and the profile step after it. */
export function mountRegistration(table: RouteTable, services: Services) {
  const oneTimeTokens = services.data.rows('OneTimeToken');
  const isRegistered = async (mobile: string) => (await services.data.rows('Account').count({ where: { mobile } })) > 0;

  table.add({
    method: 'POST',
    path: '/api/admin/company/registerCheckMobile',
    object: 'public',
    action: 'read',
    handler: async (ctx) => {
      const mobile = requireMobile(one(ctx.query.mobile), '手机号不能为空!');
      await services.limits.hit('lookup', clientAddress(ctx), mobile);
      if (await isRegistered(mobile)) throw badRequest(REGISTERED, ['mobile']);
      ok(ctx, null);
    },
  });

  table.add({
    method: 'POST',
    path: '/api/admin/company/sendRegisterSms',
    object: 'public',
    action: 'sms',
    handler: async (ctx) => {
      const mobile = requireMobile(one(ctx.query.mobile), '手机号不能为空!');
      await services.limits.hit('sms', clientAddress(ctx), mobile);
      if (await isRegistered(mobile)) throw badRequest(REGISTERED, ['mobile']);
      await services.sms.sendCode(mobile, 'register');
      ok(ctx, null, '验证码已发送，请注意查收!');
    },
  });

  table.add({
    method: 'POST',
    path: '/api/admin/company/register',
    object: 'public',
    action: 'register',
    handler: async (ctx) => {
      const body = validateRegister(ctx.request.body);
      // Phone registration (/phoneRegister) sends no password: it is also a lead the provider calls back (注册线索).
      const lead = body.password ? null : readLeadChoice(ctx.request.body);
      if (await isRegistered(body.mobile)) throw badRequest(REGISTERED, ['mobile']);
      // The code is checked here, never on the client (the spec's phone registration compared it there: a flaw).
      // Phone registration sends no password; its wrong-code message is spec doc 2's, the register page's doc 1's.
      await services.sms.consumeCode(body.mobile, 'register', body.phoneCode, body.password ? '验证码输入有误!' : '验证码有误!');
      // Phone registration sends no password: make one and text it, so the new administrator can log in.
      const password = body.password ?? crypto.randomBytes(6).toString('base64url');
      const profileToken = newToken();
      const { company } = await services.data.transaction(async () => {
        const created = await createCompany(services, { companyName: body.companyName, mobile: body.mobile, password, products: lead ? lead.products ?? undefined : body.products });
        if (lead) await recordRegisterLead(services, { ...lead, mobile: body.mobile, companyName: body.companyName, companyId: created.company.id });
        await asTenant(created.company.id, () =>
          oneTimeTokens.create({ tokenHash: digest(profileToken), purpose: 'profile', accountId: created.account.id, tenantId: created.company.id, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) }),
        );
        return created;
      });
      if (!body.password) {
        const content = `您已成功注册云商务平台，初始登录密码为${password}，请登录后及时修改。`;
        await services.sms.notify({ mobile: body.mobile, purpose: 'register', platformTemplate: 'initialPassword', content, params: { password } });
      }
      ok(ctx, { tenantId: company.id, companyName: company.companyName, mobile: body.mobile, profileToken }, '注册成功!');
    },
  });

  table.add({
    method: 'POST',
    path: '/api/admin/company/completeInfo',
    object: 'public',
    action: 'update',
    handler: async (ctx) => {
      const body = validateProfile(ctx.request.body);
      // Codes in regionCodes, names in province/city/county; a triple that is no real chain is refused.
      const region = requireRegion((ctx.request.body as any)?.regionCodes);
      // asSystem: a public call; the one-time token is what names the company.
      const grant = await asSystem(() => oneTimeTokens.findOne({ where: { tokenHash: digest(body.profileToken), purpose: 'profile', usedAt: null } }));
      const expired = () => badRequest('注册凭证已失效，请登录后在企业信息中完善', ['profileToken']);
      if (!grant || new Date(grant.expiresAt).getTime() < Date.now()) throw expired();
      await asTenant(grant.tenantId, () =>
        services.data.transaction(async () => {
          // Claimed first, so two calls with one token cannot both apply.
          const claimed = await oneTimeTokens.update({ usedAt: new Date() }, { where: { id: grant.id, usedAt: null } });
          if (claimed !== 1) throw expired();
          await services.data.rows('Company').update(
            { realName: body.realName, industry: body.industry, companyName: body.companyName, mobile: body.mobile, address: body.address ?? null, qq: body.qq ?? null, wechat: body.wechat ?? null, email: body.email ?? null, regionCodes: region.codes.join(','), ...region.names },
            { where: { id: grant.tenantId } },
          );
          // The root department carries the company name.
          await services.data.section('depart').update({ name: body.companyName }, { where: { parentId: -1 } });
        }),
      );
      services.caches.sectionReads.invalidate('depart', grant.tenantId);
      ok(ctx, null, '操作成功!');
    },
  });
}
