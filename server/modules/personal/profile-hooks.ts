import type { WhereOptions } from 'sequelize';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { compileValidator } from '../../engine/validator';
import type { SectionSpec } from '../../engine/section-types';
import { actorOf, forgetSession, PROFILE_FIELDS } from './personal-profile';

/**
 * 基本资料 (spec doc 1 §3 User profile; section profile, schemas/personal/profile.json over Membership): the caller's
 * own current membership (`idIn: caller` names it; rowWhere keeps it current), read and saved by the generic get and
 * update. The answer is the spec's profile: the account id as `id`, the account's photo, mobile and email, the
 * department's name. A save clears an optional field sent empty; email and mobile change only through the bind calls.
 */
function rowWhere({ ctx }: HookContext): WhereOptions {
  return { accountId: actorOf(ctx).accountId, status: 0 };
}

const validators = new WeakMap<SectionSpec, (body: unknown) => Record<string, any>>();

/** The form's validator, of the Membership fields' own rules (name required), compiled once per loaded section. */
function profileValidator(section: SectionSpec) {
  let validate = validators.get(section);
  if (!validate) {
    validate = compileValidator({ fields: Object.fromEntries(PROFILE_FIELDS.map((name) => [name, section.fields[name]])), required: ['name'] });
    validators.set(section, validate);
  }
  return validate;
}

/** The profile form, validated as a whole; an empty optional value is null. */
function readInput(body: unknown, _operation: 'create' | 'update', { section }: HookContext) {
  const validate = profileValidator(section);
  const given = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const cleared = PROFILE_FIELDS.filter((name) => name !== 'name' && (given[name] === '' || given[name] === null));
  const values = validate({ ...given, ...Object.fromEntries(cleared.map((name) => [name, undefined])) });
  for (const name of cleared) values[name] = null;
  return values;
}

/** The spec's profile of the caller's membership row: id (the account), birthday as a day, the account's and department's fields. */
async function decorate(rows: Record<string, any>[], { ctx, services }: HookContext) {
  const actor = actorOf(ctx);
  const account: any = (await services.data.rows('Account').findById(actor.accountId, { attributes: ['mobile', 'photo', 'email'], raw: true })) ?? {};
  for (const row of rows) {
    const depart: any = row.departId ? await services.data.section('depart').findById(row.departId, { attributes: ['name'], raw: true }) : null;
    Object.assign(row, {
      id: actor.accountId,
      birthday: row.birthday ? String(row.birthday).slice(0, 10) : null,
      photo: account.photo ?? null,
      photoUrl: account.photo ?? null,
      departName: depart?.name ?? null,
      mobilePhone: account.mobile ?? null,
      email: account.email ?? null,
    });
  }
}

export const profileHooks: SectionHooks = {
  rowWhere,
  readInput,
  // Token actors (the name) and header profiles show the new name at once.
  afterUpdate: (_row, _input, { ctx, services }) => forgetSession(services, actorOf(ctx)),
  decorate,
};
