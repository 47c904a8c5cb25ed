import type { Services } from '../../services';
import { asTenant } from '../../context/request-context';
import { OPERATOR_ROLE, PLATFORM_TENANT_ID } from './platform-domain';

/**
 * Makes an account a platform operator: the account flag (it may sign in to the platform domain) and the
 * operator role there (what it may do: policies/baseline.csv). Idempotent.
 */
export async function makeOperator(services: Services, accountId: number): Promise<void> {
  const { Account, CasbinRule, PolicyVersion } = services.db.models;
  const grant = { ptype: 'g', v0: `user:${accountId}`, v1: OPERATOR_ROLE };
  await Account.update({ isOperator: true }, { where: { id: accountId } });
  // In the platform domain, where casbin_rule is scoped to domain 0: the grant is read and written there.
  await asTenant(PLATFORM_TENANT_ID, async () => {
    if (await CasbinRule.count({ where: grant })) return;
    await CasbinRule.create(grant);
    const version = await PolicyVersion.findByPk(PLATFORM_TENANT_ID);
    if (version) await version.update({ version: version.version + 1 });
    else await PolicyVersion.create({ tenantId: PLATFORM_TENANT_ID, version: 1 });
  });
  services.enforcers.invalidate(PLATFORM_TENANT_ID);
}
