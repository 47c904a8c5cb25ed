/**
 * The public pages' script (bundled by config/site-bundle.ts, ~50 KB gzip): hydrates the server's HTML from the
 * data embedded beside it, and tells the header who is signed in — the console's session cookie, its front/info.
 */
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { clearSession, getToken, isPlatformSession } from '../src/services/session';
import SitePage from './SitePage';
import { SiteSessionContext, type SiteSession } from './session-context';
import type { SiteData } from './site-data';

async function signedInUser(): Promise<SiteSession['user']> {
  const token = getToken();
  if (!token) return undefined;
  const source = isPlatformSession() ? '/api/platform/front/info' : '/api/admin/user/front/info';
  const response = await fetch(source, { headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
  if (!response.ok) return undefined;
  const reply = await response.json();
  return reply?.data?.name ? { name: reply.data.name, photo: reply.data.photo || undefined, isOperator: reply.data.isOperator } : undefined;
}

async function logout() {
  const token = getToken();
  if (token) await fetch(`/api/auth/oauth/token?access_token=${encodeURIComponent(token)}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  clearSession();
  window.location.assign('/');
}

function Site({ data }: { data: SiteData }) {
  const [session, setSession] = useState<SiteSession>({});
  useEffect(() => {
    signedInUser()
      .then((user) => user && setSession({ user, logout: () => void logout() }))
      .catch(() => undefined);
  }, []);
  return (
    <SiteSessionContext.Provider value={session}>
      <SitePage data={data} />
    </SiteSessionContext.Provider>
  );
}

const holder = document.getElementById('site-data');
const root = document.getElementById('site');
if (holder && root) hydrateRoot(root, <Site data={JSON.parse(holder.textContent ?? '{}') as SiteData} />);
