import type { Services } from '../services';
import type { RouteTable } from '../http/route-table';
import type { Actor } from '../context/request-context';
import { notFound, ok } from '../http/envelope';
import { actionOf, operationUrl, sectionOperations } from './section-routes';
import { grantObjectOf, type SectionSpec } from './section-types';
import { closedAreaRoutes, withoutClosedLinks } from './area-links';

/** The grant conditions of the section's operations that the caller fails on who they are (so the page hides those). */
async function refusedConditions(section: SectionSpec, actor: Actor, services: Services): Promise<Set<string>> {
  const names = new Set(Object.values(sectionOperations(section)).map((spec) => spec.condition).filter((name): name is string => Boolean(name)));
  const refused = new Set<string>();
  for (const name of names) {
    const condition = services.conditions[name];
    if (condition.actorOnly && !(await condition.holds(actor, services))) refused.add(name);
  }
  return refused;
}

/** Every text in a UI declaration: the operations its blocks, forms and actions name are among them. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];
/** The texts of each section's UI, read once per loaded set of sections (a schema reload brings new ones). */
const uiTexts = new WeakMap<SectionSpec, Set<string>>();
const textsOfUi = (section: SectionSpec) => {
  let texts = uiTexts.get(section);
  if (!texts) uiTexts.set(section, (texts = new Set(textsOf(section.ui))));
  return texts;
};

/**
 * The client's view of a section: its UI part and the operations the caller may use, nothing more; links into area
 * pages the caller cannot open (`closedRoutes`) are left out.
 */
export function uiSchemaFor(section: SectionSpec, allowed: (action: string) => boolean, refused: Set<string> = new Set(), closedRoutes: Set<string> = new Set()) {
  const operations: Record<string, { method: string; url: string; idIn?: string; idParam?: string }> = {};
  const named = textsOfUi(section);
  for (const [name, spec] of Object.entries(sectionOperations(section))) {
    if (!allowed(actionOf(name, spec)) || (spec.condition && refused.has(spec.condition))) continue;
    // A projection (`answers`) feeds the pickers of other pages, unless the section's own page names it (企业信息设置's
    // banner loads selectAuth, 用户管理's tree filter departTree).
    if (spec.answers && !named.has(name)) continue;
    // `tenant`: the server takes the caller's company; the client sends no id.
    operations[name] = { method: spec.method, url: operationUrl(section, spec), ...(spec.idIn && spec.idIn !== 'tenant' && spec.idIn !== 'one' && spec.idIn !== 'caller' ? { idIn: spec.idIn, ...(spec.idParam ? { idParam: spec.idParam } : {}) } : {}) };
  }
  const ui = withoutClosedLinks(section.ui ?? {}, closedRoutes);
  const usable = <T extends { operation: string }>(list?: T[]) => (list ?? []).filter((item) => operations[item.operation]);
  const fields = Object.fromEntries(Object.entries(section.fields).map(([name, f]) => [name, { ...f, requiredMessage: f.messages?.required }]));
  return {
    id: section.id,
    title: section.title,
    fields,
    required: section.required ?? [],
    operations,
    ...ui,
    tabs: usable(ui.tabs),
    toolbar: usable(ui.toolbar),
    rowActions: usable(ui.rowActions),
    // 调整顺序 moves rows with the update operation: only for a caller who may update, told the tree's parent field and root.
    treeReorder: ui.treeReorder && operations.update && section.model.tree ? { ...ui.treeReorder, parentField: section.model.tree.parentField, root: section.model.tree.root } : undefined,
    // The switch is shown to every reader; only a caller who may update the section can flip it.
    ...(ui.featureSwitch ? { featureSwitch: { ...ui.featureSwitch, editable: allowed('update') } } : {}),
  };
}

/**
 * The page of a section, pruned per action by the caller's grants (a role with only `depart:read` gets no
 * createMany/update/delete/restore, so the page shows no 添加子部门/编辑/删除) and without links into area pages
 * the caller cannot open. The guard checks `read` on the section named in the path.
 */
export function mountUiSchemas(table: RouteTable, services: Services) {
  const byId = new Map(services.sections.map((section) => [section.id, section]));
  table.add({
    method: 'GET',
    path: '/api/schemas/:id',
    object: 'request',
    objectsOf: (ctx) => {
      const id = String(ctx.params.id);
      const section = byId.get(id);
      if (!section) throw notFound('页面配置不存在');
      // A section of every member (`access: members`) needs no grant: its page is every member's.
      return section.access === 'members' ? [] : [grantObjectOf(section)];
    },
    action: 'read',
    handler: async (ctx) => {
      const section = byId.get(String(ctx.params.id));
      if (!section) throw notFound('页面配置不存在');
      const actor = ctx.state.actor as Actor;
      const enforcer = await services.enforcers.forTenant(actor.tenantId);
      const may = (object: string, action: string) => enforcer.enforceSync(`user:${actor.accountId}`, String(actor.tenantId), object, action);
      const closed = closedAreaRoutes(services.areas, (menuKey) => may(menuKey, 'read'));
      const allowed = section.access === 'members' ? () => true : (action: string) => may(grantObjectOf(section), action);
      ok(ctx, uiSchemaFor(section, allowed, await refusedConditions(section, actor, services), closed));
    },
  });
}
