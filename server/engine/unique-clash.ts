import type { Database } from '../db/database';
import { fieldUniqueIndexes } from './resource-table';
import type { IndexSpec } from './resource-types';

/**
 * The Chinese message for a write that broke a declared unique index, found from the database's own error:
 * SQLite names the columns (`UNIQUE constraint failed: t.tenantId, t.code`), MySQL the index (`… for key
 * 't_idx1'`, indexes are named `<table>_idx<position>` by table-sync.ts). Undefined when it is not one of ours.
 */
export function uniqueClashMessage(db: Database, error: any): string | undefined {
  if (error?.name !== 'SequelizeUniqueConstraintError') return undefined;
  const text = String(error.parent?.message ?? error.original?.message ?? '');
  const sqlite = /UNIQUE constraint failed: (.+)$/.exec(text);
  const mysql = /for key '(?:[^.']+\.)?([^']+)_idx(\d+)'/.exec(text);
  for (const spec of Object.values(db.specs)) {
    const indexes: IndexSpec[] = [...(spec.indexes ?? []), ...fieldUniqueIndexes(spec)];
    const index = sqlite
      ? indexes.find((i) => i.unique && i.fields.map((f) => `${spec.table}.${f}`).join(', ') === sqlite[1].trim())
      : mysql && mysql[1] === spec.table ? indexes[Number(mysql[2])] : undefined;
    if (!index) continue;
    const titles = index.fields.filter((f) => f !== 'tenantId').map((f) => spec.fields[f]?.title ?? f);
    const fallback = `${titles.join('、')}已存在`;
    return index.message ? filled(index.message, error) ?? fallback : fallback;
  }
  return undefined;
}

/**
 * A message's `{field}` placeholders filled from the row whose write clashed (the instance both dialects' errors
 * carry for a create or an instance's save); undefined when one cannot be filled.
 */
function filled(message: string, error: any): string | undefined {
  const instance = error.errors?.find((item: any) => item?.instance)?.instance;
  let missing = false;
  const text = message.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = typeof instance?.get === 'function' ? instance.get(field) : undefined;
    if (value === undefined || value === null) missing = true;
    return String(value);
  });
  return missing ? undefined : text;
}
