import { describeStatusCatalogue } from '../support/status-catalogue-suite';

/** 日程设置: schedule types (plt-schedule-type/*; the spec leaves these paths out). */
describe('schedule types', () => {
  describeStatusCatalogue({
    section: 'scheduleSetting',
    base: '/api/business/plt-schedule-type',
    title: '日程设置',
    nameField: 'typeName',
    seeded: ['会议', '出差', '拜访客户', '培训', '团建活动'],
    disabled: ['团建活动'],
    extra: { note: '备注' },
    rules: [
      [{ typeName: undefined }, '请输入类型名称', 'typeName'],
      [{ typeName: '   ' }, '请输入类型名称', 'typeName'],
      [{ typeName: '名'.repeat(31) }, '类型名称不能超过30个字符', 'typeName'],
      [{ note: '备'.repeat(201) }, '备注不能超过200个字符', 'note'],
      [{ status: -1 }, '状态取值不正确', 'status'],
    ],
    duplicate: (name) => `类型名称“${name}”已存在`,
  });
});
