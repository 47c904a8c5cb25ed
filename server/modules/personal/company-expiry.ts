/**
 * Whether the company's trial or subscriptions have run out (front/info `invalid`) and the reminder text that
 * says so, kept in the header profile cache.
 */
import type { Services } from '../../services';
import { formatDateTime } from '../../http/format';
import { APP_STATUS, effectiveStatus } from '../business/app-subscriptions';

export interface CompanyExpiry {
  /** 1 when the company's trial or subscription has expired (front/info `invalid`). */
  invalid: 0 | 1;
  /** The reminder's text (empty when not expired). */
  text: string;
}

const dayOf = (value: unknown) => String(formatDateTime(value) ?? '').slice(0, 10);

/**
 * Whether the company's time is over: no app of the company is in use (status 2 with its end time ahead), it is
 * not within its trial, and its trial has ended or one of its subscriptions has run out. A company within its
 * trial, or with any app in use, is not expired; one that never had a trial end date nor a subscription has nothing to expire. Read in the
 * caller's company (AppSubscription is tenant-scoped); the header cache keeps it for cacheSeconds.
 */
export async function companyExpiry(services: Services, tenantId: number, now = new Date()): Promise<CompanyExpiry> {
  const key = `${tenantId}:~expiry`;
  return (await services.caches.profiles.get(key, async () => {
    const [company, subscriptions] = await Promise.all([
      services.data.rows('Company').findById(tenantId, { attributes: ['trialEndsAt'], raw: true }),
      services.data.rows('AppSubscription').findAll({ attributes: ['status', 'endTime'], raw: true }),
    ]);
    const statuses = subscriptions.map((row) => ({ ...row, effective: effectiveStatus(row, now) }));
    if (statuses.some((row) => row.effective === APP_STATUS.inUse)) return { invalid: 0, text: '' };
    const trialEnd = company?.trialEndsAt ? new Date(company.trialEndsAt) : undefined;
    if (trialEnd && trialEnd.getTime() >= now.getTime()) return { invalid: 0, text: '' };
    const ended = statuses.filter((row) => row.effective === APP_STATUS.expired && row.endTime).map((row) => new Date(row.endTime));
    const last = [...ended, ...(trialEnd && trialEnd.getTime() < now.getTime() ? [trialEnd] : [])].sort((a, b) => b.getTime() - a.getTime())[0];
    if (!last) return { invalid: 0, text: '' };
    const what = trialEnd && last.getTime() === trialEnd.getTime() ? '试用期' : '订阅服务';
    return {
      invalid: 1,
      text: `您的企业${what}已于 ${dayOf(last)} 到期，部分功能已无法使用。如需继续使用，请前往应用中心购买或续费，或联系客服。`,
    };
  })) as unknown as CompanyExpiry;
}
