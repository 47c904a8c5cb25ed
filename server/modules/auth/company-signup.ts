import type { Transaction } from 'sequelize';
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
 * already has one) and membership, the administrator policy, and the free trial.
 */
export async function createCompany(services: Services, input: NewCompany, transaction: Transaction) {
  const { Account, Company, Membership } = services.db.models;
  return asSystem(async () => {
    let account = await Account.findOne({ where: { mobile: input.mobile }, transaction });
    if (!account) {
      account = await Account.create({ mobile: input.mobile, passwordHash: await hashPassword(input.password), name: input.adminName ?? input.mobile }, { transaction });
    }
    const company = await Company.create(
      {
        companyName: input.companyName,
        mobile: input.mobile,
        products: input.products ?? null,
        mainAccountId: account.id,
        authorizationNumber: input.authorizationNumber ?? 10,
        trialEndsAt: new Date(Date.now() + services.config.trialDays * 24 * 3600 * 1000),
      },
      { transaction },
    );
    const root = await asTenant(company.id, () =>
      services.db.sections.depart.create({ name: input.companyName, parentId: -1, tenantId: company.id, updUserName: account.name }, { transaction }),
    );
    const membership = await Membership.create(
      { tenantId: company.id, accountId: account.id, name: input.adminName ?? account.name ?? input.mobile, departId: root.id, isCompanyAdmin: 1 },
      { transaction },
    );
    await services.policies.setAdmin(company.id, account.id, true, transaction);
    // The built-in administrator role (not editable, no menus of its own): its members are the administrators.
    await services.db.models.Role.create({ tenantId: company.id, ...BUILT_IN_ROLE, builtIn: 1 }, { transaction });
    return { account, company, membership, root };
  });
}
