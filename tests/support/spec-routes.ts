/**
 * Every call the spec (../shared/spec/, two documents) names with a path, as "METHOD path", and where each line
 * comes from. Document A is "Specification: cloud business platform for companies" (public site, login, workbench,
 * purchase), document B is "Specification: cloud business platform, administration and service consoles"; both list
 * their calls in section 7 "Calls". `{id}` is written `:id`, query strings are left out.
 *
 * The method is the spec's where it names one. Where it names none (document B's `/api/admin` list, and the few
 * the spec lists without a verb), it is the method this API has had for the call since it was first served, and
 * issue 26 keeps `POST setDepart` working beside it. tests/api/spec-methods.test.ts checks that each answers with a
 * token (not the router's 404 or 405) and that GET /api/openapi.json lists it.
 */
export interface SpecRoute {
  /** "METHOD path" as the route table keys it. */
  route: string;
  /** Where in the spec: document (A or B), section and paragraph. */
  from: string;
  /** Why the method is this one when the spec names none, or what differs on purpose. */
  note?: string;
}

const A_AUTH = 'A §7 Auth and session';
const A_REG = 'A §7 Registration and recovery';
const A_PERSONAL = 'A §7 Personal settings';
const A_WORK = 'A §7 Workbench';
const A_MESSAGES = 'A §7 Messages';
const A_PURCHASE = 'A §7 Purchase and billing';
const B_ADMIN = 'B §7 Administration';
const B_ADMIN_LIST = 'B §7 Administration, "/api/admin:" list';
const B_SMS = 'B §7 SMS and logistics';
const B_HELP = 'B §7 Help (read without a token)';

/** No method in the spec: the one this API has served the call with since issue 3 (git e6fa03a). */
const SINCE_ISSUE_3 = 'method not named in the spec: the one this API has always had';

