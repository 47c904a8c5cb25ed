import { startTestServer, type TestServer } from '../support/test-server';
import { schemasWith } from '../support/schema-copy';
import { loadSchemas } from '../../server/engine/load-schemas';
import { SchemaFileError } from '../../server/engine/schema-meta';
import { asTenant } from '../../server/context/request-context';

/** The shipped schemas plus fixture sections that use every field type, declared filters and association actions. */
function fixtureSchemas(extra: Record<string, unknown> = {}): string {
  const files: Record<string, unknown> = {
    ledgerItem: {
      id: 'ledgerItem',
      title: '台账',
      model: { table: 'plt_ledger_item' },
      fields: {
        name: { type: 'string', title: '名称', minLength: 1, maxLength: 30, unique: '名称已存在' },
        price: { type: 'money', title: '价格', minimum: 0 },
        day: { type: 'date', title: '日期' },
        at: { type: 'datetime', title: '时间' },
        meta: { type: 'json', title: '附加信息' },
        ownerId: { type: 'belongsTo', title: '负责人', target: 'Membership' },
        region: { type: 'region', title: '地区' },
        status: { type: 'enum', title: '状态', enum: [0, 1], enumNames: ['停用', '启用'], default: 1 },
      },
      required: ['name'],
      filters: { name: 'like', status: 'in', price: 'range', day: { op: 'range', params: ['from', 'to'] }, ownerId: 'eq' },
      sort: { default: [['id', 'ASC']], allowed: ['id', 'price'] },
      api: { base: '/api/test/ledger' },
    },
    memberApps: {
      id: 'memberApps',
      title: '成员应用',
      model: { resource: 'Membership' },
      api: {
        base: '/api/test/member',
        operations: {
          get: { method: 'GET', path: '/:id' },
          apps: { method: 'GET', path: '/:id/apps', association: { field: 'apps', verb: 'list' } },
          addApps: { method: 'POST', path: '/:id/apps/add', association: { field: 'apps', verb: 'add' } },
          removeApps: { method: 'POST', path: '/:id/apps/remove', association: { field: 'apps', verb: 'remove' } },
          setApps: { method: 'POST', path: '/:id/apps/set', association: { field: 'apps', verb: 'set' } },
        },
      },
    },
    ...extra,
  };
  return schemasWith(Object.fromEntries(Object.entries(files).map(([id, json]) => [`test/${id}.json`, json])));
}

let server: TestServer;
let admin: Record<string, string>;
let adminB: Record<string, string>;
const base = '/api/test/ledger';
const create = (body: object, headers = admin) => server.request.post(`${base}/create`).set(headers).send(body);
const list = (query: Record<string, unknown>, headers = admin) => server.request.get(`${base}/list`).query(query).set(headers);

