/**
 * The key that signs payment links and notifications: the configured secret, else one generated once and shared
 * by every instance through the database.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';

const NAME = 'payment';

/**
 * The key that signs payment links and notifications: the configured one when set (SECRET_KEY in production,
 * PAYMENT_SECRET or SECRET_KEY in the demo), else one made on first use and kept
 * in the database (ServerSecret, insert-or-ignore), so every instance of the server signs and checks with the same
 * key and a restart keeps it. Read once per process.
 */
export function paymentSecret(db: Database, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined = configured ? Promise.resolve(configured) : undefined;
  const load = async () => {
    const { ServerSecret } = db.models;
    await ServerSecret.bulkCreate([{ name: NAME, value: randomBytes(32).toString('base64url') }], { ignoreDuplicates: true });
    const row = (await ServerSecret.findOne({ where: { name: NAME }, attributes: ['value'], raw: true })) as { value: string } | null;
    if (!row) throw new Error('the payment secret could not be stored');
    return row.value;
  };
  return () => {
    if (!secret) secret = load().catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
