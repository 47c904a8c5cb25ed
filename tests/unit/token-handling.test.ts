import { Sequelize } from 'sequelize';
import { defineModels } from '../../server/db/database';
import { loadSchemas } from '../../server/engine/load-schemas';
import { migrate } from '../../server/db/migrate';
import { TokenService } from '../../server/auth/token-service';
import { digest, newToken } from '../../server/auth/secrets';
import { asSystem } from '../../server/context/request-context';

const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
const { models, sections } = loadSchemas();
const db = defineModels(sequelize, models, sections);
let accountId: number;

beforeAll(async () => {
  await migrate(db);
  await asSystem(async () => {
    const account = await db.models.Account.create({ mobile: '13600000000', passwordHash: 'x', name: '测试' });
    accountId = account.id;
    await db.models.Membership.create({ tenantId: 7, accountId, name: '测试' });
  });
});
afterAll(() => sequelize.close());

test('tokens are long, URL-safe and unique; digests are fixed-length hex', () => {
  const a = newToken();
  expect(a.length).toBeGreaterThanOrEqual(100);
  expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(newToken()).not.toBe(a);
  expect(digest(a)).toMatch(/^[0-9a-f]{64}$/);
});

test('issue → resolve gives the actor; revoke ends it at once even while cached', async () => {
  const tokens = new TokenService(db, 3600, 60);
  const { token } = await tokens.issue(accountId, 7, 'console');
  const actor = await tokens.resolve(token);
  expect(actor).toMatchObject({ accountId, tenantId: 7, name: '测试' });
  expect(await tokens.revoke(token)).toBe(true);
  expect(await tokens.resolve(token)).toBeUndefined();
});

test('an expired token or one of a removed membership resolves to nothing', async () => {
  const tokens = new TokenService(db, -1, 0);
  const { token } = await tokens.issue(accountId, 7, 'console');
  expect(await tokens.resolve(token)).toBeUndefined();
  const live = new TokenService(db, 3600, 0);
  const other = await live.issue(accountId, 8, 'console');
  expect(await live.resolve(other.token)).toBeUndefined();
});

test('revokeAccount ends every session of the account', async () => {
  const tokens = new TokenService(db, 3600, 60);
  const one = await tokens.issue(accountId, 7, 'console');
  const two = await tokens.issue(accountId, 7, 'console');
  await tokens.resolve(one.token);
  await tokens.revokeAccount(accountId);
  expect(await tokens.resolve(one.token)).toBeUndefined();
  expect(await tokens.resolve(two.token)).toBeUndefined();
});
