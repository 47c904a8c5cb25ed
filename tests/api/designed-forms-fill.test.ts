import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { formCalls, leaveSchema, signInFormPeople, F, type Headers } from '../support/designed-form-calls';

/**
 * Designed forms (issue 31), after the design: publish (versions, audience rows, messages to the audience only),
 * 我的表单 (list, the published version, submit with ajv's Chinese messages, my submissions), audience with
 * sub-departments, closing and reopening, the submissions list, versions and xlsx export, grants and company isolation.
 */
let server: TestServer;
let admin: Headers; // 张伟, administrator of A
let lina: Headers; // 李娜, 销售部 of A
let wang: Headers; // 王强, 前端组 (under 研发部) of A
let adminB: Headers; // 赵敏, administrator of B
const ids: Record<string, number> = {};
const { post, get, rowsOf } = formCalls(() => server, () => admin);
const leaveUi = () => ({ 'ui:order': ['kind', 'days', '*'], reason: { 'ui:widget': 'textarea' } });

let seq = 0;
const createId = async (extra: Record<string, unknown> = {}, headers: Headers = admin) => {
  const res = await post('/form/create', { name: `请假单${++seq}`, description: '请假申请', schema: leaveSchema(), uiSchema: leaveUi(), audience: { all: 1, departIds: [], userIds: [] }, ...extra }, headers);
  expect([res.status, res.body.msg]).toEqual([200, '新增成功!']);
  return res.body.data.id as number;
};
const publish = (id: number, headers: Headers = admin) => post(`/form/publish/${id}`, {}, headers);
const published = async (extra: Record<string, unknown> = {}) => {
  const id = await createId(extra);
  const res = await publish(id);
  expect([res.status, res.body.msg]).toEqual([200, '发布成功!']);
  return id;
};
const submit = (formId: number, data: unknown, headers: Headers = wang) => post('/fill/submit', { formId, data }, headers);
const valid = { days: 2, kind: '年假', reason: '回家', agree: true, mobile: '13912345678', email: 'a@b.cn', day: '2026-05-01', tags: ['紧急', '出差'] };

beforeAll(async () => {
  server = await startTestServer();
  let people: Record<string, number>;
  ({ admin, lina, wang, adminB, ids: people } = await signInFormPeople(server));
  Object.assign(ids, people);
}, 60_000);
afterAll(() => server.stop());

describe('publish', () => {
  test('needs a field and an audience', async () => {
    const empty = await createId({ schema: { type: 'object', properties: {} }, uiSchema: {} });
    expect([(await publish(empty)).status, (await publish(empty)).body.msg]).toEqual([400, '请至少添加一个字段']);
    const nobody = await createId({ audience: { all: 0, departIds: [], userIds: [] } });
    expect((await publish(nobody)).body.msg).toBe('请选择填写范围');
    expect((await get(`/form/select/${nobody}`)).body.data).toMatchObject({ status: 0, version: 0 });
    expect((await rowsOf('DesignedFormVersion')).filter((v) => v.formId === nobody || v.formId === empty)).toEqual([]);
  });

  test('version 1, a version row, audience rows, a to-do for each member of the audience only', async () => {
    const before = new Set((await rowsOf('Message')).map((m) => m.id));
    const id = await published({ name: '研发请假', audience: { all: 0, departIds: [ids.rd], userIds: [] } });
    const form = (await get(`/form/select/${id}`)).body.data;
    expect(form).toMatchObject({ status: 1, version: 1 });
    expect(form.publishTime).toBeTruthy();
    const versions = (await rowsOf('DesignedFormVersion')).filter((v) => v.formId === id);
    expect(versions.map((v) => [v.version, v.name])).toEqual([[1, '研发请假']]);
    expect((await rowsOf('DesignedFormAudience')).filter((a) => a.formId === id).map((a) => a.departId)).toEqual([ids.rd]);
    const sent = (await rowsOf('Message')).filter((m) => !before.has(m.id));
    expect(sent.map((m) => [m.accountId, m.type, m.title, m.refType, m.refId])).toEqual([[ids.wangAccount, '表单', '请填写表单：研发请假', 'designedForm', id]]);
    // Publishing again with nothing changed: 409, no version 2.
    const again = await publish(id);
    expect([again.status, again.body.msg]).toEqual([409, '表单没有新的修改，无需重新发布']);
  });
});

