/**
 * The Sequelize models defined from the resource and section files, with their relations and the data layer's
 * hooks (tenant scope, platform ownership, user stamps).
 */
import type { ModelStatic, Sequelize } from 'sequelize';
import type { TableDefinition } from './table-definition';
import { applyTenantScope, type TenantKey } from './tenant-scope';
import { casbinDomainKey } from '../permissions/policy-adapter';
import { applyUserStamps } from './user-stamps';
import { applyPlatformOwnership } from './platform-owned';
import { tableForResource } from '../engine/resource-table';
import type { ResourceSpec } from '../engine/resource-types';
import type { SectionSpec } from '../engine/section-types';

export type AnyModel = ModelStatic<any>;

/** Tenant keys a resource can name in `tenantKey` beside a plain column. */
const TENANT_KEYS: Record<string, TenantKey> = { casbinDomain: casbinDomainKey };

export interface Database {
  sequelize: Sequelize;
  /** Every declared model by name (resource files by their name, inline section models by section id). */
  models: Record<string, AnyModel>;
  /** Section id → the model its rows live in. */
  sections: Record<string, AnyModel>;
  /** Model name → its table. */
  tables: Record<string, TableDefinition>;
  /** Model name → its declaration. */
  specs: Record<string, ResourceSpec>;
}

function defineModel(sequelize: Sequelize, spec: ResourceSpec, definition: TableDefinition): AnyModel {
  const { timestamps, paranoid = false } = definition;
  const model = sequelize.define(spec.name, definition.attributes, {
    tableName: definition.table,
    timestamps: Boolean(timestamps) || paranoid,
    createdAt: timestamps ? 'crtTime' : false,
    updatedAt: timestamps === true ? 'updTime' : false,
    deletedAt: paranoid ? 'delTime' : undefined,
    paranoid,
    indexes: definition.indexes,
  });
  if (definition.tenant) applyTenantScope(model, definition.sharedRead ? { sharedRead: definition.sharedRead } : {});
  else if (spec.tenantKey) applyTenantScope(model, TENANT_KEYS[spec.tenantKey] ? { key: TENANT_KEYS[spec.tenantKey] } : { column: spec.tenantKey });
  if (definition.platformOwned) applyPlatformOwnership(model);
  if (spec.userStamps) applyUserStamps(model);
  return model;
}

/** Relations declared as fields become Sequelize associations (no database constraints: the engine checks). */
function associate(models: Record<string, AnyModel>, spec: ResourceSpec) {
  const model = models[spec.name];
  for (const [name, field] of Object.entries(spec.fields)) {
    const target = field.target ? models[field.target] : undefined;
    if (!target) continue;
    if (field.type === 'belongsTo') model.belongsTo(target, { foreignKey: name, as: field.as ?? name.replace(/Id$/, ''), constraints: false });
    if (field.type === 'hasMany') model.hasMany(target, { foreignKey: field.foreignKey!, as: name, constraints: false });
    if (field.type === 'belongsToMany') {
      model.belongsToMany(target, { through: { model: models[field.through!], unique: false }, foreignKey: field.foreignKey!, otherKey: field.otherKey!, as: name, constraints: false, ...(field.sourceKey ? { sourceKey: field.sourceKey } : {}), ...(field.targetKey ? { targetKey: field.targetKey } : {}) });
    }
  }
}

/** Defines one model per declared resource (resource files and sections' inline models) and their relations. */
export function defineModels(sequelize: Sequelize, specs: ResourceSpec[], sectionSpecs: SectionSpec[]): Database {
  const models: Record<string, AnyModel> = {};
  const tables: Record<string, TableDefinition> = {};
  for (const spec of specs) {
    tables[spec.name] = tableForResource(spec);
    models[spec.name] = defineModel(sequelize, spec, tables[spec.name]);
  }
  for (const spec of specs) associate(models, spec);
  const sections: Record<string, AnyModel> = {};
  for (const section of sectionSpecs) sections[section.id] = models[section.model.resource ?? section.id];
  return { sequelize, models, sections, tables, specs: Object.fromEntries(specs.map((spec) => [spec.name, spec])) };
}
