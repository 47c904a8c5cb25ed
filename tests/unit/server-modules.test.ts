import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverModules, SERVER_MODULES } from '../../server/modules';
import { hookedSections, hooksFor, registerHooks } from '../../server/modules/section-hooks-registry';
import { loadSchemas } from '../../server/engine/load-schemas';

test('the modules folder is read: every folder with an index file is a module, in name order', () => {
  expect(SERVER_MODULES.map((found) => found.name)).toEqual(['admin', 'attendance', 'auth', 'business', 'commerce', 'forms', 'messages', 'notice', 'personal', 'platform', 'schedule', 'service']);
  // regions/ holds helpers only: no index file, no module.
  expect(fs.existsSync(path.resolve(__dirname, '../../server/modules/regions'))).toBe(true);
});

test('every section hook names a section file, and the areas\' sections get theirs', () => {
  const sections = new Map(loadSchemas().sections.map((section) => [section.id, section]));
  for (const id of hookedSections()) expect([id, sections.has(id)]).toEqual([id, true]);
  expect(hooksFor('depart').beforeDelete).toBeInstanceOf(Function);
  // The review queue is the generic list (model.acrossTenants); approve and reject are declared transitions whose
  // afterTransition moves the company with its request.
  expect(hooksFor('certificationReview').handlers).toBeUndefined();
  expect(hooksFor('certificationReview').afterTransition).toBeInstanceOf(Function);
  expect(hooksFor('certificationReview').decorate).toBeInstanceOf(Function);
  expect(hooksFor('nosuchsection')).toEqual({});
});

test('the registry refuses a second set of hooks for a section', () => {
  expect(() => registerHooks('depart', {})).toThrow('hooks registered twice for section depart');
});

test('a new folder is found without a list; a folder whose index exports no module is refused', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'modules-'));
  fs.mkdirSync(path.join(dir, 'warehouse'));
  fs.writeFileSync(path.join(dir, 'warehouse', 'index.js'), 'exports.default = { mounts: [] };');
  fs.mkdirSync(path.join(dir, 'helpers'));
  fs.writeFileSync(path.join(dir, 'helpers', 'codes.js'), 'exports.codes = [];');
  expect(discoverModules(dir).map((found) => found.name)).toEqual(['warehouse']);
  fs.mkdirSync(path.join(dir, 'broken'));
  fs.writeFileSync(path.join(dir, 'broken', 'index.js'), 'exports.hooks = {};');
  expect(() => discoverModules(dir)).toThrow('server/modules/broken/index.ts must export its module as default');
});
