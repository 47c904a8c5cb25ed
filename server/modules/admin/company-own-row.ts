import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Validate } from '../../engine/validator';
import { checkReferences } from '../../engine/reference-checks';
import type { Actor } from '../../context/request-context';
import { notFound, ok } from '../../http/envelope';
import { toWire } from '../../http/format';

/**
 * The generic `get` and `update` of a section whose one row is the caller's own company (企业信息设置). The
 * engine's generic actions take the row id from the path, query or body; here it is the caller's company,
 * whatever the request names, so these two stay handlers. Everything else is the generic action's: the body
 * checked by the section's fields, file references checked, the section's `beforeUpdate` and `decorate` hooks,
 * one transaction. (Drop them once an operation can say its row is the caller's company, e.g. `idIn: "tenant"`.)
 */

/** The caller's company: Company is scoped by its id, so in the caller's context no other row can be found. */
export async function findOwnCompany(context: HookContext, lock = false) {
  const row = await context.services.db.models.Company.findByPk((context.ctx.state.actor as Actor).tenantId, { lock });
  if (!row) throw notFound();
  return row;
}

/** The company on the wire: the generic wire format plus the section's derived fields. */
export async function ownCompanyOut(context: HookContext, hooks: SectionHooks) {
  const row = toWire((await findOwnCompany(context)).get({ plain: true }));
  await hooks.decorate?.([row], context);
  return row;
}

export function ownRowGet(hooks: () => SectionHooks) {
  return async (ctx: Context, context: HookContext) => ok(ctx, await ownCompanyOut(context, hooks()));
}

/** `validate` checks the body against the fields the form may change; `success` is the answer's message. */
export function ownRowUpdate(hooks: () => SectionHooks, validate: (context: HookContext) => Validate, success: string) {
  return async (ctx: Context, context: HookContext) => {
    const values = validate(context)(ctx.request.body);
    const { services, section } = context;
    await services.db.sequelize.transaction(async () => {
      // Locked (MySQL) so a certification submitted at the same moment waits for this write.
      const row = await findOwnCompany(context, true);
      await checkReferences(services, section.fields, values);
      await hooks().beforeUpdate?.(row, values, context);
      await row.update(values);
    });
    ok(ctx, await ownCompanyOut(context, hooks()), success);
  };
}
