import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { designedFormErrors, transformDesignedFormErrors } from '../../shared/designed-form-errors';
import { AJV_FORMATS_USED, CUSTOM_FORMATS, DESIGNED_FORM_AJV_OPTIONS } from '../../shared/designed-form-formats';

/** The shared messages of a designed form's errors (shared/designed-form-errors.ts), from ajv's and rjsf's error shapes. */
const schema = {
  type: 'object',
  required: ['days', 'kind', 'tags'],
  additionalProperties: false,
  properties: {
    days: { type: 'integer', title: '请假天数', minimum: 1, maximum: 3 },
    kind: { type: 'string', title: '类型', enum: ['年假', '事假'] },
    note: { type: 'string', title: '备注', minLength: 2, maxLength: 4 },
    mobile: { type: 'string', title: '手机', format: 'mobile' },
    mail: { type: 'string', title: '邮箱', format: 'email' },
    day: { type: 'string', title: '日期', format: 'date' },
    tags: { type: 'array', title: '标签', items: { type: 'string', enum: ['a', 'b', 'c'] }, minItems: 1, maxItems: 2 },
  },
};
const ajv = new Ajv({ ...DESIGNED_FORM_AJV_OPTIONS });
addFormats(ajv, [...AJV_FORMATS_USED]);
for (const [name, pattern] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, pattern);
const validate = ajv.compile(schema);
const errorsOf = (data: unknown) => {
  validate(data);
  return designedFormErrors(validate.errors as any, schema, { 'ui:order': ['kind', '*'] });
};

test('each keyword\'s message, one per field, in the form\'s order with unknown keys first', () => {
  expect(errorsOf({ x: 1 })).toEqual([
    { field: 'x', message: '表单中没有字段“x”' },
    { field: 'kind', message: '请选择类型' },
    { field: 'days', message: '请填写请假天数' },
    { field: 'tags', message: '请选择标签' },
  ]);
  expect(errorsOf({ days: 0, kind: '病假', note: 'x', mobile: '123', mail: 'x', day: '2026-13-01', tags: [] }).map((e) => e.message)).toEqual([
    '类型的选项无效', '请假天数不能小于1', '备注不能少于2个字符', '手机不是有效的手机号码', '邮箱不是有效的邮箱地址', '日期不是有效的日期', '标签至少选择1项',
  ]);
  expect(errorsOf({ days: 9, kind: '年假', note: '12345', tags: ['a', 'b', 'c'] }).map((e) => e.message)).toEqual(['请假天数不能大于3', '备注不能超过4个字符', '标签最多选择2项']);
  expect(errorsOf({ days: 'x', kind: '年假', tags: ['z'] }).map((e) => e.message)).toEqual(['请假天数格式不正确', '标签的选项无效']);
  expect(errorsOf({ days: 1, kind: '年假', tags: ['a'], mobile: '13912345678' })).toEqual([]);
});

test('rjsf\'s errors get the same messages', () => {
  const out = transformDesignedFormErrors(
    [
      { name: 'required', property: '.kind', params: { missingProperty: 'kind' }, message: "must have required property 'kind'", stack: '' },
      { name: 'minimum', property: '.days', params: { comparison: '>=', limit: 1 }, message: 'must be >= 1', stack: '' },
      { name: 'enum', property: '.tags.0', params: { allowedValues: ['a'] }, message: 'must be equal to one of the allowed values', stack: '' },
    ],
    schema,
  );
  expect(out.map((e) => [e.message, e.stack])).toEqual([
    ['请选择类型', '请选择类型'],
    ['请假天数不能小于1', '请假天数不能小于1'],
    ['标签的选项无效', '标签的选项无效'],
  ]);
});
