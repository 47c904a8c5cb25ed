import { everyInterval, forEveryCompany } from '../../runtime/company-jobs';
import { Op, UniqueConstraintError } from 'sequelize';
import type { Services } from '../../services';
import { formatDateTime } from '../../http/format';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';

/** AppSubscription.status of a subscription whose end has passed. */
export const SUBSCRIPTION_EXPIRED = 3;
/** The first reminder goes out this long before the end (issue 9: 7 days before and on expiry). */
export const REMIND_BEFORE_MS = 7 * 24 * 3600_000;

type Kind = 'soon' | 'expired';

/**
 * One reminder of one subscription's end, to the company's administrators: recorded (SubscriptionReminder, unique
 * on subscription, kind and end) before the message, in one transaction — an instance that recorded it first makes
 * this insert clash and this one sends nothing. A renewal moves the end, so the new end is reminded again.
 */
async function remind(services: Services, row: any, appName: string, kind: Kind, now: number): Promise<boolean> {
  const end = formatDateTime(row.endTime)!;
  try {
    await services.data.transaction(async () => {
      await services.data.rows('SubscriptionReminder').create({ subscriptionId: row.id, kind, endTime: end });
      if (kind === 'expired') await services.data.rows('AppSubscription').update({ status: SUBSCRIPTION_EXPIRED }, { where: { id: row.id, endTime: { [Op.lte]: new Date(now) } } });
      const admins = (await services.data.rows('Membership').findAll({ where: { isCompanyAdmin: 1, status: 0 }, attributes: ['accountId'], raw: true })) as any[];
      await sendMessages(services, {
        tenantId: row.tenantId,
        recipients: admins.map((admin) => admin.accountId),
        classify: MESSAGE_CLASSIFY.reminder,
        type: '系统消息',
        title: kind === 'soon' ? '应用即将到期' : '应用已到期',
        content: kind === 'soon' ? `“${appName}”将于${end}到期，请及时续费。` : `“${appName}”已于${end}到期，续费后可继续使用。`,
        ref: { type: 'appSubscription', id: row.id },
      });
    });
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false; // reminded by another instance or an earlier run
    throw error;
  }
}

/**
 * One company's subscriptions: those whose end has passed are marked expired (status 3) with one 已到期 reminder;
 * those ending within 7 days get one 即将到期 reminder (not a term of 7 days or less, such as a trial, which would
 * be reminded the moment it starts). Answers how many reminders this run sent.
 */
async function expireCompany(services: Services, now: number): Promise<number> {
  const subscriptions = services.data.rows('AppSubscription');
  const rows = (await subscriptions.findAll({
    where: { endTime: { [Op.ne]: null, [Op.lte]: new Date(now + REMIND_BEFORE_MS) } },
    attributes: ['id', 'tenantId', 'appId', 'status', 'startTime', 'endTime'],
    order: [['id', 'ASC']],
    raw: true,
  })) as any[];
  if (!rows.length) return 0;
  const apps = (await services.data.rows('AppCatalog').findAll({ where: { id: [...new Set(rows.map((row) => row.appId))] }, attributes: ['id', 'name'], raw: true })) as any[];
  const names = new Map(apps.map((app) => [app.id, app.name as string]));
  let sent = 0;
  for (const row of rows) {
    const end = new Date(row.endTime).getTime();
    const name = names.get(row.appId) ?? '应用';
    if (end <= now) {
      if (await remind(services, row, name, 'expired', now)) sent += 1;
      else if (row.status !== SUBSCRIPTION_EXPIRED) await subscriptions.update({ status: SUBSCRIPTION_EXPIRED }, { where: { id: row.id, endTime: { [Op.lte]: new Date(now) } } });
      continue;
    }
    const start = row.startTime ? new Date(row.startTime).getTime() : -Infinity;
    if (end - start > REMIND_BEFORE_MS && (await remind(services, row, name, 'soon', now))) sent += 1;
  }
  return sent;
}

/** The expiry job for every company; safe with several instances and across restarts. Answers reminders sent. */
export async function runSubscriptionExpiry(services: Services, now = Date.now()): Promise<number> {
  return forEveryCompany(services, 'subscription expiry', () => expireCompany(services, now));
}

/** Runs the expiry job every `everyMs` (an hour by default); `stop` ends it (server close, tests). */
export function subscriptionExpiryJob(services: Services, everyMs = 3600_000): { stop: () => void } {
  return everyInterval('subscription expiry', everyMs, () => runSubscriptionExpiry(services));
}
