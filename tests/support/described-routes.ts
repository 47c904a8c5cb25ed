import crypto from 'node:crypto';
import type { RoutePlan } from './route-requests';
import { shanghaiDay } from '../../server/engine/calendar-days';
import { DEMO_PASSWORD } from './test-server';

/**
 * Routes the request generator (route-requests.ts) cannot fill from the route table, the sections' operations
 * and the OpenAPI document, described by hand: where their ids go, of which model, and the rest of the body.
 * A new route that the generator cannot fill fails tests/api/cross-tenant-matrix.test.ts until it is added here.
 */
/** Replaced by a mobile number no account has yet, per call. */
export const NEW_MOBILE = '{new mobile}';

/** A valid schedule of today (Shanghai) of the seeded type 会议, every id left to the slots. */
const SCHEDULE_BODY = { typeName: '会议', scheduleName: '跨租户日程', startTime: shanghaiDay(), startHour: '09:00', endHour: '10:00' };

export const DESCRIBED: Record<string, Omit<RoutePlan, 'key' | 'route'>> = {
  // 签名管理 and 模板管理's operation records: of the row named by ?id= (the caller's grant must reach it).
  'GET /api/sms/sms-sign/records': { slots: [{ in: 'query', name: 'id', model: 'SmsSign', many: false }] },
  'GET /api/sms/sms-template/records': { slots: [{ in: 'query', name: 'id', model: 'SmsTemplate', many: false }] },
  // 面单记录 and 查询记录: two sections over the same usage records, each of its own type (tenant-rows.ts idsOf).
  'GET /api/logistics/waybill-record/select/:id': { slots: [{ in: 'path', name: 'id', model: 'waybillUsage', many: false }] },
  'GET /api/logistics/query-record/select/:id': { slots: [{ in: 'path', name: 'id', model: 'queryUsage', many: false }] },
  // A file is named by its company and name: the other company's file, through the path.
  'GET /api/business/storage/file/:tenantId/:name': { slots: [{ in: 'path', name: 'tenantId/:name', model: 'file', many: false }] },
  // The platform's published images (website template covers), read by every company: a company's own stored file
  // named there is not served (only the platform's files are), and nothing of the other company shows or changes.
  'GET /api/business/storage/platform-file/:name': { slots: [{ in: 'path', name: 'name', model: 'platformFile', many: false }] },
  // The company applying is the token's; the licence is a file url.
  'POST /api/business/plt-company/save': { slots: [{ in: 'body', name: 'businessLicense', model: 'fileUrl', many: false }], body: { companyName: '跨租户认证' } },
  'DELETE /api/admin/user/delCompanyAdmin/:id': { slots: [{ in: 'path', name: 'id', model: 'Membership', many: false }] },
  'POST /api/admin/user/addCompanyAdmin': { slots: [{ in: 'body', name: 'userIds', model: 'Membership', many: true }], body: {} },
  'POST /api/admin/group/insertGroupMenu': { slots: [{ in: 'body', name: 'groupId', model: 'Role', many: false }], body: { menuList: ['depart'] } },
  'POST /api/admin/group/setUsers': {
    slots: [{ in: 'body', name: 'groupId', model: 'Role', many: false }, { in: 'body', name: 'userIds', model: 'Membership', many: true }],
    body: {},
  },
  'PUT /api/admin/user/setDepart': {
    slots: [{ in: 'body', name: 'departId', model: 'depart', many: false }, { in: 'body', name: 'userIds', model: 'Membership', many: true }],
    body: {},
  },
  // The catalogue entry of an application: shared by every company.
  'GET /api/business/plt-server/select/:id': { slots: [{ in: 'path', name: 'id', model: 'catalogue', many: false }] },
  // An update record: platform data every company reads on purpose (model.tenant "platform"), like the catalogue; ids 1 and 2 are seeded.
  'GET /api/business/updateRelease/:id': { slots: [{ in: 'path', name: 'id', model: 'catalogue', many: false }] },
  // 应用中心: a catalogue item's packages; a trial of a catalogue app (the company's own subscription is made or refused).
  'GET /api/business/server-company/selectByUseId/:id': { slots: [{ in: 'path', name: 'id', model: 'catalogue', many: false }] },
  'POST /api/business/plt-application/applyTrial': { slots: [{ in: 'body', name: 'id', model: 'catalogue', many: false }], body: {} },
  // Website templates are platform data like the catalogue (ids 1 and 2 are seeded); whether the caller's company bought one.
  'GET /api/business/plt-web-template/select/:id': { slots: [{ in: 'path', name: 'id', model: 'catalogue', many: false }] },
  'GET /api/business/plt-web-template-log/select/:id': { slots: [{ in: 'path', name: 'id', model: 'catalogue', many: false }] },
  // Buying template 1 (¥199.00, seeds/web-templates.json) with the payer's own password and the company's balance.
  'POST /api/business/plt-web-template-log/buy': { slots: [{ in: 'body', name: 'cid', model: 'catalogue', many: false }], body: { password: DEMO_PASSWORD, type: 2, amount: 199 } },
  // A section's page by section id: the same for every company, pruned to the caller's grants.
  'GET /api/schemas/:id': { slots: [{ in: 'path', name: 'id', model: 'section', many: false }] },
  // A page file by page id (the same file for every company), served with the caller's company's layout; the layout
  // (company administrators) is the caller's company's own row, found by the page id: nothing of another company.
  'GET /api/pages/:id': { slots: [{ in: 'path', name: 'id', model: 'page', many: false }] },
  'GET /api/business/page-layout/:id': { slots: [{ in: 'path', name: 'id', model: 'page', many: false }] },
  'POST /api/business/page-layout/:id': { slots: [{ in: 'path', name: 'id', model: 'page', many: false }], body: { blocks: [{ key: 'welcome', hidden: false }] } },
  // Enabling the company's own subscription (the generated sample status is not a state change).
  'POST /api/business/plt-application/update': { slots: [{ in: 'body', name: 'id', model: 'AppSubscription', many: false }], body: { status: 2 } },
  // Business rules beyond the body schema: a new account's preset password; an update names the member.
  'POST /api/admin/user/addUser': {
    slots: [{ in: 'body', name: 'departId', model: 'depart', many: false }],
    body: { username: NEW_MOBILE, name: '跨租户新成员', password: 'Marked@2026', rePassword: 'Marked@2026' },
  },
  'PUT /api/admin/user/updateUser': {
    slots: [{ in: 'body', name: 'id', model: 'Membership', many: false }, { in: 'body', name: 'departId', model: 'depart', many: false }],
    body: { name: '跨租户改名' },
  },
  // 余额管理: a bank transfer the company records (no ids; the transfer number is the company's own).
  'POST /api/business/bank-transfer/save': { slots: [], body: { bankName: '中国银行', accountNo: '6216 6100 0000 0000', transferNo: 'TR-MATRIX-1', amount: 1, transferDate: '2026-01-01' } },
  // The company's own settings (the tenant comes from the token); no ids.
  'POST /api/business/plt-setting/update': { slots: [], body: { noticeType: 0 } },
  // Signing in and out: the caller's own day (the token names who), at the marked schedule's place (tenant-rows.ts).
  'POST /api/business/sign/signIn': { slots: [], body: { latitude: 31.23, longitude: 121.47 } },
  'POST /api/business/sign/signOut': { slots: [], body: { latitude: 31.23, longitude: 121.47 } },
  // A QR login session is named by a random uuid, not a company's row.
  'POST /api/admin/autologin/confirm': { slots: [], query: { uuid: crypto.randomUUID() } },
  // Multipart: the company's own storage; no ids.
  'POST /api/business/storage/create': { slots: [] },
  'POST /api/business/plt-schedule/upload': { slots: [] },
  // Personal settings: the caller's own account (its id is front/info's), never another's; an avatar is a file url.
  'GET /api/admin/user/selectUserById/:id': { slots: [{ in: 'path', name: 'id', model: 'ownAccount', many: false }] },
  'POST /api/admin/user/setPersonalInfo': { slots: [{ in: 'body', name: 'id', model: 'ownAccount', many: false }], body: { name: '跨租户本人' } },
  'POST /api/admin/user/uploadPhoto': { slots: [{ in: 'query', name: 'photoUrl', model: 'fileUrl', many: false }] },
  // The login password is checked first (a wrong one here: the account's own, no ids).
  'POST /api/admin/user/changePassword': { slots: [], query: { oldPass: 'Wrong@0000', newPass: 'Next@2026' } },
  'POST /api/admin/user/bindingMobile': { slots: [], query: { mobilePhone: '13977770000', password: 'Wrong@0000' } },
  'POST /api/admin/user/bindingEmail': { slots: [], query: { email: 'matrix@example.com', password: 'Wrong@0000' } },
  // 库存共享: published stock is shared across companies by design (a buyer sees suppliers' stock; model.tenant
  // "shared"): every company reads every company's published rows and may consult them (the click is the caller's
  // own record). The matrix still checks that nothing of the other company changes. The import is multipart.
  'GET /api/business/plt-publishStock/selectPage': { slots: [], shared: 'published stock of every company, read by every company' },
  'GET /api/business/plt-publishStock/consult': { slots: [{ in: 'query', name: 'id', model: 'publishStock', many: false }], shared: 'a consult click on a published row of any company, recorded in the caller’s own log' },
  'POST /api/business/plt-publishStock/import': { slots: [] },
  // 通知公告: a notice names its category (a 通知公告设置 row) and its visible scope (member ids); approval
  // and rejection name the notice in the body.
  'POST /api/business/plt-user-notice/create': {
    slots: [{ in: 'body', name: 'type', model: 'noticeSetting', many: false }, { in: 'body', name: 'voList', model: 'Membership', many: true }],
    body: { title: '跨租户公告', openDate: '2999-12-31', text: '<p>跨租户正文</p>' },
  },
  'POST /api/business/plt-user-notice/approve': { slots: [{ in: 'body', name: 'id', model: 'UserNotice', many: false }], body: {} },
  'POST /api/business/plt-user-notice/reject': { slots: [{ in: 'body', name: 'id', model: 'UserNotice', many: false }], body: { reason: '跨租户驳回' } },
  // 表单设计 and 我的表单 (designed forms): the submissions calls name their form by ?formId=; a submission names it in the body.
  'GET /api/forms/submission/list': { slots: [{ in: 'query', name: 'formId', model: 'DesignedForm', many: false }] },
  'GET /api/forms/submission/versions': { slots: [{ in: 'query', name: 'formId', model: 'DesignedForm', many: false }] },
  'GET /api/forms/submission/export': { slots: [{ in: 'query', name: 'formId', model: 'DesignedForm', many: false }] },
  'POST /api/forms/fill/submit': { slots: [{ in: 'body', name: 'formId', model: 'DesignedForm', many: false }], body: { data: { note: '跨租户提交' } } },
  // Messages: the caller's own (the matrix runs as each company's main account, who has seeded messages); markAll names no ids.
  'PUT /api/business/plt-message/mark/:id': { slots: [{ in: 'path', name: 'id', model: 'ownMessage', many: false }] },
  'PUT /api/business/plt-message/markAll': { slots: [] },
  // 日程: a schedule is named by id (body on update, query on delete); participants are member ids of the company's
  // members — the other company's main account's member id (a member of that company only) must be refused.
  'POST /api/business/plt-schedule-main/create': { slots: [{ in: 'body', name: 'participants', model: 'mainMember', many: true }], body: SCHEDULE_BODY },
  'POST /api/business/plt-schedule/create': { slots: [{ in: 'body', name: 'copys', model: 'mainMember', many: true }], body: SCHEDULE_BODY },
  'POST /api/business/plt-schedule-main/update': { slots: [{ in: 'body', name: 'id', model: 'Schedule', many: false }], body: SCHEDULE_BODY },
  'POST /api/business/plt-schedule/update': { slots: [{ in: 'body', name: 'id', model: 'Schedule', many: false }], body: SCHEDULE_BODY },
  'DELETE /api/business/plt-schedule-main/delete': { slots: [{ in: 'query', name: 'ids', model: 'Schedule', many: false }] },
  'DELETE /api/business/plt-schedule/delete': { slots: [{ in: 'query', name: 'id', model: 'Schedule', many: false }] },
  // The caller's own calendar: no ids (the month of today).
  'POST /api/business/plt-schedule-main/findMonthOrWeek': { slots: [], body: { selectType: 0 } },
  // 我的订单: paying names the order in the body; the right login password, so only the order decides.
  'POST /api/business/plt-order/payOrder': { slots: [{ in: 'body', name: 'id', model: 'Order', many: false }], body: { password: DEMO_PASSWORD } },
};

