import { boot } from '../../server/boot';
import { DataDirInUse } from '../../server/db/data-dir-lock';
import type { ServerConfig } from '../../config/server';

type Booted = Awaited<ReturnType<typeof boot>>;

/** Whether the test database takes several server instances: MySQL does; one SQLite directory takes one process. */
export const severalInstances = (config: ServerConfig) => Boolean(config.databaseUrl?.startsWith('mysql'));

/**
 * A second server instance on the first one's database, as behind a load balancer. On MySQL it is one, booted with
 * the overrides. On SQLite a second instance on the same data directory is refused (data-dir-lock.ts, issue 26): this
 * checks the refusal and answers the first instance itself (its close does nothing), so the test's concurrent runs
 * still race, within one process.
 */
export async function secondInstance(first: Booted, overrides: Partial<ServerConfig> = {}): Promise<Booted> {
  const settings = { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl, ...overrides };
  if (severalInstances(first.config)) return boot(settings);
  const refused = await boot(settings).then(
    async (booted) => {
      await booted.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  if (!(refused instanceof DataDirInUse)) throw new Error(`a second instance on one SQLite directory was not refused: ${String(refused)}`);
  return { ...first, close: async () => undefined };
}
