/**
 * 用户管理's page as schemas/admin/user.json declares it, through the generic block logic: the add-user wizard's
 * rules (spec doc 2 §5 "Wizard step 3"), what it sends for a new and a linked user, its blur checks, the
 * administrator checkbox, and the seat counters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkParams, checkVerdict } from '../../src/blocks/form/blur-check';
import { itemRules } from '../../src/blocks/form/item-rules';
import { conditionScope, itemState, sentItems } from '../../src/blocks/form/item-state';
import { itemField } from '../../src/blocks/recordForm/form-items';
import { counterView } from '../../src/blocks/statistics/counters';
import { allItems, normalizeSteps, stepFields } from '../../src/blocks/stepsForm/steps';

const user = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/admin/user.json'), 'utf8'));
const page = user.ui.blocks[0];
const wizard = page.dialogs.addUser;
const steps = normalizeSteps(wizard.steps);
const items = allItems(steps);
const item = (field: string) => items.find((candidate) => candidate.field === field)!;
const MOBILE_WRONG = '云账号格式错误（必须为手机号）';

/** The first message the item's rules give for the values (the form checks its rules in this order). */
async function problem(field: string, values: Record<string, unknown>): Promise<string | undefined> {
  const spec = item(field);
  const def = itemField(spec, user.fields[field]);
  const state = itemState(spec, user.fields[field], values, spec.required ?? user.required.includes(field));
  if (!state.visible) return undefined;
  const value = values[field];
  for (const rule of itemRules(spec, def, state.required, user.fields) as any[]) {
    const resolved = typeof rule === 'function' ? rule({ getFieldValue: (name: string) => values[name] }) : rule;
    const blank = value === undefined || value === null || String(value).trim() === '';
    if (resolved.required && blank) return resolved.message;
    if (resolved.pattern && !blank && !resolved.pattern.test(String(value))) return resolved.message;
    if (resolved.validator) {
      const refused = await resolved.validator(undefined, value).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (refused) return refused;
    }
  }
  return undefined;
}

const complete = { addType: 0, username: '13700000001', name: '陈晨', password: 'Passw0rd!', rePassword: 'Passw0rd!', departId: 3 };
const firstProblem = async (values: Record<string, unknown>) => {
  for (const field of ['username', 'name', 'password', 'rePassword', 'departId']) {
    const found = await problem(field, values);
    if (found) return found;
  }
  return undefined;
};

describe('the add-user wizard of user.json', () => {
  test('three steps: 方式, 信息, 授权', () => {
    expect(steps.map((step) => step.title)).toEqual(['方式', '信息', '授权']);
    expect(stepFields(steps, 1)).toEqual(['username', 'name', 'password', 'rePassword', 'no', 'position', 'departId']);
    expect(wizard).toMatchObject({ save: 'create', submitText: '保存', continueText: '保存并继续添加', success: '新增成功!' });
  });

  test('passes a complete new user and a complete linked user (no password needed)', async () => {
    await expect(firstProblem(complete)).resolves.toBeUndefined();
    await expect(firstProblem({ addType: 1, username: '13700000001', name: '陈晨', departId: 3 })).resolves.toBeUndefined();
  });

  test.each([
    [{ username: '' }, '请输入云账号!'],
    [{ username: '   ' }, '请输入云账号!'],
    [{ username: '12345678901' }, MOBILE_WRONG],
    [{ username: '1380000000' }, MOBILE_WRONG],
    [{ name: ' ' }, '请输入用户名!'],
    [{ password: '' }, '请输入预置密码!'],
    [{ rePassword: 'other' }, '预置密码与重输密码不一致!'],
    [{ rePassword: undefined }, '预置密码与重输密码不一致!'],
    [{ departId: undefined }, '请选择所属部门'],
  ])('%j → %s', async (change, message) => expect(firstProblem({ ...complete, ...change })).resolves.toBe(message));

  test('a linked user sends no password; a new user sends both', () => {
    const sent = (values: Record<string, unknown>) => sentItems(items, user.fields, values).map((spec) => spec.field);
    expect(sent({ addType: 1 })).toEqual(['addType', 'username', 'name', 'no', 'position', 'departId', 'groupList', 'isCompanyAdmin']);
    expect(sent({ addType: 0 })).toEqual([
      'addType',
      'username',
      'name',
      'password',
      'rePassword',
      'no',
      'position',
      'departId',
      'groupList',
      'isCompanyAdmin',
    ]);
  });

  test('blur checks: a new user’s account must not exist; a linked user’s account and name are checked together', () => {
    const account = item('username').check!;
    expect(itemState({ field: 'x', visibleWhen: account.when }, {}, { addType: 0 }, false).visible).toBe(true);
    expect(itemState({ field: 'x', visibleWhen: account.when }, {}, { addType: 1 }, false).visible).toBe(false);
    expect(checkParams(account, { username: '13700000001' })).toEqual({ username: '13700000001' });
    expect(checkVerdict(account, { data: { exists: true }, msg: '云账号已存在，可关联已有用户' })).toBe('云账号已存在，可关联已有用户');
    const name = item('name').check!;
    expect(checkParams(name, { name: '赵敏' })).toBeUndefined();
    expect(name.incomplete).toBe('请先输入云账号');
    expect(checkParams(name, { username: '13900000001', name: '赵敏' })).toEqual({ username: '13900000001', name: '赵敏' });
  });

  test('是否系统管理员 is editable only by a company administrator', () => {
    const admin = item('isCompanyAdmin');
    expect(itemState(admin, user.fields.isCompanyAdmin, conditionScope({}, undefined, { isCompanyAdmin: 1 }), false).disabled).toBe(false);
    expect(itemState(admin, user.fields.isCompanyAdmin, conditionScope({}, undefined, { isCompanyAdmin: 0 }), false).disabled).toBe(true);
  });
});

describe('the seat counters in the card header', () => {
  const counters = page.extra.counters;
  test('used/authorised, seats left (red at 0) and removed', () => {
    const views = (record: Record<string, number>) => counters.map((counter: any) => counterView(counter, record, user.fields));
    expect(views({ count: 3, authorizationNumber: 20, remaining: 17, delCount: 1 }).map((v: any) => [v.title, v.value, v.danger])).toEqual([
      ['全公司（已用/授权）', '3/20', false],
      ['剩余', 17, false],
      ['已移除', 1, false],
    ]);
    expect(views({ count: 20, authorizationNumber: 20, remaining: 0, delCount: 0 })[1]).toMatchObject({ value: 0, danger: true });
  });
});
