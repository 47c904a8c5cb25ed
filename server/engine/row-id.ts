/**
 * Which row a generic operation acts on: the id as the request sends it (path, query or body, per the operation's
 * `idIn`), the caller's company or membership, and the row a company's one record reads as before its first save.
 */
import type { Context } from 'koa';
import type { Actor } from '../context/request-context';
import { badRequest, notFound } from '../http/envelope';
import { readId } from './paging';
import { hasColumn, type OperationSpec, type SectionSpec } from './section-types';

/** The caller's company (0, the platform's, for an operator or an anonymous reader of platform-owned rows). */
export const tenantOf = (ctx: Context) => (ctx.state.actor as Actor | undefined)?.tenantId ?? 0;

/**
 * `idIn: caller` (a section of the Membership resource): the caller's own membership. A request that names someone —
 * the path's `:id`, else the body's or query's `id`, as account ids (front/info's `id`) — must name the caller: anyone
 * else is missing (404, as an id that does not exist), a value that is no id 400.
 */
function callerMembership(ctx: Context, missingMessage?: string): number {
  const actor = ctx.state.actor as Actor;
  const named = ctx.params.id ?? (ctx.request.body as any)?.id ?? ctx.query.id;
  if (named !== undefined && named !== null && named !== '' && readId(named) !== actor.accountId) throw notFound(missingMessage);
  return actor.membershipId;
}

/** The row id: from the path, or from the query or body where the operation says (`idIn`), or the caller's company or membership. */
function rowIdOf(ctx: Context, spec: OperationSpec | undefined): unknown {
  const key = spec?.idParam ?? 'id';
  switch (spec?.idIn) {
    case 'tenant':
      return tenantOf(ctx);
    case 'caller':
      return callerMembership(ctx, spec.missingMessage);
    case 'query':
      return ctx.query[key];
    case 'body':
      return (ctx.request.body as any)?.[key];
    default:
      return ctx.params.id;
  }
}

/** The row id as sent (one id, or a list for a delete); missing, the operation's `idMessage` (400). */
export function sentRowId(ctx: Context, spec: OperationSpec | undefined): unknown {
  const raw = rowIdOf(ctx, spec);
  if (spec?.idMessage && (raw === undefined || raw === null || raw === '')) throw badRequest(spec.idMessage, [spec.idParam ?? 'id']);
  return raw;
}

/** The row a company's one record reads as before it is first saved (`unsaved: defaults`): no id, its fields' declared defaults. */
export function unsavedRow(section: SectionSpec): Record<string, unknown> {
  const defaults = Object.entries(section.fields).filter(([, field]) => field.default !== undefined && hasColumn(field));
  return { id: null, ...Object.fromEntries(defaults.map(([name, field]) => [name, field.default])) };
}
