import { startTestServer, type TestServer } from '../support/test-server';
import { planRoutes, requestsOf, type RoutePlan } from '../support/route-requests';
import { DESCRIBED } from '../support/described-routes';
import { idsOf, makeMarkedRows } from '../support/tenant-rows';
import { JSON_VALUES, RAW_BODIES, TEXT_VALUES } from '../support/fuzz-corpus';
import { platformRoutes } from '../../server/permissions/platform-domain';

/**
 * Every declared route × a fixed corpus of bad input (fuzz-corpus.ts), each put in one place of a request the
 * route would otherwise serve: never a 5xx, and every 4xx says what is wrong in Chinese. Generated from the
 * route table, so a new route is fuzzed the day it is added.
 */
const CHINESE = /[\u4e00-\u9fa5]/;

let server: TestServer;
let openapi: any;
let plans: RoutePlan[];
let file: string;
const headers: Record<'company' | 'operator', Record<string, string>> = {} as any;
beforeAll(async () => {
  server = await startTestServer();
  openapi = (await server.request.get('/api/openapi.json')).body;
  headers.company = await server.auth('13800000001', server.tenants.A);
  headers.operator = await server.operatorAuth();
  file = await makeMarkedRows(server, headers.company, '模糊测试', openapi);
  const planned = planRoutes(server, openapi, DESCRIBED);
  // Routes the generator cannot fill (public calls without a documented body, pages) are fuzzed from an empty body.
  plans = [...planned.plans, ...planned.undescribed.map((key) => ({ key, route: server.routes.routes.get(key)!, slots: [], body: {} }))];
}, 60_000);
afterAll(() => server.stop());

