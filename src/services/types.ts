/** Shapes shared by the runtime config (src/app.tsx), the layouts and the auth pages. */

/** GET /api/admin/user/front/info (api-contract.md). */
export interface CurrentUser {
  /** The signed-in account (personal settings name it). */
  id: number | string;
  accountId?: number | string;
  /** The member id in the company: how notices, schedules and pickers name people (user/selectPage's id). */
  memberId?: number | string;
  name: string;
  photo?: string;
  logo?: string;
  companyName?: string;
  /** 0 (or '0') shows the system management entry; 1 hides it (spec doc 1 §6). */
  isSysManager?: number | string;
  newsQty?: number;
  tenantId?: number | string;
  /** 1 for a platform operator (the platform domain): the header shows the operator console only. */
  isOperator?: number;
  mobile?: string;
  departName?: string;
  /** The session's invalid flag: 1 when the company's trial or subscription has expired (the expiry reminder). */
  invalid?: number;
}

/** One node of GET /api/admin/user/front/menus. */
export interface MenuItem {
  key: string;
  title: string;
  icon?: string;
  /** Set when the entry is rendered by the schema engine (GET /api/schemas/<section>). */
  section?: string;
  /** Set when the entry opens a page file of the area beside the menu (GET /api/pages/<page>). */
  page?: string;
  /** On an area's root: the web route of the area's page (schemas/<area>/area.json). */
  route?: string;
  children?: MenuItem[];
}

/** What getInitialState() in src/app.tsx resolves to. */
export interface InitialState {
  currentUser?: CurrentUser;
  menus?: MenuItem[];
}

/** GET /api/admin/company/selectCompanyByUserName — one tenant the mobile belongs to. */
export interface TenantOption {
  tenantId: number | string;
  companyName: string;
}
