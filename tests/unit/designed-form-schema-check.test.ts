import { checkDesignedSchema } from '../../server/modules/forms/designed-schema-check';
import { HttpError } from '../../server/http/envelope';

/** The designed schema check (server/modules/forms/designed-schema-check.ts): what passes, how it is stored, what is refused. */
const WIDGETS = { text: ['text', 'number'], textarea: ['text'], radio: ['choice', 'boolean'], checkboxes: ['multiple'] };
const refusal = (schema: unknown, uiSchema?: unknown) => {
  try {
    checkDesignedSchema(schema, uiSchema, WIDGETS);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('accepted');
};

const form = { type: 'object', required: ['a'], properties: { a: { type: 'string', title: '甲', maxLength: 10 }, b: { type: 'array', title: '乙', items: { type: 'string', enum: ['x', 'y'] }, uniqueItems: true } } };

test('a form is stored with additionalProperties false and a complete ui:order', () => {
  expect(checkDesignedSchema(form, undefined, WIDGETS)).toEqual({ schema: { ...form, additionalProperties: false }, uiSchema: { 'ui:order': ['a', 'b'] } });
  expect(checkDesignedSchema(form, { 'ui:order': ['b', '*'], a: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } }, WIDGETS).uiSchema).toEqual({ 'ui:order': ['b', 'a'], a: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } });
  expect(checkDesignedSchema({ ...form, $schema: 'http://json-schema.org/draft-07/schema#' }, {}, WIDGETS).schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
});

test('the message names the field by title, else by key', () => {
  expect(refusal({ type: 'object', properties: { a: { type: 'object', title: '请假天数' } } })).toBe('字段“请假天数”：不支持的类型 object');
  expect(refusal({ type: 'object', properties: { a: { type: 'object' } } })).toBe('字段“a”：不支持的类型 object');
});

test.each([
  [{ ...form, $ref: 'http://x' }, '表单结构：不支持引用（$ref）'],
  [{ ...form, properties: { a: { $ref: '#/x' } } }, '字段“a”：不支持引用（$ref）'],
  [{ ...form, properties: { a: { type: 'string', title: '甲', pattern: '(x+x+)+y' } } }, '字段“甲”：正则表达式可能导致回溯过多，请简化'],
  [{ ...form, properties: { a: { type: 'string', title: '甲', pattern: '\\p{Unknown}' } } }, '字段“甲”：正则表达式无效'],
  [{ ...form, properties: { a: { type: 'string', title: '甲', minLength: -1 } } }, '字段“甲”：minLength 应为0到5000的整数'],
  [{ ...form, properties: { a: { type: 'integer', title: '甲', maximum: Infinity } } }, '字段“甲”：maximum 应为有限的数字'],
  [{ ...form, properties: { a: { type: ['string', 'null'], title: '甲' } } }, '字段“甲”：不支持的类型 string/null'],
  [{ ...form, properties: { a: { type: 'array', title: '甲', items: { type: 'string', enum: ['x'], pattern: 'x' } } } }, '字段“甲”：选项不支持的设置 pattern'],
  [{ ...form, properties: { a: { type: 'array', title: '甲', items: { type: 'string', enum: ['x'] }, minItems: 2, maxItems: 1 } } }, '字段“甲”：最少选择项数不能大于最多选择项数'],
  [{ ...form, properties: { a: { type: 'string', title: '甲', enum: ['x'], default: 'y' } } }, '字段“甲”：默认值与字段类型不符'],
  [{ ...form, required: 'a' }, '表单结构：required 应为字段名的列表'],
  [{ ...form, required: ['a', 'a'] }, '表单结构：required 有重复的字段'],
])('refused %#', (schema, message) => {
  expect(refusal(schema)).toBe(message);
});

test('uiSchema refusals', () => {
  expect(refusal(form, [])).toBe('界面设置：应为对象');
  expect(refusal(form, { a: { 'ui:widget': 'updown' } })).toBe('界面设置：字段“甲”不支持的控件 updown');
  expect(refusal(form, { a: { 'ui:widget': 'checkboxes' } })).toBe('界面设置：字段“甲”不能使用控件 checkboxes');
  expect(refusal(form, { b: { 'ui:widget': 'textarea' } })).toBe('界面设置：字段“乙”不能使用控件 textarea');
  expect(refusal(form, { a: { 'ui:widget': 'toString' } })).toBe('界面设置：字段“甲”不支持的控件 toString');
  expect(refusal(form, { a: { 'ui:placeholder': 'x'.repeat(101) } })).toBe('界面设置：字段“甲”的占位提示应为不超过100个字符的文本');
  expect(refusal(form, { a: { 'ui:options': { color: 1 } } })).toBe('界面设置：字段“甲”的 ui:options 只支持 rows');
  expect(refusal(form, { 'ui:order': ['a', 'a', 'b'] })).toBe('界面设置：ui:order 有重复的字段');
});
