/**
 * Repositories: how modules reach rows (`services.data`, issue 26), always through the model's hooks (company,
 * soft delete), optionally narrowed to a caller's grant scope.
 */
import { Op, literal, type Attributes, type BulkCreateOptions, type CountOptions, type CreateOptions, type DestroyOptions, type FindOptions, type IncrementDecrementOptionsWithBy, type RestoreOptions, type UpdateOptions, type WhereOptions } from 'sequelize';
import type { Database, AnyModel } from '../db/database';
import { tenantWhere } from '../db/tenant-scope';
import { currentTransaction, transaction } from '../context/transaction-context';
import { contains } from '../db/like';
import { notFound } from '../http/envelope';
import { searchWhere } from './section-queries';
import type { SectionSpec } from './section-types';
import { keysetPages, type KeysetRead } from './keyset-pages';

type Where = WhereOptions<any>;
/** The condition a repository adds to every read and write: a grant's row scope, or nothing. */
type RowCondition = () => Where | Promise<Where>;

const isEmpty = (where: Where | undefined) => !where || (typeof where === 'object' && Reflect.ownKeys(where).length === 0);
const both = (a: Where | undefined, b: Where): Where => (isEmpty(a) ? b : isEmpty(b) ? a! : { [Op.and]: [a!, b] });

/**
 * The one way modules reach rows (issue 26): a model's rows as the current request may see them. Every call goes
 * through the model's hooks, which add the company (server/db/tenant-scope.ts) and leave soft-deleted rows out
 * unless `paranoid: false`; the calls no hook sees (sum, max, increment) get the company's condition here. A
 * repository bound to a caller (`callerRepository`) adds the grant's row scope to every read, update, delete and
 * restore, so a handler asks for "the rows this caller may change" and never finds a row by its id alone.
 *
 * The model is looked up on each call: a schema reload replaces the models of the same `Database`.
 */
export class Repository {
  constructor(
    private readonly db: Database,
    private readonly resolve: (db: Database) => AnyModel,
    private readonly condition: RowCondition = () => ({}),
  ) {}

  private get model(): AnyModel {
    return this.resolve(this.db);
  }

  private async where(where: Where | undefined): Promise<Where> {
    return both(where, await this.condition());
  }

  /** The same rows with one more condition (e.g. a caller's scope). */
  narrowed(condition: RowCondition): Repository {
    return new Repository(this.db, this.resolve, async () => both(await this.condition(), await condition()));
  }

  get name(): string {
    return this.model.name;
  }

  /** The model's column names (to pick the ones a form may write). */
  columns(): string[] {
    return Object.keys(this.model.getAttributes());
  }

  /** "column contains text" (server/db/like.ts) for this model. */
  contains(column: string, text: string): Where {
    return contains(this.model, column, text);
  }

  async findAll(options: FindOptions = {}): Promise<any[]> {
    return this.model.findAll({ ...options, where: await this.where(options.where) });
  }

  async findOne(options: FindOptions = {}): Promise<any> {
    return this.model.findOne({ ...options, where: await this.where(options.where) });
  }

  /** One row by id, or null (within the repository's condition, like every read). */
  async findById(id: number | string, options: FindOptions = {}): Promise<any> {
    return this.findOne({ ...options, where: both(options.where, { id }) });
  }

  /** One row by id, else 404 with the row's own not-found text. */
  async get(id: number | string, message?: string, options: FindOptions = {}): Promise<any> {
    const row = await this.findById(id, options);
    if (!row) throw notFound(message);
    return row;
  }

  /** Every id given, all or none: one id missing (or outside the condition) answers 404 and returns nothing. */
  async getAll(ids: number[], message?: string, options: FindOptions = {}): Promise<any[]> {
    const unique = [...new Set(ids)];
    const found = await this.findAll({ ...options, where: both(options.where, { id: { [Op.in]: unique } }) });
    if (found.length !== unique.length) throw notFound(message);
    return found;
  }

  async findAndCountAll(options: FindOptions = {}): Promise<{ rows: any[]; count: number }> {
    return this.model.findAndCountAll({ ...options, where: await this.where(options.where) }) as Promise<{ rows: any[]; count: number }>;
  }

  async count(options: CountOptions = {}): Promise<number> {
    return this.model.count({ ...options, where: await this.where(options.where) }) as Promise<number>;
  }

