import type { Services } from '../services';
import { badRequest } from '../http/envelope';
import { IMAGE_RULES } from '../providers/storage/upload-service';
import { FILE_KINDS, type FileKind } from '../providers/storage/file-kinds';
import type { FieldSpec } from './section-types';

const ANY_KIND = Object.keys(FILE_KINDS) as FileKind[];

/**
 * What a field's value points at must be there for the caller's company: a belongsTo id names a row the data
 * layer lets this company read (another company's id reads as missing), a file or image is one this company
 * uploaded. Runs inside the write's transaction, before the write.
 */
export async function checkReferences(services: Services, fields: Record<string, FieldSpec>, values: Record<string, any>) {
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    if (field.type === 'belongsTo') {
      const found = await services.db.models[field.target!].count({ where: { id: value } });
      if (!found) throw badRequest(field.messages?.exists ?? `${field.title}不存在`, [name]);
    }
    if (field.type === 'image' || field.type === 'file') {
      const kinds = field.type === 'image' ? IMAGE_RULES.kinds : ANY_KIND;
      if (!(await services.files.claimOwnFile(value, kinds))) throw badRequest(field.messages?.exists ?? `请上传${field.title}`, [name]);
    }
  }
}
