import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { boot } from '../server/boot';
import { seedDemo } from '../seeds/load';

export const DEMO_PASSWORD = 'Demo@2026';

export type AppUnderTest = Awaited<ReturnType<typeof startApp>>;

async function getJson(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * The real app as production boots it (default config, SQLite) on a fresh temp DATA_DIR, seeded with the
 * demo companies and listening on loopback. `login` goes through the real OAuth password grant.
 */
export async function startApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const server = await boot({ dataDir, databaseUrl: undefined });
  await seedDemo(server.services);
  const httpServer = http.createServer(server.app.callback());
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  /** The tenant id of a company the mobile belongs to, as the login page asks for it. */
  async function tenantOf(mobile: string, companyName: string): Promise<number> {
    const body = await getJson(`${url}/api/admin/company/selectCompanyByUserName?userName=${mobile}`);
    const found = (body.data ?? []).find((c: any) => c.companyName === companyName);
    if (!found) throw new Error(`${mobile} is not a member of ${companyName}: ${JSON.stringify(body)}`);
    return found.tenantId;
  }

  /** A bearer token for a member of a company, from POST /api/auth/oauth/token. */
  async function login(mobile: string, companyName: string, password = DEMO_PASSWORD): Promise<string> {
    const tenantId = await tenantOf(mobile, companyName);
    const body = await getJson(`${url}/api/auth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: mobile, password, tenantId: String(tenantId), grant_type: 'password' }).toString(),
    });
    if (!body.access_token) throw new Error(`login ${mobile} gave no token: ${JSON.stringify(body)}`);
    return body.access_token as string;
  }

  return {
    url,
    services: server.services,
    login,
    tenantOf,
    close: async () => {
      // autocannon drops its sockets when a run ends; let handlers still running finish before the database closes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await new Promise((resolve) => httpServer.close(resolve));
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
