/**
 * The check, inside a write's transaction, that what a field points at is the caller's company's: a belongsTo
 * row it may read, a file or image it uploaded.
 */
import type { Services } from '../services';
import { badRequest } from '../http/envelope';
import { IMAGE_RULES } from '../providers/storage/upload-service';
import { FILE_KINDS, kindOfExtension, wrongKindMessage, type FileKind } from '../providers/storage/file-kinds';
import type { FieldSpec } from './section-types';
import { isListField, listItems } from './list-values';

const ANY_KIND = Object.keys(FILE_KINDS) as FileKind[];

/**
 * What a field's value points at must be there for the caller's company: a belongsTo id names a row the data
 * layer lets this company read (another company's id reads as missing), a file or image is one this company
 * uploaded (each of a list field's), or one the row already holds (`stored`, an update's row as it is: a seeded
 * template's own cover stays when its form is saved again). Runs inside the write's transaction, before the write.
 */
export async function checkReferences(services: Services, fields: Record<string, FieldSpec>, values: Record<string, any>, stored?: Record<string, any>) {
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    if (field.type === 'belongsTo') {
      const found = await services.db.models[field.target!].count({ where: { id: value } });
      if (!found) throw badRequest(field.messages?.exists ?? `${field.title}不存在`, [name]);
    }
    if (field.type === 'image' || field.type === 'file') {
      const kinds = (field.accept as FileKind[] | undefined) ?? (field.type === 'image' ? IMAGE_RULES.kinds : ANY_KIND);
      const kept = isListField(field) ? listItems(stored?.[name]) : stored?.[name] ? [stored[name]] : [];
      for (const url of isListField(field) ? listItems(value) : [value]) {
        if (kept.includes(url)) continue;
        // A stored file's extension is its content's kind (upload-service.ts names it so).
        const kind = typeof url === 'string' ? kindOfExtension(url.split('.').pop() ?? '') : undefined;
        if (kind && !kinds.includes(kind)) throw badRequest(`${field.title}：${wrongKindMessage(kinds)}`, [name]);
        if (!(await services.files.claimOwnFile(url, kinds))) throw badRequest(field.messages?.exists ?? `请上传${field.title}`, [name]);
      }
    }
  }
}
