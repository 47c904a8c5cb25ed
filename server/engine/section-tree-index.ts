/**
 * A tree section's live rows of one company by id and by parent, kept in the section read cache, for subtree
 * filters and lookups.
 */
import type { Services } from '../services';
import type { SectionSpec } from './section-types';

export interface TreeNode {
  id: number;
  parentId: number;
  /** The node's label field (model.tree.labelField, default name). */
  label: string;
}

/** The live rows of a tree section of one company, by id and by parent. */
export interface TreeIndex {
  byId: Map<number, TreeNode>;
  children: Map<number, number[]>;
}

/**
 * A tree section's live rows of the company in context, kept in the section's read cache: any write to its model
 * drops it (server/cache/model-write-invalidation.ts), so a renamed or moved node is seen at once.
 */
export function treeIndex(services: Services, section: SectionSpec, tenantId: number): Promise<TreeIndex> {
  const tree = section.model.tree;
  if (!tree) throw new Error(`section ${section.id} is not a tree`);
  return services.caches.sectionReads.read(section.id, tenantId, 'treeIndex', async () => {
    const labelField = tree.labelField ?? 'name';
    const rows = (await services.db.sections[section.id].findAll({ attributes: ['id', tree.parentField, labelField], raw: true })) as any[];
    const byId = new Map<number, TreeNode>();
    const children = new Map<number, number[]>();
    for (const row of rows) {
      const node = { id: row.id, parentId: row[tree.parentField], label: row[labelField] };
      byId.set(node.id, node);
      const siblings = children.get(node.parentId);
      if (siblings) siblings.push(node.id);
      else children.set(node.parentId, [node.id]);
    }
    return { byId, children };
  });
}

/** A node and every live node under it; none when the id is no live node. */
export function subtreeIds(index: TreeIndex, rootId: number): number[] {
  if (!index.byId.has(rootId)) return [];
  const ids: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(index.children.get(id) ?? []));
  }
  return ids;
}
