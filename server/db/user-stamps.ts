import type { Model, ModelStatic } from 'sequelize';
import { currentActor } from '../context/request-context';

/**
 * Who created and last changed a row, from the acting user of the request: every write of a model with
 * `userStamps` gets it, so no handler sets crtUserId/updUserName by hand. Work with no actor (seeding,
 * platform jobs) leaves the stamps as they are.
 */
export function applyUserStamps(model: ModelStatic<any>): void {
  const stampCreate = (instance: Model) => {
    const actor = currentActor();
    if (!actor) return;
    if (instance.get('crtUserId') == null) instance.set('crtUserId', actor.accountId);
    if (instance.get('crtUserName') == null) instance.set('crtUserName', actor.name);
    instance.set('updUserId', actor.accountId);
    instance.set('updUserName', actor.name);
  };
  model.addHook('beforeCreate', stampCreate);
  model.addHook('beforeBulkCreate', (instances: Model[]) => instances.forEach(stampCreate));
  model.addHook('beforeUpdate', (instance: Model) => {
    const actor = currentActor();
    if (!actor) return;
    instance.set('updUserId', actor.accountId);
    instance.set('updUserName', actor.name);
  });
  model.addHook('beforeBulkUpdate', (options: any) => {
    const actor = currentActor();
    if (!actor) return;
    options.attributes = { ...options.attributes, updUserId: actor.accountId, updUserName: actor.name };
    if (options.fields) options.fields = [...new Set([...options.fields, 'updUserId', 'updUserName'])];
  });
}
