import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';
import type { TableDefinition } from '../db/core-tables';
import type { FieldSpec, SectionSpec } from './section-types';

function columnFor(field: FieldSpec): ModelAttributeColumnOptions {
  const allowNull = true;
  const defaultValue = field.default;
  switch (field.type) {
    case 'integer':
      return { type: DataTypes.INTEGER, allowNull, defaultValue };
    case 'number':
      return { type: DataTypes.DOUBLE, allowNull, defaultValue };
    case 'boolean':
      return { type: DataTypes.BOOLEAN, allowNull, defaultValue };
    default:
      if (field.format === 'date-time') return { type: DataTypes.DATE, allowNull };
      if (field.format === 'text' || (field.maxLength ?? 255) > 1000) return { type: DataTypes.TEXT, allowNull };
      return { type: DataTypes.STRING(field.maxLength ?? 255), allowNull, defaultValue };
  }
}

/** The table a section file describes: its fields plus the columns every section row carries. */
export function tableForSection(section: SectionSpec): TableDefinition {
  const attributes: TableDefinition['attributes'] = {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  };
  if (section.model.tenant !== false) attributes.tenantId = { type: DataTypes.INTEGER, allowNull: false };
  for (const [name, field] of Object.entries(section.fields)) attributes[name] = columnFor(field);
  Object.assign(attributes, {
    crtTime: { type: DataTypes.DATE, allowNull: true },
    updTime: { type: DataTypes.DATE, allowNull: true },
    crtUserId: { type: DataTypes.INTEGER, allowNull: true },
    updUserId: { type: DataTypes.INTEGER, allowNull: true },
    updUserName: { type: DataTypes.STRING(50), allowNull: true },
  });
  if (section.model.softDelete) attributes.delTime = { type: DataTypes.DATE, allowNull: true };
  const indexes = section.model.tenant !== false ? [{ fields: ['tenantId'] }] : [];
  if (section.model.tree) indexes.push({ fields: section.model.tenant !== false ? ['tenantId', section.model.tree.parentField] : [section.model.tree.parentField] });
  return { table: section.model.table!, tenant: section.model.tenant !== false, attributes, indexes, timestamps: true };
}