export const SPEC_ROUTES: SpecRoute[] = [
  // Document A, section 7.
  { route: 'POST /api/auth/oauth/token', from: A_AUTH },
  { route: 'DELETE /api/auth/oauth/token', from: A_AUTH },
  { route: 'GET /api/admin/user/front/info', from: A_AUTH },
  { route: 'GET /api/admin/user/front/menus', from: A_AUTH },
  { route: 'GET /api/business/plt-user/beforeLoginOut', from: A_AUTH },
  { route: 'GET /api/business/plt-user/beforeLogin', from: A_AUTH },
  { route: 'GET /api/admin/gateLog/insertLog', from: A_AUTH },
  { route: 'POST /api/admin/autologin/queryLoginInfo', from: A_AUTH },
  { route: 'GET /api/admin/company/selectCompanyByUserName', from: A_REG },
  { route: 'POST /api/admin/company/sendRegisterSms', from: A_REG },
  { route: 'POST /api/admin/company/sendForgetSms', from: A_REG },
  { route: 'POST /api/admin/company/register', from: A_REG },
  { route: 'POST /api/admin/company/completeInfo', from: A_REG },
  { route: 'POST /api/admin/company/registerCheckMobile', from: A_REG },
  { route: 'POST /api/admin/user/forgetPassword', from: A_REG },
  { route: 'POST /api/admin/user/uploadPhoto', from: A_PERSONAL },
  { route: 'POST /api/admin/user/changePassword', from: A_PERSONAL },
  { route: 'POST /api/admin/user/bindingMobile', from: A_PERSONAL },
  { route: 'POST /api/admin/user/bindingEmail', from: A_PERSONAL },
  { route: 'POST /api/admin/user/setPersonalInfo', from: A_PERSONAL },
  { route: 'POST /api/admin/user/updateUser', from: A_PERSONAL, note: 'the web client sends PUT (kept, B lists updateUser without a method)' },
  { route: 'GET /api/admin/user/selectUserById/:id', from: A_PERSONAL },
  { route: 'POST /api/business/storage/create', from: `${A_PERSONAL}; ${B_ADMIN}` },
  { route: 'GET /api/business/plt-server/findAll', from: A_WORK },
  { route: 'GET /api/business/plt-company/selectCompany', from: A_WORK },
  { route: 'POST /api/business/plt-company/update', from: A_WORK },
  { route: 'GET /api/business/plt-publishStock/selectPage', from: A_WORK },
  { route: 'GET /api/business/plt-publishStock/consult', from: A_WORK, note: 'listed after "GET ... selectPage and consult"' },
  { route: 'GET /api/business/plt-application/list', from: A_WORK },
  { route: 'GET /api/business/plt-application/massage', from: A_WORK },
  { route: 'POST /api/business/plt-schedule-main/create', from: A_WORK },
  { route: 'POST /api/business/plt-schedule-main/update', from: A_WORK },
  { route: 'POST /api/business/plt-schedule-main/findMonthOrWeek', from: A_WORK, note: 'GET too (docs/api.md)' },
  { route: 'DELETE /api/business/plt-schedule-main/delete', from: A_WORK },
  { route: 'GET /api/business/plt-schedule/selectAll', from: A_WORK },
  { route: 'GET /api/business/plt-schedule/findAll', from: A_WORK },
  { route: 'POST /api/business/plt-schedule/create', from: A_WORK },
  { route: 'POST /api/business/plt-schedule/update', from: A_WORK },
  { route: 'DELETE /api/business/plt-schedule/delete', from: A_WORK },
  { route: 'GET /api/business/updateRelease/selectByPage', from: A_WORK },
  { route: 'GET /api/business/updateRelease/:id', from: A_WORK },
  { route: 'GET /api/business/plt-proclamation/findNotice', from: A_WORK },
  { route: 'GET /api/business/plt-proclamation/list', from: A_WORK },
  { route: 'POST /api/business/plt-user-notice/create', from: A_WORK },
  { route: 'GET /api/business/plt-user-notice/list', from: A_WORK },
  { route: 'DELETE /api/business/plt-user-notice/delete', from: A_WORK },
  { route: 'GET /api/business/plt-notice/findAllByStatus', from: `${A_WORK}; ${B_ADMIN}` },
  { route: 'GET /api/admin/userApp/selectUser/:id', from: `${A_WORK}; ${B_ADMIN_LIST}` },
  { route: 'GET /api/business/plt-message/selectTaskCount', from: A_MESSAGES },
  { route: 'GET /api/business/plt-message/selectApps', from: A_MESSAGES },
  { route: 'GET /api/business/plt-message/page', from: A_MESSAGES },
  { route: 'GET /api/business/plt-message/pageRead', from: A_MESSAGES },
  // The spec's one "GET" heads a list of reads and the two writes; docs/api.md reads the writes as unnamed (a GET
  // changes nothing) and serves them as PUT.
  { route: 'PUT /api/business/plt-message/mark/:id', from: A_MESSAGES, note: 'docs/api.md: a write, not a GET' },
  { route: 'PUT /api/business/plt-message/markAll', from: A_MESSAGES, note: 'docs/api.md: a write, not a GET' },
  { route: 'GET /api/business/server-company/selectByUseId/:id', from: A_PURCHASE },
  { route: 'GET /api/business/server-company/selectLessCount', from: `${A_PURCHASE}; ${B_SMS}` },
  { route: 'POST /api/business/plt-order/createOrder', from: A_PURCHASE },
  { route: 'POST /api/business/plt-order/payOrder', from: A_PURCHASE },
  { route: 'GET /api/business/plt-order/selectById/:id', from: `${A_PURCHASE}; B §7 Administration, Orders` },
  { route: 'GET /api/business/plt-order/selectByPage', from: `${A_PURCHASE}; B §7 Administration, Orders` },
  { route: 'GET /api/business/plt-order/cancelById/:id', from: `${A_PURCHASE}; B §7 Administration, Orders` },
  { route: 'DELETE /api/business/plt-order/deleteById/:id', from: `${A_PURCHASE}; B §7 Administration, Orders` },
  { route: 'GET /api/business/plt-order/createRechargeOrder', from: A_PURCHASE },
  { route: 'GET /api/business/payOrder/getQrcodeGenerate', from: A_PURCHASE },
  { route: 'GET /api/business/payOrder/checkIcbcPayStatus', from: A_PURCHASE },
  { route: 'GET /api/business/transaction-flow/selectBalance', from: A_PURCHASE },
  { route: 'GET /api/business/transaction-flow/selectByPageT', from: A_PURCHASE },

  // Document B, section 7 (base /api/business unless noted).
  { route: 'GET /api/business/plt-gate-log/list', from: B_ADMIN },
  { route: 'GET /api/business/plt-notice/list', from: B_ADMIN },
  { route: 'POST /api/business/plt-notice/create', from: B_ADMIN },
  { route: 'POST /api/business/plt-notice/update', from: B_ADMIN },
  { route: 'DELETE /api/business/plt-notice/delete', from: B_ADMIN },
  { route: 'POST /api/business/plt-company/save', from: B_ADMIN },
  { route: 'GET /api/business/plt-authentication/selectAuth', from: B_ADMIN },
  { route: 'GET /api/business/plt-user/exportList', from: B_ADMIN },
  { route: 'GET /api/business/plt-gate-log/exportList', from: B_ADMIN },
  { route: 'GET /api/business/transaction-flow/exportList', from: B_ADMIN },
  { route: 'GET /api/business/plt-help-center-title/searchKeywords', from: B_HELP },
  { route: 'GET /api/business/plt-help-center-title/selectPublicById', from: B_HELP },
  { route: 'GET /api/business/plt-help-center-title/selectAll', from: B_HELP },
  { route: 'GET /api/business/plt-help-center-video/selectList', from: B_HELP },
  { route: 'GET /api/business/plt-help-center-video/selectListAll', from: B_HELP },
  { route: 'GET /api/business/plt-web-template/list', from: B_ADMIN },
  { route: 'GET /api/business/plt-web-template/select/:id', from: B_ADMIN },
  { route: 'GET /api/business/plt-web-template-log/select/:id', from: B_ADMIN },
  { route: 'GET /api/business/plt-server/select/:id', from: B_ADMIN },
  { route: 'POST /api/business/plt-application/update', from: B_ADMIN },
  { route: 'GET /api/admin/user/selectPage', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/user/addUser', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'PUT /api/admin/user/updateUser', from: B_ADMIN_LIST, note: `${SINCE_ISSUE_3}; document A names POST` },
  { route: 'DELETE /api/admin/user/deleteUser/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'PUT /api/admin/user/recover/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/user/setDepart', from: B_ADMIN_LIST, note: 'method not named in the spec: POST kept working by issue 26' },
  { route: 'PUT /api/admin/user/setDepart', from: B_ADMIN_LIST, note: `${SINCE_ISSUE_3} (the web client's)` },
  { route: 'GET /api/admin/user/selectUserCount', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/user/selectDelUser', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/user/checkUsername', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/user/checkUsernameAndName', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/user/selectCompanyAdmin', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/user/addCompanyAdmin', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'DELETE /api/admin/user/delCompanyAdmin/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/depart/tree', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/depart/deletedTree', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/depart/selectDepartCount', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'DELETE /api/admin/depart/delDepart/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'PUT /api/admin/depart/recover/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'PUT /api/admin/depart/updateDepart/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/depart/addList', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/depart/departList', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/depart/userList/:departId', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/group/list', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/group/addGroup', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/group/updateGroup', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/group/menuList', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/group/insertGroupMenu', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'DELETE /api/admin/group/:id', from: B_ADMIN_LIST },
  { route: 'GET /api/admin/userApp/selectApp/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/userApp/selectAllApp', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/userApp/selectUserByAppId/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'GET /api/admin/userApp/selectAppByUserId/:id', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/userApp/addUser', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/userApp/addApp', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/userApp/delUser', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  { route: 'POST /api/admin/userApp/delApp', from: B_ADMIN_LIST, note: SINCE_ISSUE_3 },
  // 服务控制台 (issue 28): signatures, templates and send records.
  ...['select/:id', 'findMessageCount', 'list'].map((path) => ({ route: `GET /api/sms/sms-record/${path}`, from: B_SMS })),
  ...['findAnOrder', 'findAnOrderOrderByDate'].map((path) => ({ route: `GET /api/sms/logisticsController/${path}`, from: B_SMS })),
  ...['sms-template', 'sms-sign'].flatMap((resource) => [
    ...['create', 'update'].map((path) => ({ route: `POST /api/sms/${resource}/${path}`, from: B_SMS, note: 'method not named in the spec' })),
    { route: `DELETE /api/sms/${resource}/delete`, from: B_SMS },
    ...['select/:id', 'list'].map((path) => ({ route: `GET /api/sms/${resource}/${path}`, from: B_SMS, note: 'method not named in the spec' })),
  ]),
  // 考勤 (issue 29): the schedule setting.
  ...['create', 'update'].map((path) => ({ route: `POST /api/business/sign-schedule/${path}`, from: 'B §7 Attendance' })),
  { route: 'GET /api/business/sign-schedule/detail', from: 'B §7 Attendance' },
  ...['signIn', 'signOut'].map((path) => ({ route: `POST /api/business/sign/${path}`, from: 'B §7 Attendance' })),
  { route: 'GET /api/business/sign/selectStatus', from: 'B §7 Attendance' },
  // 考勤记录 and 我的考勤: records, statistics and exports.
  ...['selectPersonal', 'selectByPage', 'detailStatistics', 'totalStatistics', 'personalStatistics', 'exportRecord', 'exportStatistics'].map((path) => ({ route: `GET /api/business/sign/${path}`, from: 'B §7 Attendance' })),
];

/**
 * Calls the spec names that are not served, each with the reason. The test requires the router's 404 for them, so
 * serving one fails it until the line moves to SPEC_ROUTES.
 */
export const SPEC_ROUTES_NOT_SERVED: (SpecRoute & { reason: string })[] = [
  ...['selectAll'].map((name) => ({ route: `GET /api/business/plt-use/${name}`, from: A_WORK, reason: 'the workbench reads 我的应用 from GET plt-application/myApps (docs/api.md); the spec names the path, not its answer' })),
  ...['findUseById', 'findAppUseById'].map((name) => ({ route: `GET /api/business/plt-company/${name}`, from: A_WORK, reason: 'the spec names the path, not its answer; not served yet' })),
  { route: 'POST /api/business/plt-notice-middle/create', from: A_WORK, reason: 'the spec names the path, not what it does; not served yet' },
  { route: 'POST /api/business/plt-notice-middle/update', from: A_WORK, reason: 'the spec names the path, not what it does; not served yet' },
  { route: 'GET /api/business/plt-notice-middle/select', from: A_WORK, reason: 'the spec names the path, not what it does; not served yet' },
];
