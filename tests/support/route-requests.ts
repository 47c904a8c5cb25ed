import type { TestServer } from './test-server';
import { NEW_MOBILE } from './described-routes';
import type { DeclaredRoute } from '../../server/http/route-table';
import { operationMethods, operationUrl, sectionOperations } from '../../server/engine/section-routes';
import type { OperationSpec, SectionSpec } from '../../server/engine/section-types';

/**
 * Requests generated from the route table, the sections' operations and the OpenAPI document, for the
 * matrix tests: which ids a route takes (path, query or body), of which model, and a body that passes validation.
 */

/** Where an id goes and which model's rows it names. */
export interface IdSlot {
  in: 'path' | 'query' | 'body';
  name: string;
  model: string;
  many: boolean;
}

export interface RoutePlan {
  key: string;
  route: DeclaredRoute;
  slots: IdSlot[];
  /** A JSON body with everything but the ids filled in (ids are set per call from `slots`). */
  body?: Record<string, unknown> | unknown[];
  /** Extra query parameters the route needs. */
  query?: Record<string, string>;
  /**
   * Why the route serves rows every company shares by design (company-shared data, `model.tenant: "shared"`, e.g.
   * published stock): the cross-tenant matrix then accepts the other company's rows in its answers and its ids being
   * served, but still requires that nothing of the other company changes.
   */
  shared?: string;
}

/** Names of ids in queries and bodies (the spec's names) and the model each names. */
const ID_NAMES: Record<string, { model: string; many: boolean }> = {
  departId: { model: 'depart', many: false },
  parentId: { model: 'depart', many: false },
  userId: { model: 'Membership', many: false },
  userIds: { model: 'Membership', many: true },
  userDTOList: { model: 'Membership', many: true },
  groupId: { model: 'Role', many: false },
  appId: { model: 'App', many: false },
  appDTOList: { model: 'App', many: true },
};

/** The section operation behind each route key. */
function operationsByRoute(sections: SectionSpec[]) {
  const byKey = new Map<string, { section: SectionSpec; name: string; op: OperationSpec }>();
  for (const section of sections) {
    for (const [name, op] of Object.entries(sectionOperations(section))) {
      for (const method of operationMethods(op)) byKey.set(`${method} ${operationUrl(section, op)}`, { section, name, op });
    }
  }
  return byKey;
}

/** A value that passes a JSON schema (from the OpenAPI document), unique where it is text. */
let counter = 0;
export function sampleOf(schema: any, components: Record<string, any>): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sampleOf(components[schema.$ref.split('/').pop()], components);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part: any) => sampleOf(part, components)));
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name], components);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, components));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string': {
      counter++;
      if (String(schema.pattern ?? '').startsWith('^1[3-9]')) return `139${String(70_000_000 + counter).padStart(8, '0')}`;
      if (schema.format === 'date-time' || schema.format === 'date') return '2026-01-01 00:00:00';
      return `生成${counter}`.slice(0, Math.max(schema.maxLength ?? 50, 1));
    }
    default:
      return 'x';
  }
}

/** The model the `:id` in a path names: the operation's resource (its owner for an association), else the section's. */
function pathModel(server: TestServer, found: { section: SectionSpec; op: OperationSpec } | undefined, param: string): string | undefined {
  if (param !== 'id') return ID_NAMES[param]?.model;
  if (!found) return undefined;
  const resource = (found.op as any).resource;
  if (resource?.ownerKey === 'appId') return 'App';
  if (resource?.name) return resource.name;
  return server.services.db.sections[found.section.id]?.name;
}

/**
 * The plan of every declared route, or the reason the generator cannot make one (the test names such routes
 * until they are described by hand in its table).
 */
