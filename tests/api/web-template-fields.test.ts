import { startTestServer, type TestServer } from '../support/test-server';
import { asSystem } from '../../server/context/request-context';
import { makePng } from '../support/images';

/**
 * Issue 27 "Found in use": the operators' 网站模板 form took 支持 as free text and the cover and previews as url text.
 * 支持 is a list of the enum's values (each checked), 封面 an uploaded image, 预览图 a list of them — the engine's
 * `multiple` enum and image fields, and the platform's own uploads (images every company is shown).
 */
const CREATE = '/api/platform/web-template/create';
const UPDATE = '/api/platform/web-template/update';
const SELECT = '/api/business/plt-web-template/select';
const UPLOAD = '/api/platform/storage/create';

let server: TestServer;
let operator: Record<string, string>;
let adminA: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  adminA = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const upload = async (headers = operator, path = UPLOAD) => {
  const res = await server.request.post(path).set(headers).attach('file', makePng(), 'cover.png');
  expect(res.body).toMatchObject({ code: 2000, msg: '上传成功!' });
  return res.body.data.url as string;
};
const rowNamed = (name: string) => asSystem(async () => (await server.services.db.models.WebTemplate.findOne({ where: { name }, raw: true })) as any);
const base = { type: 3, color: 'green', price: 10, sort: 100 };

describe('支持: a list of the enum values', () => {
  test('each value is checked: an unknown one is refused with a message and nothing is written', async () => {
    for (const support of ['mobile,fax', ['mobile', 'fax'], 'Mobile']) {
      const res = await server.request.post(CREATE).set(operator).send({ ...base, name: '支持不对的模板', support });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: '支持类型不正确', data: ['support'] });
    }
    expect(await rowNamed('支持不对的模板')).toBeNull();
  });

  test('a list (array or comma text) is kept as one comma list, repeats dropped; an update is checked the same way', async () => {
    const created = await server.request.post(CREATE).set(operator).send({ ...base, name: '多选支持模板', support: ['mobile', 'onlineEdit', 'mobile'] });
    expect(created.body).toMatchObject({ code: 2000, data: { support: 'mobile,onlineEdit' } });
    const id = created.body.data.id;
    const refused = await server.request.put(`${UPDATE}/${id}`).set(operator).send({ support: 'miniProgram,fax' });
    expect(refused.body).toMatchObject({ code: 400, msg: '支持类型不正确' });
    expect((await rowNamed('多选支持模板')).support).toBe('mobile,onlineEdit');
    const updated = await server.request.put(`${UPDATE}/${id}`).set(operator).send({ support: ' miniProgram , onlineEdit ' });
    expect(updated.body).toMatchObject({ code: 2000, data: { support: 'miniProgram,onlineEdit' } });
    expect((await server.request.put(`${UPDATE}/${id}`).set(operator).send({ support: '' })).body).toMatchObject({ code: 2000, data: { support: '' } });
  });

  test('the page schema serves the labels with the field', async () => {
    const res = await server.request.get('/api/schemas/webTemplate').set(operator);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain('在线编辑');
  });
});

describe('封面 and 预览图: uploaded images', () => {
  test('url text is refused: 请上传封面 / 请上传预览图', async () => {
    const cover = await server.request.post(CREATE).set(operator).send({ ...base, name: '文字封面模板', cover: 'https://example.com/a.png' });
    expect(cover.body).toMatchObject({ code: 400, msg: '请上传封面', data: ['cover'] });
    const previews = await server.request.post(CREATE).set(operator).send({ ...base, name: '文字封面模板', content: `${await upload()},/web-templates/t01.svg` });
    expect(previews.body).toMatchObject({ code: 400, msg: '请上传预览图', data: ['content'] });
    expect(await rowNamed('文字封面模板')).toBeNull();
  });

  test('a company’s upload is not the platform’s; a company cannot upload as the platform', async () => {
    const companyFile = await upload(adminA, '/api/business/storage/create');
    const res = await server.request.post(CREATE).set(operator).send({ ...base, name: '企业图片模板', cover: companyFile });
    expect(res.body).toMatchObject({ code: 400, msg: '请上传封面' });
    expect((await server.request.post(UPLOAD).set(adminA).attach('file', makePng(), 'x.png')).status).toBe(403);
  });

  test('an operator’s uploads are taken; operators and every company’s members are shown them, nobody else', async () => {
    const [cover, first, second] = [await upload(), await upload(), await upload()];
    const created = await server.request.post(CREATE).set(operator).send({ ...base, name: '上传图片模板', cover, content: [first, second] });
    expect(created.body).toMatchObject({ code: 2000, data: { cover, content: `${first},${second}` } });
    const image = await server.request.get(cover).set(operator);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // A company reads the same files at its own domain's url.
    const forCompanies = (url: string) => url.replace('/api/platform/storage/file/', '/api/business/storage/platform-file/');
    const read = await server.request.get(`${SELECT}/${created.body.data.id}`).set(adminA);
    expect(read.body.data).toMatchObject({ cover: forCompanies(cover), content: `${forCompanies(first)},${forCompanies(second)}` });
    const companyImage = await server.request.get(read.body.data.cover).set(adminA);
    expect(companyImage.status).toBe(200);
    expect(companyImage.headers['content-type']).toBe('image/png');
    expect((await server.request.get(read.body.data.cover)).status).toBe(401);
    expect((await server.request.get(cover)).status).toBe(401);
    expect((await server.request.get('/api/platform/storage/file/0123456789abcdef0123456789abcdef.png').set(operator)).status).toBe(404);
  });

  test('a seeded template keeps its built-in cover when its form is saved again', async () => {
    const seeded: any = await asSystem(() => server.services.db.models.WebTemplate.findOne({ order: [['id', 'ASC']], raw: true }));
    const res = await server.request
      .put(`${UPDATE}/${seeded.id}`)
      .set(operator)
      .send({ name: seeded.name, support: seeded.support, cover: seeded.cover, content: seeded.content, description: '运营修改了介绍' });
    expect(res.body).toMatchObject({ code: 2000, data: { cover: seeded.cover, description: '运营修改了介绍' } });
    const other = await server.request.put(`${UPDATE}/${seeded.id}`).set(operator).send({ cover: '/web-templates/t02.svg' });
    expect(other.body).toMatchObject({ code: 400, msg: '请上传封面' });
  });
});
