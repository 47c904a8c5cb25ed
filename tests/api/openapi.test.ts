import type Router from '@koa/router';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { startTestServer, type TestServer } from '../support/test-server';
import { offlineOpenApiDocument } from '../../server/engine/openapi-offline';

/** GET /api/openapi.json (issue 6 §6): the OpenAPI 3.1 document of the live route table, and /api-docs showing it. */
let server: TestServer;
let doc: any;
let adminA: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  const res = await server.request.get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
}, 60_000);
afterAll(() => server.stop());

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const toOpenApi = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const operation = (method: string, path: string) => doc.paths[toOpenApi(path)]?.[method.toLowerCase()];

/** A JSON pointer ("#/components/schemas/x") into the document. */
function resolve(ref: string): any {
  expect(ref.startsWith('#/')).toBe(true);
  return ref.slice(2).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((node: any, key) => node?.[key], doc);
}

/** ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) with the document's components reachable. */
function schemaChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components }, undefined, false);
  let n = 0;
  return (schema: unknown) => {
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));
    return ajv.compile({ $id: `check-${n++}.json`, ...rewritten });
  };
}

function* operations(): Generator<[string, string, any]> {
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const method of METHODS) if (item[method]) yield [path, method, item[method]];
  }
}

describe('the document', () => {
  test('is OpenAPI 3.1 with info, paths, tags and components, every path parameter declared and every $ref resolving', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    const tagNames = new Set(doc.tags.map((t: any) => t.name));
    for (const [path, method, op] of operations()) {
      const where = `${method} ${path}`;
      expect([where, path.startsWith('/')]).toEqual([where, true]);
      const template = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p: any) => p.in === 'path');
      expect([where, declared.map((p: any) => p.name).sort()]).toEqual([where, template]);
      for (const p of declared) expect([where, p.name, p.required]).toEqual([where, p.name, true]);
      const names = (op.parameters ?? []).map((p: any) => `${p.in}:${p.name}`);
      expect([where, new Set(names).size]).toEqual([where, names.length]);
      expect([where, Object.keys(op.responses).length > 0, op.responses['200'] !== undefined]).toEqual([where, true, true]);
      for (const tag of op.tags) expect([where, tagNames.has(tag)]).toEqual([where, true]);
      for (const requirement of op.security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) expect([ref, resolve(ref) !== undefined]).toEqual([ref, true]);
  });

  test('every schema in it compiles as JSON Schema 2020-12', () => {
    const check = schemaChecker();
    for (const [name, schema] of Object.entries(doc.components.schemas)) expect([name, typeof check(schema)]).toEqual([name, 'function']);
    const schemas: unknown[] = [];
    for (const [, , op] of operations()) {
      for (const p of op.parameters ?? []) schemas.push(p.schema);
      for (const media of Object.values<any>(op.requestBody?.content ?? {})) schemas.push(media.schema);
      for (const answer of Object.values<any>(op.responses)) {
        const body = answer.$ref ? resolve(answer.$ref) : answer;
        for (const media of Object.values<any>(body.content ?? {})) if (media.schema) schemas.push(media.schema);
      }
    }
    expect(schemas.length).toBeGreaterThan(200);
    for (const schema of schemas) expect(typeof check(schema)).toBe('function');
  });

  test('every route mounted in the router appears with its method, and nothing else does', () => {
    const router = (server.routes as unknown as { router: Router }).router;
    expect(router.stack.length).toBeGreaterThan(50);
    const mounted = new Set<string>();
    for (const layer of router.stack) {
      const path = String(layer.path);
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        mounted.add(`${method.toLowerCase()} ${toOpenApi(path)}`);
        expect([path, method, operation(method, path) !== undefined]).toEqual([path, method, true]);
      }
    }
    expect([...operations()].map(([path, method]) => `${method} ${path}`).sort()).toEqual([...mounted].sort());
    for (const key of ['get /api/openapi.json', 'get /api-docs', 'get /api/admin/depart/select/{id}']) expect(mounted.has(key)).toBe(true);
  });

  test('x-permission and the permission line match the route table for every route', () => {
    for (const [key, route] of server.routes.routes) {
      const op = operation(route.method, route.path);
      expect([key, op['x-permission']]).toEqual([key, { object: route.object, action: route.action }]);
      expect([key, op.description.includes(`（${route.object} / ${route.action}）`)]).toEqual([key, true]);
      expect([key, op.security]).toEqual([key, route.object === 'public' ? [] : [{ bearerAuth: [] }]]);
    }
  });

  test('one route of each kind: public, session, section operation, section module route', () => {
    const token = operation('POST', '/api/auth/oauth/token');
    expect(token['x-permission']).toEqual({ object: 'public', action: 'login' });
    expect(token.security).toEqual([]);
    expect(token.description).toContain('权限：公开，无需登录');
    expect(token.responses['401']).toBeUndefined();

    const info = operation('GET', '/api/admin/user/front/info');
    expect(info['x-permission']).toEqual({ object: 'session', action: 'read' });
    expect(info.security).toEqual([{ bearerAuth: [] }]);
    expect(info.description).toContain('权限：任意已登录用户');
    expect(info.responses['401'].$ref).toBe('#/components/responses/Unauthorized');
    expect(info.responses['403']).toBeUndefined();

    const del = operation('DELETE', '/api/admin/depart/delDepart/:id');
    expect(del['x-permission']).toEqual({ object: 'depart', action: 'delete' });
    expect(del.description).toContain('权限：部门管理 · 删除（depart / delete）');
    expect(del.tags).toEqual(['部门管理']);
    expect(del.summary).toBe('部门管理 · 删除');
    expect(del.responses['403'].$ref).toBe('#/components/responses/Forbidden');

    const addGroup = operation('POST', '/api/admin/group/addGroup');
    expect(addGroup['x-permission']).toEqual({ object: 'permission', action: 'create' });
    expect(addGroup.description).toContain('权限：权限设置 · 新增（permission / create）');

    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('is the same for every caller: no company data in it', async () => {
    const adminB = await server.auth('13900000001', server.tenants.B);
    const anonymous = await server.request.get('/api/openapi.json');
    const [a, b] = await Promise.all([server.request.get('/api/openapi.json').set(adminA), server.request.get('/api/openapi.json').set(adminB)]);
    expect(a.text).toBe(anonymous.text);
    expect(b.text).toBe(anonymous.text);
    expect(anonymous.headers['content-type']).toMatch(/application\/json/);
    expect(anonymous.text).not.toContain('演示科技有限公司');
    expect(anonymous.text).not.toContain('13800000001');
  });

  test('is the document `npm run api:types` builds offline (no server) for the typed client', async () => {
    expect(await offlineOpenApiDocument()).toEqual(doc);
  });

  test('is rebuilt when the route table changes (a remounted section shows without a restart)', async () => {
    const before = server.routes.version;
    server.routes.add({ method: 'GET', path: '/api/openapi-probe/:code', object: 'session', action: 'read', summary: '探针', handler: () => {} });
    expect(server.routes.version).toBe(before + 1);
    const res = await server.request.get('/api/openapi.json');
    expect(res.body.paths['/api/openapi-probe/{code}'].get).toMatchObject({ summary: '探针', 'x-permission': { object: 'session', action: 'read' } });
    expect(Object.keys(res.body.paths).length).toBe(Object.keys(doc.paths).length + 1);
  });
});

