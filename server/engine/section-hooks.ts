import type { Context } from 'koa';
import type { WhereOptions } from 'sequelize';
import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import type { SectionSpec } from './section-types';

/** Business rules a section adds beside the generic handlers (server/modules/<area>/<section>.ts). */
export interface SectionHooks {
  /**
   * The values of a generic create or update, read by the section instead of the generic validation of its fields:
   * for a form that is not its row's columns (the add-user wizard names a cloud account and its password). Runs
   * before the write's transaction, so slow work (hashing a password) holds no lock; the grant's field whitelist is
   * then the hook's to apply. The generic action goes on with these values (reference checks, before/after hooks).
   */
  readInput?(body: unknown, operation: 'create' | 'update', context: HookContext): Promise<Record<string, any>> | Record<string, any>;
  /** Runs in the create's transaction before the insert; may return the row's values to insert instead of those read. */
  beforeCreate?(values: Record<string, any>, context: HookContext): Promise<Record<string, any> | void> | Record<string, any> | void;
  /** Runs after the insert, in the same transaction: what else the create changes (grants, links, messages). `input`: the values read. */
  afterCreate?(row: any, input: Record<string, any>, context: HookContext): Promise<void> | void;
  /** Runs in the update's transaction before the row is saved; may return the values to save instead of those read. */
  beforeUpdate?(row: any, values: Record<string, any>, context: HookContext): Promise<Record<string, any> | void> | Record<string, any> | void;
  /** Runs after the row is saved, in the same transaction. `input`: the values read. */
  afterUpdate?(row: any, input: Record<string, any>, context: HookContext): Promise<void> | void;
  beforeDelete?(row: any, context: HookContext): Promise<void> | void;
  /** Runs after the row is soft-deleted, in the same transaction (e.g. delete a subtree). */
  afterDelete?(row: any, context: HookContext): Promise<void> | void;
  beforeRestore?(row: any, context: HookContext): Promise<void> | void;
  /**
   * Runs before an association action changes links (add/remove/set), in its transaction: the section's rules. For an
   * operation with `resource`, `context.operation` names it and `targets` are the linked rows (the owner is that
   * resource's row).
   */
  beforeAssociate?(owner: any, change: { field: string; verb: 'add' | 'remove' | 'set'; ids: number[]; targets?: any[] }, context: HookContext): Promise<void> | void;
  /**
   * Runs before a generic list (or one over a `resource`; `context.operation` names it) reads rows: a precondition of
   * the section's reads, e.g. its feature switch.
   */
  beforeList?(context: HookContext): Promise<void> | void;
  /** Runs before a declared upload (`runs: upload`; context.operation names it) stores its file: a feature switch. */
  beforeUpload?(context: HookContext): Promise<void> | void;
  /**
   * A declared `transition` (context.operation names it), in its transaction before the conditional UPDATE: `row` as
   * read through the caller's scope, `values` what the move writes (`set`, `now`, `by`, `input`). May return the values
   * to write instead (a notice's approval chooses 1 or 3 by its release time) or throw a 4xx (nothing moves).
   */
  beforeTransition?(row: any, values: Record<string, any>, context: HookContext): Promise<Record<string, any> | void> | Record<string, any> | void;
  /**
   * After a `transition` moved the row, in the same transaction: what moves with it (a wallet credit, the company's
   * certification state, messages). `row` is the row as moved, `input` the body's values; an error undoes the move.
   */
  afterTransition?(row: any, input: Record<string, any>, context: HookContext): Promise<void> | void;
  /**
   * The rows the caller may see or act on, beyond the tenant and the grant's row scope (a business rule: a notice's
   * visible scope, a member's own messages). ANDed into every generic read and write of the section (list, get,
   * update, delete, restore, count, tree, export, and operations that `runs` one); a row outside it is missing (404).
   * `context.operation` names the operation served (`list`, `delete`, … or its declared name); for an operation over
   * another `resource`, the condition is on that resource's rows. It may read `context.ctx.query` (e.g. `selectType`).
   * A section with this hook answers each caller their own: its reads are not cached.
   */
  rowWhere?(context: HookContext): Promise<WhereOptions> | WhereOptions;
  /** Adds derived fields (names of referenced rows) to rows on their way out. */
  decorate?(rows: Record<string, any>[], context: HookContext): Promise<void> | void;
  /**
   * Derived fields of the rows one operation answers, by its name: an operation with `resource` (rows of that
   * resource), a summary, or one that `runs` a generic read of the section (after `decorate`, before its `answers`).
   */
  decorateOperation?: Record<string, (rows: Record<string, any>[], context: HookContext) => Promise<void> | void>;
  /**
   * Handlers for operations by name: the section's own operations (e.g. `setDepart`), or generic ones it
   * serves differently.
   */
  handlers?: Record<string, (ctx: Context, context: HookContext) => Promise<void>>;
  /** Routes beyond the section's operations, declared like every other route. */
  routes?(table: RouteTable, services: Services, section: SectionSpec): void;
}

export interface HookContext {
  ctx: Context;
  services: Services;
  section: SectionSpec;
  /** The operation served, when it runs over another resource (`resource`), runs a generic one under its own name (`runs`) or is a `transition`. */
  operation?: string;
}

/**
 * Runs a hook's independent checks at once, so that their reads overlap (inside a write transaction each read is a
 * trip to the driver's thread pool while SQLite's one writer is held), and fails with the error of the first check
 * in the order given that failed, as if they had run one after another.
 */
export async function checkAll(checks: Promise<unknown>[]): Promise<void> {
  const outcomes = await Promise.allSettled(checks);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
