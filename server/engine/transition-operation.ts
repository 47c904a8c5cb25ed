/**
 * The generic transition (an operation's `transition`): a declared decision that moves one row from the states
 * `from` names (publish, approve, reject, confirm). Input is read and validated first; the row is found through the
 * caller's grant scope (across companies for `model.acrossTenants`, then moved in the row's company); one
 * transaction runs the section's beforeTransition hook, one conditional UPDATE `where {id, ...from}` (of two racing
 * decisions exactly one changes the row, the other is 409 with `conflict`) and afterTransition; the answer is the
 * moved row as the generic get (or a list over the operation's `resource`) answers it (`answer: nothing`: null). With
 * `already: answer` a row no longer in a `from` state is answered as it is (marking a message read twice). With
 * `rows: matching`, every row the query would list that is in a `from` state moves at once (marking all read); with
 * `rows: ids`, the rows the body lists (adding administrators).
 */
import type { Context } from 'koa';
import { Op, Transaction, type WhereOptions } from 'sequelize';
import type { Services } from '../services';
import { asSystem, asTenant, type Actor } from '../context/request-context';
import { transaction } from '../context/transaction-context';
import { badRequest, conflict, notFound, ok } from '../http/envelope';
import { readId } from './paging';
import { sentRowId } from './row-id';
import { checkReferences } from './reference-checks';
import { operationFields } from './operation-fields';
import { compileValidator, type Validate } from './validator';
import { scopeWhere } from './row-scope-query';
import { searchWhere } from './section-queries';
import { wire as resourceWire, targetIds } from './resource-operations';
import type { SectionWire } from './section-wire';
import type { HookContext, SectionHooks } from './section-hooks';
import type { FieldSpec, OperationSpec, SectionSpec } from './section-types';

type Transition = NonNullable<OperationSpec['transition']>;

/**
 * The body's `input` fields, validated by the section's definitions (required unless `requiredWhen` says when; a virtual
 * field is the row's column); an input that is a `from` column may not name a `from` state.
 */
export function transitionInput(transition: Transition, inputFields: Record<string, FieldSpec>): Validate | undefined {
  const names = transition.input ?? [];
  if (!names.length) return undefined;
  const fields: Record<string, FieldSpec> = Object.fromEntries(names.map((name) => [name, { ...inputFields[name], virtual: false, readOnly: false }]));
  // A field with `requiredWhen` is required when its condition holds (a reason only for a rejection).
  const validate = compileValidator({ fields, required: names.filter((name) => !fields[name].requiredWhen) });
  // A `from` column the body chooses never names a state the row moves from (the field's enum message).
  const chosen = names.filter((name) => transition.from[name]);
  return (body, stored) => {
    const values = validate(body, stored);
    for (const name of chosen) {
      if (transition.from[name].includes(values[name] as never)) throw badRequest(fields[name].messages?.enum ?? `${fields[name].title}取值不正确`, [name]);
    }
    return values;
  };
}

/** What the move writes besides the hook's choice: `set`, the acting user (`by`), `now`, then the body's input. */
function movedValues(ctx: Context, transition: Transition, input: Record<string, any>): Record<string, any> {
  const actor = ctx.state.actor as Actor;
  const now = new Date();
  return {
    ...(transition.set ?? {}),
    ...Object.fromEntries(Object.entries(transition.by ?? {}).map(([column, what]) => [column, actor[what]])),
    ...Object.fromEntries((transition.now ?? []).map((column) => [column, now])),
    ...input,
  };
}

/** Whether a row is in one of the states its transition moves from. */
const inFrom = (row: any, transition: Transition) => Object.entries(transition.from).every(([column, states]) => (states as unknown[]).includes(row.get(column)));

/**
 * For a beforeTransition hook whose own refusals must come after the state's: the operation's 409 (`conflict`) when
 * the row found is no longer in a `from` state (the conditional UPDATE still settles a race).
 */
export function refuseUnlessFrom(row: any, { section, operation }: HookContext) {
  const transition = section.api.operations?.[operation ?? '']?.transition;
  if (transition && !inFrom(row, transition)) throw conflict(transition.conflict!);
}

/** The handler of a section operation with `transition`; `sectionWire` answers a row of the section's own model. */
export function transitionHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec, sectionWire: SectionWire) {
  const transition = spec.transition!;
  const inputFields = operationFields(section, transition.input ?? [], spec.messages);
  const validate = transitionInput(transition, inputFields);
  if (transition.rows === 'matching') return matchingRowsHandler(services, section, hooks, name, spec, inputFields, validate);
  if (transition.rows === 'ids') return listedRowsHandler(services, section, hooks, name, spec);
  const resource = spec.resource?.name;
  const modelOf = () => (resource ? services.db.models[resource] : services.db.sections[section.id]);
  const across = Boolean(section.model.acrossTenants);
  const answer = (ctx: Context, row: any) =>
    resource ? resourceWire([row], services.db.specs[resource], hooks, { ctx, services, section, operation: name }, spec.answers) : sectionWire(ctx, [row], spec.answers);

  return async (ctx: Context) => {
    const id = readId(sentRowId(ctx, spec));
    const input = validate ? validate(ctx.request.body ?? {}) : {};
    const model = modelOf();
    // The row the caller's grant reaches, as a generic get finds it (an operator's queue: of whichever company).
    const context: HookContext = { ctx, services, section, operation: name };
    // …and the section's own row rule (rowWhere), as every generic read and write, among the rows its `where` names.
    const find = async () =>
      model.findOne({ where: { [Op.and]: [{ id }, (spec.where ?? {}) as WhereOptions, await scopeWhere(ctx, services, section, model), (await hooks.rowWhere?.(context)) ?? {}] } });
    // asSystem: a declared operator decision over every company's rows (model.acrossTenants, platform areas only).
    const row = across ? await asSystem(find) : await find();
    if (!row) throw notFound(spec.missingMessage);
    // `already: answer`: a row no longer in a `from` state is answered as it is, without the hooks.
    const unchanged = transition.already === 'answer';
    const move = () =>
      transaction(services.db.sequelize, async () => {
        await checkReferences(services, inputFields, input, row.get({ plain: true }));
        const values = movedValues(ctx, transition, input);
        const written = (await hooks.beforeTransition?.(row, values, context)) ?? values;
        const [changed] = await model.update(written, { where: { id, ...transition.from } });
        // A one-row transition declares its conflict (section.schema.json).
        if (changed !== 1 && !unchanged) throw conflict(transition.conflict!);
        const moved = await model.findOne({ where: { id } });
        if (changed === 1) await hooks.afterTransition?.(moved, input, context);
        return moved;
      });
    // asTenant: the hooks write the row's company's data (its wallet, its certification state, its members' messages).
    const moved = unchanged && !inFrom(row, transition) ? row : across ? await asTenant(Number(row.get('tenantId')), move) : await move();
    ok(ctx, transition.answer === 'nothing' ? null : (await answer(ctx, moved))[0], spec.success ?? '操作成功!');
  };
}

