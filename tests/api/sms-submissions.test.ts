import { startTestServer, type TestServer } from '../support/test-server';
import { makePng, TINY_GIF } from '../support/images';
import { asSystem } from '../../server/context/request-context';
import { FORBIDDEN_CONTENT } from '../../server/modules/service/sms-template-rules';
import { OVER_BROAD_NAMES } from '../../server/modules/service/sms-sign-rules';

/**
 * 服务控制台: a company's SMS signatures and templates as it submits them for the platform's audit (issue 28): every
 * rule of the spec answers 400 with its message and writes nothing; the status and opinion are the platform's; a
 * saved change waits for the audit again; the server assigns unique template codes; `DELETE delete?ids` removes a
 * list all or nothing; another company's rows are out of reach.
 */
const SIGN = '/api/sms/sms-sign';
const TEMPLATE = '/api/sms/sms-template';

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
let memberA: Record<string, string>;
let images: { front: string; back: string; licence: string };

const rows = (section: 'signatureManage' | 'templateManager') => asSystem(() => server.services.db.sections[section].findAll({ raw: true, order: [['id', 'ASC']] })) as Promise<any[]>;
const upload = async (headers: Record<string, string>, name: string) => (await server.request.post('/api/business/storage/create').set(headers).attach('file', makePng(300, 200), name)).body.data.url as string;
const signature = (extra: Record<string, unknown> = {}) => ({ name: '演示科技', applyText: '用于登录验证码', idCardJust: images.front, idCardBack: images.back, card: images.licence, ...extra });
const template = (extra: Record<string, unknown> = {}) => ({ type: 0, templateName: '发货通知', templateText: '您的订单${orderNo}已发货，请注意查收。', applyText: '订单发货提醒', ...extra });

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  memberA = await server.auth('13800000002', server.tenants.A);
  images = { front: await upload(adminA, 'front.png'), back: await upload(adminA, 'back.png'), licence: await upload(adminA, 'licence.png') };
}, 60_000);
afterAll(() => server.stop());

