import fs from 'node:fs';
import path from 'node:path';
import { fieldRules } from '../../src/components/SchemaPage/rules';
import { numberProblem } from '../../src/components/SchemaPage/number-rules';
import { menusList } from '../../src/components/SchemaPage/menus-list';
import { compileValidator } from '../../server/engine/validator';

/**
 * 发布我的库存's form takes its rules from the section's served fields: numbers are checked as the server checks
 * them (the same messages), refused as typed instead of rounded or clamped; the dialog asks for the section only
 * when the caller's menus list it.
 */
const section = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/inventory/publishStock.json'), 'utf8'));
const { retailPrice, availableQty } = section.fields;

/** The first refusal of a field's form rules, the way antd runs them (required, then the validators). */
async function formSays(name: string, value: unknown): Promise<string | undefined> {
  for (const rule of fieldRules(name, section.fields[name], section.required.includes(name)) as any[]) {
    const blank = value === undefined || value === null || value === '';
    if (rule.required && blank) return rule.message;
    if (rule.validator) {
      const refused = await rule.validator(undefined, value).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (refused) return refused;
    }
  }
  return undefined;
}

/** The server's message for the same value (create's check of that one field). */
function serverSays(name: string, value: unknown): string | undefined {
  const validate = compileValidator({ fields: { [name]: section.fields[name] } });
  try {
    validate({ [name]: value });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

test('面价 and 可用数量: the form refuses what the server refuses, with its message', async () => {
  const cases: [string, unknown][] = [
    ['retailPrice', -1],
    ['retailPrice', -0.01],
    ['retailPrice', 1.234],
    ['retailPrice', 100000000],
    ['retailPrice', 0],
    ['retailPrice', 12.5],
    ['availableQty', 1.5],
    ['availableQty', -2],
    ['availableQty', 100000000],
    ['availableQty', 0],
    ['availableQty', 40],
  ];
  for (const [name, value] of cases) expect([name, value, await formSays(name, value)]).toEqual([name, value, serverSays(name, value)]);
  expect(await formSays('retailPrice', -1)).toBe('面价不能小于0');
  expect(await formSays('availableQty', 1.5)).toBe('可用数量须为整数');
  expect(await formSays('availableQty', undefined)).toBe('请输入可用数量');
  expect(await formSays('retailPrice', undefined)).toBeUndefined();
});

test('numberProblem: blank is left to required; text is read as the number it spells', () => {
  expect(numberProblem(availableQty, '')).toBeUndefined();
  expect(numberProblem(availableQty, '12')).toBeUndefined();
  expect(numberProblem(availableQty, 'abc')).toBe('可用数量须为整数');
  expect(numberProblem(retailPrice, '3.999')).toBe('面价须为数字，最多两位小数');
  expect(numberProblem({ type: 'number', title: '重量', minimum: 1 }, 0.5)).toBe('重量不能小于1');
  expect(numberProblem({ type: 'integer', title: '数量' }, 2.5)).toBe('数量格式不正确');
});

test('menusList: whether the caller’s menus have an entry of the section', () => {
  const menus = [{ key: 'workbench', title: '工作台', route: '/merchant', children: [{ key: 'publishStock', title: '库存共享', section: 'publishStock' }] }];
  expect(menusList(menus, 'publishStock')).toBe(true);
  expect(menusList([{ key: 'admin', title: '系统管理', children: [{ key: 'depart', title: '部门管理' }] }], 'publishStock')).toBe(false);
  expect(menusList([], 'publishStock')).toBe(false);
  expect(menusList(undefined, 'publishStock')).toBeUndefined();
});
