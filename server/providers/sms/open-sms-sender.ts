import type { Database } from '../../db/database';
import type { SmsProviderSettings } from '../../../config/sms-provider';
import type { SmsSender } from './sms-sender';
import { OutboxSmsSender } from './outbox-sms-sender';
import { AliyunSmsSender } from './aliyun-sms-sender';

/** The configured SMS provider (SMS_PROVIDER): the local outbox by default. */
export function openSmsSender(settings: SmsProviderSettings, db: Database): SmsSender {
  return settings.name === 'aliyun' ? new AliyunSmsSender(settings) : new OutboxSmsSender(db);
}
