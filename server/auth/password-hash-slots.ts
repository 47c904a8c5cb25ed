import os from 'node:os';

/** libuv's thread pool, where argon2 runs beside file and DNS work: 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const threadPoolSize = () => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * How many password hashes run at once in this process; the rest wait their turn. Half the cores, so a burst of
 * logins cannot take the CPU every other request needs, and one pool thread always stays free for file and DNS work.
 */
export const PASSWORD_HASH_SLOTS = Math.max(1, Math.min(Math.floor(os.availableParallelism() / 2), threadPoolSize() - 1));

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` (one argon2 hash or verify) when a slot is free; a finished one hands its slot to the next in line. */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < PASSWORD_HASH_SLOTS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
