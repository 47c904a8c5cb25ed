import type { Database } from '../db/database';
import { fieldUniqueIndexes } from './resource-table';

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
    const indexes = [...(spec.indexes ?? []), ...fieldUniqueIndexes(spec)];
    const index = sqlite
      ? indexes.find((i) => i.unique && i.fields.map((f) => `${spec.table}.${f}`).join(', ') === sqlite[1].trim())
      : mysql && mysql[1] === spec.table ? indexes[Number(mysql[2])] : undefined;
    if (!index) continue;
    const titles = index.fields.filter((f) => f !== 'tenantId').map((f) => spec.fields[f]?.title ?? f);
    return index.message ?? `${titles.join('、')}已存在`;
  }
  return undefined;
}
