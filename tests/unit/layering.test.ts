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
