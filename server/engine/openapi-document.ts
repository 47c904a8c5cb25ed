/**
 * The OpenAPI 3.1 document built from the live route table (GET /api/openapi.json, `npm run api:types`): each
 * route's parameters, answers, permission and tag.
 */
import path from 'node:path';
import type { DeclaredRoute } from '../http/route-table';
import { actionTitles, type OperationSpec, type SectionSpec } from './section-types';
import { operationMethods, operationUrl, rowsSectionOf, sectionOperations } from './section-routes';
import { envelope, rowColumnComponents, sectionComponents, type JsonSchema } from './openapi-schemas';
import { sectionOperationDoc, type SectionOperationDoc } from './openapi-section-operation';
import { badRequestWith, conflictAnswer, errorResponses, securitySchemes } from './openapi-responses';
import type { ResourceSpec } from './resource-types';

export interface OpenApiSource {
  routes: Iterable<DeclaredRoute>;
  sections: SectionSpec[];
  /** Model name → its declaration (`Database.specs`): the engine's columns a section's rows carry. */
  models: Record<string, ResourceSpec>;
  version: string;
}

interface BoundOperation {
  section: SectionSpec;
  doc: SectionOperationDoc;
  spec: OperationSpec;
}

/** Koa's `/select/:id` as OpenAPI's `/select/{id}`. */
export const openApiPath = (path: string) => path.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

/** "METHOD path" → the section operation bound there, as section-routes.ts mounts them. */
function sectionOperationIndex(sections: SectionSpec[]): Map<string, BoundOperation> {
  const index = new Map<string, BoundOperation>();
  for (const section of sections) {
    for (const [name, spec] of Object.entries(sectionOperations(section))) {
      // An operation reading another section's rows (`of`) is documented with that section's fields and filters.
      const bound = { section, spec, doc: sectionOperationDoc(rowsSectionOf(sections, section, spec), name, spec) };
      for (const method of operationMethods(spec)) index.set(`${method} ${operationUrl(section, spec)}`, bound);
    }
  }
  return index;
}

function permissionLine(route: DeclaredRoute, owner?: SectionSpec): string {
  const declared = `${route.object} / ${route.action}`;
  if (route.object === 'public') return `权限：公开，无需登录（${declared}）`;
  if (route.object === 'session') return `权限：任意已登录用户（${declared}）`;
  return `权限：${owner?.title ?? route.object} · ${actionTitles[route.action] ?? route.action}（${declared}）`;
}

/** The group a route is listed under: its section, else its menu, else the two path segments after `/api`. */
function tagOf(route: DeclaredRoute, owner?: SectionSpec): string {
  if (owner) return owner.title;
  if (route.menu) return route.menu;
  const segments = route.path.split('/').filter(Boolean);
  return segments[0] === 'api' && segments.length > 3 ? segments.slice(1, 3).join('/') : '页面与文档';
}

function summaryOf(route: DeclaredRoute, owner?: SectionSpec): string {
  if (route.summary) return route.summary;
  const menu = owner?.title ?? route.menu;
  if (route.operation) return menu ? `${menu} · ${route.operation}` : route.operation;
  return route.path.split('/').filter((s) => s && !/^[:*]/.test(s)).pop() ?? route.path;
}

function successResponse(route: DeclaredRoute, bound?: BoundOperation): JsonSchema {
  const mediaType = route.contentType ?? (route.path.startsWith('/api/') ? undefined : 'text/html');
  if (mediaType) return { description: '成功', content: { [mediaType]: {} } };
  if (bound && 'file' in bound.doc.answer) {
    return { description: `成功：${bound.doc.answer.file.includes('spreadsheet') ? 'xlsx ' : ''}文件`, content: { [bound.doc.answer.file]: { schema: { type: 'string', contentMediaType: bound.doc.answer.file } } } };
  }
  const data = bound ? ('data' in bound.doc.answer ? bound.doc.answer.data : {}) : route.openApi?.data ?? {};
  return { description: '成功（code 2000）', content: { 'application/json': { schema: envelope(data) } } };
}

function operationOf(route: DeclaredRoute, bound: BoundOperation | undefined, owner: SectionSpec | undefined): JsonSchema {
  const params = pathParams(route.path);
  const parameters = [
    ...params.map((name) => ({
      name, in: 'path', required: true,
      // The row id, or a `parent`'s id (userList/{departId}): integers; other path names are text.
      schema: bound && (name === 'id' || name === bound.spec.parent?.field) ? bound.doc.idSchema : { type: 'string' },
    })),
    ...(bound?.doc.query ?? route.openApi?.query ?? []),
  ];
  const envelopeApi = route.path.startsWith('/api/') && !route.contentType;
  const responses: JsonSchema = { '200': successResponse(route, bound) };
  const badRequestData = route.openApi?.badRequestData;
  if (envelopeApi) responses['400'] = badRequestData ? badRequestWith(badRequestData) : { $ref: '#/components/responses/BadRequest' };
  if (route.object !== 'public') responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (route.object !== 'public' && route.object !== 'session') responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (envelopeApi && (params.length || bound?.spec.idIn || bound?.spec.ids)) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (bound?.spec.transition?.conflict) responses['409'] = conflictAnswer(bound.spec.transition.conflict);
  Object.assign(responses, route.openApi?.responses);
  const body = bound?.doc.body ?? route.openApi?.body;
  return {
    tags: [tagOf(route, owner)],
    summary: summaryOf(route, owner),
    description: [bound ? `声明于 ${bound.section.area}/${path.basename(bound.section.file)}。` : '', permissionLine(route, owner)].filter(Boolean).join('\n\n'),
    ...(parameters.length ? { parameters } : {}),
    // A listed update may send everything in the query instead (setDepart?userIds&departId).
    ...(body ? { requestBody: { required: !bound?.spec.ids, content: { [bound?.doc.bodyType ?? 'application/json']: { schema: body } } } } : {}),
    responses,
    security: route.object === 'public' ? [] : [{ bearerAuth: [] }],
    'x-permission': { object: route.object, action: route.action },
  };
}

/** The OpenAPI 3.1 document of the routes as mounted, with section operations described from their files. */
export function buildOpenApiDocument(source: OpenApiSource): JsonSchema {
  const bound = sectionOperationIndex(source.sections);
  const sectionById = new Map(source.sections.map((section) => [section.id, section]));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  for (const route of source.routes) {
    const operation = bound.get(`${route.method} ${route.path}`);
    const owner = operation?.section ?? sectionById.get(route.object);
    const described = operationOf(route, operation, owner);
    tags.add((described.tags as string[])[0]);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = described;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '云商务平台 API',
      version: source.version,
      description: [
        '除文件与页面外，每个接口都回答 `{code, msg, data}`：成功时 code 为 2000；分页数据为 `{records, total}`（`page` 从 1 开始，`limit` 不超过 1000）；日期为 `YYYY-MM-DD HH:mm:ss`（北京时间）。',
        '出错时 HTTP 状态为 400（输入不正确，data 为字段列表）、401（未登录）、403（无权限）、404（不存在或属于其他企业）、409（状态不允许）、429（过于频繁），msg 为中文提示。',
        '登录：`POST /api/auth/oauth/token` 取得 access_token，放在 `Authorization: Bearer <token>` 中。每个接口的 `x-permission` 为所需的权限对象与动作。',
      ].join('\n\n'),
    },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.assign({}, rowColumnComponents, ...source.sections.map((section) => sectionComponents(section, source.models[section.model.resource ?? section.id]))),
      responses: errorResponses,
      securitySchemes,
    },
  };
}
