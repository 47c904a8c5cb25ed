import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../support/test-server';
import { planRoutes, requestsOf, sendPlanned, type IdSlot, type RoutePlan } from '../support/route-requests';
import { DESCRIBED } from '../support/described-routes';
import { idsOf, makeMarkedRows, snapshotTenant } from '../support/tenant-rows';
import { makeWorld, MARKER_FIELDS, rowFor, SCOPES, type MadeRow, type Purpose, type Scope, type ScopeWorld } from '../support/scope-rows';
import { platformRoutes } from '../../server/permissions/platform-domain';

/**
 * 数据范围, generated from the route table: for every permission-checked company route and each of 本人数据,
 * 本部门数据 and 本部门及以下数据, a member whose only grant is the route's action with that scope is refused
 * (403/404, a Chinese message, nothing of the company changed) on a row outside the scope and served on a row inside
 * it; lists and exports show rows inside and none outside. Semantics: docs/security.md "Row scopes (数据范围)".
 * A route the generator cannot place fails the first test until it is described below.
 */
const CHINESE = /[\u4e00-\u9fa5]/;

/** Sections whose rows name no creator or department (company-wide data): a scoped grant reaches none (403). */
const COMPANY_WIDE: Record<string, string> = {
  company: 'the company itself and its certification',
  balance: 'the company’s balance, its flows and bank transfers',
  permission: 'roles, company administrators and app members (the grants themselves)',
  sheet: 'electronic waybills issued with the company’s API keys (面单记录): made by a key, no member',
  inquiry: 'logistics queries made with the company’s API keys (查询记录): made by a key, no member',
  feeStatistics: 'the company’s SMS packs and remaining count (费用统计), whoever bought them',
  signSchedule: 'the company’s one attendance schedule setting (考勤设置), whoever saved it',
};
/** Route objects that are no section's rows: the guard finds no row scope to apply. */
const NOT_SECTION_ROWS: Record<string, string> = {
  purchase: 'buying and trying apps (应用中心): orders the company makes, no rows of a section',
  request: 'objects named by the request (a section page, the company’s settings): checked per object, no rows',
  sendCount: 'the company’s SMS counts per day (发送统计, findMessageCount): numbers, no rows of a section',
};
/** Routes of scoped sections that read no rows of the section: served with any scope. */
const NOT_ROWS: Record<string, string> = {
  'GET /api/admin/user/groupOptions': 'the role checkboxes of the member form: roles, not members',
  'GET /api/admin/user/departTree': 'the department picker of the member form: departments, not members',
  'GET /api/admin/user/checkUsername': 'an account lookup for adding a member (创建)',
  'GET /api/admin/user/checkUsernameAndName': 'an account lookup for linking a member (创建)',
  'GET /api/business/plt-publishStock/importTemplate': 'the import template file',
  'GET /api/admin/user/selectUserCount': 'counts of the members in scope beside the company’s seats (a number, no rows)',
  'GET /api/admin/depart/selectDepartCount': 'counts of the departments in scope (a number, no rows)',
};
/** Lists whose rows are not the section's own model. */
const LIST_MODEL: Record<string, string> = { 'GET /api/business/plt-user-notice/auditList': 'UserNotice' };
/** Rows inside the scope that a business rule then refuses (409): the scope let the call through. */
const INSIDE_BY_RULE: Record<string, string> = {
  'own DELETE /api/admin/user/deleteUser/:id': 'the only member row of 本人数据 is the caller’s own: 不能将自己移出企业',
  'own PUT /api/admin/user/recover/:id': 'the caller’s own member row is not removed: 该用户未被移出企业',
  'depart DELETE /api/admin/depart/delDepart/:id': 'the only department of 本部门数据 is the caller’s, which has members',
};
/** Slot models that are no company rows (files, catalogue entries, the caller's own account). */
const NOT_ROW_SLOTS = new Set(['file', 'fileUrl', 'platformFile', 'section', 'page', 'catalogue', 'App', 'ownAccount', 'ownMessage', 'mainAccount']);

type Kind = 'notGrantable' | 'companyWide' | 'adminsOnly' | 'notSection' | 'notRows' | 'summary' | 'create' | 'row' | 'list' | 'export' | 'filteredList';
interface Planned {
  plan: RoutePlan;
  kind: Kind;
  model?: string;
  rowSlot?: IdSlot;
}

