/**
 * 签名管理 (schemas/service/signatureManage.json): a company's SMS signatures. The field rules are declared; the
 * name's rules that a pattern cannot say are sms-sign-rules.ts; a saved change waits for the audit again.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import { backToAudit } from './audit-submissions';
import { checkSignatureName } from './sms-sign-rules';

export const signatureHooks: SectionHooks = {
  beforeCreate(values) {
    checkSignatureName(values.name);
    return backToAudit(values);
  },
  beforeUpdate(_row, values) {
    if (values.name !== undefined) checkSignatureName(values.name);
    return backToAudit(values);
  },
};
