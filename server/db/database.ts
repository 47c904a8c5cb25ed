import type { ModelStatic, Sequelize } from 'sequelize';
import { coreTables, type TableDefinition } from './core-tables';
import { applyTenantScope } from './tenant-scope';
import { tableForSection } from '../engine/section-model';
import type { SectionSpec } from '../engine/section-types';

export type AnyModel = ModelStatic<any>;

export interface Database {
  sequelize: Sequelize;
  models: Record<string, AnyModel>;
  /** Section id → its model. */
  sections: Record<string, AnyModel>;
  tables: Record<string, TableDefinition>;
}

function defineModel(sequelize: Sequelize, name: string, definition: TableDefinition, paranoid = false): AnyModel {
  const model = sequelize.define(name, definition.attributes, {
    tableName: definition.table,
    timestamps: Boolean(definition.timestamps) || paranoid,
    createdAt: definition.timestamps ? 'crtTime' : false,
    updatedAt: definition.timestamps ? 'updTime' : false,
    deletedAt: paranoid ? 'delTime' : undefined,
    paranoid,
    indexes: definition.indexes,
  });
  if (definition.tenant) applyTenantScope(model);
  return model;
}

/** Defines the core models and one model per section file. */
export function defineModels(sequelize: Sequelize, sectionSpecs: SectionSpec[]): Database {
  const models: Record<string, AnyModel> = {};
  const tables: Record<string, TableDefinition> = { ...coreTables };
  for (const [name, definition] of Object.entries(coreTables)) models[name] = defineModel(sequelize, name, definition);
  const sections: Record<string, AnyModel> = {};
  for (const section of sectionSpecs) {
    if (section.model.custom) continue;
    const definition = tableForSection(section);
    tables[`section:${section.id}`] = definition;
    sections[section.id] = defineModel(sequelize, `section_${section.id}`, definition, Boolean(section.model.softDelete));
  }
  return { sequelize, models, sections, tables };
}
