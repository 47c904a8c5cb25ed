/** Start-up and `npm run schemas:check` cross-check every name a section file uses, client registrations included. */
import fs from 'node:fs';
import path from 'node:path';
import { loadSections, parseSectionFile, SchemaFileError } from '../../server/engine/load-schemas';
import { REGISTERED_NAMES } from '../../src/components/SchemaPage/registered-names';
import { refusalOf } from '../support/schema-copy';
import { inlineModel } from '../../server/engine/load-resources';

const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '../../schemas', file), 'utf8');
const refusal = (file: string, change: (json: any) => void) => {
  const json = JSON.parse(read(file));
  change(json);
  try {
    parseSectionFile(`schemas/${file}`, JSON.stringify(json));
  } catch (error) {
    if (!(error instanceof SchemaFileError)) throw error;
    return [error.pointer, error.reason];
  }
  throw new Error(`expected ${file} to be refused`);
};

test('a widget, value type, search widget or form kind the client does not register stops the file', () => {
  // user.json named departTree, roleCheckboxes and the userWizard form kind, which nothing registered.
  expect(refusal('admin/user.json', (j) => (j.fields.departId.widget = 'departTree'))).toEqual(['/fields/departId/widget', 'widget "departTree" is not registered on the client']);
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.forms.create.kind = 'userWizard'))).toEqual(['/ui/forms/create/kind', 'form kind "userWizard" is not registered on the client']);
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.columns[0] = { field: 'noticeType', valueType: 'sparkline' }))).toEqual([
    '/ui/columns/0/valueType',
    'value type "sparkline" is not registered on the client',
  ]);
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.searchForm[0] = { field: 'noticeType', valueType: 'slider' }))[0]).toBe('/ui/searchForm/0/valueType');
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.blocks = [{ kind: 'table' }, { kind: 'gantt' }]))).toEqual(['/ui/blocks/1/kind', 'block kind "gantt" is not registered on the client']);
});

test('every field a page or export names exists', () => {
  expect(refusal('admin/noticeSetting.json', (j) => j.ui.columns.push('nosuch'))).toEqual(['/ui/columns/7', 'unknown field "nosuch"']);
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.columns[3].field = 'nosuch'))[0]).toBe('/ui/columns/3/field');
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.searchForm = ['nosuch']))[0]).toBe('/ui/searchForm/0');
  expect(refusal('admin/noticeSetting.json', (j) => j.ui.forms.create.fields.push('nosuch'))[0]).toBe('/ui/forms/create/fields/5');
  expect(refusal('admin/noticeSetting.json', (j) => (j.sort.default = [['nosuch', 'ASC']]))[0]).toBe('/sort/default/0/0');
  expect(refusal('admin/noticeSetting.json', (j) => (j.export = { columns: ['noticeType', 'nosuch'] }))[0]).toBe('/export/columns/1');
  expect(refusal('admin/noticeSetting.json', (j) => (j.fields.note.visibleWhen = { field: 'nosuch', eq: 1 }))[0]).toBe('/fields/note/visibleWhen/field');
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.rowActions[0] = { key: 'edit', hiddenWhen: { field: 'nosuch', eq: 1 } }))[0]).toBe('/ui/rowActions/0/hiddenWhen/field');
  // Columns the engine keeps need no declaration; a column no field titles must give its own title.
  expect(() => parseSectionFile('schemas/admin/noticeSetting.json', read('admin/noticeSetting.json').replace('"updTime"]', '"updTime", "crtTime", "id"]'))).not.toThrow();
  expect(refusal('admin/depart.json', (j) => (j.ui.columns[1] = 'parentName'))).toEqual(['/ui/columns/1', '"parentName" has no title: give the column one']);
});

test('actions: a title and an operation must come from somewhere; tabs must exist; a form needs fields', () => {
  expect(refusal('admin/noticeSetting.json', (j) => j.ui.rowActions.push({ key: 'approve', operation: 'update' }))).toEqual(['/ui/rowActions/4', 'action "approve" needs a title']);
  expect(refusal('admin/noticeSetting.json', (j) => j.ui.rowActions.push({ key: 'approve', title: '审核' }))).toEqual(['/ui/rowActions/4', 'action "approve" needs an operation']);
  expect(refusal('admin/noticeSetting.json', (j) => j.ui.rowActions.push('restore'))).toEqual(['/ui/rowActions/4/operation', 'unknown operation "restore"']);
  expect(refusal('admin/depart.json', (j) => (j.ui.rowActions[0].tabs = ['gone']))[0]).toBe('/ui/rowActions/0/tabs/0');
  expect(refusal('admin/noticeSetting.json', (j) => (j.ui.rowActions = ['nonsense']))[0]).toBe('/ui/rowActions/0');
  expect(refusal('admin/noticeSetting.json', (j) => delete j.ui.forms.create.fields)).toEqual(['/ui/forms/create', 'a form lists its fields (or a "create" form gives them)']);
});

