import createClient from 'openapi-fetch';
import type { paths } from '@/shared/api-types.generated';
import { send, settle, toQuery, type Envelope } from './request';

/**
 * The typed client: openapi-fetch over the types generated from the server's OpenAPI document
 * (src/shared/api-types.generated.ts, `npm run api:types`), so paths, parameters, bodies and answers are checked by
 * the compiler. Calls travel as every call does (request.ts `send`: token, cookie, 30 s timeout; the same query
 * format) and `answer` checks them as `api` does.
 *
 *   const page = await answer(apiClient.GET('/api/business/plt-publishStock/myPage', { params: { query: { page: 1 } } }));
 */
export const apiClient = createClient<paths>({ fetch: send, querySerializer: toQuery });

/** `data` of a path's documented 200 answer, e.g. `AnswerData<'/api/business/plt-publishStock/myPage', 'get'>`. */
export type AnswerData<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : never;

type Call<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/**
 * A typed call's envelope (its documented 200 answer); else ApiError, after the server's message (not when `quiet`:
 * the caller shows it) and, after a 401, the login, as `api` does.
 */
export async function answer<T>(call: Call<T>, options: { quiet?: boolean } = {}): Promise<T> {
  const { data, error, response } = await call;
  return settle(response.status, (data ?? error) as Envelope | undefined, options.quiet) as T;
}
