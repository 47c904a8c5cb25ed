/**
 * A new company as registration creates it: the company row, its administrator's account and membership, root
 * department, administrator grant and role, and the free trial.
 */
import type { Services } from '../../services';
import { asSystem, asTenant } from '../../context/request-context';
import { hashPassword } from '../../auth/secrets';
import { BUILT_IN_ROLE } from '../admin/built-in-role';

export interface NewCompany {
  companyName: string;
  mobile: string;
  password: string;
  products?: string;
  adminName?: string;
  authorizationNumber?: number;
}

/**
 * A company (tenant) with its root department, its administrator's account (reused when the mobile
 * already has one) and membership, the administrator policy, and the free trial: one transaction,
 * joining the caller's when there is one.
 */
export async function createCompany(services: Services, input: NewCompany) {
  const accounts = services.data.rows('Account');
  return services.data.transaction(async () => {
    // asSystem: accounts belong to no company, and the company does not exist yet.
    const { account, company } = await asSystem(async () => {
      const account =
        (await accounts.findOne({ where: { mobile: input.mobile } })) ??
        (await accounts.create({ mobile: input.mobile, passwordHash: await hashPassword(input.password), name: input.adminName ?? input.mobile }));
      const company = await services.data.rows('Company').create({
        companyName: input.companyName,
        mobile: input.mobile,
        products: input.products ?? null,
        mainAccountId: account.id,
        authorizationNumber: input.authorizationNumber ?? 10,
        trialEndsAt: new Date(Date.now() + services.config.trialDays * 24 * 3600 * 1000),
      });
      return { account, company };
    });
    return asTenant(company.id, async () => {
      const root = await services.data.section('depart').create({ name: input.companyName, parentId: -1, updUserName: account.name });
      const membership = await services.data.rows('Membership').create({ accountId: account.id, name: input.adminName ?? account.name ?? input.mobile, departId: root.id, isCompanyAdmin: 1 });
      await services.policies.setAdmin(company.id, account.id, true);
      // The built-in administrator role (not editable, no menus of its own): its members are the administrators.
      await services.data.rows('Role').create({ ...BUILT_IN_ROLE, builtIn: 1 });
      return { account, company, membership, root };
    });
  });
}