test('loaded actions and export columns are complete (what the server serves and writes)', () => {
  const sections = loadSections();
  const notice = sections.find((s) => s.id === 'noticeSetting')!;
  expect(notice.ui!.toolbar!.map((a) => [a.key, a.title, a.operation])).toEqual([
    ['create', '新建分类', 'create'],
    ['bulkDelete', '批量删除', 'delete'],
  ]);
  expect(notice.ui!.rowActions!.map((a) => [a.key, a.title, a.operation, a.success ?? null])).toEqual([
    ['edit', '编辑', 'update', null],
    ['enable', '启用', 'update', '操作成功!'],
    ['disable', '禁用', 'update', '操作成功!'],
    ['delete', '删除', 'delete', null],
  ]);
  const user = sections.find((s) => s.id === 'user')!;
  expect(user.export!.columns.map((c) => c.title)).toEqual(['用户名', '云账号', '工号', '职位', '所属部门', '角色', '系统管理员', '加入时间']);
  const log = sections.find((s) => s.id === 'log')!;
  expect(log.export!.columns.map((c) => c.title)).toEqual(['用户', '时间', 'IP地址', '地点', '操作菜单', '操作内容']);
});

test('every widget the shipped files name is one the client lists', () => {
  const widgets = loadSections().flatMap((s) => Object.values(s.fields).map((f) => f.widget).filter(Boolean));
  expect(widgets.length).toBeGreaterThan(3);
  for (const widget of widgets) expect(REGISTERED_NAMES.fieldWidgets).toContain(widget);
});

describe('blocks, at any depth', () => {
  const { loadSchemas } = require('../../server/engine/load-schemas') as typeof import('../../server/engine/load-schemas');
  const refusedAt = refusalOf;

  test('the shipped block pages pass', () => {
    expect(() => loadSchemas()).not.toThrow();
  });

  test('a block inside a dialog with an unregistered kind, an unknown operation or an unknown dialog stops the file', () => {
    expect(refusedAt('admin/company.json', (j) => (j.ui.blocks[0].dialogs.certify.kind = 'wizard'))).toEqual([
      '/ui/blocks/0/dialogs/certify/kind',
      'block kind "wizard" is not registered on the client',
    ]);
    expect(refusedAt('admin/company.json', (j) => (j.ui.blocks[0].dialogs.certify.save = 'certifyTwice'))).toEqual(['/ui/blocks/0/dialogs/certify/save', 'unknown operation "certifyTwice"']);
    expect(refusedAt('admin/company.json', (j) => (j.ui.blocks[1].load = ['get', 'nosuch']))).toEqual(['/ui/blocks/1/load/1', 'unknown operation "nosuch"']);
    expect(refusedAt('admin/company.json', (j) => (j.ui.blocks[0].actions[0].dialog = 'nosuch'))).toEqual(['/ui/blocks/0/actions/0/dialog', 'unknown dialog "nosuch"']);
    // An endpoint the block declares counts as an operation for it and for its dialogs.
    expect(refusedAt('admin/application.json', (j) => delete j.ui.blocks[0].endpoints.catalogue)).toEqual([
      '/ui/blocks/0/dialogs/detail/load',
      'unknown operation "catalogue"',
    ]);
  });
});

test('company-shared data, searches over several fields and list totals name real fields (库存共享)', () => {
  const stock = 'inventory/publishStock.json';
  expect(refusal(stock, (j) => delete j.model.sharedWhere)).toEqual(['/model/sharedWhere', 'a company-shared model (tenant "shared") names its shared rows in sharedWhere, and only it']);
  expect(refusal(stock, (j) => (j.model.tenant = true))[0]).toBe('/model/sharedWhere');
  expect(refusal(stock, (j) => (j.model.sharedWhere = { nosuch: 1 }))).toEqual(['/model/sharedWhere/nosuch', 'unknown field "nosuch"']);
  expect(refusal(stock, (j) => (j.searchAny.goodsInfo = ['brandName', 'availableQty']))).toEqual(['/searchAny/goodsInfo/1', '"availableQty" is no text field']);
  expect(refusal(stock, (j) => (j.api.operations.selectPage.totals = ['brandName']))).toEqual(['/api/operations/selectPage/totals/0', '"brandName" is no number or money field']);
  expect(refusal(stock, (j) => (j.api.operations.get.totals = ['availableQty']))).toEqual(['/api/operations/get/totals', 'only a list sums its rows']);
  expect(refusal(stock, (j) => (j.filters.itemNo.op = 'lines '))[0]).toMatch(/^\/filters\/itemNo/);
});

