import { startTestServer, type TestServer } from '../support/test-server';
import { formCalls, leaveSchema, signInFormPeople, type Headers } from '../support/designed-form-calls';

/**
 * Designed forms (issue 31): 表单设计 creates, checks, publishes (versions, audience rows, messages), closes and reads
 * submissions (list, versions, xlsx export); 我的表单 lists, reads the published version, submits (ajv validation with
 * Chinese messages) and lists my submissions. Audience with sub-departments, grants, company isolation.
 */
let server: TestServer;
let admin: Headers; // 张伟, administrator of A
let lina: Headers; // 李娜, 销售部 of A
let wang: Headers; // 王强, 前端组 (under 研发部) of A
let adminB: Headers; // 赵敏, administrator of B
const ids: Record<string, number> = {};
const { post, get, rowsOf } = formCalls(() => server, () => admin);
const leaveUi = () => ({ 'ui:order': ['kind', 'days', '*'], reason: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } });

let seq = 0;
const create = (extra: Record<string, unknown> = {}, headers: Headers = admin) =>
  post('/form/create', { name: `请假单${++seq}`, description: '请假申请', schema: leaveSchema(), uiSchema: leaveUi(), audience: { all: 1, departIds: [], userIds: [] }, ...extra }, headers);
const createId = async (extra: Record<string, unknown> = {}) => {
  const res = await create(extra);
  expect([res.status, res.body.msg]).toEqual([200, '新增成功!']);
  return res.body.data.id as number;
};
const publish = (id: number, headers: Headers = admin) => post(`/form/publish/${id}`, {}, headers);
const submit = (formId: number, data: unknown, headers: Headers = wang) => post('/fill/submit', { formId, data }, headers);

beforeAll(async () => {
  server = await startTestServer();
  let people: Record<string, number>;
  ({ admin, lina, wang, adminB, ids: people } = await signInFormPeople(server));
  Object.assign(ids, people);
}, 60_000);
afterAll(() => server.stop());

