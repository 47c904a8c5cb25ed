import fs from 'node:fs';
import path from 'node:path';
import { newModelFromString } from 'casbin';
import { DataTypes, Sequelize } from 'sequelize';
import { applyTenantScope, CrossTenantWrite, TenantContextMissing, TenantScopeBypass } from '../../server/db/tenant-scope';
import { casbinDomainKey, TenantPolicyAdapter } from '../../server/permissions/policy-adapter';
import { asSystem, asTenant } from '../../server/context/request-context';

/** Tables whose tenant is not a plain tenantId column: the company table (its id) and casbin_rule (the domain). */
const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
const define = { timestamps: false, freezeTableName: true };
const Company = sequelize.define('sys_company', { companyName: DataTypes.STRING }, define);
const CasbinRule = sequelize.define('casbin_rule', { ptype: DataTypes.STRING, v0: DataTypes.STRING, v1: DataTypes.STRING, v2: DataTypes.STRING, v3: DataTypes.STRING }, define);
const AccessToken = sequelize.define('sys_access_token', { tenantId: DataTypes.INTEGER, accountId: DataTypes.INTEGER, revokedAt: DataTypes.DATE }, define);
applyTenantScope(Company, { column: 'id' });
applyTenantScope(CasbinRule, { key: casbinDomainKey });
applyTenantScope(AccessToken);

const rules = (where = {}) => asSystem(async () => (await CasbinRule.findAll({ where, order: [['id', 'ASC']], raw: true })).map((r: any) => [r.ptype, r.v0, r.v1, r.v2].join(',')));

beforeAll(async () => {
  await sequelize.sync();
  await asSystem(async () => {
    await Company.bulkCreate([{ companyName: '甲' }, { companyName: '乙' }]);
    await CasbinRule.bulkCreate([
      { ptype: 'p', v0: 'role:3', v1: '1', v2: 'depart', v3: '*' },
      { ptype: 'g', v0: 'user:7', v1: 'role:3', v2: '1' },
      { ptype: 'p', v0: 'role:4', v1: '2', v2: 'depart', v3: '*' },
      // A grouping whose role name looks like domain 1 must not count as domain 1's.
      { ptype: 'g', v0: 'user:8', v1: '1', v2: '2' },
      { ptype: 'g', v0: 'user:9', v1: 'role:operator', v2: '0' },
    ]);
    await AccessToken.bulkCreate([
      { tenantId: 1, accountId: 7 },
      { tenantId: 2, accountId: 7 },
    ]);
  });
});
afterAll(() => sequelize.close());

describe('the company table, scoped by its id', () => {
  test('inside a tenant only the own company row is seen and written', async () => {
    await asTenant(1, async () => {
      expect((await Company.findAll({ raw: true })).map((c: any) => c.companyName)).toEqual(['甲']);
      expect(await Company.findByPk(2)).toBeNull();
      expect(await Company.count()).toBe(1);
      const [changed] = await Company.update({ companyName: '甲公司' }, { where: {} });
      expect(changed).toBe(1);
    });
    expect((await asSystem(() => Company.findAll({ order: [['id', 'ASC']], raw: true }))).map((c: any) => c.companyName)).toEqual(['甲公司', '乙']);
  });

  test('a company cannot be created, re-keyed or reached from another tenant', async () => {
    await expect(asTenant(1, () => Company.create({ companyName: '丙' }))).rejects.toBeInstanceOf(TenantScopeBypass);
    await expect(asTenant(1, () => Company.update({ id: 2 }, { where: {} }))).rejects.toBeInstanceOf(CrossTenantWrite);
    const other = await asSystem(() => Company.findByPk(2));
    await expect(asTenant(1, () => other!.update({ companyName: '改' }))).rejects.toBeInstanceOf(CrossTenantWrite);
    await expect(Company.findAll()).rejects.toBeInstanceOf(TenantContextMissing);
    expect(await asSystem(() => Company.count())).toBe(2);
  });
});

describe('casbin rules, scoped by their domain', () => {
  test('a tenant sees the policies (v1) and groupings (v2) of its own domain only', async () => {
    const seen = await asTenant(1, async () => (await CasbinRule.findAll({ order: [['id', 'ASC']], raw: true })).map((r: any) => r.v0));
    expect(seen).toEqual(['role:3', 'user:7']);
    expect(await asTenant(0, () => CasbinRule.count())).toBe(1);
    expect(await asTenant(1, () => CasbinRule.destroy({ where: { v0: ['role:4', 'user:8'] } }))).toBe(0);
  });

  test('a new rule gets the domain of the context; another domain is refused', async () => {
    await asTenant(1, async () => {
      await CasbinRule.create({ ptype: 'p', v0: 'role:5', v2: 'notice', v3: '*' });
      await CasbinRule.create({ ptype: 'g', v0: 'user:10', v1: 'role:5' });
    });
    expect(await rules({ v0: ['role:5', 'user:10'] })).toEqual(['p,role:5,1,notice', 'g,user:10,role:5,1']);
    await expect(asTenant(1, () => CasbinRule.create({ ptype: 'p', v0: 'role:6', v1: '2', v2: 'x', v3: '*' }))).rejects.toBeInstanceOf(CrossTenantWrite);
    await expect(asTenant(1, () => CasbinRule.create({ ptype: 'g', v0: 'user:11', v1: 'role:6', v2: '0' }))).rejects.toBeInstanceOf(CrossTenantWrite);
    await expect(asTenant(1, () => CasbinRule.update({ v1: '2' }, { where: { v0: 'role:5' } }))).rejects.toBeInstanceOf(CrossTenantWrite);
    expect(await rules({ v0: ['role:6', 'user:11'] })).toEqual([]);
  });

  test('the policy adapter loads one domain through the scope', async () => {
    const model = newModelFromString(fs.readFileSync(path.join(__dirname, '../../policies/model.conf'), 'utf8'));
    await new TenantPolicyAdapter(CasbinRule).loadFilteredPolicy(model, { tenantId: 2 });
    expect(model.getPolicy('p', 'p')).toEqual([['role:4', '2', 'depart', '*']]);
    expect(model.getPolicy('g', 'g')).toEqual([['user:8', '1', '2']]);
  });
});

describe('tokens, scoped by tenantId', () => {
  test('revoking an account’s tokens inside a tenant leaves its tokens of other companies', async () => {
    await asTenant(1, () => AccessToken.update({ revokedAt: new Date() }, { where: { accountId: 7, revokedAt: null } }));
    const tokens = await asSystem(() => AccessToken.findAll({ order: [['tenantId', 'ASC']], raw: true }));
    expect(tokens.map((t: any) => [t.tenantId, t.revokedAt !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
