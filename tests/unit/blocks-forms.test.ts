/** The form and table logic blocks share (pure functions): conditions, choices, rules, blur checks, counters, selections. */
import { enumOptions, fieldRules, patternOf } from '../../src/components/SchemaPage/rules';
import { selectionRecord } from '../../src/components/SchemaPage/selection';
import { checkParams, checkVerdict } from '../../src/blocks/form/blur-check';
import { itemRules, sameAsDependents, sameAsMessage, sameAsRule } from '../../src/blocks/form/item-rules';
import { conditionScope, itemState, sentItems } from '../../src/blocks/form/item-state';
import { toOptions } from '../../src/blocks/form/options';
import { bodyOf, itemField } from '../../src/blocks/recordForm/form-items';
import { counterView } from '../../src/blocks/statistics/counters';
import { normalizeSteps, stepOfField } from '../../src/blocks/stepsForm/steps';
import { holds } from '../../src/blocks/when';

/** Runs an antd rule's validator the way the form does (a function rule gets the form's getFieldValue). */
async function refusal(rule: any, value: unknown, form: Record<string, unknown> = {}): Promise<string | undefined> {
  const resolved = typeof rule === 'function' ? rule({ getFieldValue: (name: string) => form[name] }) : rule;
  try {
    await resolved.validator(undefined, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('conditions of block forms', () => {
  test('a dotted field reads a nested value: session.<key> is the signed-in user', () => {
    const scope = conditionScope({ addType: 1 }, { id: 3 }, { isCompanyAdmin: 0 });
    expect(scope).toEqual({ id: 3, addType: 1, session: { isCompanyAdmin: 0 } });
    expect(holds({ field: 'session.isCompanyAdmin', ne: 1 }, scope)).toBe(true);
    expect(holds({ field: 'session.isCompanyAdmin', ne: 1 }, conditionScope({}, undefined, { isCompanyAdmin: 1 }))).toBe(false);
    expect(
      holds(
        [
          { field: 'addType', eq: 1 },
          { field: 'id', eq: 3 },
        ],
        scope,
      ),
    ).toBe(true);
  });

  test("an item's state: the field's own conditions and the item's visibleWhen, disabledWhen and readOnly", () => {
    const item = { field: 'password', visibleWhen: { field: 'addType', eq: 0 } };
    expect(itemState(item, { title: '预置密码' }, { addType: 0 }, true)).toEqual({ visible: true, required: true, disabled: false });
    // Hidden: neither required nor checked.
    expect(itemState(item, { title: '预置密码' }, { addType: 1 }, true)).toEqual({ visible: false, required: false, disabled: false });
    const field = { title: '备注', requiredWhen: { field: 'level', eq: 2 }, disabledWhen: { field: 'locked', eq: 1 } };
    expect(itemState({ field: 'note' }, field as any, { level: 2, locked: 1 }, false)).toEqual({ visible: true, required: true, disabled: true });
    expect(itemState({ field: 'username', readOnly: true }, {}, {}, true)).toEqual({ visible: true, required: false, disabled: true });
    expect(
      itemState({ field: 'isCompanyAdmin', disabledWhen: { field: 'session.isCompanyAdmin', ne: 1 } }, {}, conditionScope({}, {}, { isCompanyAdmin: 1 }), false)
        .disabled,
    ).toBe(false);
  });

  test('a save sends the items shown and editable: hidden and read-only ones stay out', () => {
    const items = [{ field: 'username', readOnly: true }, { field: 'name' }, { field: 'password', visibleWhen: { field: 'addType', eq: 0 } }];
    expect(sentItems(items, {}, { addType: 1 }).map((item) => item.field)).toEqual(['name']);
    expect(sentItems(items, {}, { addType: 0 }).map((item) => item.field)).toEqual(['name', 'password']);
  });
});

describe('choices loaded from an operation', () => {
  test('rows, nested under children for a tree, become labelled choices', () => {
    const tree = [
      { id: 1, name: '研发部', children: [{ id: 2, name: '后端组' }] },
      { id: 3, name: '销售部', children: [] },
    ];
    expect(toOptions(tree)).toEqual([
      { label: '研发部', value: 1, children: [{ label: '后端组', value: 2 }] },
      { label: '销售部', value: 3 },
    ]);
    expect(toOptions([{ code: 'a', text: '甲' }], 'text', 'code')).toEqual([{ label: '甲', value: 'a' }]);
    expect(toOptions(undefined)).toEqual([]);
  });

  test('loaded choices win over the enum; the item names the widget and explains the choices', () => {
    expect(enumOptions({ enum: [0, 1], enumNames: ['否', '是'] })).toEqual([
      { value: 0, label: '否' },
      { value: 1, label: '是' },
    ]);
    expect(enumOptions({ enum: [0, 1], options: [{ value: 7, label: '业务员' }] })).toEqual([{ value: 7, label: '业务员' }]);
    const field = itemField({ field: 'addType', widget: 'radio', optionDescriptions: { 0: '新建' }, emptyText: '无' }, { title: '添加方式', widget: 'select' });
    expect(field).toMatchObject({ widget: 'radio', optionDescriptions: { 0: '新建' }, emptyText: '无' });
  });

  test('an emptied list widget sends an empty list, other empties as before', () => {
    const items = [{ field: 'groupList', widget: 'checkboxGroup' }, { field: 'no' }, { field: 'departId' }];
    expect(bodyOf(items, {}, { no: { type: 'string' }, departId: { type: 'integer' } })).toEqual({ groupList: [], no: '', departId: null });
    expect(bodyOf(items, { groupList: [3] }, {}).groupList).toEqual([3]);
  });
});

describe('rules of block form items', () => {
  test("a field's format or pattern is checked with its message", async () => {
    const username = { type: 'string', title: '云账号', format: 'mobile', messages: { pattern: '云账号格式错误（必须为手机号）' } } as any;
    expect(patternOf(username)!.test('13700000088')).toBe(true);
    expect(patternOf(username)!.test('12345')).toBe(false);
    expect(patternOf({ pattern: '^\\d{6}$' })!.test('518057')).toBe(true);
    expect(patternOf({ type: 'string' })).toBeUndefined();
    expect(fieldRules('username', username)).toContainEqual({ pattern: patternOf(username), message: '云账号格式错误（必须为手机号）' });
    expect(fieldRules('zip', { title: '邮编', pattern: '^\\d{6}$' })).toContainEqual({ pattern: /^\d{6}$/, message: '邮编格式不正确' });
    // Not text (a region's codes, a number): no pattern rule.
    expect(fieldRules('regionCodes', { type: 'region', pattern: 'x' }).some((rule: any) => rule.pattern)).toBe(false);
  });

  test('sameAs: equal to the other field, its message from messages.sameAs, else 与<title>不一致', async () => {
    const rule = sameAsRule('password', '预置密码与重输密码不一致!');
    await expect(refusal(rule, 'Start@2027', { password: 'Start@2026' })).resolves.toBe('预置密码与重输密码不一致!');
    await expect(refusal(rule, 'Start@2026', { password: 'Start@2026' })).resolves.toBeUndefined();
    await expect(refusal(rule, '', { password: 'Start@2026' })).resolves.toBeUndefined();
    expect(sameAsMessage({ title: '重输密码' }, { title: '预置密码' }, 'password')).toBe('与预置密码不一致');
    const fields = { password: { title: '预置密码' }, rePassword: { title: '重输密码', messages: { sameAs: '两次不一致' } } };
    const rules = itemRules({ field: 'rePassword', sameAs: 'password' }, fields.rePassword, true, fields);
    await expect(refusal(rules[rules.length - 1], 'a', { password: 'b' })).resolves.toBe('两次不一致');
    expect(sameAsDependents([{ field: 'rePassword', sameAs: 'password' }, { field: 'name' }], ['password'])).toEqual(['rePassword']);
    expect(sameAsDependents([{ field: 'rePassword', sameAs: 'password' }], ['name'])).toEqual([]);
  });
});

describe('blur checks', () => {
  const check = { operation: 'checkUsernameAndName', params: { username: '{username}', name: '{name}' }, incomplete: '请先输入云账号' };
  test('the parameters come from the form (trimmed); an empty one skips the check', () => {
    expect(checkParams(check, { username: ' 13900000001 ', name: '赵敏' })).toEqual({ username: '13900000001', name: '赵敏' });
    expect(checkParams(check, { name: '赵敏' })).toBeUndefined();
    expect(checkParams(check, { username: '  ', name: '赵敏' })).toBeUndefined();
  });
  test('an answer refuses the value when its failIf field is true, with its message', () => {
    const exists = { operation: 'checkUsername', failIf: 'exists' };
    expect(checkVerdict(exists, { data: { exists: true }, msg: '云账号已存在，可关联已有用户' })).toBe('云账号已存在，可关联已有用户');
    expect(checkVerdict(exists, { data: { exists: false }, msg: '云账号不存在，可新建用户' })).toBeUndefined();
    expect(checkVerdict(check, { data: { username: 'x' }, msg: 'ok' })).toBeUndefined();
  });
});

describe('statistics counters', () => {
  const record = { count: 3, authorizationNumber: 20, remaining: 0, delCount: 1 };
  test('a template shows several values; dangerWhen shows red; the title defaults to the field’s', () => {
    expect(counterView({ field: 'count', title: '全公司（已用/授权）', template: '{count}/{authorizationNumber}' }, record, {})).toEqual({
      key: 'count',
      title: '全公司（已用/授权）',
      value: '3/20',
      danger: false,
    });
    expect(counterView({ field: 'remaining', title: '剩余', dangerWhen: { field: 'remaining', eq: 0 } }, record, {}).danger).toBe(true);
    expect(counterView({ field: 'remaining', dangerWhen: { field: 'remaining', eq: 0 } }, { remaining: 17 }, { remaining: { title: '剩余' } })).toMatchObject({
      title: '剩余',
      value: 17,
      danger: false,
    });
    expect(counterView({ field: 'delCount', suffix: '人' }, undefined, {})).toMatchObject({ value: 0, suffix: '人' });
  });
});

describe('dialogs opened from the table', () => {
  test('for the selection: the keys as a comma list, the count, and the one row’s values', () => {
    expect(
      selectionRecord([
        { id: 4, name: '李娜' },
        { id: 9, name: '王强' },
      ]),
    ).toEqual({ ids: '4,9', count: 2 });
    expect(selectionRecord([{ id: 4, name: '李娜', departId: 3 }])).toEqual({ id: 4, name: '李娜', departId: 3, ids: '4', count: 1 });
    expect(selectionRecord([{ code: 'a' }], 'code')).toMatchObject({ ids: 'a', count: 1 });
  });

  test('a wizard goes back to the step of the first field still wrong', () => {
    const steps = normalizeSteps([
      { title: '方式', items: ['addType'] },
      { title: '信息', items: ['username', { field: 'departId' }] },
    ]);
    expect(stepOfField(steps, 'departId')).toBe(1);
    expect(stepOfField(steps, 'addType')).toBe(0);
    expect(stepOfField(steps, 'nope')).toBe(-1);
  });
});
