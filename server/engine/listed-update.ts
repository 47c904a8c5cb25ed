/**
 * The listed update (an operation with `runs: update` and `ids`): the same values written to every row the request
 * lists — 用户管理's 设置部门 moves several members into one department. The values of the operation's `fields` are
 * read from the query (the spec's `setDepart?userIds&departId`) or else the JSON body and validated as a whole form;
 * every listed row must be found as a generic update finds its row (the operation's `where`, the grant's row scope,
 * rowWhere), else 404 and nothing changes; in one transaction, the rows locked in id order (two calls over the same
 * rows take turns on MySQL; SQLite runs one writer), each row is written between the section's beforeUpdate and
 * afterUpdate hooks, which see the operation's name.
 */
import type { Context } from 'koa';
import { Op, Transaction, type WhereOptions } from 'sequelize';
import type { Services } from '../services';
import { transaction } from '../context/transaction-context';
import { notFound, ok } from '../http/envelope';
import { compileValidator } from './validator';
import { checkReferences } from './reference-checks';
import { operationFields } from './operation-fields';
import { grantedValues, grantOf, scopeWhere } from './row-scope-query';
import { targetIds } from './resource-operations';
import type { HookContext, SectionHooks } from './section-hooks';
import type { FieldSpec, OperationSpec, SectionSpec } from './section-types';

const NUMBER_COLUMNS = new Set(['integer', 'belongsTo']);

const sent = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A key's value: the query's when sent (a query value is text: an integer column's digits become the number), else the body's. */
function valueOf(ctx: Context, key: string, field?: FieldSpec): unknown {
  const fromQuery = ctx.query[key];
  if (sent(fromQuery)) return field && NUMBER_COLUMNS.has(field.type) && typeof fromQuery === 'string' && /^\s*-?\d+\s*$/.test(fromQuery) ? Number(fromQuery) : fromQuery;
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
}

export function listedUpdateHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec) {
  const model = services.db.sections[section.id];
  const names = spec.fields!;
  const fields = operationFields(section, names, spec.messages);
  const validate = compileValidator({ fields, required: names });
  const { params, message } = spec.ids!;
  return async (ctx: Context) => {
    const values = grantedValues(grantOf(ctx), validate(Object.fromEntries(names.map((field) => [field, valueOf(ctx, field, section.fields[field])]))));
    const listed = params.map((key) => valueOf(ctx, key)).find(sent);
    // Repeated query keys may each carry a comma list (userIds=1,2&userIds=3).
    const ids = targetIds(Array.isArray(listed) ? listed.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])) : listed, message, params[0]);
    const context: HookContext = { ctx, services, section, operation: name };
    await transaction(services.db.sequelize, async () => {
      const where = { [Op.and]: [{ id: ids }, (spec.where ?? {}) as WhereOptions, await scopeWhere(ctx, services, section, model), (await hooks.rowWhere?.(context)) ?? {}] };
      const rows = await model.findAll({ where, order: [['id', 'ASC']], lock: Transaction.LOCK.UPDATE });
      // All or nothing: one id that is missing (or outside the caller's reach) leaves every row as it was.
      if (rows.length !== ids.length) throw notFound(spec.missingMessage);
      await checkReferences(services, fields, values);
      for (const row of rows) {
        const updated = await row.update((await hooks.beforeUpdate?.(row, values, context)) ?? values);
        await hooks.afterUpdate?.(updated, values, context);
      }
    });
    ok(ctx, null, spec.success ?? '操作成功!');
  };
}
