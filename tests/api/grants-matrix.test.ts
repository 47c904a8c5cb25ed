import { startTestServer, type TestServer } from '../support/test-server';
import { planRoutes, requestsOf, sendPlanned, type RoutePlan } from '../support/route-requests';
import { DESCRIBED } from '../support/described-routes';
import { idsOf, makeMarkedRows, snapshotTenant } from '../support/tenant-rows';
import { platformRoutes } from '../../server/permissions/platform-domain';

/**
 * Generated from the route table with requests that the admin would be served (own ids, valid bodies):
 * without a token every non-public route answers 401, and a member without the grant gets 403 from every
 * permission-checked route; nothing of the company changes either way.
 */
let server: TestServer;
let plans: RoutePlan[];
let tenantId: number;
let file: string;
beforeAll(async () => {
  server = await startTestServer();
  tenantId = server.tenants.A;
  const openapi = (await server.request.get('/api/openapi.json')).body;
  file = await makeMarkedRows(server, await server.auth('13800000001', tenantId), '授权矩阵', openapi);
  plans = planRoutes(server, openapi, DESCRIBED).plans;
}, 60_000);
afterAll(() => server.stop());

/** The company's own ids, so that only the missing token or grant can be why a call is refused. */
async function ownIds(model: string): Promise<(number | string)[]> {
  if (model === 'file') return [file.replace(/^.*\/storage\/file\//, '')];
  if (model === 'fileUrl') return [file];
  if (model === 'platformFile') return ['cover.png'];
  if (model === 'section') return ['user'];
  if (model === 'page') return ['workbench'];
  if (model === 'catalogue' || model === 'App') return [1];
  return (await idsOf(server, tenantId, model)).slice(-1);
}

async function callsOf(plan: RoutePlan) {
  const ids: Record<string, (number | string)[]> = {};
  for (const slot of plan.slots) ids[slot.model] = await ownIds(slot.model);
  return requestsOf(plan, (model) => ids[model] as number[]);
}

test('no token: 401 from every non-public route, with requests the admin would be served', async () => {
  const failures: string[] = [];
  const before = await snapshotTenant(server, tenantId);
  const checked = plans.filter((plan) => plan.route.object !== 'public');
  let requests = 0;
  for (const plan of checked) {
    for (const call of await callsOf(plan)) {
      const res = await sendPlanned(server, plan, call, {});
      requests++;
      if (res.status !== 401 || res.body?.msg !== '您还未登录，请先登录！') failures.push(`${plan.key} ${call.label}: ${res.status} ${res.body?.msg}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await snapshotTenant(server, tenantId)).toEqual(before);
  console.log(`no token: ${checked.length} routes, ${requests} requests`);
  expect(checked.length).toBeGreaterThan(80);
});

test('a member without the grant: 403 from every permission-checked route, and nothing changes', async () => {
  const member = await server.auth('13800000002', tenantId);
  const isPlatform = platformRoutes(server.services.sections);
  // Permission-checked: the object is a section or a menu key (or named by the request), not public or session.
  const checked = plans.filter((plan) => !['public', 'session'].includes(plan.route.object) && !isPlatform(plan.route));
  const failures: string[] = [];
  const before = await snapshotTenant(server, tenantId);
  let requests = 0;
  for (const plan of checked) {
    for (const call of await callsOf(plan)) {
      const res = await sendPlanned(server, plan, call, member);
      requests++;
      if (res.status !== 403 || !/[\u4e00-\u9fa5]/.test(res.body?.msg ?? '')) failures.push(`${plan.key} ${call.label}: ${res.status} ${res.body?.msg}`);
    }
  }
  expect(failures).toEqual([]);
  const after = await snapshotTenant(server, tenantId);
  // The member's own login is the one write the calls above may make (its token and last login).
  for (const model of Object.keys(before).filter((name) => !['AccessToken', 'GateLog'].includes(name))) expect([model, after[model]]).toEqual([model, before[model]]);
  console.log(`member without the grant: ${checked.length} routes, ${requests} requests`);
  expect(checked.length).toBeGreaterThan(60);
});
