import type { Services } from '../../services';
import type { Actor } from '../../context/request-context';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';

/**
 * 添加用户 sends the new member a welcome reminder (消息 panel, classify 1 reminder, type 系统消息), naming the
 * company and who added them. Runs inside addUser's transaction, so a refused or failed add leaves no message.
 */
export async function welcomeNewMember(services: Services, actor: Actor, membership: any) {
  const company = await services.data.rows('Company').findById(actor.tenantId, { attributes: ['companyName'], raw: true });
  const companyName = company?.companyName ?? '';
  await sendMessages(services, {
    tenantId: actor.tenantId,
    recipients: [membership.accountId],
    classify: MESSAGE_CLASSIFY.reminder,
    type: '系统消息',
    title: '欢迎加入',
    content: `${actor.name}已将您添加为“${companyName}”的成员，欢迎使用云商务平台！`,
    ref: { type: 'membership', id: membership.id },
  });
}
