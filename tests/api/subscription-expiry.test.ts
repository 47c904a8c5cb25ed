import { startTestServer, type TestServer } from '../support/test-server';
import { secondInstance } from '../support/second-instance';
import { testService } from '../support/commerce';
import { asTenant } from '../../server/context/request-context';
import { runSubscriptionExpiry } from '../../server/modules/commerce/subscription-expiry';
import { UNLIMITED } from '../support/rate-limits';

/** The subscription expiry job (issue 9): expired subscriptions marked (status 3), administrators reminded once each. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const DAY = 24 * 3600_000;
const inA = <T>(work: () => Promise<T>) => asTenant(server.tenants.A, work);
const admins = () => inA(async () => ((await server.services.db.models.Membership.findAll({ where: { isCompanyAdmin: 1, status: 0 }, attributes: ['accountId'], raw: true })) as any[]).length);
const remindersOf = (id: number) =>
  inA(() => server.services.db.models.Message.findAll({ where: { refType: 'appSubscription', refId: id }, attributes: ['accountId', 'title', 'content'], raw: true })) as Promise<any[]>;
const statusOf = async (id: number) => ((await inA(() => server.services.db.models.AppSubscription.findByPk(id, { raw: true }))) as any).status;

async function subscription(code: string, start: number, end: number) {
  const appId = await testService(server, code, [{ qty: 1, priceFen: 100, unit: '年' }], 0, null);
  const row = await inA(() => server.services.db.models.AppSubscription.create({ appId, status: 2, startTime: new Date(start), endTime: new Date(end), seats: 10 }));
  return row.get('id') as number;
}

test('ended subscriptions expire with one 已到期 reminder; those ending within 7 days get one 即将到期; run twice at once and again, still once', async () => {
  const now = Date.now();
  const ended = await subscription('EXP-ENDED', now - 30 * DAY, now - 3600_000);
  const soon = await subscription('EXP-SOON', now - 30 * DAY, now + 3 * DAY);
  const later = await subscription('EXP-LATER', now - 30 * DAY, now + 30 * DAY);
  const trial = await subscription('EXP-TRIAL', now, now + 7 * DAY);
  const adminCount = await admins();
  expect(adminCount).toBeGreaterThan(0);

  const [first, second] = await Promise.all([runSubscriptionExpiry(server.services, now), runSubscriptionExpiry(server.services, now)]);
  expect(first + second).toBeGreaterThanOrEqual(2);
  await runSubscriptionExpiry(server.services, now + 60_000);

  expect(await statusOf(ended)).toBe(3);
  expect(await statusOf(soon)).toBe(2);
  expect(await statusOf(later)).toBe(2);
  const endedMessages = await remindersOf(ended);
  expect(endedMessages).toHaveLength(adminCount);
  expect(endedMessages[0]).toMatchObject({ title: '应用已到期', content: expect.stringContaining('测试服务EXP-ENDED') });
  const soonMessages = await remindersOf(soon);
  expect(soonMessages).toHaveLength(adminCount);
  expect(soonMessages[0].title).toBe('应用即将到期');
  expect(await remindersOf(later)).toHaveLength(0);
  expect(await remindersOf(trial)).toHaveLength(0);

  // Days later the soon one ends: marked and reminded on expiry, once, the earlier reminder kept.
  await Promise.all([runSubscriptionExpiry(server.services, now + 4 * DAY), runSubscriptionExpiry(server.services, now + 4 * DAY)]);
  expect(await statusOf(soon)).toBe(3);
  expect((await remindersOf(soon)).map((m) => m.title).sort()).toEqual([...Array(adminCount).fill('应用即将到期'), ...Array(adminCount).fill('应用已到期')].sort());
  expect(await remindersOf(ended)).toHaveLength(adminCount);
});

test('two server instances on one database run the job at once: each reminder goes out once', async () => {
  // The second instance: its own process state (services, caches, connection pool) on the same database (the same
  // MySQL database), as behind a load balancer; on SQLite, where a second process on the file is refused, the first one.
  const second = await secondInstance(server, { rateLimits: UNLIMITED, scheduleReminderSeconds: 0, subscriptionExpirySeconds: 0 } as any);
  try {
    const now = Date.now();
    const ended = await subscription('EXP-TWO', now - 30 * DAY, now - 60_000);
    const soon = await subscription('EXP-TWO-SOON', now - 30 * DAY, now + DAY);
    const runs = await Promise.all([runSubscriptionExpiry(server.services, now), runSubscriptionExpiry(second.services, now), runSubscriptionExpiry(second.services, now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await remindersOf(ended)).toHaveLength(await admins());
    expect(await remindersOf(soon)).toHaveLength(await admins());
    expect(await statusOf(ended)).toBe(3);
  } finally {
    await second.close();
  }
});
