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