describe('签名管理: the rules of a signature', () => {
  test('a valid signature is stored waiting for the audit (status 0), whatever status the body names', async () => {
    const res = await server.request.post(`${SIGN}/create`).set(adminA).send(signature({ status: 2, inspectText: '自己通过' }));
    expect([res.status, res.body.msg]).toEqual([200, '提交成功，请等待审核']);
    expect(res.body.data).toMatchObject({ name: '演示科技', status: 0 });
    expect(res.body.data.inspectText ?? null).toBeNull();
  });

  test.each([
    [{ name: undefined }, '请填写签名', 'name'],
    [{ name: '' }, '请填写签名', 'name'],
    [{ name: '演' }, '签名长度为2-12个字符', 'name'],
    [{ name: '演'.repeat(13) }, '签名长度为2-12个字符', 'name'],
    [{ name: '演示(科技)' }, '签名不能包含括号', 'name'],
    [{ name: '【演示】' }, '签名不能包含括号', 'name'],
    [{ name: '演示《科技》' }, '签名不能包含括号', 'name'],
    [{ name: OVER_BROAD_NAMES[0] }, '签名过于宽泛，请使用企业、产品或网站的名称', 'name'],
    [{ name: '短信' }, '签名过于宽泛，请使用企业、产品或网站的名称', 'name'],
    [{ name: '演示Test' }, '签名不能包含test', 'name'],
    [{ idCardJust: undefined }, '请输入图片', 'idCardJust'],
    [{ card: '' }, '请输入图片', 'card'],
    [{ card: '/api/business/storage/file/999999/nope.png' }, '请输入图片', 'card'],
    [{ applyText: '说'.repeat(201) }, '申请说明不能超过200个字符', 'applyText'],
  ])('%j → 400 %s, nothing written', async (extra, msg, field) => {
    const before = await rows('signatureManage');
    const res = await server.request.post(`${SIGN}/create`).set(adminA).send(signature(extra));
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, [field]]);
    expect(await rows('signatureManage')).toEqual(before);
  });

  test("another company's uploaded image is not accepted", async () => {
    const foreign = await upload(adminB, 'b.png');
    const res = await server.request.post(`${SIGN}/create`).set(adminA).send(signature({ card: foreign }));
    expect([res.status, res.body.msg]).toEqual([400, '请输入图片']);
  });

  test('a saved change of a rejected signature goes back to the audit; status and opinion cannot be written', async () => {
    const id = (await server.request.post(`${SIGN}/create`).set(adminA).send(signature({ name: '演示商城' }))).body.data.id;
    await asSystem(() => server.services.db.sections.signatureManage.update({ status: 1, inspectText: '签名与企业名称不符' }, { where: { id } }));
    const rejected = await server.request.get(`${SIGN}/select/${id}`).set(adminA);
    expect(rejected.body.data).toMatchObject({ status: 1, inspectText: '签名与企业名称不符' });
    const res = await server.request.post(`${SIGN}/update`).set(adminA).send({ id, name: '演示云仓', status: 2, inspectText: '' });
    expect([res.status, res.body.msg]).toEqual([200, '修改成功，请等待审核']);
    expect(res.body.data).toMatchObject({ id, name: '演示云仓', status: 0 });
    expect(res.body.data.inspectText ?? null).toBeNull();
    const bad = await server.request.post(`${SIGN}/update`).set(adminA).send({ id, name: 'test云仓' });
    expect([bad.status, bad.body.msg]).toEqual([400, '签名不能包含test']);
    expect((await server.request.post(`${SIGN}/update`).set(adminA).send({ name: '演示云仓' })).body.msg).toBe('请选择签名');
  });

  test('list searches by name and pages', async () => {
    const res = await server.request.get(`${SIGN}/list`).set(adminA).query({ name: '云仓', page: 1, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r: any) => r.name)).toEqual(['演示云仓']);
    expect(res.body.data.total).toBe(1);
  });
});

