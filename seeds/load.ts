import type { Transaction } from 'sequelize';
import type { Services } from '../server/services';
import { asSystem, asTenant } from '../server/context/request-context';
import { hashPassword } from '../server/auth/secrets';
import { createCompany } from '../server/modules/auth/company-signup';
import demo from './demo.json';
import { areaSeeders } from './areas';

interface DepartSeed {
  name: string;
  children?: DepartSeed[];
}

async function addDepartments(services: Services, tenantId: number, parentId: number, list: DepartSeed[], ids: Map<string, number>, transaction: Transaction) {
  for (const item of list) {
    const row = await services.db.sections.depart.create({ tenantId, name: item.name, parentId, updUserName: '系统' }, { transaction });
    ids.set(item.name, row.id);
    if (item.children) await addDepartments(services, tenantId, row.id, item.children, ids, transaction);
  }
}

/** Loads the demo companies of seeds/demo.json; a company that already exists is left as it is. */
export async function seedDemo(services: Services): Promise<boolean> {
  const { Company, Account, Membership, Role } = services.db.models;
  const exists = await asSystem(() => Company.count({ where: { companyName: demo.companies[0].companyName } }));
  if (exists) return false;
  const passwordHash = await hashPassword(demo.password);
  await services.db.sequelize.transaction(async (transaction) => {
    const tenants = new Map<string, number>();
    for (const seed of demo.companies) {
      const { company, root } = await createCompany(
        services,
        { companyName: seed.companyName, mobile: seed.admin.mobile, password: demo.password, adminName: seed.admin.name, authorizationNumber: seed.authorizationNumber },
        transaction,
      );
      tenants.set(seed.companyName, company.id);
      await asTenant(company.id, async () => {
        const departs = new Map<string, number>();
        await addDepartments(services, company.id, root.id, seed.departments, departs, transaction);
        const roles = new Map<string, number>();
        for (const role of seed.roles) {
          const row = await Role.create({ name: role.name, description: role.description }, { transaction });
          roles.set(role.name, row.id);
          await services.policies.setRoleObjects(company.id, row.id, role.menus, transaction);
        }
        for (const member of seed.members) {
          const account =
            (await asSystem(() => Account.findOne({ where: { mobile: member.mobile }, transaction }))) ??
            (await asSystem(() => Account.create({ mobile: member.mobile, name: member.name, passwordHash }, { transaction })));
          await Membership.create({ accountId: account.id, name: member.name, position: member.position, departId: departs.get(member.department) }, { transaction });
          await services.policies.setUserRoleIds(company.id, account.id, member.roles.map((name) => roles.get(name)!), transaction);
        }
      });
    }
    for (const seeder of areaSeeders) await seeder({ services, tenants, transaction });
  });
  return true;
}
