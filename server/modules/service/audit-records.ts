/**
 * The operation records of an SMS audit (SmsAuditRecord, schemas/service/resources/sms-audit-record.json): every
 * submission (新增), change (修改), approval (审核通过) and rejection (审核未通过) of a signature or template writes
 * one, in the write's transaction and company, with the row's state after it. A company reads "the latest ten
 * operations within three months" of a row through its section's declared `records` operation (a list over the
 * resource, `max` 10, newest first); the row and the three-month window are the `rowWhere` below.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import type { HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { badRequest } from '../../http/envelope';
import { readId } from '../../engine/paging';

export const AUDIT_SUBJECT = { sign: 0, template: 1 } as const;
export const AUDIT_OPERATION = { created: 0, changed: 1, approved: 2, rejected: 3 } as const;
/** How far back the records dialog reaches (spec doc 2 §9: latest ten within three months). */
export const RECORD_MONTHS = 3;

type Subject = (typeof AUDIT_SUBJECT)[keyof typeof AUDIT_SUBJECT];
type Operation = (typeof AUDIT_OPERATION)[keyof typeof AUDIT_OPERATION];

/** Writes one operation record of a signature or template row as it now is. */
export function recordOperation(services: Services, subject: Subject, row: any, operation: Operation, actor?: Actor) {
  const values = typeof row.get === 'function' ? row.get({ plain: true }) : row;
  const content =
    subject === AUDIT_SUBJECT.sign ? { name: values.name, applyText: values.applyText ?? null } : { templateName: values.templateName, templateText: values.templateText, applyText: values.applyText ?? null };
  return services.data.rows('SmsAuditRecord').create({
    subject,
    refId: values.id,
    operation,
    status: values.status,
    inspectText: values.inspectText ?? null,
    operator: actor?.name ?? null,
    ...content,
  });
}

/** The first moment the records dialog still shows. */
export function recordsSince(now = new Date()): Date {
  const since = new Date(now);
  since.setMonth(since.getMonth() - RECORD_MONTHS);
  return since;
}

/**
 * rowWhere of a company section (签名管理, 模板管理): its `records` operation lists the records of one row (`?id=`)
 * that the caller's grant reaches through the section (another company's, or one outside the grant's row scope, is
 * 404 with the section's message), of the last three months.
 */
export function recentRecords(idMessage: string) {
  return async ({ operation, ctx, services, section }: HookContext) => {
    if (operation !== 'records') return {};
    const raw = ctx.query.id;
    if (raw === undefined || raw === '') throw badRequest(idMessage, ['id']);
    const id = readId(raw);
    await services.data.caller(ctx, { sectionId: section.id }).get(id, section.api.operations?.get?.missingMessage, { attributes: ['id'] });
    return { refId: id, crtTime: { [Op.gte]: recordsSince() } };
  };
}
