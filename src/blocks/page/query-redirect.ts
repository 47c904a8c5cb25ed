/**
 * A page file's `redirects` (schemas/_meta/page.schema.json): the first query parameter the page names that the
 * address carries sends the visitor to its route, `{name}` filled with the parameter's value, URL-encoded.
 */
export function queryRedirect(redirects: Record<string, string> | undefined, query: URLSearchParams): string | undefined {
  for (const [name, route] of Object.entries(redirects ?? {})) {
    const value = query.get(name);
    if (value) return route.split(`{${name}}`).join(encodeURIComponent(value));
  }
  return undefined;
}
