import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { ok } from '../../http/envelope';
import { compileValidator } from '../../engine/validator';
import { actorOf, forgetSession, ownMembership, profileOf, PROFILE_FIELDS, requireSelf } from './personal-profile';

/**
 * 基本资料 (spec doc 1 §7 Personal settings): `GET selectUserById/{id}` and `POST setPersonalInfo`. The fields and
 * their messages are the Membership resource's declarations; a member reads and writes only their own profile.
 */
export function mountProfileRoutes(table: RouteTable, services: Services) {
  const declared = services.db.specs.Membership.fields;
  const validate = compileValidator({ fields: Object.fromEntries(PROFILE_FIELDS.map((name) => [name, declared[name]])), required: ['name'] });

  table.add({
    method: 'GET',
    path: '/api/admin/user/selectUserById/:id',
    object: 'session',
    action: 'read',
    summary: 'The caller’s own profile (spec doc 1 §3 User profile); the id is the account id of front/info, anyone else’s is 404.',
    handler: async (ctx) => ok(ctx, await profileOf(services, requireSelf(ctx, ctx.params.id))),
  });

  table.add({
    method: 'POST',
    path: '/api/admin/user/setPersonalInfo',
    object: 'session',
    action: 'update',
    menu: '个人设置',
    operation: '修改基本资料',
    summary: 'Saves the caller’s own profile (name, sex, telPhone, qq, birthday, constellation, hobby, speciality, hometown, position).',
    handler: async (ctx) => {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const actor = requireSelf(ctx, body && typeof body === 'object' ? body.id : undefined);
      // An empty optional value clears it; email and mobile change only through the bind calls (they need the password).
      const cleared = PROFILE_FIELDS.filter((name) => name !== 'name' && (body[name] === '' || body[name] === null));
      const values = validate({ ...body, ...Object.fromEntries(cleared.map((name) => [name, undefined])) });
      for (const name of cleared) values[name] = null;
      await services.data.transaction(async () => {
        const row = await ownMembership(services, actor, true);
        await row.update(values);
        forgetSession(services, actor);
      });
      ok(ctx, await profileOf(services, actor), '修改成功!');
    },
  });
}
