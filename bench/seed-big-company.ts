import { asTenant } from '../server/context/request-context';
import { hashPassword } from '../server/auth/secrets';
import { createCompany } from '../server/modules/auth/company-signup';
import type { Services } from '../server/services';

export const BIG_COMPANY = '万人压测有限公司';
export const BIG_ADMIN = '16600000000';
export const BIG_PASSWORD = 'Bench@2026';
export const BIG_MEMBERS = 10_000;
/** The first member's mobile; the others follow it. */
export const BIG_FIRST_MEMBER = '16600000001';
const DEPARTMENTS = 200;
const ROLES = 5;
const CHUNK = 500;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/**
 * A company with 10,000 members in 200 departments (20 top-level, 9 below each), each member holding one
 * of 5 roles, written with bulk inserts and one shared password hash. Its administrator logs in as usual.
 */
export async function seedBigCompany(services: Services): Promise<number> {
  const { Account, Membership, Role, CasbinRule } = services.db.models;
  const depart = services.db.sections.depart;
  const password = BIG_PASSWORD;
  const passwordHash = await hashPassword(password);
  const started = Date.now();
  const tenantId = await services.data.transaction(async () => {
    const { company, root } = await createCompany(services, { companyName: BIG_COMPANY, mobile: BIG_ADMIN, password, adminName: '压测管理员', authorizationNumber: BIG_MEMBERS + 100 });
    const tenantId = company.id;
    await asTenant(tenantId, async () => {
      const top = await depart.bulkCreate(
        Array.from({ length: 20 }, (_, i) => ({ tenantId, name: `事业部${i + 1}`, parentId: root.id, updUserName: '系统' })),
      );
      const below = await depart.bulkCreate(
        top.flatMap((parent: any, i: number) =>
          Array.from({ length: DEPARTMENTS / 20 - 1 }, (_, j) => ({ tenantId, name: `事业部${i + 1}-组${j + 1}`, parentId: parent.id, updUserName: '系统' })),
        ),
      );
      const departIds = [...top, ...below].map((d: any) => d.id);
      const roles = await Role.bulkCreate(
        Array.from({ length: ROLES }, (_, i) => ({ tenantId, name: `岗位角色${i + 1}`, description: '压测' })),
      );
      const mobiles = Array.from({ length: BIG_MEMBERS }, (_, i) => String(Number(BIG_FIRST_MEMBER) + i));
      await inChunks(mobiles, (chunk) => Account.bulkCreate(chunk.map((mobile) => ({ mobile, passwordHash, name: `员工${mobile.slice(-5)}` }))));
      const accounts = (await Account.findAll({ where: { mobile: mobiles }, attributes: ['id', 'mobile'], raw: true })) as any[];
      await inChunks(accounts, (chunk) =>
        Membership.bulkCreate(
          chunk.map((a, i) => ({ tenantId, accountId: a.id, name: `员工${a.mobile.slice(-5)}`, no: `E${a.mobile.slice(-5)}`, position: '职员', departId: departIds[(a.id + i) % departIds.length] })),
        ),
      );
      await inChunks(accounts, (chunk) => CasbinRule.bulkCreate(chunk.map((a) => ({ ptype: 'g', v0: `user:${a.id}`, v1: `role:${roles[a.id % ROLES].id}` }))));
      for (const role of roles) await services.policies.setRoleObjects(tenantId, role.id, ['depart']);
    });
    return tenantId;
  });
  process.stderr.write(`  seeded ${BIG_COMPANY}: ${BIG_MEMBERS} members, ${DEPARTMENTS} departments in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return tenantId;
}
