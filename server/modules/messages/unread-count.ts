import type { Services } from '../../services';
import { afterCommit } from '../../context/transaction-context';

/** The header cache's key of one member's unread count (front/info `newsQty`), beside their profile. */
const keyOf = (tenantId: number, accountId: number) => `${tenantId}:~news:${accountId}`;

/** Bumped by every drop, so a count read while messages changed is answered but not kept. */
let changes = 0;

/** How many of the member's messages are unread (both kinds): front/info's `newsQty`, cached for cacheSeconds. */
export async function unreadCount(services: Services, tenantId: number, accountId: number): Promise<number> {
  const seen = changes;
  const cached = await services.caches.profiles.get(
    keyOf(tenantId, accountId),
    async () => ({ count: await services.data.rows('Message').count({ where: { accountId, status: 0 } }) }),
    () => seen === changes,
  );
  return Number((cached as { count: number }).count);
}

/** The members' cached unread counts are dropped now and again once the current transaction commits. */
export function forgetUnread(services: Services, tenantId: number, accountIds: number[]) {
  const drop = () => {
    changes++;
    for (const accountId of accountIds) services.caches.profiles.delete(keyOf(tenantId, accountId));
  };
  drop();
  afterCommit(drop);
}
