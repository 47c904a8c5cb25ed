import { Op } from 'sequelize';
import type { Services } from '../../services';
import { formatDateTime } from '../../http/format';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';

/**
 * The messages a notice sends (spec: Messages), all through sendMessages inside the request's transaction:
 * issued (or scheduled) → a reminder to its visible scope; waiting for approval → a to-do to the approvers (members
 * granted 通知公告设置/审核); approved or rejected → a reminder to the issuer.
 */
const TYPE = '通知公告';

export async function remindScope(services: Services, notice: any) {
  const scope = (await services.data.rows('UserNoticeScope').findAll({ where: { noticeId: notice.id }, attributes: ['accountId'], raw: true })) as any[];
  const recipients = scope.map((row) => row.accountId as number).filter((id) => id !== notice.editId);
  const when = notice.status === 3 ? `，将于${formatDateTime(notice.releaseTime)}发布` : '';
  await sendMessages(services, {
    tenantId: notice.tenantId,
    recipients,
    classify: MESSAGE_CLASSIFY.reminder,
    type: TYPE,
    title: notice.title,
    content: `${notice.editName}发布了通知公告“${notice.title}”${when}`,
    ref: { type: 'notice', id: notice.id },
  });
}

/** Current members allowed 通知公告设置/审核 by their roles (company administrators included). */
export async function approversOf(services: Services, tenantId: number): Promise<number[]> {
  const members = (await services.data.rows('Membership').findAll({ where: { status: 0, accountId: { [Op.ne]: null } }, attributes: ['accountId'], raw: true })) as any[];
  const out: number[] = [];
  for (const { accountId } of members) if (await services.enforcers.can(tenantId, accountId, 'noticeSetting', 'audit')) out.push(accountId);
  return out;
}

export async function askApprovers(services: Services, notice: any) {
  await sendMessages(services, {
    tenantId: notice.tenantId,
    recipients: await approversOf(services, notice.tenantId),
    classify: MESSAGE_CLASSIFY.todo,
    type: TYPE,
    title: '通知公告待审核',
    content: `${notice.editName}提交的通知公告“${notice.title}”待您审核`,
    ref: { type: 'notice', id: notice.id },
  });
}

export async function tellIssuer(services: Services, notice: any) {
  const content = notice.status === 4 ? `您的通知公告“${notice.title}”已被驳回：${notice.reason}` : `您的通知公告“${notice.title}”已审核通过`;
  await sendMessages(services, {
    tenantId: notice.tenantId,
    recipients: [notice.editId],
    classify: MESSAGE_CLASSIFY.reminder,
    type: TYPE,
    title: notice.status === 4 ? '通知公告已驳回' : '通知公告审核通过',
    content,
    ref: { type: 'notice', id: notice.id },
  });
}
