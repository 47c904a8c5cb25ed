/**
 * What moves with the platform's decision on an SMS signature or template (短信签名审核 / 短信模板审核, declared
 * transitions of schemas/platform/smsSignAudit.json and smsTemplateAudit.json: status 0 → 2 or 1 with the reason):
 * an operation record (审核通过 / 审核未通过) and a message to the member who submitted it, both in the decision's
 * transaction and the row's company — if either fails, nothing moves.
 */
import type { HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import { AUDIT_OPERATION, AUDIT_SUBJECT, recordOperation } from './audit-records';

const APPROVED = 2;

/** afterTransition of one subject's audit: signatures (签名管理) or templates (模板管理). */
export function afterAudit(subject: 0 | 1) {
  return async (moved: any, _input: Record<string, any>, { ctx, services }: HookContext): Promise<void> => {
    const row = moved.get({ plain: true });
    const approved = Number(row.status) === APPROVED;
    await recordOperation(services, subject, row, approved ? AUDIT_OPERATION.approved : AUDIT_OPERATION.rejected, ctx.state.actor as Actor);
    const sign = subject === AUDIT_SUBJECT.sign;
    const what = sign ? `短信签名“${row.name}”` : `短信模板“${row.templateName}”（${row.templateCode ?? ''}）`;
    const content = approved ? `您提交的${what}已审核通过。` : `您提交的${what}审核未通过：${row.inspectText}`;
    // The member who submitted it last (a change is a new submission), else its creator.
    const submitter = Number(row.updUserId ?? row.crtUserId);
    await sendMessages(services, {
      tenantId: Number(row.tenantId),
      recipients: [submitter],
      classify: MESSAGE_CLASSIFY.reminder,
      type: '服务控制台',
      title: sign ? '短信签名审核' : '短信模板审核',
      content,
      ref: { type: sign ? 'smsSign' : 'smsTemplate', id: row.id },
    });
  };
}
