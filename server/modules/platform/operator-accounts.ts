import type { Services } from '../../services';
import { asTenant } from '../../context/request-context';
import { OPERATOR_ROLE, PLATFORM_TENANT_ID } from './platform-domain';

/**
 * Makes an account a platform operator: the account flag (it may sign in to the platform domain) and the
 * operator role there (what it may do: policies/baseline.csv). Idempotent.
 */
export async function makeOperator(services: Services, accountId: number): Promise<void> {
  const rules = services.data.rows('CasbinRule');
  const versions = services.data.rows('PolicyVersion');
  const grant = { ptype: 'g', v0: `user:${accountId}`, v1: OPERATOR_ROLE };
  await services.data.rows('Account').update({ isOperator: true }, { where: { id: accountId } });
  // In the platform domain, where casbin_rule is scoped to domain 0: the grant is read and written there.
  await asTenant(PLATFORM_TENANT_ID, async () => {
    if (await rules.count({ where: grant })) return;
    await rules.create(grant);
    // Its key is the tenant (no id column).
    const version = await versions.findOne({ where: { tenantId: PLATFORM_TENANT_ID } });
    if (version) await version.update({ version: version.version + 1 });
    else await versions.create({ tenantId: PLATFORM_TENANT_ID, version: 1 });
  });
  services.enforcers.invalidate(PLATFORM_TENANT_ID);
}
