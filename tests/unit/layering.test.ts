import { sourceFiles, sourceText } from '../support/source-files';

/**
 * The layers under the modules know nothing of them (issue 27): the guard, grants, sessions, HTTP, the data layer,
 * providers and caches import no business module. A module gives what they need through its ServerModule (hooks,
 * mounts, grant conditions), composed at start.
 */
const LOWER_LAYERS = ['middleware', 'permissions', 'auth', 'http', 'context', 'db', 'providers', 'cache'];

test('the guard, grants, sessions, HTTP, data, providers and caches import no business module', () => {
  const offending = LOWER_LAYERS.flatMap((layer) => sourceFiles(`server/${layer}`))
    .filter((file) => /from\s+'[^']*\/modules\/[^']*'/.test(sourceText(file)))
    .map((file) => file.replace(/^server\//, ''));
  expect(offending).toEqual([]);
});

/**
 * The server reads nothing under src/ (issue 27): code both sides compile (the schema-file types, field conditions,
 * section UI defaults, reserved fields, the schedule wire format, the region codes) lives in the top-level shared/
 * folder; the client's registries reach the server as schemas/_meta/client-manifest.json.
 */
test('the server, seeds and shared code import nothing from src/', () => {
  const offending = ['server', 'seeds', 'shared']
    .flatMap((folder) => sourceFiles(folder))
    .filter((file) => /(from\s+|import\s*\(?\s*|require\()'(\.\.\/)+src\//.test(sourceText(file)));
  expect(offending).toEqual([]);
});
