import { api } from '@/services/request';

/** A member as the permission screens show it; `id` is the membership id. */
export interface Member {
  id: number;
  name: string;
  mobile: string;
  departName?: string | null;
  position?: string | null;
  isCompanyAdmin: number;
  isMainAccount?: number;
  appCount?: number;
}

export interface Role {
  id: number;
  name: string;
  description?: string | null;
  builtIn: number;
  /** 数据范围: the rows the role's grants reach (labels in schemas/admin/permission.json). */
  dataScope?: string;
  menuList: string[];
  menuInfo: string;
  userCount?: number;
}

export interface MenuOption {
  id: string;
  title: string;
  children?: MenuOption[];
}

/** A company app (userApp/selectAllApp): `appId` is the catalogue id the userApp calls take. */
export interface CompanyApp {
  id: number;
  appId: number;
  appName: string;
  logo?: string;
  status: number;
  expireDate?: string | null;
  useQty: number;
  seats: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

const ADMIN = '/api/admin';
type Query = Record<string, unknown>;

/** Spec doc 2 §7: selectCompanyAdmin, addCompanyAdmin, delCompanyAdmin/{id}; group …; userApp … */
export const permissionApi = {
  admins: () => api.get<Member[]>(`${ADMIN}/user/selectCompanyAdmin`),
  addAdmins: (userIds: number[]) => api.post(`${ADMIN}/user/addCompanyAdmin`, { userIds }),
  removeAdmin: (id: number) => api.delete(`${ADMIN}/user/delCompanyAdmin/${id}`),

  roles: (page: number, limit: number) => api.get<Page<Role>>(`${ADMIN}/group/list`, { page, limit }),
  addRole: (body: { name: string; description?: string; dataScope?: string }) => api.post(`${ADMIN}/group/addGroup`, body),
  updateRole: (body: { id: number; name: string; description?: string; dataScope?: string }) => api.post(`${ADMIN}/group/updateGroup`, body),
  menuOptions: () => api.get<MenuOption[]>(`${ADMIN}/group/menuList`),
  setRoleMenus: (groupId: number, menuList: string[]) => api.post(`${ADMIN}/group/insertGroupMenu`, { groupId, menuList }),
  deleteRole: (id: number) => api.delete(`${ADMIN}/group/${id}`),

  members: (query: Query) => api.get<Page<Member>>(`${ADMIN}/userApp/selectAllUser`, query),
  apps: (name?: string) => api.get<CompanyApp[]>(`${ADMIN}/userApp/selectAllApp`, { name }),
  usersOfApp: (appId: number, name?: string) => api.get<Member[]>(`${ADMIN}/userApp/selectUser/${appId}`, { name }),
  usersNotInApp: (appId: number, query: Query) => api.get<Page<Member>>(`${ADMIN}/userApp/selectUserByAppId/${appId}`, query),
  appsOfUser: (userId: number, name?: string) => api.get<CompanyApp[]>(`${ADMIN}/userApp/selectApp/${userId}`, { name }),
  appsNotOfUser: (userId: number) => api.get<CompanyApp[]>(`${ADMIN}/userApp/selectAppByUserId/${userId}`),
  addUsers: (appId: number, ids: number[]) => api.post(`${ADMIN}/userApp/addUser`, { appId, userDTOList: ids.map((id) => ({ id })) }),
  removeUsers: (appId: number, ids: number[]) => api.post(`${ADMIN}/userApp/delUser`, { appId, userDTOList: ids.map((id) => ({ id })) }),
  addApps: (userId: number, ids: number[]) => api.post(`${ADMIN}/userApp/addApp`, { userId, appDTOList: ids.map((id) => ({ id })) }),
  removeApps: (userId: number, ids: number[]) => api.post(`${ADMIN}/userApp/delApp`, { userId, appDTOList: ids.map((id) => ({ id })) }),
};

/** Spec texts (doc 2 §5, §8). */
export const TEXT = {
  addNone: '请选择您要添加数据!',
  removeNone: '请选择你要移除的数据!',
  removeConfirm: '您正在执行移除操作, 是否继续?',
  deleteConfirm: '您正在执删除操作, 是否继续?',
};

export const APP_STATUS: Record<number, { text: string; color: string }> = {
  2: { text: '使用中', color: 'success' },
  3: { text: '已过期', color: 'warning' },
  4: { text: '已停用', color: 'default' },
};
