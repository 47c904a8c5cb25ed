/**
 * A ratchet on issue 27's structural aims for the server: the declared operations that sections replace by
 * `handlers` (aim ≤ 10) and the routes hand-written in server/modules (aim ≤ 45). Each figure may only go down: when
 * it drops, lower the ceiling here so it cannot creep back.
 */
import ts from 'typescript';
import { SERVER_MODULES } from '../../server/modules';
import { sourceFiles, sourceText } from '../support/source-files';

/** Ceilings: the figures after the last change (issue 27's aims beside them). Before issue 27's hooks work: 32 and 78. */
const HANDLERS_CEILING = 10; // aim ≤ 10 (−1: 用户管理’s setDepart is a declared listed update (runs: update with ids) under the editing hooks; −1: 企业信息设置’s certify is a declared transition of the caller’s company (idIn tenant, input with its own messages, rules as hooks); −1: 权限设置’s addCompanyAdmin is a declared transition of the members the body lists (rows: ids);−1: 权限设置’s delCompanyAdmin is a declared transition over Membership (where status 0, rules as hooks);−1: 用户管理’s departTree reads 部门管理’s tree (of: {section: depart, rowScope: false});−1: 用户管理’s groupOptions is a declared list over Role without the members’ row scope (resource.rowScope false); −1: 企业信息设置’s selectAuth is a declared get of the company with the latest request from a decorateOperation hook; −3: 余额管理’s transferExport is a declared export over BankTransfer (runs: export), 我的订单’s cancel a declared transition, 用户管理’s count a declared summary with the seats from a decorateOperation hook; +1 for issue 31: designedForm.submissionExport, one sheet per form version of FormSubmission rows, which the generic export of the section's own rows cannot write; the review decisions, 发布 and 用户管理’s 移出企业/恢复 are declared transitions; 通知公告 runs on the generic operations with rowWhere)
const ROUTES_CEILING = 45; // aim ≤ 45 (−2, moved rather than declared: front/menus of the company and of the platform domain are one engine route per console (server/engine/area-menus.ts), the areas' menu tree pruned by the caller's grants, as page-routes.ts serves the page files; −4 declarations (five routes), moved rather than declared: the image and file field types' own endpoints — a form's image upload for companies and for operators, and the addresses of the companies' and the platform's stored files — are the engine's (server/engine/file-routes.ts), as /api/schemas and /api/openapi.json are, since no section owns them; −1: POST /api/platform/storage/video is 教学视频's declared upload (runs: upload, mp4 or webm ≤ 50 MB); −3: 企业认证审核's licence/{id}, /api/help/video/{name} and /api/site/image/{name} are declared file reads (runs: file) of the row that names the file — by id through the grant, by name for anyone while a published video or an edited image row names it; byte ranges for every stored file; −1: 日程's attachment upload plt-schedule/upload is a declared upload of section schedule (runs: upload, its kinds and size in the file, the 日程 switch as a beforeUpload hook); −3: plt-application/massage, plt-server/findAll (groups: one array per service type) and server-company/selectByUseId/{id} are the lists and get of section catalogue, read under the 应用购买 menu entry’s grant (grantedBy: purchase) with packages and the company’s subscription from hooks; −1: plt-application/myApps is the list of section myApps, the company’s cloud apps in use over AppSubscription with the caller’s rule (end time, 应用权限) as rowWhere; −1: plt-server/select/{id} is the get of section appDetail, a catalogue item every member reads with the company’s subscription from a decorate hook; −1: transaction-flow/selectBalance is the get of section wallet, the company’s one Wallet row answering its balance alone (value); −1: front/expiryReminder is the get of section expiryReminder, the caller’s company (idIn tenant) decorated with invalid and text; −2: plt-setting/select and server-company/selectLessCount are gets of the company’s one row, defaults before the first save (unsaved: defaults); −2: 日程’s findMonthOrWeek and findAll are calendar reads, runs: calendar, the rows’ occurrences on calendar days; −2: 个人设置’s selectUserById and setPersonalInfo are the generic get and update of section profile, the caller’s membership (idIn caller); −8: 日程’s create, update and delete under plt-schedule and plt-schedule-main, selectAll and the participant picker userPage are operations of the declared section schedule; −1: 部门管理’s userList/{departId} is a declared list of 用户管理 under its `parent` department; −3: 消息’s selectTaskCount and selectApps are declared summaries, markAll a declared transition of matching rows; +3 for issue 30, files rather than records: POST /api/platform/storage/video, GET /api/help/video/:name with byte ranges, GET /api/site/image/:name; 消息’s mark/{id} is a declared transition; +2 for issue 28: POST /api/sms/send, a key's call, and findMessageCount, which groups by day; +4 for issue 28's logistics: POST /api/logistics/waybill and /query, key calls, and findAnOrder and its 30-day series, which sum a counter and group by day; +3 for issue 29: sign/signIn, signOut and selectStatus, the caller's own day under the schedule's rules)

/** Every `handlers` entry of every module's section hooks, as `section.operation`. */
function handlerEntries(): string[] {
  return SERVER_MODULES.flatMap(({ module }) =>
    Object.entries(module.hooks ?? {}).flatMap(([sectionId, hooks]) => Object.keys(hooks.handlers ?? {}).map((name) => `${sectionId}.${name}`)),
  );
}

/**
 * Every route declaration in server/modules: a call `<table>.add({ method, path, … })` — the one way a module adds a
 * route to the route table (mounts and hook `routes`), whatever the table's variable is called.
 */
function handWrittenRoutes(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles('server/modules')) {
    const source = ts.createSourceFile(file, sourceText(file), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'add') {
        const [declaration] = node.arguments;
        if (declaration && ts.isObjectLiteralExpression(declaration)) {
          const keys = declaration.properties.map((property) => property.name?.getText(source));
          if (keys.includes('method') && keys.includes('path')) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

test(`declared operations replaced by handlers stay at most ${HANDLERS_CEILING} (issue 27 aims at ≤ 10)`, () => {
  const entries = handlerEntries();
  console.log(`handlers entries: ${entries.length} (ceiling ${HANDLERS_CEILING}, aim ≤ 10)\n${entries.join('\n')}`);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(HANDLERS_CEILING);
});

test(`routes hand-written in server/modules stay at most ${ROUTES_CEILING} (issue 27 aims at ≤ 45)`, () => {
  const routes = handWrittenRoutes();
  console.log(`hand-written module routes: ${routes.length} (ceiling ${ROUTES_CEILING}, aim ≤ 45)\n${routes.join('\n')}`);
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.length).toBeLessThanOrEqual(ROUTES_CEILING);
});
