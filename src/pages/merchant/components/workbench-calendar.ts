import type { BlockSpec } from '@/blocks/types';

/**
 * The workbench's calendar area (今日日程, 日历, 通知公告) as the `calendar` block configured in data, until the
 * workbench is a page file (schemas/inventory/pages/workbench.json lists this very entry). Its calls are the
 * schedule routes (server/modules/schedule/), declared as the block's endpoints.
 */
export const WORKBENCH_CALENDAR = {
  key: 'calendar',
  kind: 'calendar',
  title: '日历',
  column: 'main',
  feature: 'schedules',
  today: { title: '今日日程', operation: 'today' },
  operation: 'month',
  dateParam: 'date',
  modeParams: { month: { selectType: 0 }, week: { selectType: 1 } },
  daysField: 'scheduleList',
  titleField: 'scheduleName',
  dateField: 'startTime',
  endField: 'endTime',
  startHourField: 'startHour',
  endHourField: 'endHour',
  allDayWhen: { field: 'all', eq: 1 },
  importantWhen: { field: 'sign', eq: 1 },
  tagField: 'typeName',
  filters: [
    { param: 'scheduleType', title: '类型', operation: 'types', labelField: 'typeName', valueField: 'id', anyWhenAll: true },
    {
      param: 'source',
      title: '来源',
      choices: [
        { value: 0, label: '我创建的' },
        { value: 1, label: '他人创建的' },
        { value: 2, label: '抄送我的' },
      ],
    },
  ],
  entryDialog: 'detail',
  toolbar: [{ key: 'create', title: '新建日程', dialog: 'create', primary: true }],
  dialogs: {
    detail: { kind: 'scheduleDetail', title: '日程详情', width: 600, operation: 'delete', editDialog: 'edit' },
    create: { kind: 'scheduleForm', title: '新建日程', width: 760, operation: 'types', save: 'create', upload: 'upload', members: 'members' },
    edit: { kind: 'scheduleForm', title: '编辑日程', width: 760, operation: 'types', save: 'update', upload: 'upload', members: 'members' },
  },
  panes: [{ key: 'notices', title: '通知公告', blocks: [{ kind: 'platformNotices' }] }],
  endpoints: {
    today: { method: 'GET', url: '/api/business/plt-schedule/findAll' },
    month: { method: 'GET', url: '/api/business/plt-schedule-main/findMonthOrWeek' },
    types: { method: 'GET', url: '/api/business/plt-schedule-type/findAllByStatus' },
    create: { method: 'POST', url: '/api/business/plt-schedule-main/create' },
    update: { method: 'POST', url: '/api/business/plt-schedule-main/update' },
    delete: { method: 'DELETE', url: '/api/business/plt-schedule-main/delete' },
    upload: { method: 'POST', url: '/api/business/plt-schedule/upload' },
    members: { method: 'GET', url: '/api/business/plt-schedule/userPage' },
  },
} satisfies BlockSpec;
