import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away copy of the shipped schemas/ folder with `files` (paths under it → JSON) written over it: how a
 * test adds or changes a section, resource or area file without touching the real ones.
 */
export function schemasWith(files: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
  fs.cpSync(path.resolve(__dirname, '../../schemas'), dir, { recursive: true });
  for (const [file, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  }
  return dir;
}

/**
 * The refusal of a changed shipped file (`file` under schemas/, changed by `change`), loaded as the server loads the
 * schemas: `[pointer, reason]` of the SchemaFileError; throws when the copy loads.
 */
export function refusalOf(file: string, change: (json: any) => void): [string, string] {
  // Required here so a test that only copies schemas does not load the engine.
  const { loadSchemas, SchemaFileError } = require('../../server/engine/load-schemas') as typeof import('../../server/engine/load-schemas');
  const json = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas', file), 'utf8'));
  change(json);
  const dir = schemasWith({ [file]: json });
  try {
    loadSchemas(dir);
  } catch (error) {
    if (!(error instanceof SchemaFileError)) throw error;
    return [error.pointer, error.reason];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(`expected ${file} to be refused`);
}
