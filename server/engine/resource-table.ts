/**
 * The table a resource or section model declares: a column per field (money as fen, text as MEDIUMTEXT on
 * MySQL), the engine's columns from its flags, and its indexes.
 */
import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';
import type { TableDefinition, TableIndex } from '../db/table-definition';
import type { ResourceSpec } from './resource-types';
import { hasColumn, type FieldSpec } from './section-types';

const isIntegerList = (values: unknown[]) => values.every((v) => Number.isInteger(v));

/** The column type of a field (relations other than belongsTo have none). */
function columnType(field: FieldSpec) {
  // A list field's comma list (list-values.ts); a long one is a MEDIUMTEXT on MySQL like a text field.
  if (field.multiple) return (field.maxLength ?? 255) > 1000 ? DataTypes.TEXT('medium') : DataTypes.STRING(field.maxLength ?? 255);
  switch (field.type) {
    case 'integer':
    case 'belongsTo':
      return DataTypes.INTEGER;
    case 'number':
      return DataTypes.DOUBLE;
    case 'boolean':
      return DataTypes.BOOLEAN;
    case 'money':
      return DataTypes.BIGINT; // fen
    case 'enum':
      return isIntegerList(field.enum ?? []) ? DataTypes.INTEGER : DataTypes.STRING(Math.max(20, ...(field.enum ?? []).map((v) => String(v).length)));
    case 'date':
      return DataTypes.DATEONLY;
    case 'datetime':
      return DataTypes.DATE;
    case 'json':
      return DataTypes.JSON;
    case 'text':
      // MEDIUMTEXT on MySQL (TEXT holds 64 KB: a long body would fail there as a 500); SQLite has one TEXT.
      return DataTypes.TEXT('medium');
    case 'region':
      return DataTypes.STRING(100);
    case 'file':
    case 'image':
      return DataTypes.STRING(255);
    default:
      if (field.format === 'date-time') return DataTypes.DATE;
      if (field.format === 'text' || (field.maxLength ?? 255) > 1000) return DataTypes.TEXT;
      return DataTypes.STRING(field.maxLength ?? 255);
  }
}

function column(field: FieldSpec, required: boolean): ModelAttributeColumnOptions {
  const type = columnType(field);
  const plain = type === DataTypes.TEXT || type instanceof (DataTypes.TEXT as any) || type === DataTypes.JSON || type === DataTypes.DATE;
  return { type, allowNull: !required, ...(field.default !== undefined && !plain ? { defaultValue: field.default } : {}) };
}

const nullable = (type: any) => ({ type, allowNull: true });

/** Unique indexes declared on fields: per company for company-owned rows. */
export function fieldUniqueIndexes(resource: ResourceSpec) {
  const scoped = resource.tenant === true;
  return Object.entries(resource.fields)
    .filter(([, field]) => field.unique)
    .map(([name, field]) => ({
      fields: scoped ? ['tenantId', name] : [name],
      unique: true,
      message: typeof field.unique === 'string' ? field.unique : field.messages?.unique ?? `${field.title}已存在`,
    }));
}

const isText = (field: FieldSpec | undefined) => Boolean(field) && (field!.type === undefined || field!.type === 'string') && field!.format === undefined;

/** An index as the table holds it: a unique one names the text column renamed when old rows already clash. */
function tableIndex(resource: ResourceSpec, { fields, unique, live }: { fields: string[]; unique?: boolean; live?: boolean }): TableIndex {
  if (!unique) return { fields };
  const renameField = [...fields].reverse().find((name) => isText(resource.fields[name]));
  return {
    fields,
    unique,
    ...(live ? { live } : {}),
    ...(renameField ? { renameField, renameMaxLength: Math.min(resource.fields[renameField].maxLength ?? 255, 1000) } : {}),
  };
}

/** The table a resource describes: the engine's columns from its flags, then one column per field. */
export function tableForResource(resource: ResourceSpec): TableDefinition {
  const attributes: TableDefinition['attributes'] = {};
  if (resource.primaryKey === 'tenantId') attributes.tenantId = { type: DataTypes.INTEGER, primaryKey: true };
  else {
    attributes.id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
    if (resource.tenant === true) attributes.tenantId = { type: DataTypes.INTEGER, allowNull: false };
    if (resource.tenant === 'reference') attributes.tenantId = nullable(DataTypes.INTEGER);
  }
  const required = new Set(resource.required ?? []);
  for (const [name, field] of Object.entries(resource.fields)) if (hasColumn(field)) attributes[name] = column(field, required.has(name));
  if (resource.timestamps) attributes.crtTime = nullable(DataTypes.DATE);
  if (resource.timestamps === true) attributes.updTime = nullable(DataTypes.DATE);
  if (resource.userStamps) {
    Object.assign(attributes, {
      crtUserId: nullable(DataTypes.INTEGER),
      crtUserName: nullable(DataTypes.STRING(50)),
      updUserId: nullable(DataTypes.INTEGER),
      updUserName: nullable(DataTypes.STRING(50)),
    });
  }
  if (resource.softDelete) attributes.delTime = nullable(DataTypes.DATE);
  const indexes = [...(resource.indexes ?? []), ...fieldUniqueIndexes(resource)].map((index) => tableIndex(resource, index));
  return { table: resource.table, tenant: resource.tenant === true, ...(resource.platformOwned ? { platformOwned: true } : {}), ...(resource.sharedRead ? { sharedRead: resource.sharedRead } : {}), attributes, indexes, timestamps: resource.timestamps, paranoid: resource.softDelete };
}
