/**
 * Model hooks that drop a section's cached reads (section-read-cache.ts) whenever a model it reads is written,
 * at once and again at commit.
 */
import type { Model } from 'sequelize';
import type { Database } from '../db/database';
import type { SectionSpec } from '../engine/section-types';
import { currentTenantId } from '../context/request-context';
import { afterCommit, currentTransaction } from '../context/transaction-context';
import type { SectionReadCache } from './section-read-cache';

const INSTANCE_HOOKS = ['afterCreate', 'afterUpdate', 'afterDestroy', 'afterRestore', 'afterUpsert'] as const;
const BULK_HOOKS = ['afterBulkCreate', 'afterBulkUpdate', 'afterBulkDestroy', 'afterBulkRestore'] as const;

/**
 * A section's cached reads are dropped by any write to the model its rows live in, wherever the write comes
 * from (its own routes, another module, the operation-log middleware): at once, and again when the write's
 * transaction commits, so a read that raced the transaction is not kept. A write with no company in context
 * and no row to name one drops the section's entries of every company. The models a section reads beside its own
 * (`model.readsFrom`: role names, department names, …) drop its entries the same way.
 */
export function invalidateOnWrites(db: Database, sections: SectionSpec[], cache: SectionReadCache): void {
  const byModel = new Map<string, string[]>();
  for (const section of sections) {
    const model = db.sections[section.id];
    const names = [...(model ? [model.name] : []), ...(section.model.readsFrom ?? [])];
    for (const name of new Set(names)) byModel.set(name, [...(byModel.get(name) ?? []), section.id]);
  }
  for (const [name, sectionIds] of byModel) {
    const drop = (tenantId: number | undefined) => {
      const run = () => sectionIds.forEach((id) => (tenantId ? cache.invalidate(id, tenantId) : cache.invalidateAll(id)));
      run();
      if (currentTransaction(db.sequelize)) afterCommit(run, db.sequelize);
    };
    const model = db.models[name];
    if (!model) continue;
    for (const hook of INSTANCE_HOOKS) {
      model.addHook(hook, (instance: Model | Model[]) => {
        const row = Array.isArray(instance) ? instance[0] : instance;
        drop(Number(row?.get?.('tenantId')) || currentTenantId());
      });
    }
    for (const hook of BULK_HOOKS) model.addHook(hook, () => drop(currentTenantId()));
  }
}