beforeAll(async () => {
  server = await startTestServer({ env: { schemasDir: fixtureSchemas() } as any });
  admin = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const memberIdOf = async (tenantId: number, mobile: string) =>
  asTenant(tenantId, async () => {
    const account = await server.services.db.models.Account.findOne({ where: { mobile } });
    return (await server.services.db.models.Membership.findOne({ where: { accountId: account.id } })).id as number;
  });

describe('field types', () => {
  test('money is fen in the database and yuan with two decimals on the wire', async () => {
    const res = await create({ name: '螺栓', price: '12.34' });
    expect([res.status, res.body.data.price]).toEqual([200, 12.34]);
    const stored = await asTenant(server.tenants.A, () => server.services.db.models.ledgerItem.findByPk(res.body.data.id, { raw: true }));
    expect(Number((stored as any).price)).toBe(1234);
    expect((await create({ name: '垫圈', price: 0.29 })).body.data.price).toBe(0.29);
    for (const [price, msg] of [['1.234', '价格格式不正确'], ['abc', '价格格式不正确'], [-1, '价格不能小于0']] as const) {
      const bad = await create({ name: `坏价格${price}`, price });
      expect([bad.status, bad.body.msg]).toEqual([400, msg]);
    }
  });

  test('date, datetime (Asia/Shanghai), json, enum default and region round-trip', async () => {
    const res = await create({ name: '齿轮', day: '2026-03-01', at: '2026-03-01 08:30:00', meta: { sizes: [1, 2] }, region: ['330000', '330100', '330106'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ day: '2026-03-01', at: '2026-03-01 08:30:00', meta: { sizes: [1, 2] }, region: '330000,330100,330106', status: 1 });
    const got = await server.request.get(`${base}/select/${res.body.data.id}`).set(admin);
    expect(got.body.data).toMatchObject({ day: '2026-03-01', at: '2026-03-01 08:30:00', meta: { sizes: [1, 2] } });
    for (const [body, msg] of [
      [{ name: '坏日期', day: '2026/03/01' }, '日期格式不正确'],
      [{ name: '坏时间', at: 'tomorrow' }, '时间格式不正确'],
      [{ name: '坏地区', region: ['330000', '440300', '330106'] }, '请选择地区'],
      [{ name: '坏状态', status: 2 }, '状态取值不正确'],
    ] as const) {
      const bad = await create(body);
      expect([bad.status, bad.body.msg]).toEqual([400, msg]);
    }
  });

  test('a belongsTo id must be a row the company may read: another company’s member is refused', async () => {
    const own = await memberIdOf(server.tenants.A, '13800000002');
    const other = await memberIdOf(server.tenants.B, '13900000001');
    expect((await create({ name: '有负责人', ownerId: own })).body.data.ownerId).toBe(own);
    const bad = await create({ name: '别家负责人', ownerId: other });
    expect([bad.status, bad.body.msg, bad.body.data]).toEqual([400, '负责人不存在', ['ownerId']]);
    expect((await list({ name: '别家负责人' })).body.data.total).toBe(0);
  });

  test('a unique field answers 409 with its message, per company', async () => {
    await create({ name: '唯一件' }).expect(200);
    const clash = await create({ name: '唯一件' });
    expect([clash.status, clash.body.msg]).toEqual([409, '名称已存在']);
    expect((await create({ name: '唯一件' }, adminB)).status).toBe(200);
    const second = await create({ name: '另一件' });
    const renamed = await server.request.put(`${base}/update/${second.body.data.id}`).set(admin).send({ name: '唯一件' });
    expect([renamed.status, renamed.body.msg]).toEqual([409, '名称已存在']);
  });
});

describe('declared filters', () => {
  beforeAll(async () => {
    await create({ name: '100%纯铜', price: 5, day: '2026-04-01', status: 0 }).expect(200);
    await create({ name: '黄铜', price: 50, day: '2026-04-02', status: 1 }).expect(200);
    await create({ name: '青铜', price: 500, day: '2026-04-03', status: 1 }).expect(200);
  });
  const names = async (query: Record<string, unknown>) => (await list({ limit: 100, ...query })).body.data.records.map((r: any) => r.name).sort();

  test('like matches the text literally, % included', async () => {
    expect(await names({ name: '%' })).toEqual(['100%纯铜']);
    expect(await names({ name: '铜' })).toEqual(['100%纯铜', '青铜', '黄铜']);
  });

  test('in, money range in yuan and inclusive day range', async () => {
    expect(await names({ name: '铜', status: '0' })).toEqual(['100%纯铜']);
    expect(await names({ name: '铜', status: '0,1' })).toHaveLength(3);
    expect(await names({ priceStart: '50', priceEnd: '500.00' })).toEqual(['青铜', '黄铜']);
    expect(await names({ from: '2026-04-02', to: '2026-04-03' })).toEqual(['青铜', '黄铜']);
  });

  test('bad filter values answer 400 naming the parameter', async () => {
    for (const [query, msg, param] of [
      [{ status: '3' }, '状态取值不正确', 'status'],
      [{ priceStart: '1.999' }, '价格格式不正确', 'priceStart'],
      [{ from: '2026-02-30' }, '日期格式不正确', 'from'],
      [{ from: '2026-04-03', to: '2026-04-01' }, '开始日期不能晚于结束日期', 'from'],
    ] as const) {
      const res = await list(query);
      expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, [param]]);
    }
  });
});

describe('association actions', () => {
  let member: number;
  let apps: number[];
  beforeAll(async () => {
    member = await memberIdOf(server.tenants.A, '13800000002');
    apps = ((await server.services.db.models.AppCatalog.findAll({ attributes: ['id'], order: [['id', 'ASC']], limit: 3, raw: true })) as any[]).map((a) => a.id);
  });
  const linked = async (id = member, headers = admin) => (await server.request.get(`/api/test/member/${id}/apps`).set(headers)).body.data.map((a: any) => a.id).sort();

  test('add, remove and set change the links; list reads them', async () => {
    await server.request.post(`/api/test/member/${member}/apps/set`).set(admin).send({ ids: [] }).expect(200);
    await server.request.post(`/api/test/member/${member}/apps/add`).set(admin).send({ ids: apps.slice(0, 2) }).expect(200);
    expect(await linked()).toEqual(apps.slice(0, 2));
    await server.request.post(`/api/test/member/${member}/apps/remove`).set(admin).send({ ids: [apps[0]] }).expect(200);
    expect(await linked()).toEqual([apps[1]]);
    await server.request.post(`/api/test/member/${member}/apps/set`).query({ ids: `${apps[0]},${apps[2]}` }).set(admin).expect(200);
    expect(await linked()).toEqual([apps[0], apps[2]]);
    const rows = await asTenant(server.tenants.A, () => server.services.db.models.UserApp.findAll({ where: { membershipId: member }, raw: true }));
    expect((rows as any[]).every((row) => row.tenantId === server.tenants.A)).toBe(true);
  });

  test('another company’s member is 404; an unknown target changes nothing; no ids is 400', async () => {
    const other = await memberIdOf(server.tenants.B, '13900000001');
    expect((await server.request.post(`/api/test/member/${other}/apps/add`).set(admin).send({ ids: [apps[0]] })).status).toBe(404);
    expect((await server.request.get(`/api/test/member/${other}/apps`).set(admin)).status).toBe(404);
    const before = await linked();
    const res = await server.request.post(`/api/test/member/${member}/apps/add`).set(admin).send({ ids: [apps[1], 987654] });
    expect([res.status, res.body.msg]).toEqual([404, '可使用应用不存在']);
    expect(await linked()).toEqual(before);
    const none = await server.request.post(`/api/test/member/${member}/apps/add`).set(admin).send({});
    expect([none.status, none.body.msg]).toEqual([400, '请选择可使用应用']);
  });

  test('private fields never leave the server', async () => {
    const res = await server.request.get(`/api/test/member/${member}`).set(admin);
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('tenantId');
    expect(res.body.data.accountId).toEqual(expect.any(Number));
  });
});

describe('declarations refused at load', () => {
  const loadWith = (extra: Record<string, unknown>) => loadSchemas(fixtureSchemas(extra));

  test('a reserved name cannot be declared as a field', () => {
    const bad = { id: 'badStamp', title: '坏', model: { table: 'plt_bad' }, fields: { crtTime: { type: 'datetime', title: '时间' } }, api: { base: '/api/test/bad' } };
    expect(() => loadWith({ badStamp: bad })).toThrow(SchemaFileError);
    expect(() => loadWith({ badStamp: bad })).toThrow(/reserved/);
  });

  test('a relation to an unknown model and an association on a plain field are refused', () => {
    const orphan = { id: 'orphan', title: '孤', model: { table: 'plt_orphan' }, fields: { boss: { type: 'belongsTo', title: '上级', target: 'Nobody' } }, api: { base: '/api/test/orphan' } };
    expect(() => loadWith({ orphan })).toThrow(/unknown model "Nobody"/);
    const plain = {
      id: 'plainLink',
      title: '链',
      model: { resource: 'Membership' },
      api: { base: '/api/test/plain', operations: { addName: { method: 'POST', path: '/:id/add', association: { field: 'name', verb: 'add' } } } },
    };
    expect(() => loadWith({ plainLink: plain })).toThrow(/not a belongsToMany field/);
  });
});
