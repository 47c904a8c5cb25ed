import { useCallback, useEffect, useState } from 'react';
import type { SectionSchema } from '@/components/SchemaPage';
import { api, request } from '@/services/request';

/** A row of 用户管理 (`id` is the membership id, unique per company). */
export interface UserRow {
  id: number;
  accountId: number;
  name: string;
  username: string;
  mobilePhone: string;
  no: string | null;
  position: string | null;
  departId: number | null;
  departName: string | null;
  isCompanyAdmin: number;
  isMainAccount: number;
  groupList: number[];
  groupNames: string;
  crtTime: string | null;
  removedAt?: string | null;
  removedBy?: string | null;
}

export interface DepartNode {
  id: number;
  name: string;
  parentId: number;
  children?: DepartNode[];
}

export interface RoleOption {
  id: number;
  name: string;
  description?: string | null;
}

export interface UserCount {
  count: number;
  delCount: number;
  authorizationNumber: number;
}

export { MOBILE, MOBILE_WRONG, remainingSeats } from './rules';

/** The section's calls, by the operation urls the server served (operations the caller may not use are absent). */
export function userCalls(schema: SectionSchema) {
  const url = (name: string) => {
    const operation = schema.operations[name];
    if (!operation) throw new Error(`未配置操作: ${name}`);
    return operation.url;
  };
  return {
    can: (name: string) => Boolean(schema.operations[name]),
    url,
    count: () => api.get<UserCount>(url('count')).then((res) => res.data),
    departTree: () => api.get<DepartNode[]>(url('departTree')).then((res) => res.data ?? []),
    roles: () => api.get<RoleOption[]>(url('groupOptions')).then((res) => res.data ?? []),
    add: (body: Record<string, unknown>) => api.post<UserRow>(url('create'), body),
    update: (body: Record<string, unknown>) => api.put<UserRow>(url('update'), body),
    setDepart: (userIds: number[], departId: number) => request('PUT', url('setDepart'), { params: { userIds: userIds.join(','), departId } }),
    checkUsername: (username: string) =>
      api.get<{ exists: boolean; member: boolean; removed: boolean }>(url('checkUsername'), { username }, { quiet: true }),
    checkUsernameAndName: (username: string, name: string) => api.get(url('checkUsernameAndName'), { username, name }, { quiet: true }),
  };
}

export type UserCalls = ReturnType<typeof userCalls>;

/** Loads once (and again on `reload`) a list the page's forms share: the department tree, the roles. */
export function useLoaded<T>(load: () => Promise<T>, empty: T): [T, () => void] {
  const [value, setValue] = useState<T>(empty);
  const reload = useCallback(() => {
    load()
      .then(setValue)
      .catch(() => undefined);
  }, [load]);
  useEffect(reload, [reload]);
  return [value, reload];
}

/** antd TreeSelect/Tree data from the department tree. */
export function treeSelectData(nodes: DepartNode[]): { value: number; key: number; title: string; children?: any[] }[] {
  return nodes.map((node) => ({
    value: node.id,
    key: node.id,
    title: node.name,
    ...(node.children?.length ? { children: treeSelectData(node.children) } : {}),
  }));
}
