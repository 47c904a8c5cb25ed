import { asTenant } from '../server/context/request-context';
import { MESSAGE_CLASSIFY, sendMessages } from '../server/modules/messages/send-messages';
import type { AreaSeeder } from './areas';

/** A demo reminder for every member of each demo company and a to-do for its main account (消息 panel). */
export const seedMessages: AreaSeeder = async ({ services, tenants }) => {
  const { Company, Membership } = services.db.models;
  for (const [companyName, tenantId] of tenants) {
    await asTenant(tenantId, async () => {
      const members = (await Membership.findAll({ attributes: ['accountId'], raw: true })) as any[];
      const company = (await Company.findByPk(tenantId, { attributes: ['mainAccountId'], raw: true })) as any;
      await sendMessages(services, {
        tenantId,
        recipients: members.map((row) => row.accountId),
        classify: MESSAGE_CLASSIFY.reminder,
        type: '系统消息',
        title: '欢迎使用',
        content: `欢迎使用云商务平台！“${companyName}”的工作台、应用中心与系统管理已为您准备就绪。`,
        ref: { type: 'company', id: tenantId },
      });
      if (company?.mainAccountId) {
        await sendMessages(services, {
          tenantId,
          recipients: [company.mainAccountId],
          classify: MESSAGE_CLASSIFY.todo,
          type: '系统消息',
          title: '企业认证',
          content: '请在 系统管理 → 企业信息设置 中完善企业资料并提交企业认证。',
          ref: { type: 'company', id: tenantId },
        });
      }
    });
  }
};
