import { answersOf, answerText, latest, rowsWithAnswers, versionOf } from '../../src/blocks/designedForm/answers';
import { audienceEmpty, audienceOf, audienceText, departOptions } from '../../src/blocks/designedForm/audience';
import { serverErrors } from '../../src/blocks/designedForm/fill-errors';
import { toSchema, type DesignedField } from '../../src/blocks/designedForm/field-model';

/** The pages' pure parts around the designer: answers as labels under their version's titles, the audience, a refusal's errors by field. */
const leave: DesignedField[] = [
  { key: 'field_1', kind: 'single', title: '请假类型', required: true, options: ['年假', '事假'] },
  { key: 'field_2', kind: 'number', title: '请假天数', required: true, minimum: 0.5, maximum: 30 },
  { key: 'field_3', kind: 'multiple', title: '交接人', required: false, options: ['甲', '乙'] },
  { key: 'field_4', kind: 'yesNo', title: '是否出京', required: false },
];
const v1 = { version: 1, ...toSchema(leave) };
const v2 = { version: 2, ...toSchema([{ ...leave[1], title: '天数' }, leave[0]]) };

describe('answers', () => {
  test('values as labels', () => {
    expect(answerText(true)).toBe('是');
    expect(answerText(false)).toBe('否');
    expect(answerText(false, { type: 'boolean' }, { 'ui:enumNames': ['有', '无'] })).toBe('无');
    expect(answerText(['甲', '乙'])).toBe('甲、乙');
    expect(answerText([])).toBe('-');
    expect(answerText(undefined)).toBe('-');
    expect(answerText('')).toBe('-');
    expect(answerText(1.5)).toBe('1.5');
  });

  test('under the version’s titles, in its order; unknown keys after', () => {
    const data = { field_1: '年假', field_2: 2, field_3: ['甲'], field_4: true, old: 'x' };
    expect(answersOf(data, v1)).toEqual([
      { key: 'field_1', title: '请假类型', text: '年假' },
      { key: 'field_2', title: '请假天数', text: '2' },
      { key: 'field_3', title: '交接人', text: '甲' },
      { key: 'field_4', title: '是否出京', text: '是' },
      { key: 'old', title: 'old', text: 'x' },
    ]);
    expect(answersOf({ field_1: '事假', field_2: 1 }, v2).map((answer) => answer.title)).toEqual(['天数', '请假类型']);
  });

  test('the version of a row, else the latest; rows with their labels', () => {
    expect(versionOf([v1, v2], 1)).toBe(v1);
    expect(versionOf([v1, v2], '2')).toBe(v2);
    expect(versionOf([v1, v2], 9)).toBe(v2);
    expect(latest([])).toBeUndefined();
    const [row] = rowsWithAnswers([{ id: 1, version: 1, data: { field_1: '年假', field_4: false } }], [v1, v2]);
    expect(row).toMatchObject({ id: 1, answer_field_1: '年假', answer_field_2: '-', answer_field_4: '否' });
  });
});

describe('audience', () => {
  test('read leniently, described, empty', () => {
    expect(audienceOf(null)).toEqual({ all: 0, departIds: [], userIds: [] });
    expect(audienceOf({ all: 1, departIds: ['3', 'x', -1], userIds: [5] })).toEqual({ all: 1, departIds: [3], userIds: [5] });
    expect(audienceEmpty(audienceOf({}))).toBe(true);
    expect(audienceEmpty(audienceOf({ userIds: [2] }))).toBe(false);
    expect(audienceText(audienceOf({ all: 1 }))).toBe('全员');
    expect(audienceText(audienceOf({ departIds: [1, 2], userIds: [3] }))).toBe('部门2个、人员1人');
    expect(departOptions([{ id: 1, name: '总部', children: [{ id: 2, label: '研发部' }] }])).toEqual([
      { value: 1, title: '总部', children: [{ value: 2, title: '研发部', children: undefined }] },
    ]);
  });
});

describe('a refused submission', () => {
  test('errors under their fields; others and a bare message on top', () => {
    const keys = ['field_1', 'field_2'];
    expect(serverErrors([{ field: 'field_2', message: '请假天数不能大于30' }], keys, '请假天数不能大于30')).toEqual({ byField: { field_2: { __errors: ['请假天数不能大于30'] } }, top: undefined });
    expect(serverErrors([{ field: '/field_1', message: '请选择请假类型' }, { field: 'extra', message: '表单中没有字段“extra”' }], keys)).toEqual({
      byField: { field_1: { __errors: ['请选择请假类型'] } },
      top: '表单中没有字段“extra”',
    });
    expect(serverErrors(undefined, keys, '该表单已关闭')).toEqual({ byField: {}, top: '该表单已关闭' });
  });
});
