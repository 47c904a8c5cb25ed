/**
 * A section's operations mounted on the route table: the REST defaults or the file's own list, each bound to a
 * hook's handler or the generic one (list, get, tree, count, create, update, delete, restore, export; a declared
 * `transition`: transition-operation.ts; a declared `summary`: summary-operation.ts; `calendar`: calendar-read.ts), with the grant's scope and the
 * read cache.
 */
import { Op, type WhereOptions } from 'sequelize';
import { transaction } from '../context/transaction-context';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import { badRequest, notFound, ok } from '../http/envelope';
import { asSystem, type Actor } from '../context/request-context';
import { compileValidator } from './validator';
import { tenantWhere } from '../db/tenant-scope';
import { readId, readIds, readPaging } from './paging';
import { sentRowId, tenantOf, unsavedRow } from './row-id';
import { buildTree, filterValue, searchWhere, sortOrder, withAncestors } from './section-queries';
import { subtreeWhere } from './subtree-filter';
import { parentWhere } from './parent-row';
import { EXPORT_PAGE_ROWS, sendXlsx, withEnumLabels, type ExportColumn } from './xlsx-export';
import { keysetPages } from './keyset-pages';
import { checkReferences } from './reference-checks';
import { associationHandler } from './association-actions';
import { resourceOperationHandler } from './resource-operations';
import { listPage } from './list-page';
import { grantedValues, grantOf, isLimited, scopeWhere } from './row-scope-query';
import { yuanOf } from './money';
import { sectionWire } from './section-wire';
import { transitionHandler } from './transition-operation';
import { listedUpdateHandler } from './listed-update';
import { summaryHandler } from './summary-operation';
import { searchHandler } from './full-text-search';
import { calendarHandler } from './calendar-read';
import { publicReadLimit } from './public-read-limit';
import { uploadHandler, uploadMiddleware } from './upload-operation';
import { fileHandler } from './file-operation';
import type { SectionHooks, HookContext } from './section-hooks';
import { grantObjectOf, hasColumn, operationAction, type OperationName, type OperationSpec, type SectionSpec } from './section-types';

const operationTitles: Record<OperationName, string> = {
  list: '查询', get: '查看', tree: '查询', count: '统计', deletedList: '查询已删除', deletedTree: '查询已删除',
  create: '新增', createMany: '批量新增', update: '修改', delete: '删除', restore: '恢复', export: '导出', summary: '统计', search: '搜索', calendar: '查询', file: '查看文件',
};

/** The operations a section exposes: the file's own list, or REST defaults from its features. */
export function sectionOperations(section: SectionSpec): Record<string, OperationSpec> {
  if (section.api.operations) return section.api.operations;
  const ops: Record<string, OperationSpec> = {
    list: { method: 'GET', path: '/list' },
    get: { method: 'GET', path: '/select/:id' },
    create: { method: 'POST', path: '/create' },
    update: { method: 'PUT', path: '/update/:id' },
    delete: { method: 'DELETE', path: '/delete/:id' },
  };
  if (section.model.softDelete) Object.assign(ops, { deletedList: { method: 'GET', path: '/deletedList' }, restore: { method: 'PUT', path: '/recover/:id' } });
  if (section.model.tree) ops.tree = { method: 'GET', path: '/tree' };
  if (section.export) ops.export = { method: 'GET', path: '/exportList' };
  return ops;
}

/**
 * Who last touched a row that is deleted or restored: those save without hooks (Sequelize's paranoid destroy and
 * restore), so the user-stamp hooks that fill creates and updates (server/db/user-stamps.ts) do not run.
 */
function touchedBy(ctx: Context): Record<string, unknown> {
  const actor = ctx.state.actor as Actor;
  return { updUserId: actor.accountId, updUserName: actor.name };
}

/** An operation's url: its path under the section's base, or the path itself when it is absolute (`/api/...`). */
export const operationUrl = (section: SectionSpec, spec: OperationSpec) => (spec.path.startsWith('/api/') ? spec.path : section.api.base + spec.path);

/** The methods an operation answers at its url: its `method`, then its `alsoMethods` (the spec's or an earlier one). */
export const operationMethods = (spec: OperationSpec): OperationSpec['method'][] => [spec.method, ...(spec.alsoMethods ?? [])];

