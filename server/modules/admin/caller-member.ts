import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';

/** The caller as a member of their company, as a row stamps them: name (the account's if none), job number, department. */
export interface CallerMember {
  name: string;
  no: string | null;
  departId: number | null;
  departName: string | null;
}

/** Who a new row names as its author (a notice's compiler, a form's submitter): the caller's membership and department. */
export async function callerMember(services: Services, actor: Actor): Promise<CallerMember> {
  const me = (await services.data.rows('Membership').findById(actor.membershipId, { attributes: ['departId', 'no', 'name'], raw: true })) as any;
  const depart = me?.departId ? ((await services.data.section('depart').findById(me.departId, { attributes: ['name'], raw: true })) as any) : null;
  return { name: me?.name ?? actor.name, no: me?.no ?? null, departId: me?.departId ?? null, departName: depart?.name ?? null };
}