  /** Rows per value of the grouping columns: `[{ status: 0, count: 3 }, …]`. */
  async countBy(group: string[], options: CountOptions = {}): Promise<Array<Record<string, any> & { count: number }>> {
    return this.model.count({ ...options, group, where: await this.where(options.where) }) as unknown as Promise<Array<Record<string, any> & { count: number }>>;
  }

  async exists(where: Where): Promise<boolean> {
    return Boolean(await this.findOne({ where, attributes: ['id'], raw: true }));
  }

  /** Sum of a column; no hook sees it, so the company's condition is added here. */
  async sum(column: string, options: { where?: Where; paranoid?: boolean } = {}): Promise<number> {
    return Number((await this.model.sum(column, { ...options, where: tenantWhere(this.model, await this.where(options.where), { read: true }) })) ?? 0) || 0;
  }

  async max(column: string, options: { where?: Where; paranoid?: boolean } = {}): Promise<any> {
    return this.model.max(column, { ...options, where: tenantWhere(this.model, await this.where(options.where), { read: true }) });
  }

  create(values: Record<string, any>, options?: CreateOptions): Promise<any> {
    return this.model.create(values, options);
  }

  bulkCreate(rows: Record<string, any>[], options?: BulkCreateOptions): Promise<any[]> {
    return this.model.bulkCreate(rows, options);
  }

  /** Changes the rows of `where` (required: no update of every row by omission); answers how many changed. */
  async update(values: Record<string, any>, options: Omit<UpdateOptions, 'returning'> & { where: Where }): Promise<number> {
    const [changed] = await this.model.update(values, { ...options, where: await this.where(options.where) });
    return changed;
  }

  async destroy(options: DestroyOptions & { where: Where }): Promise<number> {
    return this.model.destroy({ ...options, where: await this.where(options.where) });
  }

  async restore(options: RestoreOptions & { where: Where }): Promise<void> {
    await this.model.restore({ ...options, where: await this.where(options.where) });
  }

  /** Adds to counters in place (`balance = balance + n`); no hook sees it, so the company's condition is added here. */
  async increment(fields: string | string[] | Record<string, number>, options: Omit<IncrementDecrementOptionsWithBy<any>, 'where'> & { where?: Where } = {}): Promise<void> {
    await this.model.increment(fields as any, { ...options, where: tenantWhere(this.model, await this.where(options.where)) } as IncrementDecrementOptionsWithBy<Attributes<any>>);
  }

  /**
   * Adds `by` to a column of the rows of `where` in the statement itself (`n = n + by`) and answers how many rows
   * changed: a conditional counter (e.g. a try taken only while below a limit), which `increment` cannot tell.
   * An update, so the model's hooks see it like any other.
   */
  async addTo(column: string, by: number, options: Omit<UpdateOptions, 'returning'> & { where: Where }): Promise<number> {
    const quoted = this.db.sequelize.getQueryInterface().quoteIdentifier(column);
    return this.update({ [column]: literal(`${quoted} + ${this.db.sequelize.escape(by)}`) }, options);
  }

  /** Whether the current code runs inside an open transaction of this repository's database (its calls join it). */
  withinTransaction(): boolean {
    return Boolean(currentTransaction(this.db.sequelize));
  }

  /** Search and declared filters of a list from its query string (section-queries.ts), for this model. */
  searchWhere(section: SectionSpec, query: Record<string, unknown>): Where {
    return searchWhere(section, this.model, query);
  }

  /** Plain rows in pages by id (exports): the repository's condition and the read's own. */
  async *pages(read: KeysetRead): AsyncGenerator<Record<string, any>[]> {
    yield* keysetPages(this.model, { ...read, where: await this.where(read.where) });
  }
}

/** Rows of a declared model by name (`Membership`, `Order`, …), as the current request may see them. */
export function modelRows(db: Database, name: string): Repository {
  return new Repository(db, (current) => {
    const model = current.models[name];
    if (!model) throw new Error(`repository: no model "${name}"`);
    return model;
  });
}

/** Rows of a section (the model its rows live in). */
export function sectionRows(db: Database, sectionId: string): Repository {
  return new Repository(db, (current) => {
    const model = current.sections[sectionId];
    if (!model) throw new Error(`repository: no section "${sectionId}"`);
    return model;
  });
}

/** Runs `work` in one transaction; the calls inside join it (server/context/transaction-context.ts). */
export function inTransaction<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return transaction(db.sequelize, work);
}
