/**
 * Production's first platform operator, made at start from OPERATOR_MOBILE and OPERATOR_PASSWORD when no
 * operator exists yet.
 */
import { UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import { hashPassword } from '../../auth/secrets';
import { makeOperator } from './operator-accounts';

const OPERATOR_NAME = '平台运营';

/** A start that cannot make the first operator: start.ts prints the message, not a stack. */
export class FirstOperatorError extends Error {}

/**
 * Production's first platform operator (OPERATOR_MOBILE, OPERATOR_PASSWORD), made at a start that finds no operator;
 * once one exists the variables change nothing (the operator's password is changed in the console). A mobile that
 * already has an account is refused rather than promoted: its password is not the one the deployer set.
 * Answers whether it made the operator.
 */
export async function ensureFirstOperator(services: Services, operator: { mobile: string; password: string }): Promise<boolean> {
  const accounts = services.data.rows('Account');
  if (await accounts.count({ where: { isOperator: true } })) return false;
  if (await accounts.count({ where: { mobile: operator.mobile } })) {
    throw new FirstOperatorError(`OPERATOR_MOBILE ${operator.mobile} already has an account that is no operator; choose another mobile (该手机号已注册，不能作为首个运营账号)`);
  }
  const passwordHash = await hashPassword(operator.password);
  try {
    await services.data.transaction(async () => {
      const account = await accounts.create({ mobile: operator.mobile, name: OPERATOR_NAME, passwordHash });
      await makeOperator(services, account.id);
    });
  } catch (error) {
    // Another instance starting at the same moment made it.
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
  return true;
}
