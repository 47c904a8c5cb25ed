import type { Database } from '../../db/database';
import type { SmsMessage, SmsSender } from './sms-sender';

/** SmsOutbox.status (labels in schemas/core/resources/sms-outbox.json). */
export const SMS_STATUS = { sent: 0, failed: 1 } as const;

/**
 * The local provider: no gateway, every message goes to the outbox table (platform operators read it in
 * 短信发件箱) and to the server log. Outbox rows belong to a mobile number, not a company: no tenant scope.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(private db: Database) {}

  async send({ mobile, purpose, content }: SmsMessage): Promise<void> {
    await this.db.models.SmsOutbox.create({ mobile, purpose, content, status: SMS_STATUS.sent, crtTime: new Date() });
    if (process.env.NODE_ENV !== 'test') console.log(`[sms] ${mobile}: ${content}`);
  }
}
