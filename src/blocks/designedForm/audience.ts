/** A designed form's audience (全员, departments, people) as the server stores it, and the tree of departments to pick from. */

export interface Audience {
  all: 0 | 1;
  departIds: number[];
  userIds: number[];
}

export const EMPTY_AUDIENCE: Audience = { all: 0, departIds: [], userIds: [] };

/** The stored audience read leniently (a draft may hold none). */
export function audienceOf(value: unknown): Audience {
  const raw = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof Audience, unknown>>;
  const ids = (list: unknown) => (Array.isArray(list) ? list.map(Number).filter((id) => Number.isInteger(id) && id > 0) : []);
  return { all: raw.all === 1 || raw.all === true ? 1 : 0, departIds: ids(raw.departIds), userIds: ids(raw.userIds) };
}

export const audienceEmpty = (audience: Audience) => !audience.all && !audience.departIds.length && !audience.userIds.length;

/** 全员, else 部门 N 个 · 人员 M 人. */
export function audienceText(audience: Audience): string {
  if (audience.all) return '全员';
  const parts = [audience.departIds.length && `部门${audience.departIds.length}个`, audience.userIds.length && `人员${audience.userIds.length}人`].filter(Boolean);
  return parts.length ? parts.join('、') : '未选择';
}

export interface DepartNode {
  id: number;
  name?: string;
  label?: string;
  children?: DepartNode[];
}

export interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

/** depart/tree's nodes as antd TreeSelect options. */
export const departOptions = (nodes: DepartNode[] | undefined): TreeOption[] =>
  (nodes ?? []).map((node) => ({ value: node.id, title: node.name ?? node.label ?? String(node.id), children: node.children?.length ? departOptions(node.children) : undefined }));
