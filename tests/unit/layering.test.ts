import fs from 'node:fs';
import path from 'node:path';

/**
 * The layers under the modules know nothing of them (issue 27): the guard, grants, sessions, HTTP, the data layer,
 * providers and caches import no business module. A module gives what they need through its ServerModule (hooks,
 * mounts, grant conditions), composed at start.
 */
const LOWER_LAYERS = ['middleware', 'permissions', 'auth', 'http', 'context', 'db', 'providers', 'cache'];
const root = path.resolve(__dirname, '../../server');
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

test('the guard, grants, sessions, HTTP, data, providers and caches import no business module', () => {
  const offending = LOWER_LAYERS.flatMap((layer) => walk(path.join(root, layer)))
    .filter((file) => /from\s+'[^']*\/modules\/[^']*'/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offending).toEqual([]);
});
