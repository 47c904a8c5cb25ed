import type { SeedContext } from './areas';

/**
 * Demo platform content every company reads on its workbench: announcements (平台公告: the ticker and the 通知公告
 * tab) and update records (更新记录), as operators would publish them in the operator console. Runs with the demo
 * companies' first load (seeds/load.ts), so a restart adds nothing twice. Dates are spread over the past weeks.
 */
const DAY = 24 * 60 * 60 * 1000;

const ANNOUNCEMENTS: { title: string; type: 0 | 1 | 2; content: string; daysAgo: number; published?: false }[] = [
  {
    title: '云商务平台 3.2 版本发布：工作台支持日程与通知公告',
    type: 0,
    daysAgo: 1,
    content: '<p>本次更新上线了<strong>工作台日程</strong>和<strong>通知公告</strong>，企业管理员可在“系统管理 → 通知公告设置”中开启。</p><ul><li>日历支持月视图、周视图</li><li>通知公告支持可见范围和审批</li></ul>',
  },
  {
    title: '云仓储 WMS 正式上线，欢迎申请试用',
    type: 1,
    daysAgo: 6,
    content: '<p>云仓储 WMS 支持多仓库、库位管理、扫码出入库和库存预警。</p><p>在“应用中心 → 云应用”中点击<em>申请试用</em>即可开通 7 天免费试用。</p>',
  },
  {
    title: '短信套餐限时优惠：充值满 1000 元赠送 2000 条',
    type: 2,
    daysAgo: 12,
    content: '<p>即日起至月底，在“应用中心 → 云服务 → 短信服务”购买任意套餐，充值满 1000 元赠送 2000 条短信。</p><p>优惠名额有限，先到先得。</p>',
  },
  {
    title: '企业认证流程优化：审核结果将在 1 个工作日内通知',
    type: 0,
    daysAgo: 20,
    content: '<p>营业执照上传后由平台运营人员审核，审核结果会显示在“企业信息设置”的认证状态中。</p>',
  },
  {
    title: '（草稿）下季度产品路线图',
    type: 1,
    daysAgo: 0,
    published: false,
    content: '<p>尚未发布的草稿：企业成员看不到。</p>',
  },
];

const UPDATE_RECORDS: { title: string; content: string; daysAgo: number }[] = [
  { title: 'V3.0.0 全新工作台', daysAgo: 60, content: '<h2>全新工作台</h2><p>登录后进入工作台，集中展示我的应用、日历、库存共享中心和更新记录。</p>' },
  { title: 'V3.0.5 系统管理体验优化', daysAgo: 48, content: '<ul><li>部门树支持搜索</li><li>用户管理支持按部门筛选和导出</li></ul>' },
  { title: 'V3.1.0 权限设置支持数据范围', daysAgo: 36, content: '<p>角色可设置<strong>数据范围</strong>：全部数据、本人数据、本部门数据、本部门及以下数据。</p>' },
  { title: 'V3.1.2 应用管理支持启用与停用', daysAgo: 25, content: '<p>企业管理员可在“应用管理”中启用或停用已开通的应用，并为成员分配应用权限。</p>' },
  { title: 'V3.1.6 企业认证在线审核', daysAgo: 14, content: '<p>提交企业认证后，平台运营人员在线审核，驳回时会写明原因。</p>' },
  { title: 'V3.2.0 通知公告与日程', daysAgo: 5, content: '<p>新增<strong>通知公告</strong>与<strong>日程</strong>，支持可见范围、审批和日程提醒。</p>' },
  { title: 'V3.2.1 工作台平台公告', daysAgo: 1, content: '<p>工作台顶部滚动展示平台公告，“通知公告”页签可按类型筛选。</p>' },
];

export async function seedPlatformContent({ services }: SeedContext): Promise<void> {
  const { proclamation, updateRelease } = services.db.sections;
  if (!proclamation || !updateRelease) return;
  const now = Date.now();
  const stamp = { crtUserName: '平台运营', updUserName: '平台运营' };
  // Oldest first, so ids follow publication order as an operator's would.
  for (const item of [...ANNOUNCEMENTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const at = new Date(now - item.daysAgo * DAY);
    const published = item.published !== false;
    await proclamation.create({ title: item.title, type: item.type, content: item.content, status: published ? 1 : 0, publishTime: published ? at : null, crtTime: at, ...stamp });
  }
  for (const item of [...UPDATE_RECORDS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    await updateRelease.create({ title: item.title, content: item.content, crtTime: new Date(now - item.daysAgo * DAY), ...stamp });
  }
}