test('two racing publishes make one version: the other is 409', async () => {
  const id = await createId();
  const answers = await Promise.all([publish(id), publish(id)]);
  expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  expect((await rowsOf('DesignedFormVersion')).filter((v) => v.formId === id).map((v) => v.version)).toEqual([1]);
  expect((await rowsOf('DesignedFormAudience')).filter((a) => a.formId === id)).toHaveLength(1);
});

describe('我的表单', () => {
  test('audience: a department reaches a member of its sub-department; a member outside gets 404', async () => {
    const id = await published({ name: '研发登记', audience: { all: 0, departIds: [ids.rd], userIds: [] } });
    const mine = (await get('/fill/list', { name: '研发登记' }, wang)).body.data;
    expect(mine.records).toEqual([expect.objectContaining({ id, name: '研发登记', version: 1, submitted: 0, lastSubmitTime: null })]);
    expect(mine.records[0].schema).toBeUndefined();
    expect((await get('/fill/list', { name: '研发登记' }, lina)).body.data.records).toEqual([]);
    const outside = await get(`/fill/select/${id}`, {}, lina);
    expect([outside.status, outside.body.msg]).toEqual([404, '表单不存在']);
    const refused = await submit(id, valid, lina);
    expect([refused.status, refused.body.msg]).toEqual([404, '表单不存在']);
  });

  test('audience: one user by member id, and everyone', async () => {
    const one = await published({ audience: { all: 0, departIds: [], userIds: [ids.lina] } });
    expect((await get(`/fill/select/${one}`, {}, lina)).status).toBe(200);
    expect((await get(`/fill/select/${one}`, {}, wang)).status).toBe(404);
    const all = await published();
    expect((await get(`/fill/select/${all}`, {}, lina)).status).toBe(200);
    expect((await get(`/fill/select/${all}`, {}, wang)).status).toBe(200);
  });

  test('a draft is 404 to its audience', async () => {
    const draft = await createId();
    expect((await get(`/fill/select/${draft}`, {}, wang)).status).toBe(404);
    expect((await submit(draft, valid)).status).toBe(404);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['required', { kind: '年假' }, 'days', '请填写请假天数'],
    ['required choice', { days: 1 }, 'kind', '请选择请假类型'],
    ['minimum', { ...valid, days: 0 }, 'days', '请假天数不能小于1'],
    ['maximum', { ...valid, days: 31 }, 'days', '请假天数不能大于30'],
    ['type', { ...valid, days: '2' }, 'days', '请假天数格式不正确'],
    ['integer', { ...valid, days: 1.5 }, 'days', '请假天数格式不正确'],
    ['enum', { ...valid, kind: '婚假' }, 'kind', '请假类型的选项无效'],
    ['maxLength', { ...valid, reason: '长'.repeat(21) }, 'reason', '请假原因不能超过20个字符'],
    ['pattern', { ...valid, reason: '3天' }, 'reason', '请假原因格式不正确'],
    ['mobile', { ...valid, mobile: '12345678901' }, 'mobile', '联系电话不是有效的手机号码'],
    ['email', { ...valid, email: 'not-mail' }, 'email', '邮箱不是有效的邮箱地址'],
    ['date', { ...valid, day: '2026-02-30' }, 'day', '开始日期不是有效的日期'],
    ['boolean', { ...valid, agree: 'yes' }, 'agree', '已交接格式不正确'],
    ['minItems', { ...valid, tags: [] }, 'tags', '标签至少选择1项'],
    ['maxItems', { ...valid, tags: ['紧急', '出差', '其他'] }, 'tags', '标签最多选择2项'],
    ['item enum', { ...valid, tags: ['度假'] }, 'tags', '标签的选项无效'],
    ['unknown key', { ...valid, salary: 1 }, 'salary', '表单中没有字段“salary”'],
  ];
  test.each(cases)('submit refused: %s (400, nothing stored)', async (_name, data, field, message) => {
    const id = await published();
    const res = await submit(id, data);
    expect([res.status, res.body.msg]).toEqual([400, message]);
    expect(res.body.data).toEqual(expect.arrayContaining([{ field, message }]));
    expect((await rowsOf('FormSubmission')).filter((s) => s.formId === id)).toEqual([]);
  });

  test('every error is answered, the first in the form\'s order', async () => {
    const id = await published();
    const res = await submit(id, { days: 0, reason: '1' });
    expect(res.body.msg).toBe('请选择请假类型');
    expect(res.body.data).toEqual([
      { field: 'kind', message: '请选择请假类型' },
      { field: 'days', message: '请假天数不能小于1' },
      { field: 'reason', message: '请假原因格式不正确' },
    ]);
    expect((await submit(id, 'x')).body.msg).toBe('请填写表单');
    expect((await post('/fill/submit', { data: valid }, wang)).status).toBe(400);
  });

  test('a valid submission is stored with the version, the submitter and the department; mine lists it', async () => {
    const id = await published({ name: '年假申请' });
    const res = await submit(id, valid);
    expect([res.status, res.body.msg]).toEqual([200, '提交成功!']);
    expect(Object.keys(res.body.data)).toEqual(['id']);
    const [row] = (await rowsOf('FormSubmission')).filter((s) => s.formId === id);
    expect(row).toMatchObject({ version: 1, memberId: ids.wang, accountId: ids.wangAccount, submitterName: '王强', departId: ids.front, departName: '前端组' });
    const list = (await get('/fill/list', { name: '年假申请' }, wang)).body.data.records;
    expect(list[0]).toMatchObject({ submitted: 1 });
    expect(list[0].lastSubmitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mine = (await get('/submission/mine', { formId: id }, wang)).body.data;
    expect(mine.total).toBe(1);
    expect(mine.records[0]).toMatchObject({ id: res.body.data.id, formId: id, formName: '年假申请', version: 1, data: valid });
    expect((await get('/submission/mine', { formId: id }, lina)).body.data.total).toBe(0);
  });
});

describe('versions and closing', () => {
  test('publish, edit, publish makes 2; fill/select serves the published version; old submissions keep version 1', async () => {
    const id = await published({ name: '巡检单' });
    expect((await submit(id, valid)).status).toBe(200);
    const schema = leaveSchema();
    (schema.properties.days as any).title = '天数';
    const edit = await post('/form/update', { id, name: '巡检单二', schema, uiSchema: leaveUi() });
    expect(edit.body.data).toMatchObject({ status: 1, version: 1 });
    // The draft is not served until published.
    expect((await get(`/fill/select/${id}`, {}, wang)).body.data).toMatchObject({ name: '巡检单', version: 1 });
    expect((await get(`/fill/select/${id}`, {}, wang)).body.data.schema.properties.days.title).toBe('请假天数');
    expect((await publish(id)).body.data).toMatchObject({ status: 1, version: 2 });
    const served = (await get(`/fill/select/${id}`, {}, wang)).body.data;
    expect(served).toMatchObject({ name: '巡检单二', version: 2 });
    expect(served.schema.properties.days.title).toBe('天数');
    expect((await submit(id, { ...valid, days: 5 }, lina)).status).toBe(200);
    const listed = (await get('/submission/list', { formId: id })).body.data;
    expect(listed.records.map((r: any) => [r.version, r.submitterName, r.data.days])).toEqual([[2, '李娜', 5], [1, '王强', 2]]);
    expect(Object.keys(listed.records[0]).sort()).toEqual(['crtTime', 'data', 'departId', 'departName', 'formId', 'id', 'submitterName', 'version']);
    const wangsOwn = (await get('/submission/mine', { formId: id }, wang)).body.data.records;
    expect(wangsOwn.map((r: any) => [r.version, r.formName, r.schema.properties.days.title, r.uiSchema['ui:order'][0]])).toEqual([[1, '巡检单', '请假天数', 'kind']]);
    const versions = (await get('/submission/versions', { formId: id })).body.data;
    expect(versions.map((v: any) => [v.version, v.name, v.schema.properties.days.title])).toEqual([[1, '巡检单', '请假天数'], [2, '巡检单二', '天数']]);

    const res = await server.request.get(`${F}/submission/export`).query({ formId: id }).set(admin).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body);
    expect(book.worksheets.map((s) => s.name)).toEqual(['版本1', '版本2']);
    const values = (sheet: string) => book.getWorksheet(sheet)!.getSheetValues().slice(1).map((row: any) => row.slice(1));
    expect(values('版本1')[0]).toEqual(['提交人', '部门', '提交时间', '请假类型', '请假天数', '请假原因', '已交接', '联系电话', '邮箱', '开始日期', '标签']);
    expect(values('版本1')[1]).toEqual(['王强', '前端组', expect.stringMatching(/^\d{4}-/), '年假', 2, '回家', '是', '13912345678', 'a@b.cn', '2026-05-01', '紧急、出差']);
    expect(values('版本2')[0].slice(3, 5)).toEqual(['请假类型', '天数']);
    expect(values('版本2')[1].slice(0, 5)).toEqual(['李娜', '销售部', expect.any(String), '年假', 5]);
  });

  test('close: 409 on submit and select; only a published form closes; publish reopens as n+1', async () => {
    const id = await published();
    expect((await post(`/form/close/${id}`, {})).body.data).toMatchObject({ status: 2 });
    const again = await post(`/form/close/${id}`, {});
    expect([again.status, again.body.msg]).toEqual([409, '该表单未发布或已关闭']);
    const draft = await createId();
    expect((await post(`/form/close/${draft}`, {})).status).toBe(409);
    const refused = await submit(id, valid);
    expect([refused.status, refused.body.msg]).toEqual([409, '该表单已关闭']);
    expect((await get(`/fill/select/${id}`, {}, wang)).status).toBe(409);
    expect((await rowsOf('FormSubmission')).filter((s) => s.formId === id)).toEqual([]);
    expect((await get('/fill/list', {}, wang)).body.data.records.map((r: any) => r.id)).not.toContain(id);
    expect((await publish(id)).body.data).toMatchObject({ status: 1, version: 2 });
    expect((await submit(id, valid)).status).toBe(200);
  });

  test('form/list: submission counts, name filter; delete by ids', async () => {
    const id = await published({ name: '统计表单' });
    await submit(id, valid);
    await submit(id, valid);
    const list = (await get('/form/list', { name: '统计表单' })).body.data;
    expect(list.records).toEqual([expect.objectContaining({ id, name: '统计表单', status: 1, version: 1, submissionCount: 2, crtUserName: '张伟' })]);
    const other = await createId();
    expect((await server.request.delete(`${F}/form/delete`).query({ ids: `${id},${other}` }).set(admin)).status).toBe(200);
    expect((await get('/form/list', { name: '统计表单' })).body.data.total).toBe(0);
    expect((await get(`/fill/select/${id}`, {}, wang)).status).toBe(404);
    expect((await submit(id, valid)).status).toBe(404);
  });

  test('submission/list: formId required, filters on submitter, department subtree and dates', async () => {
    const id = await published();
    await submit(id, valid, wang);
    await submit(id, valid, lina);
    expect((await get('/submission/list', {})).body.msg).toBe('请选择表单');
    const names = async (query: Record<string, unknown>) => (await get('/submission/list', { formId: id, ...query })).body.data.records.map((r: any) => r.submitterName);
    expect(await names({})).toEqual(['李娜', '王强']);
    expect(await names({ submitterName: '王' })).toEqual(['王强']);
    expect(await names({ departId: ids.rd })).toEqual(['王强']);
    expect(await names({ departId: ids.sales })).toEqual(['李娜']);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await names({ startTime: today, endTime: today })).toEqual(['李娜', '王强']);
    expect(await names({ endTime: '2000-01-01' })).toEqual([]);
    expect((await get('/submission/list', { formId: id, startTime: 'x' })).status).toBe(400);
  });
});

