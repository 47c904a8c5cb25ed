/**
 * A section's operation that creates a row of another declared resource (`resource` with `runs: create`): the form
 * `fields` of that resource validated as a whole (its required fields among them required), reference checks, the
 * section's beforeCreate/afterCreate hooks (`context.operation` names the operation) in one transaction, and the row
 * answered as a list over the resource answers it. E.g. 余额管理's 登记对公转账 (a BankTransfer row).
 */
import type { Context } from 'koa';
import { transaction } from '../context/transaction-context';
import type { Services } from '../services';
import { ok } from '../http/envelope';
import { compileValidator, type Validate } from './validator';
import { checkReferences } from './reference-checks';
import type { ResourceSpec } from './resource-types';
import type { SectionHooks } from './section-hooks';
import type { FieldSpec, OperationSpec, SectionSpec } from './section-types';

type WireRows = (rows: any[], spec: ResourceSpec, hooks: SectionHooks, context: { ctx: Context; services: Services; section: SectionSpec; operation: string }, answers?: string[]) => Promise<Record<string, any>[]>;

export function resourceCreateHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec, wire: WireRows) {
  const resource = spec.resource!.name;
  if (!spec.fields) throw new Error(`section ${section.id}: operation "${name}" creates ${resource} rows: name its form in \`fields\``);
  const names = spec.fields;
  // Compiled on first use from the resource as loaded (a schema reload mounts the routes again).
  let form: { fields: Record<string, FieldSpec>; validate: Validate } | undefined;
  const formOf = (created: ResourceSpec) => {
    if (!form) {
      const fields = Object.fromEntries(names.map((field) => [field, created.fields[field]]));
      form = { fields, validate: compileValidator({ fields, required: created.required?.filter((field) => names.includes(field)) }) };
    }
    return form;
  };
  return async (ctx: Context) => {
    const created = services.db.specs[resource];
    const { fields, validate } = formOf(created);
    const input = validate(ctx.request.body);
    const context = { ctx, services, section, operation: name };
    const row = await transaction(services.db.sequelize, async () => {
      await checkReferences(services, fields, input);
      const inserted = await services.db.models[resource].create((await hooks.beforeCreate?.(input, context)) ?? input);
      await hooks.afterCreate?.(inserted, input, context);
      return inserted;
    });
    // `answers`: the fields the created row is answered with (我的表单's 提交: its id).
    ok(ctx, (await wire([row], created, hooks, context, spec.answers))[0], spec.success ?? '新增成功!');
  };
}
