import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** server/engine/api-types.ts API_TYPES_FILE (not imported: openapi-typescript is an ES module jest's sandbox does not load). */
const API_TYPES_FILE = path.join(ROOT, 'src/shared/api-types.generated.ts');

test('the committed API types are what `npm run api:types` writes from the OpenAPI document now', () => {
  // In its own process, as `npm run api:types` runs: the document is built there from the schemas and routes.
  const generated = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/engine/api-types-cli.ts', '--print'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(generated).toContain('export interface paths');
  const committed = fs.readFileSync(API_TYPES_FILE, 'utf8');
  expect(committed === generated ? 'current' : 'src/shared/api-types.generated.ts is out of date: run npm run api:types').toBe('current');
}, 120_000);

test('the generated types describe the shared stock\'s rows and list as the server answers them', () => {
  const source = fs.readFileSync(API_TYPES_FILE, 'utf8');
  const record = /\n {8}publishStockRecord: \{([\s\S]*?)\n {8}\}( & .*)?;\n/.exec(source);
  // The id every row has, a field, money as a number of yuan, and the engine's columns (the list's 更新日期).
  expect(record?.[1]).toMatch(/\bid: number;/);
  expect(record?.[1]).toMatch(/\bavailableQty\?: number \| null;/);
  expect(record?.[1]).toMatch(/\bretailPrice\?: number \| null;/);
  expect(record?.[2]).toContain('components["schemas"]["RowTimes"]');
  expect(source).toMatch(/\n {8}RowTimes: \{[^}]*\bupdTime\?: string \| null;/);
  expect(source).toContain('"/api/business/plt-publishStock/selectPage"');
});