describe('grants and isolation', () => {
  test('a member without 表单设计 gets 403 on form/* and submission/list', async () => {
    const id = await published();
    for (const res of [await get('/form/list', {}, wang), await get(`/form/select/${id}`, {}, wang), await post('/form/create', { name: 'x' }, wang), await publish(id, wang), await get('/submission/list', { formId: id }, wang), await get('/submission/export', { formId: id }, wang)]) {
      expect(res.status).toBe(403);
    }
  });

  test('a 本人 data scope: only the forms one created and their submissions', async () => {
    const group = (path: string, body: unknown) => server.request.post(`/api/admin/group/${path}`).set(admin).send(body as object);
    const role = await group('addGroup', { name: '表单本人', dataScope: 'own' });
    expect(role.body.code).toBe(2000);
    const menuList = ['designedForm:read', 'designedForm:create', 'designedForm:update', 'designedForm:publish', 'designedForm:export'];
    expect((await group('insertGroupMenu', { groupId: role.body.data.id, menuList })).body.code).toBe(2000);
    expect((await group('setUsers', { groupId: role.body.data.id, userIds: [ids.lina] })).body.code).toBe(2000);
    const linaNow = await server.auth('13800000002', server.tenants.A);
    const adminForm = await published();
    await submit(adminForm, valid);
    const own = await createId({ name: '李娜的表单' }, linaNow);
    expect((await publish(own, linaNow)).status).toBe(200);
    await submit(own, valid);
    expect((await get('/form/list', {}, linaNow)).body.data.records.map((r: any) => r.id)).toEqual([own]);
    expect((await get(`/form/select/${adminForm}`, {}, linaNow)).status).toBe(404);
    expect((await publish(adminForm, linaNow)).status).toBe(404);
    expect((await get('/submission/list', { formId: adminForm }, linaNow)).status).toBe(404);
    expect((await get('/submission/list', { formId: own }, linaNow)).body.data.total).toBe(1);
  });

  test('company B cannot read, publish, close, delete, fill or list A\'s form', async () => {
    const id = await published();
    await submit(id, valid);
    const b = [
      await get(`/form/select/${id}`, {}, adminB),
      await publish(id, adminB),
      await post(`/form/close/${id}`, {}, adminB),
      await post('/form/update', { id, name: '篡改' }, adminB),
      await server.request.delete(`${F}/form/delete`).query({ ids: id }).set(adminB),
      await get(`/fill/select/${id}`, {}, adminB),
      await submit(id, valid, adminB),
      await get('/submission/list', { formId: id }, adminB),
      await get('/submission/versions', { formId: id }, adminB),
      await get('/submission/export', { formId: id }, adminB),
    ];
    expect(b.map((res) => res.status)).toEqual(Array(b.length).fill(404));
    expect((await get('/fill/list', {}, adminB)).body.data.records.map((r: any) => r.id)).not.toContain(id);
    expect((await get(`/form/select/${id}`)).body.data).toMatchObject({ status: 1 });
    // 王强 is a member of B too: signed in to B he does not see A's forms.
    const wangB = await server.auth('13800000003', server.tenants.B);
    expect((await get(`/fill/select/${id}`, {}, wangB)).status).toBe(404);
    expect((await get('/submission/mine', {}, wangB)).body.data.total).toBe(0);
  });
});
