import type { AppUnderTest } from './app-under-test';
import { bigCompanyUserList } from './user-list-target';

/** One URL to load, with what it must reach. */
export interface Target {
  name: string;
  /** Absolute URL (the base is filled in by the builder). */
  url: string;
  headers?: Record<string, string>;
  /** Minimum requests/s as a share of the bare-Koa ceiling, e.g. 0.5 for 50 %. */
  minRatio: number;
  /** Maximum p99 latency in ms. */
  maxP99Ms: number;
}

export const P99_AIM_MS = 50;

/**
 * Adds targets to the run. A builder gets the booted, seeded app and may seed more data first
 * (e.g. a company with 10,000 members) before returning the targets that exercise it.
 */
export type TargetBuilder = (app: AppUnderTest) => Promise<Target[]>;

const DEMO_COMPANY = '演示科技有限公司';
const DEMO_ADMIN = '13800000001';

/** The demo company's administrator: header info and the department list and tree. */
const demoAdminTargets: TargetBuilder = async (app) => {
  const headers = { Authorization: `Bearer ${await app.login(DEMO_ADMIN, DEMO_COMPANY)}` };
  return [
    { name: 'GET /api/admin/user/front/info', url: `${app.url}/api/admin/user/front/info`, headers, minRatio: 0.5, maxP99Ms: P99_AIM_MS },
    { name: 'GET /api/admin/depart/departList?page=1&limit=10', url: `${app.url}/api/admin/depart/departList?page=1&limit=10`, headers, minRatio: 0.25, maxP99Ms: P99_AIM_MS },
    { name: 'GET /api/admin/depart/tree', url: `${app.url}/api/admin/depart/tree`, headers, minRatio: 0.25, maxP99Ms: P99_AIM_MS },
  ];
};

/**
 * The hook for later issues: append a builder here (e.g. one that seeds a company with 10,000 members
 * and returns its user list) and `npm run bench` loads its targets after these, in order.
 */
export const TARGET_BUILDERS: TargetBuilder[] = [demoAdminTargets, bigCompanyUserList];

export async function buildTargets(app: AppUnderTest): Promise<Target[]> {
  const targets: Target[] = [];
  for (const build of TARGET_BUILDERS) targets.push(...(await build(app)));
  return targets;
}
