/**
 * One message of POST /api/sms/send, inside the sending company's context: one remaining SMS is taken by a
 * conditional UPDATE (`smsCount = smsCount - 1 WHERE smsCount >= 1`) in the same transaction as its send record
 * (status 0), so concurrent sends never take the count below zero and every taken message has its record. Then the
 * SMS provider delivers it; when the provider fails, the record becomes a failure (status 1, with the reason) and
 * the message is given back. A message refused for the count writes nothing.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import { shanghaiDay } from '../../engine/calendar-days';

export const SEND_STATUS = { success: 0, failure: 1 } as const;
export const NO_SMS_LEFT = '短信余量不足';

export interface OutgoingMessage {
  mobile: string;
  content: string;
  templateName: string;
  templateCode: string;
  signName: string;
  /** The template's variables as sent (the provider fills its approved copy of the template with them). */
  params: Record<string, string>;
  apiKeyId: number;
  /** The key's creator (no member acts in a key's request, so no user stamp would name one). */
  crtUserId: number | null;
  crtUserName: string | null;
}

export interface MessageOutcome {
  mobile: string;
  status: number | null;
  recordId: number | null;
  msg: string;
}

/** Takes one remaining SMS and writes the record, or answers null when none is left. */
async function takeAndRecord(services: Services, { params, ...message }: OutgoingMessage): Promise<number | null> {
  return services.data.transaction(async () => {
    const taken = await services.data.rows('ServiceAccount').addTo('smsCount', -1, { where: { smsCount: { [Op.gte]: 1 } } });
    if (taken !== 1) return null;
    const record = await services.data.section('sendRecord').create({ ...message, status: SEND_STATUS.success, sendDate: shanghaiDay() });
    return record.get('id') as number;
  });
}

/** Sends one message for the company in context: taken, recorded, delivered (or recorded as failed and given back). */
export async function sendMessage(services: Services, message: OutgoingMessage): Promise<MessageOutcome> {
  const recordId = await takeAndRecord(services, message);
  if (recordId === null) return { mobile: message.mobile, status: null, recordId: null, msg: NO_SMS_LEFT };
  try {
    const { mobile, content, signName, templateCode, params } = message;
    await services.sms.deliver({ mobile, purpose: 'api', content, signName, templateCode, params });
    return { mobile: message.mobile, status: SEND_STATUS.success, recordId, msg: '发送成功' };
  } catch (error) {
    const reason = `短信服务商发送失败：${(error as Error).message}`.slice(0, 200);
    await services.data.transaction(async () => {
      await services.data.section('sendRecord').update({ status: SEND_STATUS.failure, failReason: reason }, { where: { id: recordId } });
      await services.data.rows('ServiceAccount').addTo('smsCount', 1, { where: {} });
    });
    return { mobile: message.mobile, status: SEND_STATUS.failure, recordId, msg: '发送失败' };
  }
}