/** The section whose rows an operation reads: another one for `of`, else its own. */
export const rowsSectionOf = (sections: SectionSpec[], section: SectionSpec, spec: OperationSpec) =>
  spec.of ? sections.find((candidate) => candidate.id === spec.of!.section)! : section;

/** The permission action an operation needs: its own `action`, else the generic operation's. */
export const actionOf = (name: string, spec: OperationSpec) =>
  spec.action ?? operationAction[(spec.runs ?? name) as OperationName | 'upload'] ?? (spec.association ? (spec.association.verb === 'list' || spec.association.verb === 'candidates' ? 'read' : 'update') : undefined);

/**
 * Binds a section's operations to its documented paths with generic handlers plus its hooks. `hooksOf`: another
 * section's hooks, for an operation that reads that section's rows (`of`).
 */
export function mountSection(table: RouteTable, services: Services, section: SectionSpec, hooks: SectionHooks = {}, hooksOf: (sectionId: string) => SectionHooks = () => ({})) {
  const generic: Record<string, (ctx: Context) => Promise<void>> = genericHandlers(services, section, hooks);
  for (const [name, spec] of Object.entries(sectionOperations(section))) {
    const own = hooks.handlers?.[name];
    const association = spec.transition
      ? transitionHandler(services, section, hooks, name, spec, sectionWire(services, section, hooks, { name, spec }))
      : spec.ids
      ? listedUpdateHandler(services, section, hooks, name, spec)
      : spec.resource
      ? resourceOperationHandler(services, section, hooks, name, spec)
      : spec.association
      ? associationHandler(services, section, hooks, name, spec)
      : spec.runs === 'upload' ? uploadHandler(services, section, hooks, name, spec) : undefined;
    // An operation that `runs` a generic one under its own name (or is read by companies): the generic handler over
    // its own where and order.
    // A declared upload has its own handler (above).
    const runsAs = spec.ids || spec.runs === 'upload' ? undefined : ((spec.runs ?? (spec.readBy ? name : undefined)) as Exclude<OperationSpec['runs'], 'upload'>);
    // `of`: the generic read of another section's rows, with that section's hooks and read cache.
    const rowsOf = rowsSectionOf(services.sections, section, spec);
    const rowHooks = spec.of ? hooksOf(rowsOf.id) : hooks;
    const runs = runsAs ? genericHandlers(services, rowsOf, rowHooks, { name, spec: { ...spec, runs: runsAs } })[runsAs] : undefined;
    const handler = own ? (ctx: Context) => own(ctx, { ctx, services, section }) : association ?? runs ?? generic[name];
    if (!handler) throw new Error(`section ${section.id}: no handler for operation "${name}"`);
    // Company-shared rows are written by every company: a company's cached read would miss the others' writes.
    // A members section's answers are each caller's own (its hooks decide who sees which rows): not cached.
    const members = section.access === 'members';
    // A section's row rule (rowWhere) makes each caller's answer their own: not cached either.
    const cached = section.model.acrossTenants
      ? acrossTenants(spec.runs ?? name, handler)
      : !own && !members && !rowHooks.rowWhere && rowsOf.model.tenant !== 'shared' && CACHED_READS.has(spec.runs ?? name) ? cachedRead(services, rowsOf, name, handler) : handler;
    // Shared with every company (`readBy: companies`), read by every member of the company (`readBy: members`), or an
    // operation of a section of every member (`access: members`): a company-domain call any signed-in member may make.
    // Read by anyone (`readBy: anyone`): no token, rate limited per address (public-read-limit.ts).
    const object = spec.readBy === 'anyone' ? 'public' : spec.readBy || members ? 'session' : grantObjectOf(section);
    const middleware = spec.readBy === 'anyone' ? [publicReadLimit(services)] : spec.runs === 'upload' ? [uploadMiddleware(spec)] : undefined;
    const declared = { path: operationUrl(section, spec), object, action: actionOf(name, spec), condition: spec.condition, conditionMessage: spec.conditionMessage, menu: section.title, operation: spec.title ?? operationTitles[(spec.runs ?? name) as OperationName] ?? name, handler: cached, middleware };
    // One operation, one handler and grant, under each of its methods.
    for (const method of operationMethods(spec)) table.add({ method, ...declared });
  }
  hooks.routes?.(table, services, section);
}