test('a section field written as `of` a resource field is that field (labels once), with its own keys winning', () => {
  const sections = loadSections();
  const balance = sections.find((s) => s.id === 'balance')!;
  const transfer = JSON.parse(read('commerce/resources/bank-transfer.json'));
  expect(balance.fields.status).toEqual({ ...transfer.fields.status, default: undefined, readOnly: true, of: undefined });
  expect(balance.fields.status.enumNames).toEqual(['待确认', '已确认', '已驳回']);
  expect(balance.fields.accountNo.pattern).toBe(transfer.fields.accountNo.pattern);
  // 应用管理 renames the subscription's status and keeps its labels.
  const apps = sections.find((s) => s.id === 'application')!;
  expect([apps.fields.status.title, apps.fields.status.enumNames]).toEqual(['应用状态', ['使用中', '已过期', '已停用']]);
  expect(apps.fields.status.messages?.enum).toBe('应用状态不正确');
  expect(sections.find((s) => s.id === 'permission')!.fields.status.enumNames).toEqual(['使用中', '已过期', '已停用']);
  // A field of the section's own resource keeps its default (the same column).
  const dataScope = sections.find((s) => s.id === 'permission')!.fields.dataScope;
  expect([dataScope.default, dataScope.enumNames?.[0], dataScope.messages?.enum]).toEqual(['all', '全部数据', '请选择数据范围']);
});

test('an `of` field naming no resource or no field, or redefining the copied type, stops the file', () => {
  expect(refusal('admin/balance.json', (j) => (j.fields.status = { of: 'NoSuch.status' }))).toEqual(['/fields/status/of', 'unknown resource "NoSuch"']);
  expect(refusal('admin/balance.json', (j) => (j.fields.status = { of: 'BankTransfer.nosuch' }))).toEqual(['/fields/status/of', '"BankTransfer" has no field "nosuch"']);
  expect(refusal('admin/balance.json', (j) => (j.fields.status = { of: 'BankTransfer.status', type: 'string' }))[0]).toBe('/fields/status');
});

test('an inline model declares indexes beside the derived ones, on its own columns; a section on a resource declares none', () => {
  const depart = 'admin/depart.json';
  expect(refusal(depart, (j) => (j.model.indexes = [{ fields: ['tenantId', 'nosuch'] }]))).toEqual(['/model/indexes/0/fields/1', 'unknown column "nosuch"']);
  expect(refusal(depart, (j) => (j.model.indexes = [{ fields: [] }]))[0]).toBe('/model/indexes/0/fields');
  expect(refusal('admin/balance.json', (j) => (j.model.indexes = [{ fields: ['tenantId'] }]))).toEqual(['/model/indexes', 'a section on a resource declares its indexes in the resource file']);
  // Reserved columns may be named; the declared index follows the derived ones, which keep their positions (names).
  const section = parseSectionFile(`schemas/${depart}`, read(depart));
  expect(inlineModel(section).indexes).toEqual([
    { fields: ['tenantId'] },
    { fields: ['tenantId', 'parentId'] },
    { fields: ['tenantId', 'parentId', 'name'] },
    { fields: ['tenantId', 'parentId', 'name'], unique: true, live: true, message: '同级部门中已存在“{name}”' },
  ]);
  // Unique among live rows only: a unique index of a soft-deleted model.
  expect(refusal(depart, (j) => (j.model.indexes = [{ fields: ['name'], live: true }]))).toEqual(['/model/indexes/0/live', 'a live index is a unique index of a soft-deleted model']);
  expect(refusal('admin/noticeSetting.json', (j) => (j.model.indexes = [{ fields: ['noticeType'], unique: true, live: true }]))).toEqual(['/model/indexes/0/live', 'a live index is a unique index of a soft-deleted model']);
});

test("an operation's further methods (alsoMethods) do not repeat its method", () => {
  expect(refusal('admin/user.json', (j) => (j.api.operations.setDepart.alsoMethods = ['PUT']))).toEqual(['/api/operations/setDepart/alsoMethods', '"PUT" is the operation\'s method already']);
});

