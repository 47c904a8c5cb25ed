/** visibleWhen / requiredWhen / disabledWhen: one evaluator (shared/conditions.ts) for the form and the server. */
import { fieldState } from '../../shared/conditions';
import { compileValidator } from '../../server/engine/validator';
import type { FieldSpec } from '../../server/engine/section-types';

const fields: Record<string, FieldSpec> = {
  addType: { type: 'enum', title: '添加方式', enum: [0, 1], enumNames: ['新建用户', '关联已有用户'], default: 0 },
  password: { type: 'string', title: '预置密码', minLength: 6, maxLength: 32, visibleWhen: { field: 'addType', eq: 0 } },
  reason: { type: 'string', title: '原因', maxLength: 20, trim: true, requiredWhen: { field: 'addType', eq: 1 }, messages: { required: '请填写原因' } },
  locked: { type: 'integer', title: '锁定值', disabledWhen: { field: 'addType', in: [1] } },
  name: { type: 'string', title: '姓名', minLength: 1, trim: true, messages: { required: '请填写姓名' } },
};

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error: any) {
    return [error.status, error.message, error.data];
  }
  throw new Error('expected a 400');
};

describe('fieldState', () => {
  test('visible, required and disabled by the field values; numbers match their string form', () => {
    expect(fieldState(fields.password, { addType: 0 })).toEqual({ visible: true, required: false, disabled: false });
    expect(fieldState(fields.password, { addType: '1' })).toEqual({ visible: false, required: false, disabled: false });
    expect(fieldState(fields.password, { addType: 0 }, true).required).toBe(true);
    expect(fieldState(fields.password, { addType: 1 }, true).required).toBe(false);
    expect(fieldState(fields.reason, { addType: 1 }).required).toBe(true);
    expect(fieldState(fields.reason, {}).required).toBe(false);
    expect(fieldState(fields.locked, { addType: 1 }).disabled).toBe(true);
    expect(fieldState(fields.name, {})).toEqual({ visible: true, required: false, disabled: false });
  });

  test('with `known`, a condition on a value that was not given is not evaluated', () => {
    const known = (name: string) => name === 'name';
    expect(fieldState(fields.password, { addType: 1 }, false, known).visible).toBe(true);
    expect(fieldState(fields.reason, { addType: 1 }, false, known).required).toBe(false);
    expect(fieldState(fields.locked, { addType: 1 }, false, known).disabled).toBe(false);
  });
});

describe('the server validator applies them', () => {
  const create = compileValidator({ fields, required: ['name'] });
  const update = compileValidator({ fields, required: ['name'] }, { partial: true });

  test('a hidden or disabled field is dropped; a field a condition requires must be given', () => {
    expect(create({ name: '甲', password: 'secret1', addType: 0, locked: 3 })).toEqual({ name: '甲', password: 'secret1', addType: 0, locked: 3 });
    expect(create({ name: '甲', addType: 1, password: 'x', reason: ' 调岗 ', locked: 3 })).toEqual({ name: '甲', addType: 1, reason: '调岗' });
    expect(errorOf(() => create({ name: '甲', addType: 1 }))).toEqual([400, '请填写原因', ['reason']]);
    expect(errorOf(() => create({ name: '甲', addType: 1, reason: '   ' }))).toEqual([400, '请填写原因', ['reason']]);
  });

  test('a dropped field is not checked, a shown one is; the first problem in field order wins', () => {
    expect(create({ name: '甲', addType: 1, password: '1', reason: '有' })).toEqual({ name: '甲', addType: 1, reason: '有' });
    expect(errorOf(() => create({ name: '甲', password: '1' }))).toEqual([400, '预置密码至少6个字符', ['password']]);
    expect(errorOf(() => create({ addType: 1 }))).toEqual([400, '请填写原因', ['name', 'reason']]);
    expect(errorOf(() => create({ addType: 1, name: '' }))).toEqual([400, '请填写原因', ['name', 'reason']]);
  });

  test('the defaults count on create: addType 0 shows the password', () => {
    expect(create({ name: '甲', password: 'secret1' })).toEqual({ name: '甲', password: 'secret1' });
  });

  test('an update evaluates only conditions on values it is given', () => {
    expect(update({ password: 'secret1' })).toEqual({ password: 'secret1' });
    expect(update({ addType: 1, password: 'secret1', reason: '有' })).toEqual({ addType: 1, reason: '有' });
    expect(errorOf(() => update({ addType: 1 }))).toEqual([400, '请填写原因', ['reason']]);
  });

  test('an update given the stored row reads the values the body leaves unchanged', () => {
    const stored = { name: '甲', addType: 1, reason: '调岗', locked: null };
    // The row is a linked user: a password it sends is hidden and dropped, a kept reason satisfies requiredWhen.
    expect(update({ password: 'secret1' }, stored)).toEqual({});
    expect(update({ name: '乙' }, stored)).toEqual({ name: '乙' });
    expect(update({ locked: 3 }, stored)).toEqual({});
    expect(errorOf(() => update({ name: '乙' }, { ...stored, reason: null }))).toEqual([400, '请填写原因', ['reason']]);
    // The body's own values still win over the stored ones.
    expect(update({ addType: 0, password: 'secret1' }, stored)).toEqual({ addType: 0, password: 'secret1' });
  });

  test('minLength 1 says what a missing value says (the required message)', () => {
    expect(errorOf(() => create({ name: '  ' }))).toEqual([400, '请填写姓名', ['name']]);
    expect(errorOf(() => create({}))).toEqual([400, '请填写姓名', ['name']]);
  });
});