let server: TestServer;
let world: ScopeWorld;
let admin: Record<string, string>;
let caller: Record<string, string>;
let roleId: number;
let file: string;
/** The grantable entries of the role dialog (group/menuList): `object:action`. */
const grantable = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth('13800000001', server.tenants.A);
  const openapi = (await server.request.get('/api/openapi.json')).body;
  file = await makeMarkedRows(server, admin, '范围矩阵', openapi);
  world = await makeWorld(server);
  const role = await server.request.post('/api/admin/group/addGroup').set(admin).send({ name: '数据范围角色', dataScope: 'own' });
  if (!role.body.data) throw new Error(JSON.stringify(role.body));
  roleId = role.body.data.id;
  const set = await server.request.post('/api/admin/group/setUsers').set(admin).send({ groupId: roleId, userIds: [world.people.C.membershipId] });
  expect(set.body.code).toBe(2000);
  caller = await server.auth(world.people.C.mobile, world.tenantId);
  (globalThis as any).__openapi = openapi;
  const walk = (nodes: any[]) => nodes.forEach((node) => { grantable.add(node.id); walk(node.children ?? []); });
  walk((await server.request.get('/api/admin/group/menuList').set(admin)).body.data);
}, 120_000);
afterAll(() => server.stop());

function classify(): { planned: Planned[]; undescribed: string[] } {
  const isPlatform = platformRoutes(server.services.sections);
  const { plans, undescribed: unplanned } = planRoutes(server, (globalThis as any).__openapi, DESCRIBED);
  const planned: Planned[] = [];
  const undescribed = [...unplanned.filter((key) => { const r = server.routes.routes.get(key)!; return !['public', 'session'].includes(r.object) && !isPlatform(r); })];
  for (const plan of plans) {
    const { route, key } = plan;
    if (['public', 'session'].includes(route.object) || isPlatform(route)) continue;
    // Only what a role can hold (the examples area, for one, is no menu of the role dialog).
    // A whole menu key (e.g. `purchase`) grants every action of its object.
    const holdable = route.object === 'request' || grantable.has(`${route.object}:${route.action}`) || grantable.has(route.object);
    if (!holdable) { planned.push({ plan, kind: 'notGrantable' }); continue; }
    if (COMPANY_WIDE[route.object]) { planned.push({ plan, kind: 'companyWide' }); continue; }
    // Only company administrators call it (考勤记录's exports): a member with any scope is refused.
    if (route.condition === 'companyAdmin') { planned.push({ plan, kind: 'adminsOnly' }); continue; }
    const section = server.services.sections.find((s) => s.id === route.object);
    if (!section || NOT_SECTION_ROWS[route.object]) {
      if (NOT_SECTION_ROWS[route.object]) planned.push({ plan, kind: 'notSection' });
      else undescribed.push(`${key} (object ${route.object}: no section, not described)`);
      continue;
    }
    if (NOT_ROWS[key]) { planned.push({ plan, kind: 'notRows' }); continue; }
    // A declared summary answers figures, no rows: served under every scope; its figures per scope are
    // tests/api/attendance-records.test.ts's (the summary reads the list's where, the grant's scope included).
    const summary = Object.values(section.api.operations ?? {}).some((op) => op.runs === 'summary' && (op.path.startsWith('/api/') ? op.path : section.api.base + op.path) === route.path);
    if (summary) { planned.push({ plan, kind: 'summary' }); continue; }
    if (route.action === 'create') { planned.push({ plan, kind: 'create' }); continue; }
    const sectionModel = server.services.db.sections[section.id].name;
    const model = LIST_MODEL[key] ?? sectionModel;
    const rowSlots = plan.slots.filter((slot) => !NOT_ROW_SLOTS.has(slot.model));
    const rowSlot = rowSlots.find((slot) => slot.model === model) ?? rowSlots[0];
    if (/\/exportList$/.test(route.path)) {
      if (model === 'Membership' || MARKER_FIELDS[model]) planned.push({ plan, kind: 'export', model });
      else undescribed.push(`${key} (an export of ${model}: no marker column in MARKER_FIELDS)`);
    } else if (route.method === 'GET' && rowSlot && rowSlot.model !== model) {
      if (rowSlot.model === 'depart' && model === 'Membership') planned.push({ plan, kind: 'filteredList', model, rowSlot });
      else undescribed.push(`${key} (a list filtered by ${rowSlot.model})`);
    } else if (rowSlot) planned.push({ plan, kind: 'row', model: rowSlot.model, rowSlot });
    else if (route.method === 'GET') planned.push({ plan, kind: 'list', model });
    else undescribed.push(`${key} (no row named, not a list)`);
  }
  return { planned, undescribed };
}