describe('section operations', () => {
  const NOTICE = '/api/business/plt-notice';

  test('a create body carries the section\'s required fields, titles, limits and enums, and the server agrees with it', async () => {
    const body = operation('POST', `${NOTICE}/create`).requestBody.content['application/json'].schema;
    const create = resolve(body.$ref);
    expect(create.required).toEqual(['noticeType', 'type']);
    expect(create.properties.noticeType).toMatchObject({ type: 'string', description: '分类名字', minLength: 1, maxLength: 50 });
    expect(create.properties.status).toMatchObject({ type: 'integer', enum: [0, 1], description: '状态（0 禁用，1 启用）' });
    expect(create.properties.showInWidget.enum).toEqual([1, 0]);

    const valid = schemaChecker()(body);
    const good = { noticeType: '接口文档', type: '公告', status: 0 };
    expect(valid(good)).toBe(true);
    const created = await server.request.post(`${NOTICE}/create`).set(adminA).send(good);
    expect([created.status, created.body.code]).toEqual([200, 2000]);
    for (const [bad, msg] of [[{ noticeType: '缺类型' }, '请填写类型'], [{ ...good, noticeType: '坏状态', status: 5 }, '状态取值不正确']] as const) {
      expect(valid(bad)).toBe(false);
      const refused = await server.request.post(`${NOTICE}/create`).set(adminA).send(bad);
      expect([refused.status, refused.body.msg]).toEqual([400, msg]);
    }
  });

  test('the user section\'s create body comes from its file too (required fields, mobile pattern, no read-only fields)', () => {
    const create = resolve(operation('POST', '/api/admin/user/addUser').requestBody.content['application/json'].schema.$ref);
    expect(create.required).toEqual(['username', 'name', 'departId']);
    expect(create.properties.username.pattern).toBe('^1[3-9]\\d{9}$');
    expect(create.properties.isCompanyAdmin.enum).toEqual([0, 1]);
    expect(create.properties.departName).toBeUndefined();
  });

  test('an operation with a form (`fields`) documents only those fields, the section’s required ones among them required', () => {
    const profile = operation('POST', '/api/admin/user/setPersonalInfo').requestBody.content['application/json'].schema;
    expect(Object.keys(profile.properties)).toEqual(['name', 'sex', 'telPhone', 'qq', 'birthday', 'constellation', 'hobby', 'speciality', 'hometown', 'position']);
    expect(profile.required).toEqual(['name']);
    // Nothing else of the membership row: the form cannot make its caller an administrator.
    expect(profile.properties.isCompanyAdmin).toBeUndefined();
    const company = operation('POST', '/api/business/plt-company/update').requestBody.content['application/json'].schema;
    expect(company.properties.authenticationStatus).toBeUndefined();
    expect(company.required).toEqual(expect.arrayContaining(['companyName']));
  });

  test('an update with the id in the body requires it; createMany takes an array', () => {
    const update = operation('POST', `${NOTICE}/update`).requestBody.content['application/json'].schema;
    expect(update.allOf[1]).toMatchObject({ required: ['id'] });
    const check = schemaChecker()(update);
    expect(check({ id: 1, noticeType: '改名' })).toBe(true);
    expect(check({ noticeType: '改名' })).toBe(false);
    const addList = operation('POST', '/api/admin/depart/addList').requestBody.content['application/json'].schema;
    expect(addList).toMatchObject({ type: 'array', minItems: 1, items: { $ref: '#/components/schemas/departCreate' } });
  });

  test('a list declares page, limit, search and sort, and every documented sort is accepted', async () => {
    const list = operation('GET', `${NOTICE}/list`);
    const params = Object.fromEntries(list.parameters.map((p: any) => [p.name, p]));
    expect(Object.keys(params).sort()).toEqual(['limit', 'noticeType', 'page', 'sort']);
    expect(params.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });
    for (const p of Object.values<any>(params)) expect(p.in).toBe('query');
    for (const sort of params.sort.schema.enum) {
      const res = await server.request.get(`${NOTICE}/list`).query({ sort, page: 1, limit: 5 }).set(adminA);
      expect([sort, res.status]).toEqual([sort, 200]);
    }
    expect(params.sort.schema.enum).not.toContain('note');
    const refused = await server.request.get(`${NOTICE}/list`).query({ sort: 'note' }).set(adminA);
    expect(refused.status).toBe(400);
  });

  test('real answers match the documented envelopes (page, tree, record, count)', async () => {
    const check = schemaChecker();
    const tree = await server.request.get('/api/admin/depart/tree').set(adminA);
    const rootId = tree.body.data[0].id;
    const calls: [string, string][] = [
      [`${NOTICE}/list`, `${NOTICE}/list?page=1&limit=10`],
      ['/api/admin/depart/tree', '/api/admin/depart/tree'],
      ['/api/admin/depart/select/:id', `/api/admin/depart/select/${rootId}`],
      ['/api/admin/depart/selectDepartCount', '/api/admin/depart/selectDepartCount'],
      // An unpaged list in groups (`groups`): one array per declared key.
      ['/api/business/plt-server/findAll', '/api/business/plt-server/findAll'],
    ];
    for (const [path, url] of calls) {
      const res = await server.request.get(url).set(adminA);
      expect([url, res.status]).toEqual([url, 200]);
      const valid = check(operation('GET', path).responses['200'].content['application/json'].schema);
      expect([url, valid(res.body), valid.errors]).toEqual([url, true, null]);
    }
    const page = operation('GET', `${NOTICE}/list`).responses['200'].content['application/json'].schema;
    expect(page.properties.data.required).toEqual(['records', 'total']);
    const groups = operation('GET', '/api/business/plt-server/findAll').responses['200'].content['application/json'].schema;
    expect(groups.properties.data.required).toEqual(['serverListO', 'serverListT', 'serverListR', 'serverListF']);
  });

  test('the shared stock documents what its rows, list, consult and import answer (the typed client\'s types come from it)', async () => {
    const STOCK = '/api/business/plt-publishStock';
    const check = schemaChecker();
    const record = resolve('#/components/schemas/publishStockRecord');
    expect(record.required).toEqual(['id']);
    expect(Object.keys(record.properties)).toEqual(expect.arrayContaining(['id', 'brandName', 'retailPrice', 'companyName']));
    // The engine's columns of its model (crtTime, updTime, the user stamps), shared by every such row.
    expect(record.allOf).toEqual([{ $ref: '#/components/schemas/RowTimes' }, { $ref: '#/components/schemas/RowUserStamps' }]);
    expect(Object.keys(resolve(record.allOf[0].$ref).properties)).toEqual(['crtTime', 'updTime']);
    expect(record.properties.retailPrice.type).toEqual(['number', 'null']);

    const created = await server.request.post(`${STOCK}/create`).set(adminA).send({ brandName: 'SKF', goodsName: '深沟球轴承', specModel: '6204-2RS', itemNo: 'OPENAPI-6204', retailPrice: 12.5, availableQty: 3, qq: '12345' });
    expect([created.status, created.body.code]).toEqual([200, 2000]);
    const adminB = await server.auth('13900000001', server.tenants.B);
    const calls: [string, string, Record<string, string>][] = [
      [`${STOCK}/selectPage`, `${STOCK}/selectPage?page=1&limit=10&itemNoList=OPENAPI-6204`, adminB],
      [`${STOCK}/myPage`, `${STOCK}/myPage?page=1&limit=10`, adminA],
      [`${STOCK}/consult`, `${STOCK}/consult?id=${created.body.data.id}`, adminB],
    ];
    for (const [path, url, caller] of calls) {
      const res = await server.request.get(url).set(caller);
      expect([url, res.status]).toEqual([url, 200]);
      const valid = check(operation('GET', path).responses['200'].content['application/json'].schema);
      expect([url, valid(res.body), valid.errors]).toEqual([url, true, null]);
    }
    const page = await server.request.get(calls[0][1]).set(adminB);
    expect(page.body.data).toMatchObject({ total: 1, totals: { availableQty: 3 }, records: [{ id: created.body.data.id, retailPrice: 12.5, updTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }] });
    const selectData = operation('GET', `${STOCK}/selectPage`).responses['200'].content['application/json'].schema.properties.data;
    expect(selectData.properties.totals.properties.availableQty.type).toBe('number');
    const consult = operation('GET', `${STOCK}/consult`);
    expect(consult.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);

    const refusal = operation('POST', `${STOCK}/import`).responses['400'].content['application/json'].schema;
    const refused = check(refusal);
    expect(refused({ code: 400, msg: '第2行：请输入订货号（共 1 行有误，未导入任何数据）', data: { errors: [{ row: 2, field: 'itemNo', message: '请输入订货号' }] } })).toBe(true);
    expect(refused({ code: 400, msg: '导入文件只能是 xlsx 格式!', data: ['file'] })).toBe(true);
    const notXlsx = await server.request.post(`${STOCK}/import`).set(adminA).attach('file', Buffer.from('not a workbook'), 'stock.xlsx');
    expect([notXlsx.status, refused(notXlsx.body)]).toEqual([400, true]);
  });

  test('another company\'s id is a documented 404', async () => {
    const adminB = await server.auth('13900000001', server.tenants.B);
    const theirs = (await server.request.get('/api/admin/depart/tree').set(adminB)).body.data[0].id;
    const op = operation('GET', '/api/admin/depart/select/:id');
    expect(op.responses['404'].$ref).toBe('#/components/responses/NotFound');
    const res = await server.request.get(`/api/admin/depart/select/${theirs}`).set(adminA);
    expect(res.status).toBe(404);
    expect(schemaChecker()(resolve(op.responses['404'].$ref).content['application/json'].schema)(res.body)).toBe(true);
  });
});

