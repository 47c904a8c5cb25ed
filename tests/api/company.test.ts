import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { asSystem, asTenant } from '../../server/context/request-context';

const BASE = '/api/business/plt-company';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const select = async (headers: Record<string, string>) => (await server.request.get(`${BASE}/selectCompany`).set(headers)).body.data;
const update = (headers: Record<string, string>, body: unknown) => server.request.post(`${BASE}/update`).set(headers).send(body as object);
const uploadPng = async (headers: Record<string, string>) => (await server.request.post('/api/business/storage/create').set(headers).attach('file', makePng(), 'logo.png')).body.data.url as string;
const companyRow = (tenantId: number) => asSystem(() => server.services.db.models.Company.findByPk(tenantId, { raw: true })) as Promise<any>;
const form = (extra: Record<string, unknown> = {}) => ({
  companyName: '演示科技有限公司',
  industry: '信息技术',
  regionCodes: ['330000', '330100', '330106'],
  address: '文三路 90 号东部软件园 3 号楼 5 层',
  mobile: '0571-88886666',
  zipCode: '310012',
  ...extra,
});

describe('GET plt-company/selectCompany', () => {
  test("the administrator reads the demo company's profile and is its main account", async () => {
    const data = await select(adminA);
    expect(data).toMatchObject({
      id: server.tenants.A,
      companyName: '演示科技有限公司',
      industry: '信息技术',
      regionCodes: ['330000', '330100', '330106'],
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      address: '文三路 90 号东部软件园 3 号楼 5 层',
      mobile: '0571-88886666',
      zipCode: '310012',
      logo: null,
      authenticationStatus: 0,
      isMainAccount: 1,
      nameEditable: 1,
      canCertify: 1,
    });
    expect(data).not.toHaveProperty('tenantId');
    expect(data).not.toHaveProperty('mainAccountId');
  });

  test('each company reads only itself, whatever the query says', async () => {
    const b = (await server.request.get(`${BASE}/selectCompany`).query({ id: server.tenants.A, tenantId: server.tenants.A }).set(adminB)).body.data;
    expect(b).toMatchObject({ id: server.tenants.B, companyName: '示例制造有限公司', province: '江苏省' });
    expect(JSON.stringify(b)).not.toContain('演示科技');
  });
});

