import os from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { Options } from '@node-rs/argon2';
import { PROJECT_ROOT } from '../project-root';

/**
 * Password hashes (argon2id, 10–20 ms of one core each) run on a pool of threads of their own (piscina) at a lower CPU
 * priority, started at the first hash and idle (unref'd) between: when the cores are busy, the event loop's requests go first and logins wait, so a burst of logins cannot
 * slow every other request. On libuv's pool (the package's async calls) the hashing thread ran at the event loop's
 * priority and took its core on a busy 2-core machine (docs/performance.md). Half the cores (at least one) hash at once.
 */
export const PASSWORD_HASH_THREADS = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** How many nice steps below the process the hashing threads run (piscina's niceIncrement; Linux and macOS). */
export const PASSWORD_HASH_NICE = 10;

let pool: Piscina | undefined;

function hashPool(): Piscina {
  pool ??= new Piscina({
    filename: path.join(PROJECT_ROOT, 'server/auth/password-hash-worker.js'),
    minThreads: PASSWORD_HASH_THREADS,
    maxThreads: PASSWORD_HASH_THREADS,
    niceIncrement: PASSWORD_HASH_NICE,
  });
  return pool;
}

/** Runs one argon2 call (`hashSync` or `verifySync` arguments) on a hashing thread. */
export function onHashThread(op: 'hash', args: [string, Options]): Promise<string>;
export function onHashThread(op: 'verify', args: [string, string]): Promise<boolean>;
export function onHashThread(op: 'hash' | 'verify', args: unknown[]): Promise<unknown> {
  return hashPool().run({ op, args });
}
