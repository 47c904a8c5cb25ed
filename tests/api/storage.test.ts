import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { makePng, SMALL_JPEG, TINY_GIF } from '../support/images';
import { asSystem } from '../../server/context/request-context';

const UPLOAD = '/api/business/storage/create';
const WRONG_TYPE = '上传图片只能是 JPG、JPEG、PNG 格式!';
const TOO_BIG = '上传图片大小不能超过 2MB!';
const MB2 = 2 * 1024 * 1024;

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const upload = (headers: Record<string, string>, data: Buffer, name: string, field = 'file') =>
  server.request.post(UPLOAD).set(headers).attach(field, data, { filename: name, contentType: 'image/png' });
const storedCount = () => asSystem(() => server.services.db.models.StoredFile.count());
const filesOnDisk = (tenantId: number) => {
  const dir = path.join(server.config.dataDir, 'uploads', String(tenantId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST storage/create', () => {
  test('a PNG is stored under the company and served back, by header or by the cookie', async () => {
    const png = makePng();
    const res = await upload(adminA, png, 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, msg: '上传成功!', data: { name: 'logo.png', size: png.length } });
    const url: string = res.body.data.url;
    expect(url).toMatch(new RegExp(`^/api/business/storage/file/${server.tenants.A}/[a-f0-9]{32}\\.png$`));
    expect(filesOnDisk(server.tenants.A)).toContain(url.split('/').pop());

    const byHeader = await server.request.get(url).set(adminA).buffer(true);
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers['content-type']).toBe('image/png');
    expect(byHeader.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(byHeader.body, png)).toBe(0);
    const cookie = `Authorization=${encodeURIComponent(adminA.Authorization)}`;
    expect((await server.request.get(url).set('Cookie', cookie)).status).toBe(200);
    expect((await server.request.get(url)).status).toBe(401);
  });

  test('a JPEG is stored as .jpg, also when its name says .png; the content decides', async () => {
    const jpg = await upload(adminA, SMALL_JPEG, 'photo.jpg');
    expect(jpg.body.code).toBe(2000);
    expect(jpg.body.data.url).toMatch(/\.jpg$/);
    const served = await server.request.get(jpg.body.data.url).set(adminA);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const renamed = await upload(adminA, SMALL_JPEG, 'looks-like.png');
    expect(renamed.body.data.url).toMatch(/\.jpg$/);
  });

  test('2 MB is accepted, one byte more is refused with the spec message and nothing is kept', async () => {
    expect((await upload(adminA, makePng(160, 38, [1, 2, 3], MB2), 'exact.png')).body.code).toBe(2000);
    const before = await storedCount();
    const disk = filesOnDisk(server.tenants.A).length;
    const res = await upload(adminA, makePng(160, 38, [1, 2, 3], MB2 + 1), 'big.png');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: TOO_BIG, data: ['file'] });
    const huge = await upload(adminA, makePng(160, 38, [1, 2, 3], 6 * 1024 * 1024), 'huge.png');
    expect(huge.body.msg).toBe(TOO_BIG);
    expect(await storedCount()).toBe(before);
    expect(filesOnDisk(server.tenants.A)).toHaveLength(disk);
  });

  test('content that is not JPG or PNG is refused, whatever its name and Content-Type say', async () => {
    const before = await storedCount();
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text, not an image'), 'note.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.jpg'],
      [TINY_GIF, 'animated.png'],
      [Buffer.from('%PDF-1.7 fake'), 'licence.jpeg'],
      [makePng().subarray(0, 4), 'truncated.png'],
    ];
    for (const [data, name] of cases) {
      const res = await upload(adminA, data, name);
      expect([name, res.status, res.body.msg]).toEqual([name, 400, WRONG_TYPE]);
    }
    const empty = await upload(adminA, Buffer.alloc(0), 'empty.png');
    expect(empty.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  test('no file, two files, or a file in another field are refused', async () => {
    const before = await storedCount();
    const none = await server.request.post(UPLOAD).set(adminA);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的文件');
    const fieldOnly = await server.request.post(UPLOAD).set(adminA).field('name', 'x');
    expect(fieldOnly.body.msg).toBe('请选择要上传的文件');
    const json = await server.request.post(UPLOAD).set(adminA).send({ file: 'data:image/png;base64,AAAA' });
    expect(json.body.msg).toBe('请选择要上传的文件');

    const two = await server.request
      .post(UPLOAD)
      .set(adminA)
      .attach('file', makePng(), 'a.png')
      .attach('file', makePng(), 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.msg).toBe('一次只能上传一个文件');
    const other = await upload(adminA, makePng(), 'a.png', 'image');
    expect(other.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  test('malformed multipart bodies are a 400, not a server error', async () => {
    const boundary = '----x';
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary here'],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`],
      [`multipart/form-data; boundary=${boundary}`, 'garbage without any part'],
    ];
    for (const [type, body] of bodies) {
      const res = await server.request.post(UPLOAD).set(adminA).set('Content-Type', type).send(body);
      expect([type, res.status]).toEqual([type, 400]);
      expect(res.body.code).toBe(400);
    }
  });

  test('without a token nothing is parsed or stored', async () => {
    const before = await storedCount();
    const res = await server.request.post(UPLOAD).attach('file', makePng(), 'a.png');
    expect(res.status).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  test('any member may upload (the forms that need it are guarded by their own menus)', async () => {
    const member = await server.auth('13800000002', server.tenants.A);
    expect((await upload(member, makePng(), 'avatar.png')).body.code).toBe(2000);
  });
});

describe("one company's files are not another's", () => {
  test("company B's members get 404 for company A's file, also with the same account in both companies", async () => {
    const { url } = (await upload(adminA, makePng(), 'secret-licence.png')).body.data;
    const name = url.split('/').pop();
    expect((await server.request.get(url).set(adminB)).status).toBe(404);
    const wangInB = await server.auth('13800000003', server.tenants.B);
    expect((await server.request.get(url).set(wangInB)).status).toBe(404);
    const wangInA = await server.auth('13800000003', server.tenants.A);
    expect((await server.request.get(url).set(wangInA)).status).toBe(200);
    // The same name under B's id, or B's own path pointing at A's name, does not find it either.
    expect((await server.request.get(`/api/business/storage/file/${server.tenants.B}/${name}`).set(adminB)).status).toBe(404);
    expect(filesOnDisk(server.tenants.B)).not.toContain(name);
  });

  test('made-up and traversal paths are 404, never a file outside the company folder', async () => {
    const A = server.tenants.A;
    for (const tail of [`${A}/${'0'.repeat(32)}.png`, `${A}/..%2F..%2Fdatabase.sqlite`, `${A}/%2e%2e`, `${A}/logo.png`, `0/${'a'.repeat(32)}.png`, `abc/${'a'.repeat(32)}.png`]) {
      const res = await server.request.get(`/api/business/storage/file/${tail}`).set(adminA);
      expect([tail, res.status]).toEqual([tail, 404]);
    }
  });
});