describe('模板管理: the rules of a template', () => {
  test('the server assigns a unique code; the content keeps its variables', async () => {
    const first = await server.request.post(`${TEMPLATE}/create`).set(adminA).send(template({ templateCode: 'MINE' }));
    const second = await server.request.post(`${TEMPLATE}/create`).set(adminB).send(template());
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.templateCode).toMatch(/^SMS_\d{8}$/);
    expect(second.body.data.templateCode).toMatch(/^SMS_\d{8}$/);
    expect(first.body.data.templateCode).not.toBe(second.body.data.templateCode);
    expect(first.body.data).toMatchObject({ status: 0, type: 0, templateText: '您的订单${orderNo}已发货，请注意查收。' });
  });

  test('a verification-code template carries exactly ${code}', async () => {
    const ok = await server.request.post(`${TEMPLATE}/create`).set(adminA).send(template({ type: 1, templateName: '登录验证码', templateText: '您的验证码为${code}，5分钟内有效，请勿泄露。' }));
    expect(ok.status).toBe(200);
    // Marketing words are allowed in verification-code templates.
    const promo = await server.request.post(`${TEMPLATE}/create`).set(adminA).send(template({ type: 1, templateText: '领券验证码${code}' }));
    expect(promo.status).toBe(200);
  });

  const categories = Object.entries(FORBIDDEN_CONTENT).map(([category, words]) => [category, words[0]]);
  test.each(categories)('a notice template with %s content (%s) is refused, naming the category', async (category, word) => {
    const before = await rows('templateManager');
    const res = await server.request.post(`${TEMPLATE}/create`).set(adminA).send(template({ templateText: `本周${word}活动，详情见\${link}` }));
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, `模板内容不能包含${category}类内容（“${word}”），仅验证码模板不受此限`, ['templateText']]);
    expect(await rows('templateManager')).toEqual(before);
  });

  test.each([
    [{ type: undefined }, '请选择模板类型', 'type'],
    [{ type: 3 }, '请选择模板类型', 'type'],
    [{ templateName: '' }, '请填写模板名称', 'templateName'],
    [{ templateName: '名'.repeat(31) }, '模板名称不能超过30个字符', 'templateName'],
    [{ templateText: '   ' }, '请填写模板内容', 'templateText'],
    [{ templateText: '字'.repeat(201) }, '模板内容不能超过200个字符', 'templateText'],
    [{ applyText: '说'.repeat(201) }, '申请说明不能超过200个字符', 'applyText'],
    [{ templateText: '您好${name，欢迎' }, '模板变量格式不正确，请使用${变量名}，变量名以字母开头', 'templateText'],
    [{ templateText: '您好${1a}' }, '模板变量格式不正确，请使用${变量名}，变量名以字母开头', 'templateText'],
    [{ type: 1, templateText: '验证码${code}，用户${name}' }, '验证码模板只能包含变量${code}', 'templateText'],
    [{ type: 1, templateText: '您的验证码已发送' }, '验证码模板须包含变量${code}', 'templateText'],
  ])('%j → 400 %s, nothing written', async (extra, msg, field) => {
    const before = await rows('templateManager');
    const res = await server.request.post(`${TEMPLATE}/create`).set(adminA).send(template(extra));
    expect([res.status, res.body.msg, res.body.data]).toEqual([400, msg, [field]]);
    expect(await rows('templateManager')).toEqual(before);
  });

  test('an update is checked against the type and content the row will hold, and goes back to the audit', async () => {
    const created = (await server.request.post(`${TEMPLATE}/create`).set(adminA).send(template({ type: 1, templateName: '注册验证码', templateText: '注册验证码${code}' }))).body.data;
    await asSystem(() => server.services.db.sections.templateManager.update({ status: 2 }, { where: { id: created.id } }));
    const toNotice = await server.request.post(`${TEMPLATE}/update`).set(adminA).send({ id: created.id, type: 0 });
    expect(toNotice.status).toBe(200);
    expect(toNotice.body.data).toMatchObject({ type: 0, status: 0, templateCode: created.templateCode });
    const promo = await server.request.post(`${TEMPLATE}/update`).set(adminA).send({ id: created.id, templateText: '限时秒杀${code}' });
    expect([promo.status, promo.body.msg]).toEqual([400, '模板内容不能包含营销类内容（“秒杀”），仅验证码模板不受此限']);
  });

  test('search by name and code, filter by type and status', async () => {
    const all = (await server.request.get(`${TEMPLATE}/list`).set(adminA).query({ limit: 100 })).body.data.records as any[];
    const code = all[0].templateCode;
    const byCode = await server.request.get(`${TEMPLATE}/list`).set(adminA).query({ templateCode: code });
    expect(byCode.body.data.records.map((r: any) => r.templateCode)).toEqual([code]);
    const codes = await server.request.get(`${TEMPLATE}/list`).set(adminA).query({ type: 1, limit: 100 });
    expect(codes.body.data.records.length).toBeGreaterThan(0);
    expect(codes.body.data.records.every((r: any) => r.type === 1)).toBe(true);
    const byName = await server.request.get(`${TEMPLATE}/list`).set(adminA).query({ templateName: '登录' });
    expect(byName.body.data.records.map((r: any) => r.templateName)).toEqual(['登录验证码']);
  });
});