async function baseCall(plan: RoutePlan) {
  const ids: Record<string, (number | string)[]> = {};
  for (const slot of plan.slots) {
    if (slot.model === 'file') ids.file = [file.replace(/^.*\/storage\/file\//, '')];
    else if (slot.model === 'fileUrl') ids.fileUrl = [file];
    else if (slot.model === 'platformFile') ids.platformFile = ['cover.png'];
    else if (slot.model === 'section') ids.section = ['user'];
    else if (slot.model === 'page') ids.page = ['workbench'];
    else if (slot.model === 'catalogue' || slot.model === 'App') ids[slot.model] = [1];
    else {
      // The last row of the model; when the corpus's earlier calls removed every one (a company's delete before the
      // operators' queue of the same rows), an id that names nothing: the route still meets the corpus.
      const last = (await idsOf(server, server.tenants.A, slot.model)).slice(-1);
      ids[slot.model] = last.length ? last : [1];
    }
  }
  const call = requestsOf(plan, (model) => ids[model] as number[])[0];
  return { ...call, path: call.path.replace(/:[A-Za-z]+/g, '1') };
}

/** The query parameters a route reads: its documented ones and the ids the generator puts in its query. */
function queryNames(plan: RoutePlan): string[] {
  const operation = openapi.paths[plan.route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[plan.route.method.toLowerCase()];
  const documented = (operation?.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
  return [...new Set([...documented, ...plan.slots.filter((s) => s.in === 'query').map((s) => s.name), ...Object.keys(plan.query ?? {})])];
}

interface Bad {
  label: string;
  path: string;
  query?: string;
  json?: unknown;
  raw?: { type: string; body: Buffer; encoding?: string };
}

/** Each bad input of the corpus, one place at a time, for one route. */
function badInputs(plan: RoutePlan, base: { path: string; query: Record<string, string>; body: any }): Bad[] {
  const out: Bad[] = [];
  const path = encodeURI(base.path);
  const query = new URLSearchParams(base.query).toString();
  const withQuery = (extra: string) => [query, extra].filter(Boolean).join('&');
  // Path parameters: each segment that a parameter filled, replaced (already encoded, so %00 stays a NUL).
  const template = plan.route.path.split('/');
  const filled = path.split('/');
  template.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    for (const [name, value] of TEXT_VALUES) {
      const parts = [...filled];
      parts[i] = value;
      out.push({ label: `path ${segment}=${name}`, path: parts.join('/'), query, json: base.body });
    }
  });
  for (const name of queryNames(plan)) {
    const others = new URLSearchParams(base.query);
    others.delete(name);
    const rest = others.toString();
    const join = (extra: string) => [rest, extra].filter(Boolean).join('&');
    for (const [label, value] of TEXT_VALUES) out.push({ label: `query ${name}=${label}`, path, query: join(`${name}=${value}`), json: base.body });
    out.push({ label: `query ${name} twice`, path, query: join(`${name}=1&${name}=2`), json: base.body });
    out.push({ label: `query ${name}[__proto__]`, path, query: join(`${name}[__proto__][x]=1&${name}[a][b]=1`), json: base.body });
  }
  out.push({ label: 'query __proto__', path, query: withQuery('__proto__[polluted]=1&constructor[prototype][polluted]=1') });
  if (plan.route.method === 'POST' || plan.route.method === 'PUT') {
    const body = base.body ?? {};
    const items = Array.isArray(body) ? body : [body];
    out.push({ label: 'body without fields', path, query, json: Array.isArray(body) ? [{}] : {} });
    for (const field of Object.keys(items[0] ?? {})) {
      for (const [label, value] of JSON_VALUES) {
        const changed = items.map((item) => ({ ...item, [field]: value }));
        out.push({ label: `body ${field}=${label}`, path, query, json: Array.isArray(body) ? changed : changed[0] });
      }
    }
    for (const [label, value] of JSON_VALUES) out.push({ label: `whole body ${label}`, path, query, json: value });
    for (const [label, type, raw] of RAW_BODIES) out.push({ label: `raw ${label}`, path, query, raw: { type, body: raw } });
    out.push({ label: 'gzip claimed, plain sent', path, query, raw: { type: 'application/json', body: Buffer.from(JSON.stringify(body)), encoding: 'gzip' } });
  }
  return out;
}

function send(plan: RoutePlan, bad: Bad, auth: Record<string, string>) {
  const url = bad.query ? `${bad.path}?${bad.query}` : bad.path;
  const req = server.request[plan.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url).set(auth);
  if (bad.raw) {
    req.set('Content-Type', bad.raw.type);
    if (bad.raw.encoding) req.set('Content-Encoding', bad.raw.encoding);
    return req.send(bad.raw.body);
  }
  if (bad.json === undefined || plan.route.method === 'GET' || plan.route.method === 'DELETE') return req;
  // A JSON body that is a bare string or null: supertest sends strings as they are, so encode it.
  return typeof bad.json === 'object' && bad.json !== null ? req.send(bad.json as object) : req.type('json').send(JSON.stringify(bad.json));
}

test('every route × the corpus: never a 5xx, and a Chinese message on every 4xx', async () => {
  const isPlatform = platformRoutes(server.services.sections);
  const failures: string[] = [];
  let requests = 0;
  let routes = 0;
  for (const plan of plans) {
    const auth = plan.route.object === 'public' ? {} : isPlatform(plan.route) ? headers.operator : headers.company;
    const bads = badInputs(plan, await baseCall(plan));
    routes++;
    for (const bad of bads) {
      const res = await send(plan, bad, auth);
      requests++;
      if (res.status >= 500) failures.push(`${plan.key} ${bad.label}: ${res.status} ${res.body?.msg ?? ''}`);
      // Pages outside /api (an app's placeholder, the API docs' assets) answer HTML or files, not the envelope.
      const envelope = plan.route.path.startsWith('/api/') || String(res.headers['content-type']).includes('json');
      if (res.status >= 400 && res.status < 500 && envelope && !CHINESE.test(res.body?.msg ?? '')) failures.push(`${plan.key} ${bad.label}: ${res.status} without a Chinese msg (${JSON.stringify(res.body).slice(0, 80)})`);
    }
  }
  console.log(`fuzz: ${routes} routes, ${requests} requests, ${JSON_VALUES.length + TEXT_VALUES.length + RAW_BODIES.length} bad values in the corpus, ${failures.filter((f) => / 5\d\d/.test(f)).length} answered 5xx`);
  expect(failures).toEqual([]);
  expect(routes).toBe(server.routes.routes.size);
  expect(({} as any).polluted).toBeUndefined();
}, 600_000);

test('a path declared only for other methods answers 405 in the envelope', async () => {
  const res = await server.request.get('/api/admin/group/users/').set(headers.company);
  expect([res.status, res.body.msg]).toEqual([405, '不支持该请求方法']);
});