export function planRoutes(server: TestServer, openapi: any, described: Record<string, Omit<RoutePlan, 'key' | 'route'>>) {
  const byKey = operationsByRoute(server.services.sections);
  const plans: RoutePlan[] = [];
  const undescribed: string[] = [];
  for (const [key, route] of server.routes.routes) {
    const found = byKey.get(key);
    // An operation's further methods (`alsoMethods`) take the request described for its own method.
    const own = described[key] ?? (found ? described[`${found.op.method} ${operationUrl(found.section, found.op)}`] : undefined);
    if (own) {
      plans.push({ key, route, ...own });
      continue;
    }
    const slots: IdSlot[] = [];
    let unknown = false;
    for (const [, param] of route.path.matchAll(/:([A-Za-z]+)/g)) {
      const model = pathModel(server, found, param);
      if (model) slots.push({ in: 'path', name: param, model, many: false });
      else unknown = true;
    }
    const sectionModel = found ? server.services.db.sections[found.section.id]?.name : undefined;
    const idIn = (found?.op as any)?.idIn;
    const idParam = (found?.op as any)?.idParam ?? 'id';
    if (idIn === 'query' && sectionModel) slots.push({ in: 'query', name: idParam, model: sectionModel, many: false });
    const operation = openapi.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
    let body: RoutePlan['body'];
    if (bodySchema) {
      body = sampleOf(bodySchema, openapi.components.schemas) as RoutePlan['body'];
      if (idIn === 'body' && sectionModel) slots.push({ in: 'body', name: idParam, model: sectionModel, many: false });
      // Foreign keys the body carries (e.g. a department's parentId, a member's departId).
      const item = Array.isArray(body) ? body[0] : body;
      for (const name of Object.keys(item as object)) if (ID_NAMES[name]) slots.push({ in: 'body', name, ...ID_NAMES[name] });
    }
    const resource = (found?.op as any)?.resource;
    if (resource?.ownerParam || resource?.idsParam) {
      body = {};
      for (const name of [resource.ownerParam, resource.idsParam]) if (name && ID_NAMES[name]) slots.push({ in: 'body', name, ...ID_NAMES[name] });
    }
    const takesBody = route.method === 'POST' || route.method === 'PUT';
    if (unknown || (takesBody && body === undefined && !slots.length)) undescribed.push(key);
    else plans.push({ key, route, slots, body });
  }
  return { plans, undescribed };
}

/** Ids by model, one list per slot: a request for every id of the slot's model, with the others filled with their first. */
export function requestsOf(plan: RoutePlan, ids: (model: string) => number[]) {
  const out: { path: string; query: Record<string, string>; body: any; label: string }[] = [];
  const first = (slot: IdSlot) => ids(slot.model)[0];
  const build = (choice: Map<IdSlot, number>) => {
    let path = plan.route.path;
    const query: Record<string, string> = { ...(plan.query ?? {}) };
    const body = plan.body === undefined ? undefined : structuredClone(plan.body);
    for (const slot of plan.slots) {
      const id = choice.get(slot) ?? first(slot);
      if (slot.in === 'path') path = path.replace(`:${slot.name}`, String(id));
      else if (slot.in === 'query') query[slot.name] = String(id);
      else for (const target of Array.isArray(body) ? body : [body]) (target as any)[slot.name] = slot.many ? [id] : id;
    }
    return { path, query, body, label: [...choice].map(([slot, id]) => `${slot.name}=${id}`).join(',') };
  };
  if (!plan.slots.length) return [build(new Map())];
  for (const slot of plan.slots) for (const id of ids(slot.model)) out.push(build(new Map([[slot, id]])));
  return out;
}

let mobiles = 0;
/** One generated call over HTTP; `NEW_MOBILE` in the body becomes a number no account has yet. */
export function sendPlanned(server: TestServer, plan: RoutePlan, call: { path: string; query: Record<string, string>; body: any }, headers: Record<string, string>) {
  const req = server.request[plan.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](encodeURI(call.path)).query(call.query).set(headers);
  if (call.body === undefined) return req;
  return req.send(JSON.parse(JSON.stringify(call.body).replace(JSON.stringify(NEW_MOBILE), () => `"1397777${String(++mobiles).padStart(4, '0')}"`)));
}