describe('POST plt-company/update', () => {
  test('the main account changes the address (region chain, names stored), phone, zip code, industry and logo', async () => {
    const logo = await uploadPng(adminA);
    const res = await update(adminA, form({ logo, regionCodes: ['440000', '440300', '440305'], address: '科技园南区 8 栋', mobile: '13800000001', zipCode: '518057', industry: '电子元器件' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, msg: '修改成功!' });
    expect(res.body.data).toMatchObject({ logo, regionCodes: ['440000', '440300', '440305'], province: '广东省', city: '深圳市', county: '南山区', industry: '电子元器件' });
    expect(await companyRow(server.tenants.A)).toMatchObject({ regionCodes: '440000,440300,440305', province: '广东省', address: '科技园南区 8 栋', zipCode: '518057', logo });
    // The header shows the new logo at once.
    expect((await server.request.get('/api/admin/user/front/info').set(adminA)).body.data.logo).toBe(logo);
    // Optional fields can be cleared.
    const cleared = await update(adminA, form({ logo: '', address: '', zipCode: '' }));
    expect(cleared.body.data).toMatchObject({ logo: null, address: null, zipCode: null });
    expect((await update(adminA, form())).body.code).toBe(2000);
  });

  test('renaming the company renames the root department and the header, and is logged', async () => {
    const res = await update(adminA, form({ companyName: '演示科技（杭州）有限公司' }));
    expect(res.body.code).toBe(2000);
    const tree = await server.request.get('/api/admin/depart/tree').set(adminA);
    expect(tree.body.data[0].name).toBe('演示科技（杭州）有限公司');
    expect((await server.request.get('/api/admin/user/front/info').set(adminA)).body.data.companyName).toBe('演示科技（杭州）有限公司');
    const log = await asTenant(server.tenants.A, () => server.services.db.models.GateLog.findOne({ where: { selectType: 2 }, order: [['id', 'DESC']], raw: true }));
    expect(log).toMatchObject({ menu: '企业信息设置', crtName: '张伟' });
    expect((log as any).opt).toContain('演示科技（杭州）有限公司');
    expect((await update(adminA, form())).body.code).toBe(2000);
  });

  test('every rule answers its Chinese message with the field, and changes nothing', async () => {
    const before = await companyRow(server.tenants.A);
    const { url: bLogo } = (await server.request.post('/api/business/storage/create').set(adminB).attach('file', makePng(), 'b.png')).body.data;
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ companyName: undefined }), '请输入企业名称', 'companyName'],
      [form({ companyName: '   ' }), '请输入企业名称', 'companyName'],
      [form({ companyName: '名'.repeat(101) }), '企业名称不能超过100个字符', 'companyName'],
      [form({ industry: undefined }), '请选择所属行业', 'industry'],
      [form({ industry: '炼金术' }), '请选择所属行业', 'industry'],
      [form({ mobile: undefined }), '请输入联系电话', 'mobile'],
      [form({ mobile: '12345' }), '请输入正确的联系电话', 'mobile'],
      [form({ mobile: '1380000000a' }), '请输入正确的联系电话', 'mobile'],
      [form({ zipCode: '31001' }), '请输入正确的邮政编码', 'zipCode'],
      [form({ zipCode: 'abcdef' }), '请输入正确的邮政编码', 'zipCode'],
      [form({ address: '路'.repeat(201) }), '详细地址不能超过200个字符', 'address'],
      [form({ regionCodes: undefined }), '请选择地址', 'regionCodes'],
      [form({ regionCodes: ['330000', '330100'] }), '请选择地址', 'regionCodes'],
      [form({ regionCodes: ['330000', '320100', '320102'] }), '请选择地址', 'regionCodes'],
      [form({ regionCodes: ['330000', '330100', '999999'] }), '请选择地址', 'regionCodes'],
      [form({ regionCodes: ['810000', '810100', '810101'] }), '请选择地址', 'regionCodes'],
      [form({ logo: 'https://evil.example.com/logo.png' }), '请上传企业LOGO', 'logo'],
      [form({ logo: bLogo }), '请上传企业LOGO', 'logo'],
      [form({ logo: `/api/business/storage/file/${server.tenants.A}/${'0'.repeat(32)}.png` }), '请上传企业LOGO', 'logo'],
    ];
    for (const [body, msg, field] of cases) {
      const res = await update(adminA, body);
      expect([msg, res.status, res.body.msg]).toEqual([msg, 400, msg]);
      expect(res.body.data).toContain(field);
    }
    expect(await companyRow(server.tenants.A)).toEqual(before);
  });

  test('a tenantId or id in the body or query changes the caller\'s own company only', async () => {
    const bBefore = await companyRow(server.tenants.B);
    const aBefore = await companyRow(server.tenants.A);
    const res = await server.request
      .post(`${BASE}/update`)
      .query({ tenantId: server.tenants.B, id: server.tenants.B })
      .set(adminA)
      .send(form({ id: server.tenants.B, tenantId: server.tenants.B, address: '夹带租户的地址', mainAccountId: 1, authenticationStatus: 1 }));
    expect(res.body.code).toBe(2000);
    expect(res.body.data.id).toBe(server.tenants.A);
    expect(await companyRow(server.tenants.B)).toEqual(bBefore);
    const a = await companyRow(server.tenants.A);
    expect(a).toMatchObject({ address: '夹带租户的地址', authenticationStatus: 0 });
    expect(a.mainAccountId).toBe(aBefore.mainAccountId);
    expect((await update(adminA, form())).body.code).toBe(2000);
  });
});

describe('who may use 企业信息设置', () => {
  test('a member without the company menu gets 403 on every call', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    const before = await companyRow(server.tenants.A);
    const calls = [
      server.request.get(`${BASE}/selectCompany`).set(member),
      server.request.post(`${BASE}/update`).set(member).send(form({ address: '越权' })),
      server.request.post(`${BASE}/save`).set(member).send({ companyName: '越权', businessLicense: 'x' }),
      server.request.get('/api/business/plt-authentication/selectAuth').set(member),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await companyRow(server.tenants.A)).toEqual(before);
  });

  test('members who may open the section but are not the main account read it and cannot change or certify', async () => {
    const tenantId = server.tenants.A;
    const wang = await asSystem(() => server.services.db.models.Account.findOne({ where: { mobile: '13800000003' } }));
    const role = await asTenant(tenantId, () => server.services.db.models.Role.create({ name: '企业资料查看', description: '只看企业信息' }));
    await server.services.policies.setRoleObjects(tenantId, role.id, ['company']);
    await server.services.policies.setUserRoleIds(tenantId, wang.id, [role.id]);
    const viewer = await server.auth('13800000003', tenantId);
    const seen = await select(viewer);
    expect(seen).toMatchObject({ companyName: '演示科技有限公司', isMainAccount: 0, canCertify: 0 });

    const before = await companyRow(tenantId);
    const denied = await update(viewer, form({ address: '不是主账号' }));
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toBe('只有企业主账号才能修改企业信息');
    const logo = await uploadPng(viewer);
    const certify = await server.request.post(`${BASE}/save`).set(viewer).send({ companyName: '演示科技有限公司', businessLicense: logo });
    expect(certify.status).toBe(403);
    expect(certify.body.msg).toBe('只有企业主账号才能提交企业认证');

    // A second company administrator (all menus) is still not the main account.
    await server.services.policies.setAdmin(tenantId, wang.id, true);
    expect((await update(viewer, form({ address: '第二管理员' }))).status).toBe(403);
    expect(await companyRow(tenantId)).toEqual(before);
    await server.services.policies.setAdmin(tenantId, wang.id, false);
    await server.services.policies.setUserRoleIds(tenantId, wang.id, []);
  });
});
