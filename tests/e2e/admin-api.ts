/** The demo administrator's and operator's API beside the page: what a test sets up or reads without clicking through another section. */

/** The administrator's bearer token through the real password grant. */
export async function adminToken(baseUrl: string): Promise<string> {
  const companies = await (await fetch(`${baseUrl}/api/admin/company/selectCompanyByUserName?userName=13800000001`)).json();
  const tenantId = companies.data.find((c: any) => c.companyName === '演示科技有限公司').tenantId;
  const res = await fetch(`${baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '13800000001', password: 'Demo@2026', tenantId: String(tenantId), grant_type: 'password' }).toString(),
  });
  return (await res.json()).access_token;
}

/** One call with the token; its `data`, or an error naming the call when the answer is not code 2000. */
export async function callApi(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 2000) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The demo platform operator's bearer token (tenant 0) through the real password grant. */
export async function operatorToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '18800000000', password: 'Demo@2026', tenantId: '0', grant_type: 'password' }).toString(),
  });
  return (await res.json()).access_token;
}
