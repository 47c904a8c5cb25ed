import { Op } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { Actor } from '../context/request-context';

/** The engine's stamps that name a person (the rows store the account, as sessions and grants are keyed on it). */
const PERSON_STAMPS = ['crtUserId', 'updUserId'] as const;

/**
 * Stored account ids → the member ids of the caller's company (removed members included, so older rows still name
 * their people). An account with no membership here is left out of the map. Membership rows are the company's
 * through the tenant scope.
 */
export async function memberIdsOf(services: Services, accountIds: (number | null | undefined)[]): Promise<Map<number, number>> {
  const wanted = [...new Set(accountIds.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await services.data.rows('Membership').findAll({ where: { accountId: { [Op.in]: wanted } }, attributes: ['id', 'accountId'], raw: true });
  return new Map(rows.map((row) => [row.accountId as number, row.id as number]));
}

/**
 * One person id on the wire (issue 26): in a company's answers `crtUserId`/`updUserId` are member ids, like every
 * other person id (`user/selectPage`'s `id`); a stamp naming no member of the company (an operator, the system) is
 * null. Operators' answers (the platform domain, tenant 0) keep account ids: their people are accounts.
 */
export async function stampsAsMembers(ctx: Context, services: Services, rows: Record<string, any>[]): Promise<void> {
  const actor = ctx.state.actor as Actor | undefined;
  if (!actor || actor.tenantId === 0) return;
  const stamped = rows.filter((row) => PERSON_STAMPS.some((stamp) => stamp in row));
  if (!stamped.length) return;
  const members = await memberIdsOf(services, stamped.flatMap((row) => PERSON_STAMPS.map((stamp) => row[stamp])));
  for (const row of stamped) {
    for (const stamp of PERSON_STAMPS) if (stamp in row) row[stamp] = row[stamp] == null ? null : members.get(row[stamp]) ?? null;
  }
}