describe('create and the schema check', () => {
  test('a draft is stored with status 0, version 0 and a complete ui:order', async () => {
    const id = await createId();
    const res = await get(`/form/select/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 0, version: 0, description: '请假申请', audience: { all: 1, departIds: [], userIds: [] } });
    expect(res.body.data.uiSchema['ui:order']).toEqual(['kind', 'days', 'reason', 'agree', 'mobile', 'email', 'day', 'tags']);
    expect(Object.keys(res.body.data.schema.properties).sort()).toEqual(['agree', 'day', 'days', 'email', 'kind', 'mobile', 'reason', 'tags']);
  });

  test('name: required, at most 50, unique among the company\'s live forms', async () => {
    const before = (await rowsOf('DesignedForm')).length;
    for (const [name, message, status] of [[undefined, '请输入表单名称', 400], ['  ', '请输入表单名称', 400], ['x'.repeat(51), '表单名称不能超过50个字符', 400]] as const) {
      const res = await create({ name });
      expect([res.status, res.body.msg]).toEqual([status, message]);
    }
    await createId({ name: '访客登记' });
    const clash = await create({ name: '访客登记' });
    expect([clash.status, clash.body.msg]).toEqual([409, '表单名称已存在']);
    expect((await rowsOf('DesignedForm')).length).toBe(before + 1);
  });

  const withProperty = (property: unknown) => ({ ...leaveSchema(), required: [], properties: { days: property } });
  const refusals: [string, unknown, unknown, string][] = [
    ['not an object', 'x', undefined, '表单结构：应为对象'],
    ['root type', { type: 'array' }, undefined, '表单结构：类型应为 object'],
    ['$ref at the root', { ...leaveSchema(), $ref: '#/definitions/x' }, undefined, '表单结构：不支持引用（$ref）'],
    ['$ref in a field', withProperty({ $ref: '#/definitions/x', title: '请假天数' }), undefined, '字段“请假天数”：不支持引用（$ref）'],
    ['$id', { ...leaveSchema(), $id: 'http://evil/x' }, undefined, '表单结构：不支持 $id'],
    ['another $schema', { ...leaveSchema(), $schema: 'http://evil/schema' }, undefined, '表单结构：只支持 draft-07 的 $schema'],
    ['definitions', { ...leaveSchema(), definitions: {} }, undefined, '表单结构：不支持公共定义（definitions）'],
    ['$defs', { ...leaveSchema(), $defs: {} }, undefined, '表单结构：不支持公共定义（$defs）'],
    ['if/then/else', { ...leaveSchema(), if: {}, then: {} }, undefined, '表单结构：不支持条件结构（if/then/else）'],
    ['allOf', { ...leaveSchema(), allOf: [] }, undefined, '表单结构：不支持组合结构（allOf）'],
    ['anyOf in a field', withProperty({ type: 'string', title: '请假天数', anyOf: [] }), undefined, '字段“请假天数”：不支持组合结构（anyOf）'],
    ['oneOf', { ...leaveSchema(), oneOf: [] }, undefined, '表单结构：不支持组合结构（oneOf）'],
    ['not', { ...leaveSchema(), not: {} }, undefined, '表单结构：不支持组合结构（not）'],
    ['patternProperties', { ...leaveSchema(), patternProperties: {} }, undefined, '表单结构：不支持 patternProperties'],
    ['dependencies', { ...leaveSchema(), dependencies: {} }, undefined, '表单结构：不支持字段依赖（dependencies）'],
    ['additionalProperties true', { ...leaveSchema(), additionalProperties: true }, undefined, '表单结构：additionalProperties 只能为 false'],
    ['an unknown root key', { ...leaveSchema(), format: 'x' }, undefined, '表单结构：不支持的设置 format'],
    ['a nested object', withProperty({ type: 'object', title: '请假天数', properties: {} }), undefined, '字段“请假天数”：不支持的类型 object'],
    ['an unknown type', withProperty({ type: 'null', title: '请假天数' }), undefined, '字段“请假天数”：不支持的类型 null'],
    ['a field without title', withProperty({ type: 'string' }), undefined, '字段“days”：请设置标题'],
    ['a long title', withProperty({ type: 'string', title: 'x'.repeat(51) }), undefined, `字段“${'x'.repeat(51)}”：标题不能超过50个字符`],
    ['a bad key', { type: 'object', properties: { '1x': { type: 'string', title: '甲' } } }, undefined, '字段“甲”：字段名只能由字母、数字和下划线组成，以字母或下划线开头，不超过40个字符'],
    ['required names no field', { ...leaveSchema(), required: ['nope'] }, undefined, '表单结构：必填字段“nope”不存在'],
    ['an unknown field key', withProperty({ type: 'string', title: '请假天数', multipleOf: 2 }), undefined, '字段“请假天数”：不支持的设置 multipleOf'],
    ['minLength > maxLength', withProperty({ type: 'string', title: '请假天数', minLength: 5, maxLength: 2 }), undefined, '字段“请假天数”：最少字数不能大于最多字数'],
    ['maxLength over 5000', withProperty({ type: 'string', title: '请假天数', maxLength: 5001 }), undefined, '字段“请假天数”：maxLength 应为0到5000的整数'],
    ['an unknown format', withProperty({ type: 'string', title: '请假天数', format: 'uri' }), undefined, '字段“请假天数”：不支持的格式 uri'],
    ['a pattern that does not compile', withProperty({ type: 'string', title: '请假天数', pattern: '([a-z' }), undefined, '字段“请假天数”：正则表达式无效'],
    ['an unsafe pattern', withProperty({ type: 'string', title: '请假天数', pattern: '^(a+)+$' }), undefined, '字段“请假天数”：正则表达式可能导致回溯过多，请简化'],
    ['a long pattern', withProperty({ type: 'string', title: '请假天数', pattern: 'a'.repeat(201) }), undefined, '字段“请假天数”：正则表达式应为不超过200个字符的文本'],
    ['an empty enum', withProperty({ type: 'string', title: '请假天数', enum: [] }), undefined, '字段“请假天数”：选项应为1到50个'],
    ['a repeated option', withProperty({ type: 'string', title: '请假天数', enum: ['a', 'a'] }), undefined, '字段“请假天数”：选项不能重复'],
    ['minimum > maximum', withProperty({ type: 'number', title: '请假天数', minimum: 5, maximum: 1 }), undefined, '字段“请假天数”：最小值不能大于最大值'],
    ['a non-numeric minimum', withProperty({ type: 'number', title: '请假天数', minimum: '1' }), undefined, '字段“请假天数”：minimum 应为有限的数字'],
    ['array of numbers', withProperty({ type: 'array', title: '请假天数', items: { type: 'number' } }), undefined, '字段“请假天数”：不支持的类型 array<number>'],
    ['array without options', withProperty({ type: 'array', title: '请假天数' }), undefined, '字段“请假天数”：多选字段应设置选项（items）'],
    ['uniqueItems false', withProperty({ type: 'array', title: '请假天数', items: { type: 'string', enum: ['a'] }, uniqueItems: false }), undefined, '字段“请假天数”：uniqueItems 只能为 true'],
    ['a default of another type', withProperty({ type: 'integer', title: '请假天数', default: 'x' }), undefined, '字段“请假天数”：默认值与字段类型不符'],
    ['more than 100 fields', { type: 'object', properties: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, { type: 'string', title: `字段${i}` }])) }, undefined, '表单字段不能超过100个'],
    ['over 64 KB', { type: 'object', description: 'x', properties: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, { type: 'string', title: `字段${i}`, enum: Array.from({ length: 50 }, (_, j) => `${'选'.repeat(5)}${j}`), description: '说'.repeat(200) }])) }, undefined, '表单结构不能超过64KB'],
    ['uiSchema: an unknown widget', leaveSchema(), { reason: { 'ui:widget': 'script' } }, '界面设置：字段“请假原因”不支持的控件 script'],
    ['uiSchema: a widget of another kind of field', leaveSchema(), { days: { 'ui:widget': 'date' } }, '界面设置：字段“请假天数”不能使用控件 date'],
    ['uiSchema: an unknown field', leaveSchema(), { nope: {} }, '界面设置：表单中没有字段“nope”'],
    ['uiSchema: an unknown setting', leaveSchema(), { reason: { 'ui:field': 'x' } }, '界面设置：字段“请假原因”不支持的设置 ui:field'],
    ['uiSchema: a root setting', leaveSchema(), { 'ui:submitButtonOptions': {} }, '界面设置：不支持的设置 ui:submitButtonOptions'],
    ['uiSchema: rows out of range', leaveSchema(), { reason: { 'ui:options': { rows: 50 } } }, '界面设置：字段“请假原因”的行数应为1到20'],
    ['uiSchema: ui:order names no field', leaveSchema(), { 'ui:order': ['nope', '*'] }, '界面设置：ui:order 中的字段“nope”不存在'],
    ['uiSchema: ui:order misses a field', leaveSchema(), { 'ui:order': ['days'] }, '界面设置：ui:order 缺少字段“reason”'],
  ];
  test.each(refusals)('refused: %s', async (_name, schema, uiSchema, message) => {
    const before = (await rowsOf('DesignedForm')).length;
    const res = await create({ schema, uiSchema });
    expect([res.status, res.body.msg]).toEqual([400, message]);
    expect((await rowsOf('DesignedForm')).length).toBe(before);
  });

  test('audience: an unknown department or member, or another company\'s, is refused', async () => {
    for (const [audience, message] of [
      [{ all: 2 }, '填写范围格式不正确'],
      [{ all: 0, departIds: ['x'] }, '填写范围中的部门格式不正确'],
      [{ all: 0, departIds: [999999] }, '填写范围中的部门不存在'],
      [{ all: 0, userIds: [ids.adminB] }, '填写范围中的人员不存在'],
    ] as const) {
      const res = await create({ audience });
      expect([res.status, res.body.msg]).toEqual([400, message]);
    }
  });

  test('update keeps the status and version out of the body', async () => {
    const id = await createId();
    const res = await post('/form/update', { id, name: '改名', status: 1, version: 9 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '改名', status: 0, version: 0 });
    expect((await post('/form/update', { name: 'x' })).body.msg).toBe('请选择表单');
    const bad = await post('/form/update', { id, uiSchema: { nope: {} } });
    expect([bad.status, bad.body.msg]).toEqual([400, '界面设置：表单中没有字段“nope”']);
  });
});
