import path from 'node:path';

/**
 * The repository's folder (schemas/, policies/, dist/, data/), whether this code runs from its TypeScript source
 * (tsx, jest) or compiled to build/<name>/ (`npm start` runs build/server/server/start.js).
 */
export const PROJECT_ROOT = rootFrom(__dirname);

function rootFrom(serverDir: string): string {
  const above = path.resolve(serverDir, '..');
  const compiledInto = path.resolve(above, '..');
  return path.basename(compiledInto) === 'build' ? path.resolve(compiledInto, '..') : above;
}
