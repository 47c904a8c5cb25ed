import type { Services } from '../server/services';
import { hashPassword } from '../server/auth/secrets';
import { makeOperator } from '../server/modules/platform/operator-accounts';
import demo from './demo.json';

/** The demo platform operator (seeds/demo.json `operator`): created once, flagged and granted on every run. */
export async function seedOperator(services: Services): Promise<void> {
  const { mobile, name } = demo.operator;
  const { Account } = services.db.models;
  const account = (await Account.findOne({ where: { mobile } })) ?? (await Account.create({ mobile, name, passwordHash: await hashPassword(demo.password) }));
  await makeOperator(services, account.id);
}
