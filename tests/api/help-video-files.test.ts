import fs from 'node:fs';
import path from 'node:path';
import { makePng } from '../support/images';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * 教学视频's uploaded files (issue 30: "uploaded file or URL"): an operator uploads a video (checked by its content
 * and size), a published video plays from a public address with byte ranges, a draft's file and any other of the
 * platform's files stay private, and companies may not upload as the platform.
 */
const UPLOAD = '/api/platform/storage/video';
const VIDEO = '/api/platform/help-video';
const PUBLIC_LIST = '/api/business/plt-help-center-video/selectListAll';
const WEBM = fs.readFileSync(path.resolve(__dirname, '../../public/help-videos/clock-in.webm'));

let server: TestServer;
let operator: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  admin = await server.auth('13800000001', server.tenants.A);
}, 60_000);
afterAll(() => server.stop());

const upload = async (data: Buffer, name: string, headers = operator) => server.request.post(UPLOAD).set(headers).attach('file', data, name);

test('an uploaded video of a published entry plays from its public address, with byte ranges', async () => {
  const uploaded = await upload(WEBM, '打卡演示.webm');
  expect(uploaded.status).toBe(200);
  const url = uploaded.body.data.url as string;
  expect(url).toMatch(/^\/api\/platform\/storage\/file\/[a-f0-9]{32}\.webm$/);
  const name = url.split('/').pop();
  const created = await server.request.post(`${VIDEO}/create`).set(operator).send({ name: '上传的打卡演示', videoFile: url, application: 'attendance', category: 'guide', status: 1 });
  expect(created.status).toBe(200);
  const listed = (await server.request.get(PUBLIC_LIST)).body.data.find((video: any) => video.title === '上传的打卡演示');
  expect(listed.url).toBe(`/api/help/video/${name}`);
  expect(JSON.stringify(listed)).not.toContain('/api/platform/');

  const whole = await server.request.get(`/api/help/video/${name}`).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(whole.status).toBe(200);
  expect(whole.headers['content-type']).toBe('video/webm');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(Buffer.compare(whole.body as Buffer, WEBM)).toBe(0);
  const part = await server.request.get(`/api/help/video/${name}`).set('Range', 'bytes=0-99');
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-99/${WEBM.length}`);
  expect(Number(part.headers['content-length'])).toBe(100);
  expect((await server.request.get(`/api/help/video/${name}`).set('Range', `bytes=${WEBM.length + 10}-`)).status).toBe(416);
});

test('a draft\'s file, an unused upload and a made-up name are 404 to anyone', async () => {
  const draft = (await upload(WEBM, 'draft.webm')).body.data.url as string;
  await server.request.post(`${VIDEO}/create`).set(operator).send({ name: '草稿视频', videoFile: draft, application: 'attendance', category: 'guide', status: 0 }).expect(200);
  expect((await server.request.get(`/api/help/video/${draft.split('/').pop()}`)).status).toBe(404);
  const unused = (await upload(WEBM, 'unused.webm')).body.data.url as string;
  expect((await server.request.get(`/api/help/video/${unused.split('/').pop()}`)).status).toBe(404);
  expect((await server.request.get('/api/help/video/0123456789abcdef0123456789abcdef.webm')).status).toBe(404);
});

test('bad uploads are refused in Chinese and store nothing; a company cannot upload as the platform', async () => {
  const png = await upload(makePng(), 'not-a-video.webm');
  expect([png.status, png.body.msg]).toEqual([400, expect.stringContaining('MP4')]);
  expect((await upload(WEBM, 'x.webm', admin)).status).toBe(403);
  const noFile = await server.request.post(`${VIDEO}/create`).set(operator).send({ name: '别人的文件', videoFile: '/api/platform/storage/file/0123456789abcdef0123456789abcdef.webm', status: 1 });
  expect([noFile.status, noFile.body.msg]).toEqual([400, '请上传视频文件']);
});
