import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { defineModels } from '../db/database';
import { migrate } from '../db/migrate';
import { adoptSchemas, forgetSectionReads, type Services } from '../services';
import { mountRoutes } from '../app';
import type { LiveRouter } from '../http/live-router';
import { loadSchemas, SchemaFileError } from './load-schemas';
import { loadAreas } from './load-areas';
import type { AreaSpec } from './area-types';

/** The one line a refused schema file leaves in the log: file, JSON pointer, reason. */
export function schemaErrorLine(error: SchemaFileError): string {
  return `schema error in ${error.file} at ${error.pointer || '/'}: ${error.reason}`;
}

export type ReloadOutcome = 'applied' | 'unchanged' | 'refused';

export interface SchemaReloaderOptions {
  /** The schema folder the server booted from. */
  dir: string;
  services: Services;
  live: LiveRouter;
  /** Quiet time after the last file event before reloading (an editor's save is several events). */
  debounceMs?: number;
}

/**
 * Hot reload of the schema folder. On a change the whole folder is loaded and checked again; a bad file is
 * refused (logged with file, pointer and reason) and everything stays as it was. A good one redefines the
 * models on the same connection, migrates additively (new tables and columns; nothing dropped), builds a new
 * router from the new sections and only then swaps it in, with the new models and sections, in one step.
 */
export class SchemaReloader {
  private watcher?: FSWatcher;
  private timer?: NodeJS.Timeout;
  private queue: Promise<unknown> = Promise.resolve();
  /** The loaded schemas now live, serialised: a save that changes nothing does not rebuild anything. */
  private current: string;
  /** Schema versions that went live since start. */
  generation = 0;

  constructor(private options: SchemaReloaderOptions) {
    this.current = JSON.stringify({ models: Object.values(options.services.db.specs), sections: options.services.sections, areas: options.services.areas });
  }

  /** Starts watching; resolves once the watcher has scanned the folder. */
  async watch(): Promise<void> {
    if (this.watcher) return;
    // Editors' swap and backup files (.x.json.swp, x.json~) are not schemas.
    const ignored = (file: string) => path.basename(file).startsWith('.') || file.endsWith('~');
    const watcher = chokidar.watch(this.options.dir, { ignoreInitial: true, ignored });
    this.watcher = watcher;
    watcher.on('all', (_event, file) => {
      if (file.endsWith('.json')) this.schedule();
    });
    watcher.on('error', (error) => console.error('schema watch failed', error));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    const watcher = this.watcher;
    this.watcher = undefined;
    await watcher?.close();
    await this.queue;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reload(), this.options.debounceMs ?? 150);
  }

  /** Loads the folder again and applies it; reloads run one at a time, in order. */
  reload(): Promise<ReloadOutcome> {
    const run = this.queue.then(() => this.apply());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async apply(): Promise<ReloadOutcome> {
    const { dir, services, live } = this.options;
    let loaded: ReturnType<typeof loadSchemas>;
    let areas: AreaSpec[];
    try {
      loaded = loadSchemas(dir);
      areas = loadAreas(dir, loaded.sections);
    } catch (error) {
      console.error(error instanceof SchemaFileError ? schemaErrorLine(error) : error);
      return 'refused';
    }
    const { models, sections } = loaded;
    const text = JSON.stringify({ models, sections, areas });
    if (text === this.current) return 'unchanged';
    try {
      const db = defineModels(services.db.sequelize, models, sections);
      // The new routes are built against the new schemas before anything live changes.
      const mounted = mountRoutes({ ...services, db, sections, areas });
      const applied = await migrate(db, services.db);
      adoptSchemas(services, db, sections, areas);
      // A read still inside the old routes may cache an answer of the old shape: forget it once they are done.
      void live.swap(mounted).then(() => forgetSectionReads(services));
      this.current = text;
      this.generation++;
      console.log(`schemas reloaded${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}`);
      return 'applied';
    } catch (error) {
      console.error('schema reload refused, the previous version stays live:', error);
      return 'refused';
    }
  }
}
