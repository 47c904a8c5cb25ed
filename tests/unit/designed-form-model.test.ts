import { copyField, designProblem, fieldProblems, fromSchema, moveField, newField, nextKey, orderedKeys, PALETTE, toSchema, type DesignedField } from '../../src/blocks/designedForm/field-model';
import { DESIGNED_FORM_WIDGETS } from '../../src/blocks/designedForm/widgets';

/** The designer's field model: each palette kind's schema, limits, and the round trip through a saved schema. */
const all = (): DesignedField[] => {
  const fields: DesignedField[] = [];
  for (const { kind } of PALETTE) fields.push(newField(kind, fields));
  return fields;
};

describe('designed form field model', () => {
  test('each palette kind makes its schema and widget', () => {
    const { schema, uiSchema } = toSchema(all());
    expect(schema.type).toBe('object');
    expect(schema.required).toBeUndefined();
    expect(uiSchema['ui:order']).toEqual(['field_1', 'field_2', 'field_3', 'field_4', 'field_5', 'field_6', 'field_7', 'field_8', 'field_9']);
    expect(schema.properties).toEqual({
      field_1: { type: 'string', title: '单行文本' },
      field_2: { type: 'string', title: '多行文本' },
      field_3: { type: 'number', title: '数字' },
      field_4: { type: 'string', title: '日期', format: 'date' },
      field_5: { type: 'string', title: '单选', enum: ['选项1', '选项2'] },
      field_6: { type: 'array', title: '多选', items: { type: 'string', enum: ['选项1', '选项2'] }, uniqueItems: true },
      field_7: { type: 'boolean', title: '是/否' },
      field_8: { type: 'string', title: '手机号', format: 'mobile' },
      field_9: { type: 'string', title: '邮箱', format: 'email' },
    });
    expect(uiSchema.field_1).toEqual({});
    expect(uiSchema.field_2).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 4 } });
    expect(uiSchema.field_3).toEqual({ 'ui:widget': 'updown' });
    expect(uiSchema.field_4).toEqual({ 'ui:widget': 'date' });
    expect(uiSchema.field_5).toEqual({ 'ui:widget': 'radio' });
    expect(uiSchema.field_6).toEqual({ 'ui:widget': 'checkboxes' });
    expect(uiSchema.field_7).toEqual({ 'ui:widget': 'radio', 'ui:enumNames': ['是', '否'] });
    expect(uiSchema.field_9).toEqual({ 'ui:widget': 'email' });
    // Every widget written is one the server accepts (the client manifest's list).
    for (const key of uiSchema['ui:order']) if (uiSchema[key]['ui:widget']) expect(DESIGNED_FORM_WIDGETS).toContain(uiSchema[key]['ui:widget']);
  });

  test('settings and limits go into the schema, required into its list', () => {
    const days: DesignedField = { key: 'field_2', kind: 'number', title: '请假天数', required: true, minimum: 0.5, maximum: 30, description: '半天填0.5', placeholder: '天数' };
    const reason: DesignedField = { key: 'field_3', kind: 'longText', title: '请假事由', required: true, minLength: 5, maxLength: 200 };
    const tags: DesignedField = { key: 'field_4', kind: 'multiple', title: '标签', required: false, options: ['a', 'b', 'c'], minItems: 1, maxItems: 2 };
    const whole: DesignedField = { key: 'field_5', kind: 'number', title: '人数', required: false, integer: true, minimum: 1 };
    const { schema, uiSchema } = toSchema([days, reason, tags, whole]);
    expect(schema.required).toEqual(['field_2', 'field_3']);
    expect(schema.properties.field_2).toEqual({ type: 'number', title: '请假天数', description: '半天填0.5', minimum: 0.5, maximum: 30 });
    expect(uiSchema.field_2['ui:placeholder']).toBe('天数');
    expect(schema.properties.field_3).toMatchObject({ minLength: 5, maxLength: 200 });
    expect(schema.properties.field_4).toMatchObject({ minItems: 1, maxItems: 2 });
    expect(schema.properties.field_5).toEqual({ type: 'integer', title: '人数', minimum: 1 });
  });

  test('a required multiple choice needs one ticked item', () => {
    const field: DesignedField = { key: 'field_1', kind: 'multiple', title: '爱好', required: true, options: ['读书', '跑步'] };
    const { schema, uiSchema } = toSchema([field]);
    expect(schema.properties.field_1.minItems).toBe(1);
    expect(fromSchema(schema, uiSchema)).toEqual([field]);
    expect(toSchema([{ ...field, minItems: 2 }]).schema.properties.field_1.minItems).toBe(2);
  });

  test('fromSchema reads back what toSchema wrote (round trip of every kind and setting)', () => {
    const fields: DesignedField[] = [
      ...all().map((field, index) => ({ ...field, required: index % 2 === 0, description: index === 3 ? '说明' : undefined })),
      { key: 'field_10', kind: 'text', title: '姓名', required: true, minLength: 2, maxLength: 20, placeholder: '请输入姓名' },
      { key: 'field_11', kind: 'number', title: '年龄', required: false, integer: true, minimum: 0, maximum: 150 },
      { key: 'field_12', kind: 'multiple', title: '技能', required: false, options: ['A', 'B', 'C'], minItems: 1, maxItems: 3 },
    ].map((field) => Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as unknown as DesignedField);
    const { schema, uiSchema } = toSchema(fields);
    expect(fromSchema(schema, uiSchema)).toEqual(fields);
    // Through JSON, as the server stores it.
    expect(fromSchema(JSON.parse(JSON.stringify(schema)), JSON.parse(JSON.stringify(uiSchema)))).toEqual(fields);
  });

  test('the order: ui:order, its *, else the properties', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' } } };
    expect(orderedKeys(schema)).toEqual(['a', 'b', 'c']);
    expect(orderedKeys(schema, { 'ui:order': ['c', 'a'] })).toEqual(['c', 'a', 'b']);
    expect(orderedKeys(schema, { 'ui:order': ['c', '*', 'a'] })).toEqual(['c', 'b', 'a']);
    expect(fromSchema(schema, { 'ui:order': ['b', 'c', 'a'] }).map((field) => field.key)).toEqual(['b', 'c', 'a']);
    expect(fromSchema(null)).toEqual([]);
  });

  test('keys, copies and moves', () => {
    const fields = all();
    expect(nextKey([])).toBe('field_1');
    expect(nextKey(fields)).toBe('field_10');
    expect(nextKey([{ ...fields[0], key: 'field_7' }, { ...fields[1], key: 'other' }])).toBe('field_8');
    const copy = copyField(fields[4], fields);
    expect(copy).toMatchObject({ key: 'field_10', kind: 'single', title: '单选（副本）', options: ['选项1', '选项2'] });
    expect(copy.options).not.toBe(fields[4].options);
    expect(moveField(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveField(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveField(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  test('problems of settings, each named', () => {
    const base: DesignedField = { key: 'field_1', kind: 'text', title: '姓名', required: false };
    expect(fieldProblems(base)).toEqual([]);
    expect(fieldProblems({ ...base, title: ' ' })).toEqual(['请填写字段标题']);
    expect(fieldProblems({ ...base, minLength: 10, maxLength: 5 })).toEqual(['最少字数不能大于最多字数']);
    expect(fieldProblems({ ...base, maxLength: 6000 })).toEqual(['字数限制不能超过5000']);
    expect(fieldProblems({ ...base, kind: 'number', minimum: 3, maximum: 1 })).toEqual(['最小值不能大于最大值']);
    expect(fieldProblems({ ...base, kind: 'single', options: [] })).toEqual(['请至少添加一个选项']);
    expect(fieldProblems({ ...base, kind: 'single', options: ['a', 'a'] })).toEqual(['选项不能重复']);
    expect(fieldProblems({ ...base, kind: 'single', options: ['a', ''] })).toEqual(['选项不能为空']);
    expect(fieldProblems({ ...base, kind: 'multiple', options: ['a', 'b'], minItems: 3 })).toEqual(['最少选择项数不能大于选项个数']);
    expect(designProblem([base, { ...base, key: 'field_2', title: '天数', kind: 'number', minimum: 5, maximum: 1 }])).toBe('字段“天数”：最小值不能大于最大值');
    expect(designProblem([base])).toBeUndefined();
  });
});