describe('/api-docs', () => {
  test('answers an HTML page that loads the document, with assets served locally', async () => {
    const page = await server.request.get('/api-docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('data-url="/api/openapi.json"');
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.sort()).toEqual(['/api-docs/favicon-16x16.png', '/api-docs/favicon-32x32.png', '/api-docs/swagger-initializer.js', '/api-docs/swagger-ui-bundle.js', '/api-docs/swagger-ui.css']);
    const types: Record<string, RegExp> = { js: /javascript/, css: /text\/css/, png: /image\/png/ };
    for (const asset of assets) {
      const res = await server.request.get(asset).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect([asset, res.status, res.headers['content-type']]).toEqual([asset, 200, expect.stringMatching(types[asset.split('.').pop()!])]);
      expect([asset, (res.body as Buffer).length > 100]).toEqual([asset, true]);
    }
    const initializer = await server.request.get('/api-docs/swagger-initializer.js');
    expect(initializer.text).toContain('SwaggerUIBundle(');
    expect(initializer.text).not.toMatch(/https?:\/\//);
  });

  test('serves nothing else of the package and nothing outside it', async () => {
    for (const path of ['/api-docs/package.json', '/api-docs/index.html', '/api-docs/swagger-initializer.jsx', '/api-docs/..%2Fpackage.json', '/api-docs/toString', '/api-docs/%2e%2e']) {
      const res = await server.request.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
