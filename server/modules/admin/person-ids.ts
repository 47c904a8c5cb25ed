import { Op } from 'sequelize';
import type { Services } from '../../services';
import { notFound } from '../../http/envelope';

/**
 * One person id (issue 26): in the company API a person is the member (membership) id that `user/selectPage`
 * shows. Rows that name people of one company (notice scope, schedule participants and cc, messages, Casbin's
 * `user:<accountId>` links) keep storing the account, which is what sessions, messages and grants are keyed on;
 * this module is the one edge where the two meet. Requests are translated member → account with `currentMembers`
 * (anything but a current member of the caller's company is refused), answers account → member with
 * `memberIdsOf`. Reads go through Membership, which the tenant scope limits to the caller's company.
 */

export interface CurrentMember {
  id: number;
  accountId: number;
  name: string;
  no: string | null;
}

/**
 * The current members (status 0) of the caller's company named by member ids, in the order given (repeats
 * dropped). An id that is no such member — another company's, a removed member, an unknown id — is 404 with
 * `missing`: never resolved to someone else.
 */
export async function currentMembers(services: Services, memberIds: number[], missing: string): Promise<CurrentMember[]> {
  const wanted = [...new Set(memberIds)];
  if (!wanted.length) return [];
  const rows = (await services.data.rows('Membership').findAll({
    where: { id: { [Op.in]: wanted }, status: 0 },
    attributes: ['id', 'accountId', 'name', 'no'],
    raw: true,
  })) as unknown as CurrentMember[];
  if (rows.length !== wanted.length) throw notFound(missing);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => byId.get(id)!);
}

/** The account ids of `currentMembers`, in the order given. */
export async function accountsOfMembers(services: Services, memberIds: number[], missing: string): Promise<number[]> {
  return (await currentMembers(services, memberIds, missing)).map((member) => member.accountId);
}

/**
 * The account of one member id of the caller's company (removed members too: a filter may name a former issuer),
 * or null when the id names nobody there. For filters, where an unknown person matches no rows.
 */
export async function accountOfMember(services: Services, memberId: number): Promise<number | null> {
  const row = await services.data.rows('Membership').findOne({ where: { id: memberId }, attributes: ['accountId'], raw: true });
  return row ? (row.accountId as number) : null;
}

/** Stored account ids → member ids of the caller's company: the engine's, which answers its stamps the same way. */
export { memberIdsOf } from '../../engine/person-stamps';
