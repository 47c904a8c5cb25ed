import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** Names the server makes: 32 hex characters and an extension. Anything else never touches the disk. */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** Files under `<root>/<tenantId>/<name>` (root = config.dataDir/uploads; tenant 0: the platform's published images). */
export class LocalDiskStorage implements FileStorage {
  constructor(private root: string) {}

  private pathOf(tenantId: number, name: string): string {
    if (!Number.isSafeInteger(tenantId) || tenantId < 0 || !STORED_NAME.test(name)) throw new Error(`bad storage key ${tenantId}/${name}`);
    return path.join(this.root, String(tenantId), name);
  }

  async put(tenantId: number, name: string, data: Buffer): Promise<void> {
    const file = this.pathOf(tenantId, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await fs.writeFile(partial, data, { flag: 'wx' });
    await fs.rename(partial, file);
  }

  async get(tenantId: number, name: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(tenantId, name));
    } catch (error: any) {
      if (error?.code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(tenantId: number, name: string): Promise<void> {
    await fs.rm(this.pathOf(tenantId, name), { force: true });
  }
}
