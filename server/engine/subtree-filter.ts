import { Op, type WhereOptions } from 'sequelize';
import type { Services } from '../services';
import { badRequest } from '../http/envelope';
import type { FilterSpec, SectionSpec } from './section-types';
import { givenName } from './section-queries';
import { subtreeIds, treeIndex } from './section-tree-index';
import { positiveInteger } from './paging';

/** The tree section a `subtree` filter on a field walks: the target of the belongsTo field, if it is a tree section. */
export function subtreeTarget(sections: SectionSpec[], section: SectionSpec, name: string): SectionSpec | undefined {
  const field = section.fields[name];
  if (field?.type !== 'belongsTo') return undefined;
  return sections.find((candidate) => candidate.id === field.target && candidate.model.tree);
}

/** The first present of a filter's parameter names (`a|b`) and its value, else the filter's default. */
function given(filter: FilterSpec, name: string, query: Record<string, unknown>): { param: string; raw?: unknown } {
  const param = givenName(query, filter.params?.[0] ?? name);
  const raw = query[param];
  return { param, raw: raw === undefined || raw === '' ? filter.default : raw };
}

/**
 * The `subtree` filters of a section as conditions: `departId=<id>` matches rows in that department and in every
 * live department under it (the tree of the field's target section, from its read cache). An id that is no live
 * node of the company matches nothing; a value that is no id is a 400 with the filter's message.
 */
export async function subtreeWhere(services: Services, section: SectionSpec, query: Record<string, unknown>, tenantId: number): Promise<WhereOptions[]> {
  const conditions: WhereOptions[] = [];
  for (const [name, declared] of Object.entries(section.filters ?? {})) {
    const filter: FilterSpec = typeof declared === 'string' ? { op: declared } : declared;
    if (filter.op !== 'subtree') continue;
    const { param, raw } = given(filter, name, query);
    if (raw === undefined) continue;
    const id = positiveInteger(raw);
    if (id === undefined) throw badRequest(filter.message ?? `${section.fields[name].title}格式不正确`, [param]);
    const target = subtreeTarget(services.sections, section, name);
    if (!target) throw new Error(`section ${section.id}: filter "${name}" names no tree section`);
    conditions.push({ [name]: { [Op.in]: subtreeIds(await treeIndex(services, target, tenantId), id) } });
  }
  return conditions;
}
