import type { FieldSpec, SectionSpec } from '../../engine/section-types';
import { compileValidator, type Validate } from '../../engine/validator';
import { badRequest } from '../../http/envelope';
import { readId } from '../../engine/paging';

/** What the add-user wizard and the edit dialog send, after normalising (spec doc 2 §3 "User"). */
export interface UserInput {
  addType: 0 | 1;
  username?: string;
  name?: string;
  password?: string;
  rePassword?: string;
  no?: string;
  position?: string;
  departId?: number;
  isCompanyAdmin?: 0 | 1;
  /** Role ids; undefined when the body did not carry the field (update keeps the member's roles). */
  groupList?: number[];
}

export const PASSWORD_MISMATCH = '预置密码与重输密码不一致!';
const WRITABLE = ['username', 'name', 'password', 'rePassword', 'no', 'position', 'departId', 'isCompanyAdmin', 'addType'];

/** `departId` may arrive as JSON text `{"id":3,"name":"研发部"}` (spec §3) or a numeric string. */
function departIdOf(value: unknown): unknown {
  if (typeof value !== 'string') return value && typeof value === 'object' ? (value as any).id : value;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  try {
    const parsed = JSON.parse(text);
    // Only an object's id: `7e0` or `true` parse as JSON but are no id (the text then fails validation).
    return parsed && typeof parsed === 'object' ? parsed.id : value;
  } catch {
    return value;
  }
}

/** 0/1 from 0, 1, '0', '1', true, false; anything else stays as it is (and fails validation). */
function flagOf(value: unknown): unknown {
  if (value === true || value === '1') return 1;
  if (value === false || value === '0') return 0;
  return value;
}

/** Role ids from `[1, 2]`, `[{id: 1}]` or `"1,2"`; empty means no roles. */
export function roleIdsOf(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value;
  if (!Array.isArray(list) || list.length > 200) throw badRequest('角色格式不正确', ['groupList']);
  try {
    return [...new Set(list.map((item) => readId(item && typeof item === 'object' ? (item as any).id : item)))];
  } catch {
    throw badRequest('角色格式不正确', ['groupList']);
  }
}

function normalise(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求格式不正确', []);
  const input: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    const value = (body as any)[key];
    if (value === undefined || value === null) continue;
    // Blank text is "not entered", so the required message answers rather than a format one.
    if (typeof value === 'string' && value.trim() === '' && key !== 'password' && key !== 'rePassword') continue;
    input[key] = value;
  }
  if ('departId' in input) input.departId = departIdOf(input.departId);
  if (input.departId === undefined) delete input.departId;
  for (const key of ['isCompanyAdmin', 'addType']) if (key in input) input[key] = flagOf(input[key]);
  if (input.password === '') delete input.password;
  return input;
}

const compiled = new WeakMap<SectionSpec, ReturnType<typeof buildValidators>>();

/** Validators built from the section file's field rules (the same Chinese messages the wizard shows), compiled once. */
export function userValidators(section: SectionSpec) {
  let found = compiled.get(section);
  if (!found) compiled.set(section, (found = buildValidators(section)));
  return found;
}

function buildValidators(section: SectionSpec) {
  const fields = (names: string[]) => Object.fromEntries(names.map((name) => [name, section.fields[name]])) as Record<string, FieldSpec>;
  const newUser = compileValidator({
    fields: fields(['addType', 'username', 'name', 'password', 'rePassword', 'no', 'position', 'departId', 'isCompanyAdmin']),
    required: ['username', 'name', 'password', 'departId'],
  });
  const linkUser = compileValidator({
    fields: fields(['addType', 'username', 'name', 'no', 'position', 'departId', 'isCompanyAdmin']),
    required: ['username', 'name', 'departId'],
  });
  const edit = compileValidator({
    fields: fields(['name', 'no', 'position', 'departId', 'isCompanyAdmin']),
    required: ['name', 'departId'],
  });
  const account = compileValidator({ fields: fields(['username']), required: ['username'] });
  const check = (validate: Validate, body: unknown) => validate(normalise(body));

  return {
    /** addUser: addType 0 (new account with a preset password, and its retype when sent) or 1 (link an existing account). */
    create(body: unknown): UserInput {
      const raw = normalise(body);
      const addType = raw.addType ?? 0;
      if (addType !== 0 && addType !== 1) throw badRequest('请选择添加方式', ['addType']);
      const values = check(addType === 0 ? newUser : linkUser, body);
      // The retype is the wizard's check; a body that carries one must match (an API client may send none).
      if (addType === 0 && values.rePassword !== undefined && values.rePassword !== values.password) throw badRequest(PASSWORD_MISMATCH, ['rePassword']);
      return { ...(values as UserInput), addType, groupList: roleIdsOf((body as any).groupList) ?? [] };
    },
    /** updateUser: the member's name, number, position, department, roles and administrator flag. */
    update(body: unknown): UserInput & { id: number } {
      const id = (body as any)?.id;
      if (id === undefined || id === null || id === '') throw badRequest('参数id不能为空', ['id']);
      const values = check(edit, body);
      return { ...(values as UserInput), addType: 0, id: readId(id), groupList: roleIdsOf((body as any).groupList) };
    },
    /** A cloud account on its own (checkUsername). */
    username(value: unknown): string {
      return String(check(account, { username: value }).username);
    },
  };
}
