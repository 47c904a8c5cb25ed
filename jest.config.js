/** Three suites: unit (no server), api (the real app over HTTP on a real database), e2e (Chromium). */
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
};
// sanitize-html's parser (htmlparser2 12 and its dom packages) ships ES modules only: Node requires them, Jest compiles them.
const transformIgnorePatterns = ['^(?!.*/sanitize-html/node_modules/).*/node_modules/'];
const common = { transform, transformIgnorePatterns, testEnvironment: 'node', moduleFileExtensions: ['ts', 'tsx', 'js', 'json'] };

module.exports = {
  // Jest reads testTimeout from the top level only (a project's own is ignored): 30 s for every test.
  testTimeout: 30_000,
  // Each API file boots a whole server; a worker that has run many of them is replaced once it holds more than this
  // (one worker on a 2-core machine once ran out of heap after a hundred files).
  workerIdleMemoryLimit: '1500MB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    // Each API test makes many real HTTP calls; on a loaded 2-core CI machine 5 s is too little for some.
    { ...common, displayName: 'api', testMatch: ['<rootDir>/tests/api/**/*.test.ts'], testTimeout: 30_000 },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
  ],
};