test('idIn caller names the caller’s own membership: a get or update of a section of the Membership resource only', () => {
  const refusal = 'idIn caller is the caller’s own membership: a get or update of a section of the Membership resource';
  expect(refusalOf('personal/profile.json', (j) => (j.model.resource = 'Company'))[1]).toBe(refusal);
  expect(refusalOf('personal/profile.json', (j) => (j.api.operations.remove = { method: 'DELETE', path: '/removeSelf', idIn: 'caller', runs: 'delete' }))).toEqual(['/api/operations/remove/idIn', refusal]);
});

test('unsaved (what a company’s one row reads as before it is saved) only with idIn one', () => {
  expect(refusalOf('company/featureSetting.json', (j) => delete j.api.operations.get.idIn)).toEqual(['/api/operations/get/unsaved', 'only a get of the company’s one row (idIn one) reads it before it is saved']);
});

test('value (a get answering one field alone) names a field of the section, on a get without answers', () => {
  const refusal = ['/api/operations/get/value', 'value: a get answers one field of the section, and nothing else'];
  expect(refusalOf('company/wallet.json', (j) => (j.api.operations.get.value = 'saldo'))).toEqual(refusal);
  expect(refusalOf('company/wallet.json', (j) => (j.api.operations.get.answers = ['balance']))).toEqual(refusal);
  expect(refusalOf('company/wallet.json', (j) => (j.api.operations.list = { method: 'GET', path: '/list', value: 'balance' }))).toEqual(['/api/operations/list/value', refusal[1]]);
});

test('groups (an unpaged list answered in groups) names a field among its answers, on a list that is not paged', () => {
  const refusal = ['/api/operations/findAll/groups', 'groups: an unpaged list (paged false) of the section’s own rows, grouped by one of its fields among its answers'];
  expect(refusalOf('company/catalogue.json', (j) => (j.api.operations.findAll.groups.field = 'sector'))).toEqual(refusal);
  expect(refusalOf('company/catalogue.json', (j) => (j.api.operations.findAll.answers = ['id', 'name']))).toEqual(refusal);
  expect(refusalOf('company/catalogue.json', (j) => delete j.api.operations.findAll.paged)).toEqual(refusal);
  expect(refusalOf('company/catalogue.json', (j) => (j.api.operations.get.groups = { field: 'serverType', keys: { 0: 'apps' } }))).toEqual(['/api/operations/get/groups', refusal[1]]);
});

test('an upload (runs: upload) is a POST with its rules, and only an upload declares rules', () => {
  const refusal = 'an operation that runs upload declares its "upload" rules, and only such an operation does';
  expect(refusalOf('schedule/schedule.json', (j) => delete j.api.operations.upload.upload)).toEqual(['/api/operations/upload/upload', refusal]);
  expect(refusalOf('schedule/schedule.json', (j) => (j.api.operations.selectAll.upload = j.api.operations.upload.upload))).toEqual(['/api/operations/selectAll/upload', refusal]);
  expect(refusalOf('schedule/schedule.json', (j) => (j.api.operations.upload.method = 'PUT'))).toEqual(['/api/operations/upload/method', 'an upload is a POST']);
  // Named upload without `runs`: refused here, not left to fail when the routes are mounted.
  expect(refusalOf('schedule/schedule.json', (j) => delete j.api.operations.upload.runs)).toEqual(['/api/operations/upload/runs', 'an operation named "upload" runs it: "runs": "upload" with its declaration']);
});

test('a file read (runs: file) is a GET of a field holding a url, its path naming the row or the file', () => {
  const declares = 'an operation that runs file declares its "file", and only such an operation does';
  const shape = 'a file read is a GET of a field holding a file url (image, file or string), its path naming the row (:id) or the file (:name, by name)';
  expect(refusalOf('platform/certificationReview.json', (j) => delete j.api.operations.licence.file)).toEqual(['/api/operations/licence/file', declares]);
  expect(refusalOf('platform/certificationReview.json', (j) => (j.api.operations.list.file = { field: 'businessLicense' }))).toEqual(['/api/operations/list/file', declares]);
  expect(refusalOf('platform/certificationReview.json', (j) => (j.api.operations.licence.file.field = 'status'))).toEqual(['/api/operations/licence/file', shape]);
  expect(refusalOf('platform/certificationReview.json', (j) => (j.api.operations.licence.path = '/licence'))).toEqual(['/api/operations/licence/file', shape]);
  expect(refusalOf('platform/helpVideo.json', (j) => (j.api.operations.videoFile.path = '/api/help/video/:id'))).toEqual(['/api/operations/videoFile/file', shape]);
});