/** The most rows a list declared `paged: false` answers. */
const UNPAGED_ROWS = 1000;
/** Reads whose operation's `where` joins the row scope (lists, counts and exports add theirs to their filters). */
const OWN_WHERE_READS = new Set<OperationName>(['get', 'tree', 'deletedTree', 'file']);
const CACHED_READS = new Set(['list', 'deletedList', 'tree', 'deletedTree', 'count']);
const ACROSS_TENANT_READS = new Set(['list', 'deletedList', 'get', 'count', 'export', 'file']);

/**
 * A platform section's generic read over every company's rows (model.acrossTenants; the schema check allows it only
 * in a platform-domain area, whose grants only operators hold). Not cached: writes drop cached reads per company.
 */
function acrossTenants(name: string, handler: (ctx: Context) => Promise<void>) {
  if (!ACROSS_TENANT_READS.has(name)) return handler;
  // asSystem: an operator's declared review queue lists the rows of every company.
  return (ctx: Context) => asSystem(() => handler(ctx));
}

/** A generic read answered from the section read cache (keyed by operation, path and query string), as JSON text. */
function cachedRead(services: Services, section: SectionSpec, name: string, handler: (ctx: Context) => Promise<void>) {
  return async (ctx: Context) => {
    // A limited grant (row scope, field whitelist) makes the answer this user's own.
    const who = isLimited(grantOf(ctx)) ? `#${(ctx.state.actor as Actor).accountId}` : '';
    const json = await services.caches.sectionReads.answer(section.id, tenantOf(ctx), `${name}${ctx.path}?${ctx.querystring}${who}`, async () => {
      await handler(ctx);
      // Kept as the JSON text it is sent as: one string per answer instead of an object graph (the cache's memory
      // and the collector's work under cache-miss traffic), and a hit is sent without serialising again.
      return JSON.stringify(ctx.body);
    });
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = json;
  };
}

/**
 * The generic operations over a section's derived model. `served`: an operation that `runs` a generic one under its
 * own name — its spec stands in for the generic operation's (path, where, order) and hooks see its name.
 */
