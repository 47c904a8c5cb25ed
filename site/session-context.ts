/**
 * The signed-in visitor as the site's header shows them. The server renders every page anonymous (one HTML for
 * everyone, cacheable); the hydrating script (site/client.tsx) reads the console's session and fills this in.
 */
import { createContext } from 'react';

export interface SiteUser {
  name: string;
  photo?: string;
  /** 1 for a platform operator: 工作台 opens the operator console. */
  isOperator?: number;
}

export interface SiteSession {
  user?: SiteUser;
  logout?: () => void;
}

export const SiteSessionContext = createContext<SiteSession>({});
