import { startTestServer, type TestServer } from '../support/test-server';
import { QueryTypes } from 'sequelize';
import { migrate } from '../../server/db/migrate';

const INDEX = 'sys_membership_idx3';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(() => server.stop());

const indexNames = async () =>
  ((await server.services.db.sequelize.getQueryInterface().showIndex('sys_membership')) as { name: string }[]).map((index) => index.name);

describe('the user list index', () => {
  test('a new database has (tenantId, status, id) on sys_membership, and the page query reads it without sorting', async () => {
    expect(await indexNames()).toContain(INDEX);
    const { sequelize } = server.services.db;
    if (sequelize.getDialect() !== 'sqlite') return;
    const plan: { detail: string }[] = await sequelize.query('EXPLAIN QUERY PLAN SELECT id FROM sys_membership WHERE tenantId = 1 AND status = 0 ORDER BY id DESC LIMIT 10', {
      type: QueryTypes.SELECT,
    });
    const text = plan.map((step) => step.detail).join(' | ');
    expect(text).toContain(INDEX);
    expect(text).not.toContain('TEMP B-TREE');
  });

  test('migration 0006 adds the index to a database made before it, once', async () => {
    const { sequelize } = server.services.db;
    await sequelize.getQueryInterface().removeIndex('sys_membership', INDEX);
    await sequelize.query("DELETE FROM sys_migrations WHERE name = '0006-membership-list-index'");
    expect(await indexNames()).not.toContain(INDEX);
    expect(await migrate(server.services.db)).toEqual(['0006-membership-list-index']);
    expect(await indexNames()).toContain(INDEX);
    expect(await migrate(server.services.db)).toEqual([]);
  });
});
