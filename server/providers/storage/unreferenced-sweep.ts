/**
 * The hourly sweep of uploads no write ever referred to: removed once older than the configured age, safely
 * beside concurrent claims and other instances.
 */
import { Op } from 'sequelize';
import type { Database } from '../../db/database';
import { asSystem } from '../../context/request-context';
import type { FileStorage } from './file-storage';

const BATCH = 200;
const SWEEP_EVERY_MS = 3600_000;

/**
 * Removes uploads that no write ever referred to (`referencedAt` still empty) once they are older than
 * `maxAgeMs`: the row first, by a conditional delete, then the bytes. A write that claims the file at the same
 * moment either marks it first (the delete then matches nothing) or finds it gone (and answers 请上传…), so a
 * referenced file is never removed. Safe with several instances. Answers how many files it removed.
 */
export async function sweepUnreferencedFiles(db: Database, storage: FileStorage, maxAgeMs: number, now = Date.now()): Promise<number> {
  const { StoredFile } = db.models;
  const cutoff = new Date(now - maxAgeMs);
  let removed = 0;
  for (;;) {
    // asSystem: a platform job over every company's uploads; each row keeps its tenant for the storage key.
    const stale: any[] = await asSystem(() =>
      StoredFile.findAll({ where: { referencedAt: null, crtTime: { [Op.lt]: cutoff } }, attributes: ['id', 'tenantId', 'name'], order: [['id', 'ASC']], limit: BATCH, raw: true }),
    );
    for (const file of stale) {
      const deleted = await asSystem(() => StoredFile.destroy({ where: { id: file.id, referencedAt: null } }));
      if (!deleted) continue;
      await storage.remove(file.tenantId, file.name);
      removed += 1;
    }
    if (stale.length < BATCH) return removed;
  }
}

/** Runs the sweep at start and every hour; `stop` ends it (server close, tests). */
export function scheduleUnreferencedSweep(db: Database, storage: FileStorage, maxAgeMs: number): { stop: () => void } {
  const run = () =>
    sweepUnreferencedFiles(db, storage, maxAgeMs).catch((error) => console.error('[storage] sweep of unreferenced files failed', error));
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
