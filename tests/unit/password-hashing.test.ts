import fs from 'node:fs';
import bcrypt from 'bcryptjs';
import { hash } from '@node-rs/argon2';
import { checkPassword, hashPassword, needsRehash } from '../../server/auth/secrets';
import { inHashSlot, PASSWORD_HASH_SLOTS } from '../../server/auth/password-hash-slots';
import account from '../../schemas/core/resources/account.json';

test('new passwords are argon2id (19 MiB, 2 passes, 1 lane), salted, and fit the account column', async () => {
  const first = await hashPassword('Demo@2026');
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  expect(first.length).toBeLessThanOrEqual(account.fields.passwordHash.maxLength);
  expect(await hashPassword('Demo@2026')).not.toBe(first);
  expect(await checkPassword('Demo@2026', first)).toBe(true);
  expect(await checkPassword('demo@2026', first)).toBe(false);
  expect(needsRehash(first)).toBe(false);
});

test('a bcrypt hash from before still opens, and is due for a rehash', async () => {
  const legacy = bcrypt.hashSync('Demo@2026', 4);
  expect(await checkPassword('Demo@2026', legacy)).toBe(true);
  expect(await checkPassword('Demo@2027', legacy)).toBe(false);
  expect(needsRehash(legacy)).toBe(true);
});

test('argon2id with other parameters opens too, and is due for a rehash', async () => {
  const older = await hash('Demo@2026', { memoryCost: 8192, timeCost: 3, parallelism: 1 });
  expect(await checkPassword('Demo@2026', older)).toBe(true);
  expect(needsRehash(older)).toBe(true);
});

test('a stored value that is no hash opens nothing', async () => {
  for (const stored of ['', 'x', 'Demo@2026', '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA']) expect(await checkPassword('Demo@2026', stored)).toBe(false);
});

/** The main (event-loop) thread's CPU time so far, in ms: Linux counts each thread in /proc (10 ms ticks). */
function mainThreadCpuMs(): number {
  const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

test('hashing and checking run off the event loop: their CPU time is spent on other threads', async () => {
  const stored = await hashPassword('Demo@2026');
  const mainBefore = mainThreadCpuMs();
  const processBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? hashPassword(`Demo@${i}`) : checkPassword(`Demo@${i}`, stored))));
  const main = mainThreadCpuMs() - mainBefore;
  const used = process.cpuUsage(processBefore);
  const all = (used.user + used.system) / 1000;
  // CPU time, not wall time, so a busy machine does not change the split. On the event loop (bcryptjs, or argon2's
  // sync calls) the main thread would spend it all. 16 hashes are well over 50 ms even on a fast core (~10 ms each here).
  expect(all).toBeGreaterThan(50);
  expect(main).toBeLessThan(all / 4);
});

test('at most PASSWORD_HASH_SLOTS hashes run at once; the others wait their turn, in order', async () => {
  let running = 0;
  let most = 0;
  const finished: number[] = [];
  const releases: (() => void)[] = [];
  const jobs = Array.from({ length: PASSWORD_HASH_SLOTS + 3 }, (_, i) =>
    inHashSlot(async () => {
      most = Math.max(most, ++running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      finished.push(i);
    }),
  );
  while (finished.length < jobs.length) {
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases.length - finished.length).toBeLessThanOrEqual(PASSWORD_HASH_SLOTS);
    releases[finished.length]?.();
  }
  await Promise.all(jobs);
  expect(most).toBe(PASSWORD_HASH_SLOTS);
  expect(finished).toEqual([...Array(jobs.length).keys()]);
});
