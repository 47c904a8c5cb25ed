/**
 * The Casbin enforcers the guard asks (policies/model.conf, baseline.csv): one per tenant with that tenant's
 * rules, reloaded when its policy version changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { newEnforcer, newModelFromString, type Enforcer } from 'casbin';
import type { Database } from '../db/database';
import { TenantPolicyAdapter } from './policy-adapter';
import { rowGrantOf, type RowGrant } from './row-grant';
import { PROJECT_ROOT } from '../project-root';

const POLICIES_DIR = path.join(PROJECT_ROOT, 'policies');
const modelText = fs.readFileSync(path.join(POLICIES_DIR, 'model.conf'), 'utf8');
const baseline = fs
  .readFileSync(path.join(POLICIES_DIR, 'baseline.csv'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(',').map((part) => part.trim()));

interface Entry {
  enforcer: Enforcer;
  version: number;
  checkedAt: number;
}

/**
 * One Casbin enforcer per tenant, loaded with that tenant's rules only (a single global enforcer slows
 * linearly with policy count). An enforcer is reused until the tenant's policy version changes; this
 * process bumps it on its own writes and re-reads it from the database every `cacheSeconds`.
 */
export class EnforcerCache {
  private entries = new Map<number, Entry>();
  private loading = new Map<number, Promise<Entry>>();
  private adapter: TenantPolicyAdapter;

  constructor(private db: Database, private cacheSeconds: number) {
    this.adapter = new TenantPolicyAdapter(db.models.CasbinRule);
  }

  private async readVersion(tenantId: number): Promise<number> {
    // sys_policy_version is not tenant-scoped: versions are read for any domain, the platform's (0) included.
    const row = await this.db.models.PolicyVersion.findByPk(tenantId, { raw: true });
    return (row as any)?.version ?? 0;
  }

  private async load(tenantId: number): Promise<Entry> {
    const version = await this.readVersion(tenantId);
    const enforcer = await newEnforcer(newModelFromString(modelText));
    enforcer.setAdapter(this.adapter);
    enforcer.enableAutoSave(false);
    await enforcer.loadFilteredPolicy({ tenantId });
    for (const [ptype, ...rule] of baseline) {
      if (ptype === 'p') await enforcer.addPolicy(...rule);
    }
    const entry = { enforcer, version, checkedAt: Date.now() };
    this.entries.set(tenantId, entry);
    return entry;
  }

  async forTenant(tenantId: number): Promise<Enforcer> {
    const entry = this.entries.get(tenantId);
    if (entry) {
      if (Date.now() - entry.checkedAt < this.cacheSeconds * 1000) return entry.enforcer;
      const version = await this.readVersion(tenantId);
      if (version === entry.version) {
        entry.checkedAt = Date.now();
        return entry.enforcer;
      }
    }
    let pending = this.loading.get(tenantId);
    if (!pending) {
      pending = this.load(tenantId).finally(() => this.loading.delete(tenantId));
      this.loading.set(tenantId, pending);
    }
    return (await pending).enforcer;
  }

  async can(tenantId: number, accountId: number, object: string, action: string): Promise<boolean> {
    const enforcer = await this.forTenant(tenantId);
    return enforcer.enforceSync(`user:${accountId}`, String(tenantId), object, action);
  }

  /** The row scope and field whitelist of an allowed action (see row-grant.ts). */
  async rowGrant(tenantId: number, accountId: number, object: string, action: string): Promise<RowGrant> {
    return rowGrantOf(await this.forTenant(tenantId), accountId, String(tenantId), object, action);
  }

  invalidate(tenantId: number): void {
    this.entries.delete(tenantId);
  }
}
