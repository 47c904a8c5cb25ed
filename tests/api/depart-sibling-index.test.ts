import { QueryTypes } from 'sequelize';
import { startTestServer, type TestServer } from '../support/test-server';

// The department hooks' sibling-name check reads by (tenantId, parentId, name): an index the section file declares on
// its inline model (schemas/admin/depart.json), after the two the engine derives.
const INDEX = 'plt_depart_idx2';
// A live sibling name is also unique (schemas/admin/depart.json, server/db/unique-indexes.ts).
const LIVE_UNIQUE = 'plt_depart_idx3';
const SIBLING_CHECK = 'SELECT count(*) AS n FROM plt_depart WHERE delTime IS NULL AND name = ? AND parentId = ? AND tenantId = ?';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(() => server.stop());

test('a new database has the declared (tenantId, parentId, name) index on plt_depart, and the sibling-name check can read by it', async () => {
  const { sequelize } = server.services.db;
  const indexes = (await sequelize.getQueryInterface().showIndex('plt_depart')) as { name: string; fields: { attribute: string }[] }[];
  const declared = indexes.find((index) => index.name === INDEX);
  expect(declared?.fields.map((field) => field.attribute)).toEqual(['tenantId', 'parentId', 'name']);
  const replacements = ['研发部', 1, 1];
  if (sequelize.getDialect() === 'sqlite') {
    const plan = await sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${SIBLING_CHECK}`, { type: QueryTypes.SELECT, replacements });
    // SQLite may pick the partial unique index on the same columns (live rows only) that follows it instead.
    expect(plan.map((step) => step.detail).join(' | ')).toMatch(new RegExp(`USING INDEX (${INDEX}|${LIVE_UNIQUE}) `));
  } else {
    const [plan] = await sequelize.query<{ possible_keys: string }>(`EXPLAIN ${SIBLING_CHECK}`, { type: QueryTypes.SELECT, replacements });
    expect(plan.possible_keys.split(',')).toContain(INDEX);
  }
});
