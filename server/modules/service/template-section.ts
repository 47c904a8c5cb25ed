/**
 * 模板管理 (schemas/service/templateManager.json): a company's SMS templates. Content rules are
 * sms-template-rules.ts (checked on the type and content the row will hold after the write); the server assigns
 * the template code from the row id, unique across companies; a saved change waits for the audit again, and every
 * submission and change writes an operation record (audit-records.ts).
 */
import type { SectionHooks } from '../../engine/section-hooks';
import { backToAudit } from './audit-submissions';
import { checkTemplateContent } from './sms-template-rules';
import { AUDIT_OPERATION, AUDIT_SUBJECT, recentRecords, recordOperation } from './audit-records';

/** `SMS_` and the row id in eight digits: ids are unique across companies, so codes are too. */
export const templateCodeOf = (id: number) => `SMS_${String(id).padStart(8, '0')}`;

export const templateHooks: SectionHooks = {
  beforeCreate(values) {
    checkTemplateContent(Number(values.type), values.templateText);
    return backToAudit(values);
  },
  async afterCreate(row, _input, { services, ctx }) {
    await row.update({ templateCode: templateCodeOf(row.get('id')) });
    await recordOperation(services, AUDIT_SUBJECT.template, row, AUDIT_OPERATION.created, ctx.state.actor);
  },
  afterUpdate: (row, _input, { services, ctx }) => recordOperation(services, AUDIT_SUBJECT.template, row, AUDIT_OPERATION.changed, ctx.state.actor),
  rowWhere: recentRecords('请选择模板'),
  beforeUpdate(row, values) {
    checkTemplateContent(Number(values.type ?? row.get('type')), values.templateText ?? row.get('templateText'));
    return backToAudit(values);
  },
};
