/**
 * 短信签名审核 and 短信模板审核 (schemas/platform/smsSignAudit.json, smsTemplateAudit.json): the operator's queues of
 * the SMS signatures and templates every company submitted (the generic list across companies over the SmsSign and
 * SmsTemplate resources), each row with its company's name, and the decision `POST …/audit` {id, status,
 * inspectText}: a declared transition from 审核中 whose afterTransition (service/audit-decisions.ts) writes the
 * operation record and tells the submitter. The guard has already decided the operator may take the action.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import { AUDIT_SUBJECT } from '../service/audit-records';
import { afterAudit } from '../service/audit-decisions';
import { companyNames } from './transfer-review';

const withCompanyNames: SectionHooks['decorate'] = async (rows, { services }) => {
  const names = await companyNames(services, rows.map((row) => row.companyId));
  for (const row of rows) row.companyName = names.get(row.companyId) ?? null;
};

export const smsSignAuditHooks: SectionHooks = { decorate: withCompanyNames, afterTransition: afterAudit(AUDIT_SUBJECT.sign) };
export const smsTemplateAuditHooks: SectionHooks = { decorate: withCompanyNames, afterTransition: afterAudit(AUDIT_SUBJECT.template) };
