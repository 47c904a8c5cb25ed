/**
 * The department section's rules (部门管理): the root stays, the tree never loops, sibling names are unique, a
 * department with children or members is not deleted; plus departList for pickers.
 */
import { Op } from 'sequelize';
import { checkAll, type SectionHooks, type HookContext } from '../../engine/section-hooks';
import { badRequest, conflict } from '../../http/envelope';

const ROOT = -1;

interface DepartNode {
  id: number;
  name: string;
  parentId: number;
}

/**
 * The parent a request's checks read, by request: its answer's parentName comes from there, without reading the
 * parent again after the write.
 */
const parentsRead = new WeakMap<object, Map<number, string>>();

function rememberParent(context: HookContext, parent: DepartNode) {
  let names = parentsRead.get(context.ctx);
  if (!names) parentsRead.set(context.ctx, (names = new Map()));
  names.set(parent.id, parent.name);
}

/** Departments: the root (parentId -1, created with the company) stays; a tree never loops. */
async function checkParent(parentId: number, context: HookContext, selfId?: number) {
  const model = context.services.data.section('depart');
  if (parentId === ROOT) throw badRequest('请选择上级部门', ['parentId']);
  const read = (id: number, lock = false) => model.findOne({ where: { id }, attributes: ['id', 'name', 'parentId'], raw: true, lock }) as Promise<DepartNode | null>;
  // The parent is locked (FOR UPDATE on MySQL) until the write commits: a concurrent delete of it, which locks it
  // too before counting its children, waits and then sees the new child.
  const parent = await read(parentId, true);
  if (!parent) throw badRequest('上级部门不存在', ['parentId']);
  rememberParent(context, parent);
  for (let node: DepartNode | null = parent; selfId !== undefined && node; ) {
    if (node.id === selfId) throw conflict('不能把部门移动到它自己或下级部门之下');
    node = node.parentId === ROOT ? null : await read(node.parentId);
  }
}

async function checkSiblingName(name: string, parentId: number, context: HookContext, selfId?: number) {
  const model = context.services.data.section('depart');
  const where: any = { name, parentId };
  if (selfId) where.id = { [Op.ne]: selfId };
  if (await model.count({ where })) throw conflict(`同级部门中已存在“${name}”`);
}

export const departHooks: SectionHooks = {
  async beforeCreate(values, context) {
    await checkAll([checkParent(values.parentId ?? ROOT, context), checkSiblingName(values.name, values.parentId, context)]);
  },
  async beforeUpdate(row, values, context) {
    if (row.parentId === ROOT) throw conflict('根部门不允许修改');
    if (values.parentId !== undefined) await checkParent(values.parentId, context, row.id);
    if (values.name !== undefined) await checkSiblingName(values.name, values.parentId ?? row.parentId, context, row.id);
  },
  async beforeDelete(row, context) {
    const { services } = context;
    if (row.parentId === ROOT) throw conflict('根部门不允许删除');
    const [children, members] = await Promise.all([
      services.data.section('depart').count({ where: { parentId: row.id } }),
      services.data.rows('Membership').count({ where: { departId: row.id, status: 0 } }),
    ]);
    if (children) throw conflict('该部门下存在子部门，请先删除子部门');
    if (members) throw conflict('该部门下存在用户，请先调整用户部门');
  },
  async beforeRestore(row, context) {
    if (row.parentId === ROOT) return;
    const parent = await context.services.data.section('depart').findOne({ where: { id: row.parentId }, lock: true });
    if (!parent) throw conflict('上级部门已删除，请先恢复上级部门');
    await checkSiblingName(row.name, row.parentId, context, row.id);
  },
  async decorate(rows, context) {
    const names = new Map(parentsRead.get(context.ctx));
    const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id) => id && id !== ROOT && !names.has(id)))];
    if (parentIds.length) {
      const parents = await context.services.data.section('depart').findAll({ where: { id: parentIds }, paranoid: false, attributes: ['id', 'name'], raw: true });
      for (const parent of parents as any[]) names.set(parent.id, parent.name);
    }
    for (const row of rows) row.parentName = names.get(row.parentId) ?? null;
  },
};
