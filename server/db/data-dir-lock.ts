import fs from 'node:fs';
import path from 'node:path';
import { DatabaseStartError } from './database-setup';

/** Another live process holds the SQLite data directory; start.ts prints the message and exits 1. */
export class DataDirInUse extends DatabaseStartError {
  constructor(dir: string, pid: number) {
    super(
      `数据目录 ${dir} 已被另一个进程（pid ${pid}）使用：多个实例请使用 MySQL（DATABASE_URL）。 / ` +
        `The data directory ${dir} is in use by another process (pid ${pid}): run several instances on MySQL (DATABASE_URL).`,
    );
  }
}

/** Locks this process holds, removed on exit even when nobody calls their release. */
const held = new Set<string>();
let exitHook = false;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: any) {
    return error?.code === 'EPERM';
  }
}

function holder(lock: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One process per SQLite database: the in-process writer mutex (transaction-context.ts) is the only thing that keeps
 * two writers apart, so a second process on the same file is refused at boot. The lock is a file beside the database
 * (`<file>.lock`) created exclusively and holding the pid; a lock whose process is gone (a crash, kill -9) is taken
 * over. The same process booting twice on one file is refused too. Returns the release (idempotent).
 */
export function lockDataDir(file: string): () => void {
  const lock = `${file}.lock`;
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lock, 'wx');
      try {
        fs.writeSync(fd, String(process.pid));
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error: any) {
      if (error?.code !== 'EEXIST') throw error;
      const pid = holder(lock);
      if (pid !== undefined && (held.has(lock) || (pid !== process.pid && alive(pid)))) throw new DataDirInUse(dir, pid);
      // Written by a process that is gone (or half-written): take it over.
      if (attempt >= 3) throw new DataDirInUse(dir, pid ?? 0);
      fs.rmSync(lock, { force: true });
    }
  }
  held.add(lock);
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => held.forEach((lock) => fs.rmSync(lock, { force: true })));
  }
  return () => {
    if (!held.delete(lock)) return;
    if (holder(lock) === process.pid) fs.rmSync(lock, { force: true });
  };
}
