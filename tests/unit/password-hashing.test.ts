import fs from 'node:fs';
import bcrypt from 'bcryptjs';
import { hash } from '@node-rs/argon2';
import { checkPassword, hashPassword, needsRehash } from '../../server/auth/secrets';
import { PASSWORD_HASH_NICE } from '../../server/auth/password-hash-pool';
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

/** Each thread's nice value (field 19 of /proc/self/task/<tid>/stat), by thread id. */
function threadNiceValues(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    nice.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nice;
}

test('hashes run at a lower CPU priority than the event loop, so requests go first on a busy machine', async () => {
  await hashPassword('Demo@2026');
  const nice = threadNiceValues();
  const lower = Math.min(19, nice.get(process.pid)! + PASSWORD_HASH_NICE);
  expect(lower).toBeGreaterThan(nice.get(process.pid)!);
  expect([...nice.values()].filter((value) => value === lower).length).toBeGreaterThanOrEqual(1);
});

test('parallel hashes and checks each get their own answer', async () => {
  const passwords = Array.from({ length: 6 }, (_, i) => `Demo@${i}`);
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  const checks = await Promise.all(hashes.flatMap((stored, i) => [checkPassword(passwords[i], stored), checkPassword(passwords[(i + 1) % 6], stored)]));
  expect(checks).toEqual(hashes.flatMap(() => [true, false]));
});

test('a malformed argon2id hash is an error, not a match', async () => {
  await expect(checkPassword('Demo@2026', '$argon2id$v=19$m=19456,t=2,p=1$broken')).rejects.toThrow();
  expect(await checkPassword('Demo@2026', await hashPassword('Demo@2026'))).toBe(true);
});
