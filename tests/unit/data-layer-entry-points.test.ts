import { sourceFiles, sourceText } from '../support/source-files';

/**
 * Nothing limits raw SQL to a company, so the server runs it only where there is no company: opening the database
 * (SQLite's PRAGMAs, MySQL's CREATE DATABASE) and migrations (indexes the model API cannot declare). Everything else
 * goes through the models (the tenant scope's hooks) and, from modules, the repository layer. A new place that runs
 * raw SQL fails here; it belongs in server/db/ and must run outside a request.
 */
const RAW_SQL_PLACES = ['server/db/connection.ts', 'server/db/database-setup.ts', 'server/db/unique-indexes.ts'];


test('raw SQL runs only when the database is opened and migrated', () => {
  const raw = sourceFiles('server').filter((file) => /\.query\s*\(|QueryTypes\.|getQueryInterface\(\)\.(bulk|raw)/.test(sourceText(file)));
  expect(raw.sort()).toEqual(RAW_SQL_PLACES);
});

test('transactions start only through transaction() (transaction-context.ts), which joins an outer one and takes SQLite\'s writer', () => {
  // The seeds and the bench's loaders run inside the same process as the server: a transaction of their own would
  // skip the writer's turn and meet the server's at SQLite's file lock.
  const code = ['server', 'seeds', 'bench', 'tests/support', 'tests/api', 'tests/e2e'].flatMap((dir) => sourceFiles(dir));
  const direct = code.filter((file) => /sequelize\s*\.\s*transaction\s*\(/.test(sourceText(file)));
  expect(direct).toEqual(['server/context/transaction-context.ts']);
});
