import type { Services } from '../server/services';
import { asSystem, asTenant } from '../server/context/request-context';
import { hashPassword } from '../server/auth/secrets';
import { createCompany } from '../server/modules/auth/company-signup';
import demo from './demo.json';
import { areaSeeders, historySeeders } from './areas';
import { seedOperator } from './operator';

interface DepartSeed {
  name: string;
  children?: DepartSeed[];
}

/** Runs inside the company's tenant: the rows are stamped with it. */
async function addDepartments(services: Services, parentId: number, list: DepartSeed[], ids: Map<string, number>) {
  for (const item of list) {
    const row = await services.db.sections.depart.create({ name: item.name, parentId, updUserName: '系统' });
    ids.set(item.name, row.id);
    if (item.children) await addDepartments(services, row.id, item.children, ids);
  }
}

/**
 * Loads the demo companies of seeds/demo.json; a company that already exists is left as it is. The operator is
 * ensured every time. `history` adds the long demo histories (seeds/areas.ts historySeeders) a fresh demo shows.
 */
export async function seedDemo(services: Services, options: { history?: boolean } = {}): Promise<boolean> {
  const { Company, Account, Membership, Role } = services.db.models;
  await seedOperator(services);
  // asSystem: looks for the demo company among all companies.
  const exists = await asSystem(() => Company.count({ where: { companyName: demo.companies[0].companyName } }));
  if (exists) return false;
  const passwordHash = await hashPassword(demo.password);
  await services.data.transaction(async () => {
    const tenants = new Map<string, number>();
    for (const seed of demo.companies) {
      const { company, root } = await createCompany(services, {
        companyName: seed.companyName,
        mobile: seed.admin.mobile,
        password: demo.password,
        adminName: seed.admin.name,
        authorizationNumber: seed.authorizationNumber,
      });
      tenants.set(seed.companyName, company.id);
      await asTenant(company.id, async () => {
        const departs = new Map<string, number>();
        await addDepartments(services, root.id, seed.departments, departs);
        const roles = new Map<string, number>();
        for (const role of seed.roles) {
          const row = await Role.create({ name: role.name, description: role.description });
          roles.set(role.name, row.id);
          await services.policies.setRoleObjects(company.id, row.id, role.menus);
        }
        for (const member of seed.members) {
          const account = (await Account.findOne({ where: { mobile: member.mobile } })) ?? (await Account.create({ mobile: member.mobile, name: member.name, passwordHash }));
          await Membership.create({ accountId: account.id, name: member.name, position: member.position, departId: departs.get(member.department) });
          await services.policies.setUserRoleIds(company.id, account.id, member.roles.map((name) => roles.get(name)!));
        }
      });
    }
    for (const seeder of areaSeeders) await seeder({ services, tenants });
    if (options.history) for (const seeder of historySeeders) await seeder({ services, tenants });
  });
  return true;
}
