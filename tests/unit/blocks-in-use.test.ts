import fs from 'node:fs';
import path from 'node:path';
import { BLOCK_KINDS } from '../../src/blocks/kinds';
import { REPO_ROOT } from '../support/source-files';

/**
 * No block kind is registered and unused (issue 27's aims): every kind of src/blocks/kinds.ts is placed by some
 * section file or page file under schemas/ (at any depth: dialogs, panes, tables), or is drawn by the engine itself.
 */

/** Kinds the engine draws without a file naming them: a section without `ui.blocks` is one `table`. */
const DRAWN_BY_THE_ENGINE = ['table'];

/** Placed by a hand-written page until its screen is declared: kind → that page (checked to still place it). */
const PLACED_BY_CODE: Record<string, string> = {};

/** Registered ahead of the area that places them; each names the issue that will. */
const AWAITING: Record<string, string> = {};

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_meta' ? [] : jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function kindsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => kindsIn(item, found));
  else if (value && typeof value === 'object') {
    const kind = (value as { kind?: unknown }).kind;
    if (typeof kind === 'string') found.add(kind);
    Object.values(value).forEach((item) => kindsIn(item, found));
  }
  return found;
}

test('every registered block kind is placed by a schema file (or drawn by the engine, or awaiting its issue)', () => {
  const placed = new Set<string>(DRAWN_BY_THE_ENGINE);
  for (const file of jsonFiles(path.join(REPO_ROOT, 'schemas'))) kindsIn(JSON.parse(fs.readFileSync(file, 'utf8')), placed);
  for (const [kind, file] of Object.entries(PLACED_BY_CODE)) {
    if (fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').includes(`kind: '${kind}'`)) placed.add(kind);
  }
  const unused = BLOCK_KINDS.filter((kind) => !placed.has(kind) && !AWAITING[kind]);
  expect(unused).toEqual([]);
  // An awaited kind that is placed now leaves the list.
  expect(Object.keys(AWAITING).filter((kind) => placed.has(kind))).toEqual([]);
});
