import { sourceFiles, sourceText } from '../support/source-files';

/**
 * Issue 26's aim: modules reach data only through the repository layer (`services.data`, server/engine/repository.ts:
 * repositories of models and sections, the caller's rows, transactions), never through a model, the Sequelize
 * instance, the data layer's internals or raw SQL. A module file that does fails here — use `services.data` (or
 * extend the repository) instead.
 */

/**
 * A model, a section's model, the Sequelize instance or a table (however `services.db` is reached or destructured;
 * its `specs`, the declarations, are not data), or an import of the data layer.
 */
const DIRECT = /\bdb\.(models|sections|sequelize|tables)\b|\bdb\b(?!\.specs\b)(?=\s*[;,)}]|\s*\.\s*\w)|\{[^}]*\b(models|sections|sequelize|tables)\b[^}]*\}\s*=\s*\w+\.db\b|from '\.\.\/\.\.\/db\//;

const files = sourceFiles('server/modules');
const text = sourceText;

test('no module runs raw SQL (sequelize.query or a query interface)', () => {
  const raw = files.filter((file) => /\.query\s*\(|QueryTypes|bulkInsert\(|bulkUpdate\(|bulkDelete\(/.test(text(file)));
  expect(raw).toEqual([]);
});

test('no module reaches data around the repository', () => {
  expect(files.filter((file) => DIRECT.test(text(file)))).toEqual([]);
});
