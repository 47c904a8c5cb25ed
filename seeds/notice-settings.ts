import { asTenant } from '../server/context/request-context';
import type { AreaSeeder } from './areas';

/** Notice categories (spec doc 1 notice types) and schedule types of every demo company; both features on. */
const categories = [
  { noticeType: '产品更新', type: '通知', note: '产品版本更新与功能改进说明', showInWidget: 1, status: 1 },
  { noticeType: '产品上线', type: '公告', note: '新产品、新应用上线公告', showInWidget: 1, status: 1 },
  { noticeType: '福利', type: '通知', note: '节假日福利与员工活动', showInWidget: 0, status: 1 },
];

const scheduleTypes = [
  { typeName: '会议', note: '部门例会、项目评审等会议', status: 1 },
  { typeName: '出差', note: '外出公干', status: 1 },
  { typeName: '拜访客户', note: '客户走访与商务洽谈', status: 1 },
  { typeName: '培训', note: '内部培训与学习', status: 1 },
  { typeName: '团建活动', note: '团队建设活动', status: 0 },
];

export const seedNoticeSettings: AreaSeeder = async ({ services, tenants }) => {
  const { noticeSetting, scheduleSetting } = services.db.sections;
  const { Setting } = services.db.models;
  for (const tenantId of tenants.values()) {
    await asTenant(tenantId, async () => {
      for (const row of categories) await noticeSetting.create({ ...row, updUserName: '系统' });
      for (const row of scheduleTypes) await scheduleSetting.create({ ...row, updUserName: '系统' });
      await Setting.create({ noticeType: 0, noticeSort: 0, noticeDisplay: 0, scheduleType: 0, updUserName: '系统' });
    });
  }
};
