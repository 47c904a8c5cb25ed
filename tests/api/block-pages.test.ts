import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

/** 企业信息设置 and 应用管理 as pages of blocks: what GET /api/schemas serves them, and the list their card grid reads. */
const LIST = '/api/business/plt-application/list';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const schema = async (id: string, headers: Record<string, string>) => (await server.request.get(`/api/schemas/${id}`).set(headers)).body.data;
const kinds = (blocks: any[]) => blocks.map((block) => block.kind);

describe('the pages as served', () => {
  test('企业信息设置: a banner and a record form over the Company resource, with the derived fields declared', async () => {
    const page = await schema('company', adminA);
    expect(kinds(page.blocks)).toEqual(['banner', 'recordForm']);
    expect(Object.keys(page.operations).sort()).toEqual(['certification', 'certify', 'get', 'update']);
    expect(page.fields.regionCodes).toMatchObject({ type: 'region', title: '所在地区' });
    expect(page.fields.authenticationStatus).toMatchObject({ enum: [0, 1, 2, 3, 4], enumStatus: ['Warning', 'Success', 'Error', 'Default', 'Processing'] });
    expect(page.blocks[0].dialogs.certify).toMatchObject({ kind: 'recordForm', save: 'certify' });
  });

  test('用户管理 is served the pickers its own page names (role options, department tree), but not 部门管理’s departList', async () => {
    const users = await schema('user', adminA);
    expect(users.operations).toMatchObject({ groupOptions: { method: 'GET', url: '/api/admin/user/groupOptions' }, departTree: { method: 'GET', url: '/api/admin/user/departTree' } });
    // A projection no block of its own page names feeds other pages only.
    expect(Object.keys((await schema('depart', adminA)).operations)).not.toContain('departList');
  });

  test('a member who may read the company but is not its main account is not served the update: the form is read-only', async () => {
    const tenantId = server.tenants.A;
    const wang: any = await asSystem(() => server.services.db.models.Account.findOne({ where: { mobile: '13800000003' } }));
    const role = await asTenant(tenantId, () => server.services.db.models.Role.create({ name: '企业资料查看', description: '' }));
    await server.services.policies.setRoleObjects(tenantId, role.id, ['company']);
    await server.services.policies.setUserRoleIds(tenantId, wang.id, [role.id]);
    const viewer = await server.auth('13800000003', tenantId);
    const page = await schema('company', viewer);
    expect(page.operations.update).toBeUndefined();
    expect(page.operations.get).toBeDefined();
    const company = (await server.request.get('/api/business/plt-company/selectCompany').set(viewer)).body.data;
    expect(company).toMatchObject({ isMainAccount: 0, canCertify: 0, nameEditable: 1 });
    await server.services.policies.setUserRoleIds(tenantId, wang.id, []);
  });

  test('应用管理: a card grid over the AppSubscription resource', async () => {
    const page = await schema('application', adminA);
    expect(kinds(page.blocks)).toEqual(['cardGrid']);
    expect(page.blocks[0]).toMatchObject({ operation: 'list', card: { title: 'appName', tag: 'status' } });
    expect(page.fields.status).toMatchObject({ enum: [2, 3, 4], enumNames: ['使用中', '已过期', '已停用'] });
  });
});

describe('the list the card grid pages', () => {
  test('filtered by the catalogue entry (kind, name) in the database, in catalogue order, each company its own', async () => {
    const { AppCatalog, AppSubscription } = server.services.db.models;
    const service: any = await asSystem(() => AppCatalog.findOne({ where: { name: '电子合同' }, raw: true }));
    await asTenant(server.tenants.A, () => AppSubscription.create({ appId: service.id, status: 2, seats: 3, startTime: new Date(), endTime: new Date(Date.now() + 86_400_000) }));

    const services = (await server.request.get(LIST).query({ selectType: 1 }).set(adminA)).body.data;
    // Beside the SMS pack each demo company bought (seeds/wallets.ts), in catalogue order.
    const rows = services.records.map((r: any) => [r.appName, r.status, r.seats]);
    expect(services.total).toBe(2);
    expect(rows).toContainEqual(['电子合同', 2, 3]);
    expect(rows.map((r: any[]) => r[0]).sort()).toEqual(['电子合同', '短信服务'].sort());
    expect((await server.request.get(LIST).query({ selectType: 1 }).set(adminB)).body.data.records.map((r: any) => r.appName)).toEqual(['短信服务']);

    const crm = (await server.request.get(LIST).query({ name: 'CRM' }).set(adminA)).body.data;
    expect([crm.total, crm.records.map((r: any) => r.appName)]).toEqual([1, ['云CRM']]);
    // LIKE wildcards in the text match themselves.
    expect((await server.request.get(LIST).query({ name: '%' }).set(adminA)).body.data.total).toBe(0);

    const all = (await server.request.get(LIST).query({ limit: 100 }).set(adminA)).body.data.records.map((r: any) => r.appName);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await server.request.get(LIST).query({ page, limit: 2 }).set(adminA)).body.data.records.map((r: any) => r.appName));
    expect(pages).toEqual(all);
    expect(all).toHaveLength(6);
    expect((await server.request.get(LIST).query({ page: 0 }).set(adminA)).status).toBe(400);
  });
});