describe('delete?ids and isolation', () => {
  test('DELETE delete?ids removes the listed rows; one id out of reach leaves every row', async () => {
    const make = async (name: string) => (await server.request.post(`${SIGN}/create`).set(adminA).send(signature({ name }))).body.data.id as number;
    const [one, two] = [await make('演示仓储'), await make('演示物流')];
    const foreign = (await server.request.post(`${TEMPLATE}/create`).set(adminB).send(template())).body.data.id as number;
    const before = await rows('signatureManage');
    const refused = await server.request.delete(`${SIGN}/delete`).set(adminA).query({ ids: `${one},${foreign}` });
    expect(refused.status).toBe(404);
    expect(await rows('signatureManage')).toEqual(before);
    expect((await server.request.delete(`${SIGN}/delete`).set(adminA)).body.msg).toBe('请选择要删除的签名');
    const done = await server.request.delete(`${SIGN}/delete`).set(adminA).query({ ids: `${one},${two}` });
    expect(done.status).toBe(200);
    const left = (await server.request.get(`${SIGN}/list`).set(adminA).query({ limit: 100 })).body.data.records.map((r: any) => r.id);
    expect(left).not.toContain(one);
    expect(left).not.toContain(two);
  });

  test("a company neither reads nor changes another company's rows", async () => {
    const mine = (await server.request.post(`${SIGN}/create`).set(adminA).send(signature({ name: '演示机电' }))).body.data.id;
    expect((await server.request.get(`${SIGN}/select/${mine}`).set(adminB)).status).toBe(404);
    expect((await server.request.post(`${SIGN}/update`).set(adminB).send({ id: mine, applyText: '改' })).status).toBe(404);
    expect((await server.request.delete(`${SIGN}/delete`).set(adminB).query({ ids: String(mine) })).status).toBe(404);
    const listB = (await server.request.get(`${SIGN}/list`).set(adminB).query({ limit: 100 })).body.data.records.map((r: any) => r.id);
    expect(listB).not.toContain(mine);
  });

  test('a member without the grant gets 403', async () => {
    expect((await server.request.get(`${SIGN}/list`).set(memberA)).status).toBe(403);
    expect((await server.request.post(`${TEMPLATE}/create`).set(memberA).send(template())).status).toBe(403);
  });
});

describe('signature images take GIF too (a field\'s `accept`), other image fields do not', () => {
  const uploadGif = (query = '') => server.request.post(`/api/business/storage/create${query}`).set(adminA).attach('file', TINY_GIF, 'licence.gif');

  test('the upload takes a GIF only when it names the kinds it accepts; an unknown kind is refused', async () => {
    const plain = await uploadGif();
    expect([plain.status, plain.body.msg]).toEqual([400, '上传图片只能是 JPG、JPEG、PNG 格式!']);
    const bad = await uploadGif('?accept=gif,exe');
    expect([bad.status, bad.body.msg]).toEqual([400, '图片格式参数不正确']);
    const gif = await uploadGif('?accept=jpg,png,gif');
    expect(gif.status).toBe(200);
    expect(gif.body.data.url).toMatch(/\.gif$/);
  });

  test('a signature is saved with GIF images; the company logo refuses the same GIF and keeps its logo', async () => {
    const gif = (await uploadGif('?accept=jpg,png,gif')).body.data.url as string;
    const res = await server.request.post(`${SIGN}/create`).set(adminA).send(signature({ name: '动图科技', card: gif, idCardJust: gif }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ card: gif, idCardJust: gif });

    const company = (await server.request.get('/api/business/plt-company/selectCompany').set(adminA)).body.data;
    const logo = await server.request.post('/api/business/plt-company/update').set(adminA).send({ ...company, logo: gif });
    expect([logo.status, logo.body.msg]).toEqual([400, '企业LOGO：上传图片只能是 JPG、JPEG、PNG 格式!']);
    expect((await server.request.get('/api/business/plt-company/selectCompany').set(adminA)).body.data.logo).toBe(company.logo);
  });

  test('the page schema gives the form the kinds each image field takes', async () => {
    const page = (await server.request.get('/api/schemas/signatureManage').set(adminA)).body.data;
    expect(page.fields.card.accept).toEqual(['jpg', 'png', 'gif']);
    expect(page.fields.idCardJust.accept).toEqual(['jpg', 'png', 'gif']);
  });
});
