import { startTestServer, type TestServer } from '../support/test-server';
import { makePng } from '../support/images';
import { makeDocx, makeExe, makeOle2, makeZip } from '../support/office-files';
import { addDays, mondayOf, shanghaiDay } from '../../server/engine/calendar-days';
import { asSystem } from '../../server/context/request-context';

/** Schedule attachments: office documents and archives recognised by their bytes, on the schedule upload only. */
const UPLOAD = '/api/business/plt-schedule/upload';
type Headers = Record<string, string>;

let server: TestServer;
let adminA: Headers;
let adminB: Headers;
let meetingId: number;
const day = mondayOf(addDays(shanghaiDay(), 14));

const upload = (headers: Headers, data: Buffer, name: string, path = UPLOAD) => server.request.post(path).set(headers).attach('file', data, name);
const storedCount = () => asSystem(() => server.services.db.models.StoredFile.count()) as Promise<number>;

beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
  const types = (await server.request.get('/api/business/plt-schedule-type/findAllByStatus').set(adminA)).body.data;
  meetingId = types.find((t: any) => t.typeName === '会议').id;
}, 60_000);
afterAll(() => server.stop());

test('a real docx, zip, xls and png are accepted, stored as what their bytes are, and attach to a schedule', async () => {
  const files = [
    { name: '会议纪要.docx', data: makeDocx(), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    { name: '资料.zip', data: makeZip({ 'a.txt': '资料' }), mime: 'application/zip' },
    { name: '预算.xls', data: makeOle2(), mime: 'application/vnd.ms-excel' },
    { name: '现场.png', data: makePng(), mime: 'image/png' },
  ];
  const attached: { name: string; url: string }[] = [];
  for (const file of files) {
    const res = await upload(adminA, file.data, file.name);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 2000, data: { name: file.name, size: file.data.length } });
    expect(res.body.data.url).toMatch(new RegExp(`\\.${file.name.split('.').pop()}$`));
    const back = await server.request.get(res.body.data.url).set(adminA).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toContain(file.mime);
    expect(Buffer.compare(back.body, file.data)).toBe(0);
    attached.push({ name: file.name, url: res.body.data.url });
  }
  const created = await server.request
    .post('/api/business/plt-schedule-main/create')
    .set(adminA)
    .send({ typeId: meetingId, scheduleName: '附件评审', startTime: day, startHour: '09:00', endHour: '10:00', files: attached });
  expect(created.status).toBe(200);
  expect(created.body.data.voList).toEqual(attached);
  // B cannot read A's attachment.
  expect((await server.request.get(attached[0].url).set(adminB)).status).toBe(404);
});

test.each([
  ['an .exe renamed .docx', makeExe(), '方案.docx'],
  ['an .exe renamed .zip', makeExe(), '资料.zip'],
  ['plain text renamed .xls', Buffer.from('name,qty\n螺丝,3\n'), '清单.xls'],
])('%s is refused with a Chinese 400 and nothing is stored', async (_what, data, name) => {
  const before = await storedCount();
  const res = await upload(adminA, data, name);
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe('上传附件只能是 JPG、JPEG、PNG、GIF、PDF、DOCX、XLSX、PPTX、ZIP、DOC、XLS、PPT 格式!');
  expect(await storedCount()).toBe(before);
});

test('a zip that is no OOXML package named .docx is kept as a zip; a docx named .zip as a zip', async () => {
  const plain = await upload(adminA, makeZip({ 'a.txt': 'x' }), '伪装.docx');
  expect(plain.body.data.url).toMatch(/\.zip$/);
  const renamed = await upload(adminA, makeDocx(), '文档.zip');
  expect(renamed.body.data.url).toMatch(/\.zip$/);
});

test('only the schedule upload takes office files: the image upload and the avatar refuse a docx', async () => {
  const before = await storedCount();
  const image = await upload(adminA, makeDocx(), '会议纪要.docx', '/api/business/storage/create');
  expect(image.status).toBe(400);
  expect(image.body.msg).toMatch(/^上传图片只能是/);
  const avatar = await upload(adminA, makeDocx(), '会议纪要.docx', '/api/admin/user/uploadPhoto');
  expect(avatar.status).toBe(400);
  expect(avatar.body.msg).toMatch(/^上传头像图片只能是/);
  expect(await storedCount()).toBe(before);
});

test('the 日程 switch off refuses the upload (409) and stores nothing; no token is 401', async () => {
  const before = await storedCount();
  await server.request.post('/api/business/plt-setting/update').set(adminA).send({ scheduleType: 1 });
  try {
    const res = await upload(adminA, makeDocx(), '会议纪要.docx');
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('日程功能已关闭，请联系企业管理员在日程设置中开启');
  } finally {
    await server.request.post('/api/business/plt-setting/update').set(adminA).send({ scheduleType: 0 });
  }
  expect((await server.request.post(UPLOAD).attach('file', makeDocx(), 'a.docx')).status).toBe(401);
  expect(await storedCount()).toBe(before);
});