/** What a route does to the row it names. */
function purposeOf({ plan, model }: Planned): Purpose {
  const { route } = plan;
  if (/\/recover\//.test(route.path) || /deleted|Del/.test(route.path)) return 'deleted';
  if (/payOrder|cancelById/.test(route.path)) return 'unpaid';
  if (route.method === 'DELETE' && model === 'Order') return 'cancelled';
  if (/approve|reject/.test(route.path)) return 'approval';
  return 'live';
}

/**
 * Ids for slots that do not name the row under test: the caller's department (so that moving the caller keeps them
 * there; the root when the row is that department, which cannot be its own parent), the caller, or the newest row.
 */
async function fillerIds(model: string, row?: MadeRow): Promise<(number | string)[]> {
  if (model === 'depart') return [row?.id === world.departs.D ? world.departs.root : world.departs.D];
  if (model === 'Membership') return [world.people.C.membershipId];
  if (model === 'file') return [file.replace(/^.*\/storage\/file\//, '')];
  if (model === 'fileUrl') return [file];
  if (model === 'platformFile') return ['cover.png'];
  if (model === 'section') return ['user'];
  if (model === 'page') return ['workbench'];
  if (model === 'catalogue' || model === 'App') return [1];
  if (model === 'ownAccount') return [world.people.C.accountId];
  return (await idsOf(server, world.tenantId, model)).slice(-1);
}

async function call(p: Planned, row: MadeRow | undefined, headers: Record<string, string>, slotValue?: number) {
  const ids: Record<string, (number | string)[]> = {};
  for (const slot of p.plan.slots) ids[slot.model] = slot === p.rowSlot && (row || slotValue) ? [slotValue ?? row!.id] : await fillerIds(slot.model, row);
  const [request] = requestsOf(p.plan, (model) => (p.rowSlot && model === p.rowSlot.model && (row || slotValue) ? [slotValue ?? row!.id] : ids[model]) as number[]);
  const query = p.kind === 'list' || p.kind === 'filteredList' ? { ...request.query, limit: '1000' } : request.query;
  const res = await sendPlanned(server, p.plan, { ...request, query }, headers);
  return res;
}

/** The ids of the rows an answer lists (paged records or a flat list; trees through their children). */
function listedIds(body: any): Set<number> {
  const out = new Set<number>();
  const walk = (rows: any[]) => {
    for (const row of rows ?? []) {
      if (row && typeof row.id === 'number') out.add(row.id);
      if (Array.isArray(row?.children)) walk(row.children);
    }
  };
  const data = body?.data;
  walk(Array.isArray(data) ? data : data?.records);
  return out;
}

async function exportText(p: Planned, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const res = await server.request.get(p.plan.route.path).set(headers).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (chunk: Buffer) => chunks.push(chunk));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  if (res.status !== 200) return { status: res.status, text: '' };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? '')))));
  return { status: 200, text: cells.join('\n') };
}

const IGNORED_MODELS = ['AccessToken', 'GateLog'];
async function changes(before: Record<string, unknown[]>): Promise<string[]> {
  const after = await snapshotTenant(server, world.tenantId);
  return Object.keys(before).filter((model) => !IGNORED_MODELS.includes(model) && JSON.stringify(before[model]) !== JSON.stringify(after[model]));
}

async function grantOnly(scope: Scope, object: string, action: string) {
  const set = await server.request.post('/api/admin/group/updateGroup').set(admin).send({ id: roleId, name: '数据范围角色', dataScope: scope });
  if (set.body.code !== 2000) throw new Error(`updateGroup: ${JSON.stringify(set.body)}`);
  const granted = await server.request.post('/api/admin/group/insertGroupMenu').set(admin).send({ groupId: roleId, menuList: [`${object}:${action}`] });
  if (granted.body.code !== 2000) throw new Error(`insertGroupMenu ${object}:${action}: ${JSON.stringify(granted.body)}`);
}

const refused = (res: any) => [403, 404].includes(res.status) && CHINESE.test(res.body?.msg ?? '');

test('every permission-checked company route is placed in the matrix, or described', () => {
  const { planned, undescribed } = classify();
  expect(undescribed).toEqual([]);
  const kinds = planned.reduce<Record<string, number>>((n, p) => ({ ...n, [p.kind]: (n[p.kind] ?? 0) + 1 }), {});
  console.log(`scope matrix routes: ${JSON.stringify(kinds)}`);
  expect(kinds.row).toBeGreaterThan(15);
  expect(kinds.list).toBeGreaterThan(8);
  // Users, orders and notice approval (the story) are in the matrix with rows named by their calls.
  const rowRoutes = planned.filter((p) => p.kind === 'row').map((p) => p.plan.key);
  for (const key of ['PUT /api/admin/user/updateUser', 'PUT /api/admin/user/setDepart', 'DELETE /api/admin/user/deleteUser/:id', 'POST /api/business/plt-order/payOrder', 'GET /api/business/plt-order/cancelById/:id', 'POST /api/business/plt-user-notice/approve']) expect(rowRoutes).toContain(key);
  expect(planned.filter((p) => p.kind === 'companyWide').map((p) => p.plan.route.object).sort()).toEqual(expect.arrayContaining(Object.keys(COMPANY_WIDE)));
});

