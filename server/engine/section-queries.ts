import { Op, type WhereOptions } from 'sequelize';
import type { SectionSpec } from './section-types';
import { badRequest } from '../http/envelope';

/** Search conditions from the query string for the section's `search` fields. */
export function searchWhere(section: SectionSpec, query: Record<string, unknown>): WhereOptions {
  const conditions: WhereOptions[] = [];
  for (const name of section.search ?? []) {
    const raw = query[name];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || raw.length > 100) throw badRequest(`${section.fields[name].title}格式不正确`, [name]);
    const field = section.fields[name];
    if (field.type === 'string') conditions.push({ [name]: { [Op.like]: `%${raw.replace(/[%_\\]/g, '\\$&')}%` } });
    else {
      const number = Number(raw);
      if (!Number.isFinite(number)) throw badRequest(`${field.title}格式不正确`, [name]);
      conditions.push({ [name]: number });
    }
  }
  return conditions.length ? { [Op.and]: conditions } : {};
}

/** `sort=field,ASC|DESC` limited to the section's allowed fields; else the default order. */
export function sortOrder(section: SectionSpec, query: Record<string, unknown>): [string, string][] {
  const fallback = section.sort?.default ?? [['id', 'DESC']];
  const raw = query.sort;
  if (raw === undefined || raw === '') return fallback;
  const [field, direction = 'ASC'] = String(raw).split(',');
  const allowed = section.sort?.allowed ?? ['id'];
  if (!allowed.includes(field) || !['ASC', 'DESC'].includes(direction.toUpperCase())) throw badRequest('排序参数不正确', ['sort']);
  return [[field, direction.toUpperCase()]];
}

export interface TreeNode extends Record<string, any> {
  children?: TreeNode[];
}

/**
 * Nests wire rows by their parent field. A row whose parent is not among the rows becomes a root, so a
 * filtered or deleted subset still shows as a tree. `label` mirrors the label field for tree pickers.
 */
export function buildTree(rows: Record<string, any>[], parentField: string, labelField = 'name'): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const row of rows) nodes.set(row.id, { ...row, label: row[labelField] });
  const names = new Map(rows.map((row) => [row.id, row[labelField]]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentField]);
    if (node.parentName === undefined) node.parentName = names.get(node[parentField]) ?? null;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of the rows plus all their ancestors, so a search hit is shown with its path. */
export function withAncestors(all: Record<string, any>[], hits: Set<number>, parentField: string): Set<number> {
  const byId = new Map(all.map((row) => [row.id, row]));
  const keep = new Set<number>();
  for (const id of hits) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current[parentField]);
    }
  }
  return keep;
}