/** A filter's value from a JSON body as the query would carry it: numbers as text, a list of them as a list of texts. */
const asQueryValue = (value: unknown) => (typeof value === 'number' ? String(value) : Array.isArray(value) ? value.map((item) => (typeof item === 'number' ? String(item) : item)) : value);

/**
 * `rows: matching`: every row of the section that the same query would list (its filters from the query, or from the
 * body's values, the grant's row scope and the section's rowWhere) and that is in a `from` state, moved by one UPDATE
 * in one transaction; afterTransition runs once, with no row, when rows moved. Answers `{count}`.
 */
function matchingRowsHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec, inputFields: Record<string, FieldSpec>, validate?: Validate) {
  const transition = spec.transition!;
  return async (ctx: Context) => {
    const sent = ctx.request.body;
    const body = (sent && typeof sent === 'object' && !Array.isArray(sent) ? sent : {}) as Record<string, unknown>;
    const input = validate ? validate(body) : {};
    const model = services.db.sections[section.id];
    const context: HookContext = { ctx, services, section, operation: name };
    const query = { ...Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asQueryValue(value)])), ...ctx.query };
    const where = { [Op.and]: [searchWhere(section, model, query), await scopeWhere(ctx, services, section, model), (await hooks.rowWhere?.(context)) ?? {}, transition.from] };
    const count = await transaction(services.db.sequelize, async () => {
      await checkReferences(services, inputFields, input);
      const [changed] = await model.update(movedValues(ctx, transition, input), { where });
      if (changed > 0) await hooks.afterTransition?.(null, input, context);
      return changed;
    });
    ok(ctx, { count }, spec.success ?? '操作成功!');
  };
}

/** `rows: ids`: the body's list of ids — a bare array, or the first of `ids.params` present (ids or `{id}`s). */
function listedIds(ctx: Context, { params, message }: NonNullable<Transition['ids']>): number[] {
  const body = ctx.request.body as any;
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? params.map((key) => body[key]).find((value) => value !== undefined && value !== null) : undefined;
  return targetIds(list, message, params[0]);
}

/**
 * `rows: ids`: every listed row is found (the operation's `where`, the grant's row scope, rowWhere; one missing is 404
 * and nothing moves); in one transaction, locked in id order so two calls over the same rows take turns, each row in
 * a `from` state moves by its own conditional UPDATE between beforeTransition and afterTransition; rows already out
 * of `from` stay as they are. Answers `{count}` of the rows moved, or null with `answer: nothing`.
 */
function listedRowsHandler(services: Services, section: SectionSpec, hooks: SectionHooks, name: string, spec: OperationSpec) {
  const transition = spec.transition!;
  const model = spec.resource ? services.db.models[spec.resource.name] : services.db.sections[section.id];
  return async (ctx: Context) => {
    const ids = listedIds(ctx, transition.ids!);
    const input = {}; // the body is the list (transition-checks.ts refuses an `input` beside it)
    const context: HookContext = { ctx, services, section, operation: name };
    const count = await transaction(services.db.sequelize, async () => {
      const where = { [Op.and]: [{ id: ids }, (spec.where ?? {}) as WhereOptions, await scopeWhere(ctx, services, section, model), (await hooks.rowWhere?.(context)) ?? {}] };
      const rows = await model.findAll({ where, order: [['id', 'ASC']], lock: Transaction.LOCK.UPDATE });
      if (rows.length !== ids.length) throw notFound(spec.missingMessage);
      let moved = 0;
      for (const row of rows.filter((candidate) => inFrom(candidate, transition))) {
        const values = movedValues(ctx, transition, input);
        const written = (await hooks.beforeTransition?.(row, values, context)) ?? values;
        const [changed] = await model.update(written, { where: { id: row.get('id'), ...transition.from } });
        // The row is locked (MySQL) or the transaction is the only writer (SQLite): it is still in its `from` state.
        if (changed !== 1) throw new Error(`section ${section.id}: ${name} found row ${row.get('id')} moved under its lock`);
        await hooks.afterTransition?.(await model.findOne({ where: { id: row.get('id') } }), input, context);
        moved += 1;
      }
      return moved;
    });
    ok(ctx, transition.answer === 'nothing' ? null : { count }, spec.success ?? '操作成功!');
  };
}