describe.each(SCOPES)('scope %s', (scope) => {
  test('refused outside the scope (nothing changes), served inside, lists and exports show only rows inside', async () => {
    const failures: string[] = [];
    const { planned } = classify();
    let requests = 0;
    for (const p of planned) {
      const { plan } = p;
      if (p.kind === 'notSection' || p.kind === 'notGrantable') continue;
      await grantOnly(scope, plan.route.object, plan.route.action);
      const label = `${scope} ${plan.key}`;
      if (p.kind === 'companyWide' || p.kind === 'adminsOnly') {
        const before = await snapshotTenant(server, world.tenantId);
        const res = await call(p, undefined, caller);
        requests++;
        if (!(res.status === 403 && CHINESE.test(res.body?.msg ?? ''))) failures.push(`${label}: ${res.status} ${res.body?.msg} (${p.kind}: not refused)`);
        const changed = await changes(before);
        if (changed.length) failures.push(`${label}: changed ${changed.join(', ')}`);
        continue;
      }
      if (p.kind === 'notRows' || p.kind === 'create' || p.kind === 'summary') {
        const res = await call(p, undefined, caller);
        requests++;
        const ok = res.status < 500 && ![403, 404].includes(res.status);
        if (!ok) failures.push(`${label}: ${res.status} ${res.body?.msg} (${p.kind}: the scope does not limit it)`);
        continue;
      }
      const purpose = purposeOf(p);
      const model = p.model!;
      // Subscriptions are not made but stamped: two of those the route lists.
      const among = p.kind === 'list' && model === 'AppSubscription' ? [...listedIds((await call(p, undefined, admin)).body)].slice(0, 2) : undefined;
      const inside = await rowFor(server, world, model, scope, true, purpose, among);
      const outside = await rowFor(server, world, model, scope, false, purpose, among);
      if (!outside) throw new Error(`${label}: no outside row`);
      if (p.kind === 'list') {
        const [mine, all] = [listedIds((await call(p, undefined, caller)).body), listedIds((await call(p, undefined, admin)).body)];
        requests += 2;
        if (!all.has(outside.id) || (inside && !all.has(inside.id))) failures.push(`${label}: the admin's list lacks the rows made (${inside?.id}, ${outside.id}): the check would prove nothing`);
        if (mine.has(outside.id)) failures.push(`${label}: lists the row outside the scope (${outside.id})`);
        if (inside && !mine.has(inside.id)) failures.push(`${label}: lacks the row inside the scope (${inside.id})`);
        continue;
      }
      if (p.kind === 'export') {
        const [mine, all] = [await exportText(p, caller), await exportText(p, admin)];
        requests += 2;
        if (mine.status !== 200) failures.push(`${label}: ${mine.status}`);
        if (!all.text.includes(outside.marker)) failures.push(`${label}: the admin's export lacks the row made: the check would prove nothing`);
        if (mine.text.includes(outside.marker)) failures.push(`${label}: exports the row outside the scope`);
        if (inside && !mine.text.includes(inside.marker)) failures.push(`${label}: lacks the row inside the scope`);
        continue;
      }
      if (p.kind === 'filteredList') {
        const listOf = async (row: MadeRow) => listedIds((await call(p, undefined, caller, row.departId)).body);
        requests += 2;
        if ((await listOf(outside)).has(outside.id)) failures.push(`${label}: lists the member outside the scope`);
        if (inside && !(await listOf(inside)).has(inside.id)) failures.push(`${label}: lacks the member inside the scope`);
        continue;
      }
      // A row named by the call: outside refused and nothing changed; inside served.
      const before = await snapshotTenant(server, world.tenantId);
      const res = await call(p, outside, caller);
      requests++;
      if (!refused(res)) failures.push(`${label} outside (${outside.id}): ${res.status} ${res.body?.msg} (not refused)`);
      const changed = await changes(before);
      if (changed.length) failures.push(`${label} outside: changed ${changed.join(', ')}`);
      if (!inside) continue;
      const served = await call(p, inside, caller);
      requests++;
      const byRule = INSIDE_BY_RULE[`${scope} ${plan.key}`];
      const ok = byRule ? served.status === 409 && CHINESE.test(served.body?.msg ?? '') : served.status === 200;
      if (!ok) failures.push(`${label} inside (${inside.id}): ${served.status} ${served.body?.msg}`);
    }
    console.log(`scope matrix ${scope}: ${planned.length} routes, ${requests} requests`);
    expect(failures).toEqual([]);
  }, 600_000);
});