function genericHandlers(services: Services, section: SectionSpec, hooks: SectionHooks, served?: { name: string; spec: OperationSpec }): Record<OperationName, (ctx: Context) => Promise<void>> {
  const model = services.db.sections[section.id];
  const writable = Object.fromEntries(Object.entries(section.fields).filter(([, f]) => !f.readOnly && hasColumn(f)));
  const operations = served ? { ...sectionOperations(section), [served.spec.runs!]: served.spec } : sectionOperations(section);
  /** An operation's form (`fields`): only those, validated as a whole; else every writable field. */
  const formOf = (name: OperationName, partial: boolean) => {
    const names = operations[name]?.fields;
    if (!names) return compileValidator({ fields: writable, required: section.required }, { partial });
    const fields = Object.fromEntries(names.map((field) => [field, section.fields[field]]));
    return compileValidator({ fields, required: section.required?.filter((field) => names.includes(field)) });
  };
  const validateCreate = formOf('create', false);
  const validateUpdate = formOf('update', true);
  const tree = section.model.tree;
  // Company-shared data (`model.tenant: "shared"`): the data layer lets a company read every company's shared rows;
  // only reads declared `readBy: companies` show them — the section's other operations see the company's own rows.
  const ownRowsOnly = section.model.tenant === 'shared' && !served?.spec.readBy;
  const hookContext = (ctx: Context): HookContext => ({ ctx, services, section, ...(served ? { operation: served.name } : {}) });
  /** The grant's row scope, the company's own rows of shared data, and the section's `rowWhere` rule for operation `name`. */
  const scoped = async (ctx: Context, name: OperationName): Promise<WhereOptions> => {
    // `of` with rowScope false: the caller's grant is another section's, whose row scope says nothing of these rows.
    const conditions = [served?.spec.of?.rowScope === false ? {} : await scopeWhere(ctx, services, section, model)];
    if (ownRowsOnly) conditions.push({ tenantId: tenantOf(ctx) });
    if (hooks.rowWhere) conditions.push(await hooks.rowWhere({ ...hookContext(ctx), operation: served?.name ?? name }));
    // A get's or a tree's own `where` (a list's, count's or export's joins its read in readWhere): published rows only.
    if (OWN_WHERE_READS.has(name) && operations[name]?.where) conditions.push(operations[name]!.where as WhereOptions);
    return conditions.length === 1 ? conditions[0] : { [Op.and]: conditions };
  };

  const wire = sectionWire(services, section, hooks, served);
  /** A write's answer message: the operation's `success`, else the generic one. */
  const successOf = (name: OperationName, generic: string) => operations[name]?.success ?? generic;
  /** `lock`: inside a write's transaction, so a concurrent write of the same row waits (MySQL; SQLite writes one at a time). */
  const findOwn = async (ctx: Context, name: OperationName, deleted = false, lock = false) => {
    const id = readId(sentRowId(ctx, operations[name]));
    const where = { [Op.and]: [deleted ? { id, delTime: { [Op.ne]: null } } : { id }, await scoped(ctx, name)] };
    const row = await model.findOne({ where, paranoid: !deleted, lock });
    if (!row) throw notFound(operations[name]?.missingMessage);
    return row;
  };
  const treeRows = async (ctx: Context, deleted: boolean) => {
    const where = { [Op.and]: [deleted ? { delTime: { [Op.ne]: null } } : {}, await scoped(ctx, deleted ? 'deletedTree' : 'tree')] };
    const all = await model.findAll({ where, paranoid: !deleted, order: sortOrder(section, {}), raw: true });
    const filter = searchWhere(section, model, ctx.query);
    if (!Reflect.ownKeys(filter).length) return all;
    const hits = await model.findAll({ where: { [Op.and]: [where, filter] }, paranoid: !deleted, attributes: ['id'], raw: true });
    const keep = withAncestors(all, new Set(hits.map((h: any) => h.id)), tree!.parentField);
    return all.filter((row: any) => keep.has(row.id));
  };
  /** What a list or export reads: search and filters, the operation's fixed `where`, the grant's row scope. */
  const readWhere = async (ctx: Context, name: OperationName, query: Record<string, unknown> = ctx.query) => [
    searchWhere(section, model, query),
    ...(await subtreeWhere(services, section, query, tenantOf(ctx))),
    (operations[name]?.where ?? {}) as WhereOptions,
    await parentWhere(ctx, services, section, operations[name]),
    await scoped(ctx, name),
  ];
  /** The query's `sort`, else the operation's own `order`, else the section's default. */
  const orderOf = (ctx: Context, name: OperationName) => (ctx.query.sort === undefined || ctx.query.sort === '' ? operations[name]?.order : undefined) ?? sortOrder(section, ctx.query);
  // Without soft delete, a deletedList lists what its `where` names (e.g. removed members: status 1).
  const softDeleted = Boolean(model.options.paranoid);
  const page = async (ctx: Context, name: 'list' | 'deletedList') => {
    await hooks.beforeList?.(hookContext(ctx));
    const deleted = name === 'deletedList';
    const where = { [Op.and]: [...(await readWhere(ctx, name)), deleted && softDeleted ? { delTime: { [Op.ne]: null } } : {}] };
    // `paged: false`: every row (up to UNPAGED_ROWS) as an array in the declared order, for pickers.
    if (operations[name]?.paged === false) {
      const order = operations[name]?.order ?? sortOrder(section, {});
      const rows = await wire(ctx, await model.findAll({ where, paranoid: !deleted, order, limit: UNPAGED_ROWS }), operations[name]?.answers);
      const groups = operations[name]?.groups;
      return groups ? Object.fromEntries(Object.entries(groups.keys).map(([value, key]) => [key, rows.filter((row) => String(row[groups.field]) === value)])) : rows;
    }
    const { limit, offset } = readPaging(ctx.query);
    // A row rule (rowWhere) makes each caller's count their own: counted each time, not kept.
    const { rows, total } = await listPage(services, section, tenantOf(ctx), model, { where, paranoid: !deleted, order: orderOf(ctx, name), limit, offset }, { countEachTime: Boolean(hooks.rowWhere) });
    const totals = operations[name]?.totals;
    if (!totals) return { records: await wire(ctx, rows, operations[name]?.answers), total };
    // Summed over the whole result (every page), e.g. a summary row; money in yuan as on the rows.
    const sums: Record<string, number> = {};
    for (const field of totals) {
      const sum = Number((await model.sum(field, { where: tenantWhere(model, where, { read: true }), paranoid: !deleted })) ?? 0) || 0;
      sums[field] = section.fields[field].type === 'money' ? (yuanOf(sum) as number) : sum;
    }
    return { records: await wire(ctx, rows, operations[name]?.answers), total, totals: sums };
  };

  // A declared summary (`runs: summary`): its measures over what the list would read (summary-operation.ts).
  const summarySpec = operations.summary?.summary;
  const summary = summarySpec && summaryHandler(services, section, model, {
    spec: summarySpec,
    whereOf: (ctx, query) => readWhere(ctx, 'summary', query),
    paged: operations.summary?.paged,
    decorate: (rows, ctx) => hooks.decorateOperation?.[served?.name ?? 'summary']?.(rows, hookContext(ctx)),
  });
  // A declared full-text search (`runs: search`): ranked over the section's term index (full-text-search.ts).
  const search = operations.search && searchHandler(services, section, model, operations.search, (ctx, query) => readWhere(ctx, 'search', query), wire);

  // A declared calendar read (`runs: calendar`): the rows' occurrences on calendar days (calendar-read.ts).
  const calendarSpec = operations.calendar?.calendar;
  const calendar = calendarSpec && calendarHandler(model, calendarSpec, (ctx) => scoped(ctx, 'calendar'), wire);

  return {
    // A declared file read (`runs: file`): the upload a field of a row the caller reaches names.
    file: fileHandler(services, section.id, operations.file, { findOwn: (ctx) => findOwn(ctx, 'file'), findOne: (where) => model.findOne({ where }), scoped: (ctx) => scoped(ctx, 'file') }),
    calendar: async (ctx) => {
      if (!calendar) throw new Error(`section ${section.id}: a calendar operation declares its "calendar"`);
      await calendar(ctx);
    },
    summary: async (ctx) => {
      if (!summary) throw new Error(`section ${section.id}: a summary operation declares its "summary"`);
      await summary(ctx);
    },
    search: async (ctx) => {
      if (!search) throw new Error(`section ${section.id}: no search operation`);
      await search(ctx);
    },
    list: async (ctx) => ok(ctx, await page(ctx, 'list')),
    deletedList: async (ctx) => ok(ctx, await page(ctx, 'deletedList')),
    get: async (ctx) => {
      // `idIn: one`: the company's one row (a unique index on tenantId keeps it one); before it is first saved, null
      // or (`unsaved: defaults`) the row its fields' defaults make.
      const row =
        operations.get?.idIn === 'one'
          ? (await model.findOne({ where: await scoped(ctx, 'get') })) ?? (operations.get.unsaved === 'defaults' ? unsavedRow(section) : null)
          : await findOwn(ctx, 'get');
      const answered = row ? (await wire(ctx, [row], operations.get?.answers))[0] : null;
      // `value`: the one field's value instead of the row.
      const value = operations.get?.value;
      ok(ctx, value ? answered?.[value] ?? null : answered);
    },
    count: async (ctx) => {
      const scope = { [Op.and]: [(operations.count?.where ?? {}) as WhereOptions, await scoped(ctx, 'count')] };
      const count = await model.count({ where: scope });
      const delCount = section.model.softDelete ? await model.count({ where: { [Op.and]: [{ delTime: { [Op.ne]: null } }, scope] }, paranoid: false }) : 0;
      ok(ctx, { count, delCount });
    },
    tree: async (ctx) => ok(ctx, buildTree(await wire(ctx, await treeRows(ctx, false), operations.tree?.answers), tree!.parentField, tree!.labelField)),
    deletedTree: async (ctx) => ok(ctx, buildTree(await wire(ctx, await treeRows(ctx, true)), tree!.parentField, tree!.labelField)),
    create: async (ctx) => {
      const input = hooks.readInput ? await hooks.readInput(ctx.request.body, 'create', hookContext(ctx)) : validateCreate(ctx.request.body);
      const row = await transaction(services.db.sequelize, async () => {
        await checkReferences(services, writable, input);
        const created = await model.create((await hooks.beforeCreate?.(input, hookContext(ctx))) ?? input);
        await hooks.afterCreate?.(created, input, hookContext(ctx));
        return created;
      });
      ok(ctx, (await wire(ctx, [row], operations.create?.answers))[0], successOf('create', '新增成功!'));
    },
    createMany: async (ctx) => {
      const body = ctx.request.body;
      if (!Array.isArray(body) || body.length === 0 || body.length > 100) throw badRequest('请求格式不正确', []);
      const required = section.required ?? [];
      // Blank means absent or an empty/whitespace string; any other value goes on to validation.
      const isBlank = (item: any) => required.some((name) => item?.[name] === undefined || (typeof item[name] === 'string' && item[name].trim() === ''));
      const items = body.filter((item) => !isBlank(item));
      if (items.length === 0) validateCreate(body[0] ?? {});
      const valuesList = items.map((item) => validateCreate(item));
      const rows = await transaction(services.db.sequelize, async () => {
        const created = [];
        for (const values of valuesList) {
          await checkReferences(services, writable, values);
          const row = await model.create((await hooks.beforeCreate?.(values, hookContext(ctx))) ?? values);
          await hooks.afterCreate?.(row, values, hookContext(ctx));
          created.push(row);
        }
        return created;
      });
      ok(ctx, await wire(ctx, rows), successOf('createMany', '新增成功!'));
    },
    update: async (ctx) => {
      // Read first, as a create's: a section's own input (readInput) is checked before its row is looked up.
      const read = hooks.readInput ? await hooks.readInput(ctx.request.body, 'update', hookContext(ctx)) : undefined;
      const row = await transaction(services.db.sequelize, async () => {
        const row = await findOwn(ctx, 'update', false, true);
        const input = read ?? grantedValues(grantOf(ctx), validateUpdate(ctx.request.body, row.get({ plain: true })));
        await checkReferences(services, writable, input, row.get({ plain: true }));
        const updated = await row.update((await hooks.beforeUpdate?.(row, input, hookContext(ctx))) ?? input);
        await hooks.afterUpdate?.(updated, input, hookContext(ctx));
        return updated;
      });
      ok(ctx, (await wire(ctx, [row], operations.update?.answers))[0], successOf('update', '修改成功!'));
    },
    delete: async (ctx) => {
      const ids = readIds(sentRowId(ctx, operations.delete));
      const where = { [Op.and]: [{ id: ids }, await scoped(ctx, 'delete')] };
      await transaction(services.db.sequelize, async () => {
        // Locked (FOR UPDATE on MySQL) while the hooks check what depends on them: a concurrent write that
        // locks them too (a department's new child locks its parent) waits for the outcome.
        const rows = await model.findAll({ where, lock: true });
        // All or nothing: one id that is missing (or another company's) leaves every row as it was.
        if (rows.length !== ids.length) throw notFound(operations.delete?.missingMessage);
        for (const row of rows) {
          await hooks.beforeDelete?.(row, hookContext(ctx));
          // One UPDATE: the soft delete saves the changed fields, the stamps with delTime.
          row.set(touchedBy(ctx));
          await row.destroy();
          await hooks.afterDelete?.(row, hookContext(ctx));
        }
      });
      ok(ctx, null, successOf('delete', '删除成功!'));
    },
    restore: async (ctx) => {
      await transaction(services.db.sequelize, async () => {
        const row = await findOwn(ctx, 'restore', true, true);
        await hooks.beforeRestore?.(row, hookContext(ctx));
        row.set(touchedBy(ctx));
        await row.restore();
      });
      ok(ctx, null, successOf('restore', '操作成功!'));
    },
    export: async (ctx) => {
      const columns = (section.export?.columns ?? []) as ExportColumn[];
      async function* pages() {
        const read = { where: { [Op.and]: await readWhere(ctx, 'export') }, order: orderOf(ctx, 'export'), pageSize: EXPORT_PAGE_ROWS };
        for await (const rows of keysetPages(model, read)) yield withEnumLabels(section.fields, columns, await wire(ctx, rows));
      }
      await sendXlsx(ctx, services, { fileName: exportName(section, ctx.query), columns, pages });
    },
  };
}

/** The export's file name; `{field}` in it becomes the label of that filter's value in this query. */
function exportName(section: SectionSpec, query: Record<string, unknown>): string {
  const name = section.export?.fileName ?? section.title;
  return name.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = filterValue(section, field, query);
    const { enum: values = [], enumNames = [] } = section.fields[field] ?? {};
    return enumNames[values.indexOf(value)] ?? String(value ?? '');
  });
}

