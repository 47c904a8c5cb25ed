/**
 * The help center's reads for a server-side renderer (the public /applicationHelpCenter and /helpDocument pages):
 * called with `services`, no HTTP, answering plain JSON. Each runs the very operation its public route serves
 * (schemas/platform/helpTitle.json, helpVideo.json: `readBy: anyone`) — the section's handler as mountSection binds
 * it, with the same where (published rows), hooks, search and wire — so there is one data path; a refusal is the
 * route's HttpError (its status and Chinese message: 400 请输入关键字, 404 帮助文档不存在).
 */
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteDeclaration, RouteTable } from '../../http/route-table';
import type { SearchAnswer } from '../../engine/full-text-search';
import { mountSection } from '../../engine/section-routes';
import { runWithContext } from '../../context/request-context';
import { hooksFor } from '../section-hooks-registry';

type Query = Record<string, string | number | undefined>;
type Handler = RouteDeclaration['handler'];

const TITLE = '/api/business/plt-help-center-title';
const VIDEO = '/api/business/plt-help-center-video';

/** The public operations' handlers by path, bound once per set of sections (a schema reload makes a new set). */
const bound = new WeakMap<object, Map<string, Handler>>();

function publicHandlers(services: Services): Map<string, Handler> {
  const known = bound.get(services.sections);
  if (known) return known;
  const handlers = new Map<string, Handler>();
  // Collects what mountSection declares instead of serving it: only the routes anyone may call.
  const collector = { add: (route: RouteDeclaration) => route.object === 'public' && handlers.set(route.path, route.handler) } as unknown as RouteTable;
  for (const id of ['helpTitle', 'helpVideo']) {
    const section = services.sections.find((candidate) => candidate.id === id);
    if (!section) throw new Error(`help-reads: no section ${id}`);
    mountSection(collector, services, section, hooksFor(id), hooksFor);
  }
  bound.set(services.sections, handlers);
  return handlers;
}

/** Runs a public operation as its route does for an anonymous caller (no rate limit: the renderer is the server); answers its `data`. */
async function read<T>(services: Services, path: string, query: Query): Promise<T> {
  const handler = publicHandlers(services).get(path);
  if (!handler) throw new Error(`help-reads: no public route ${path}`);
  const values = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
  const ctx = { query: values, querystring: new URLSearchParams(values).toString(), params: {}, state: {}, request: { body: undefined } } as unknown as Context;
  await runWithContext({}, async () => handler(ctx));
  // A cached read is kept and sent as its JSON text.
  const body = (typeof ctx.body === 'string' ? JSON.parse(ctx.body) : ctx.body) as { data: T };
  return body.data;
}

/** searchKeywords: `type` 2 all, 0 documents, 1 videos; `{rows (with snippet and nameHighlight), records, counts}`. */
export const searchHelp = (services: Services, query: { keywords: string; type?: number; page?: number; limit?: number; application?: string; category?: string }) =>
  read<SearchAnswer>(services, `${TITLE}/searchKeywords`, query);

/** selectAll: the tree of published documents (id, name, parentId, helpType, sort, children). */
export const helpTree = (services: Services) => read<Record<string, unknown>[]>(services, `${TITLE}/selectAll`, {});

/** selectPublicById: one published document with its sanitised content. */
export const helpDocument = (services: Services, id: number | string) => read<Record<string, unknown>>(services, `${TITLE}/selectPublicById`, { id });

/** selectList: a page `{records, total}` of published videos, filtered by product (application) and category. */
export const helpVideos = (services: Services, query: { application?: string; category?: string; page?: number; limit?: number }) =>
  read<{ records: Record<string, unknown>[]; total: number }>(services, `${VIDEO}/selectList`, query);

/** The video filters' choices (products and categories, value and label) as the fields declare them. */
export function helpFacets(services: Services) {
  const section = services.sections.find((candidate) => candidate.id === 'helpVideo');
  const choices = (field: string) => {
    const spec = section?.fields[field];
    return (spec?.enum ?? []).map((value, i) => ({ value, label: spec?.enumNames?.[i] ?? String(value) }));
  };
  return { products: choices('application'), categories: choices('category') };
}
