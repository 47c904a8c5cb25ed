import type { Services } from '../../services';
import { OPERATOR_ROLE, PLATFORM_TENANT_ID } from '../../permissions/platform-domain';

/**
 * Makes an account a platform operator: the account flag (it may sign in to the platform domain) and the
 * operator role there (what it may do: policies/baseline.csv). Idempotent.
 */
export async function makeOperator(services: Services, accountId: number): Promise<void> {
  await services.data.transaction(async () => {
    await services.data.rows('Account').update({ isOperator: true }, { where: { id: accountId } });
    await services.policies.addUserRole(PLATFORM_TENANT_ID, accountId, OPERATOR_ROLE);
  });
}
