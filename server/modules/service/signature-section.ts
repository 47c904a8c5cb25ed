/**
 * 签名管理 (schemas/service/signatureManage.json): a company's SMS signatures. The field rules are declared; the
 * name's rules that a pattern cannot say are sms-sign-rules.ts; a saved change waits for the audit again, and every
 * submission and change writes an operation record (audit-records.ts).
 */
import type { SectionHooks } from '../../engine/section-hooks';
import { backToAudit } from './audit-submissions';
import { checkSignatureName } from './sms-sign-rules';
import { AUDIT_OPERATION, AUDIT_SUBJECT, recentRecords, recordOperation } from './audit-records';

export const signatureHooks: SectionHooks = {
  beforeCreate(values) {
    checkSignatureName(values.name);
    return backToAudit(values);
  },
  beforeUpdate(_row, values) {
    if (values.name !== undefined) checkSignatureName(values.name);
    return backToAudit(values);
  },
  afterCreate: (row, _input, { services, ctx }) => recordOperation(services, AUDIT_SUBJECT.sign, row, AUDIT_OPERATION.created, ctx.state.actor),
  afterUpdate: (row, _input, { services, ctx }) => recordOperation(services, AUDIT_SUBJECT.sign, row, AUDIT_OPERATION.changed, ctx.state.actor),
  rowWhere: recentRecords('请选择签名'),
};
