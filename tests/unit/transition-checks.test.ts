/** Operations with `transition` are cross-checked with the row they move at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const transfers = (change: (json: any) => void) => refusalOf('platform/transferReview.json', change);
const notices = (change: (json: any) => void) => refusalOf('admin/noticeSetting.json', change);
const signs = (change: (json: any) => void) => refusalOf('platform/smsSignAudit.json', change);
const ops = (json: any) => json.api.operations;

test('the shipped files pass', () => {
  const sections = loadSchemas().sections;
  expect(sections.find((s) => s.id === 'proclamation')?.api.operations?.publish.transition).toMatchObject({ from: { status: [0] }, set: { status: 1 }, conflict: '该公告已发布' });
  expect(sections.find((s) => s.id === 'noticeSetting')?.api.operations?.rejectNotice.transition?.input).toEqual(['reason']);
});

test('from, set, now and by name columns of the row moved (the resource of the operation, else the section)', () => {
  expect(transfers((j) => (ops(j).confirm.transition.from = { nosuch: [0] }))).toEqual(['/api/operations/confirm/transition/from/nosuch', '"nosuch" is no column of BankTransfer']);
  expect(transfers((j) => (ops(j).confirm.transition.set.nosuch = 1))[0]).toBe('/api/operations/confirm/transition/set/nosuch');
  expect(transfers((j) => (ops(j).confirm.transition.by = { nosuch: 'name' }))[0]).toBe('/api/operations/confirm/transition/by/nosuch');
  expect(transfers((j) => (ops(j).confirm.transition.now = ['amount']))).toEqual(['/api/operations/confirm/transition/now/0', '"amount" is no datetime field']);
  // rejectNotice moves a UserNotice: a column of the section's own model (noticeSetting) is not one of it.
  expect(notices((j) => (ops(j).rejectNotice.transition.set.noticeType = 'x'))).toEqual(['/api/operations/rejectNotice/transition/set/noticeType', '"noticeType" is no column of UserNotice']);
});

test('input names fields of the section that are columns of the row', () => {
  expect(transfers((j) => (ops(j).reject.transition.input = ['nosuch']))).toEqual(['/api/operations/reject/transition/input/0', 'unknown field "nosuch" of the section']);
  // companyName is the section's derived field: the transfer has no such column.
  expect(transfers((j) => (ops(j).reject.transition.input = ['companyName']))[0]).toBe('/api/operations/reject/transition/input/0');
});

test('the move leaves its from states; the row is named by the request', () => {
  expect(transfers((j) => (ops(j).confirm.transition.set = { status: 0 }))).toEqual(['/api/operations/confirm/transition/set', '"status" must be set to a state outside its "from" values, or be an input field with an enum']);
  expect(transfers((j) => delete ops(j).confirm.transition.set)[0]).toBe('/api/operations/confirm/transition/set');
  expect(transfers((j) => (ops(j).confirm.path = '/confirm'))).toEqual(['/api/operations/confirm/path', 'a transition names its row: :id in the path, or idIn']);
  expect(transfers((j) => (ops(j).confirm.idIn = 'tenant'))).toEqual(['/api/operations/confirm/idIn', 'idIn tenant names the caller’s company: only on a section of the Company resource']);
  expect(transfers((j) => (ops(j).confirm.idIn = 'one'))[0]).toBe('/api/operations/confirm/idIn');
  expect(transfers((j) => (ops(j).confirm.runs = 'get'))[0]).toBe('/api/operations/confirm/transition');
});

test('a from column the body chooses: an input field whose enum holds a state outside from', () => {
  const audit = loadSchemas().sections.find((s) => s.id === 'smsSignAudit')?.api.operations?.audit.transition;
  expect(audit).toMatchObject({ from: { status: [0] }, input: ['status', 'inspectText'] });
  expect(audit?.set).toBeUndefined();
  // Not an input (and not set): refused.
  expect(signs((j) => (ops(j).audit.transition.input = ['inspectText']))).toEqual(['/api/operations/audit/transition/set', '"status" must be set to a state outside its "from" values, or be an input field with an enum']);
  // An input whose enum holds only from states, or no enum at all: refused.
  const onlyFrom = (j: any) => (j.fields.status = { type: 'enum', title: '审核结果', enum: [0], enumNames: ['审核中'] });
  expect(signs(onlyFrom)).toEqual(['/api/operations/audit/transition/input', 'input "status" is a "from" column: its field declares an enum with a state outside its "from" values']);
  expect(signs((j) => (j.fields.status = { type: 'integer', title: '审核结果' }))[0]).toBe('/api/operations/audit/transition/input');
});

test('rows: matching moves what the query lists: no row id, resource, conflict or answer; a one-row transition needs its conflict', () => {
  const messages = (change: (json: any) => void) => refusalOf('messages/message.json', change);
  expect(loadSchemas().sections.find((s) => s.id === 'message')?.api.operations?.markAll.transition).toMatchObject({ rows: 'matching', from: { status: [0] }, set: { status: 1 } });
  const at = '/api/operations/markAll/transition/rows';
  expect(messages((j) => (ops(j).markAll.path = '/markAll/:id'))).toEqual([at, 'rows: matching moves the rows the query lists: no :id, path id']);
  expect(messages((j) => (ops(j).markAll.idIn = 'query'))).toEqual([at, 'rows: matching moves the rows the query lists: no :id, idIn']);
  expect(messages((j) => (ops(j).markAll.transition.conflict = '已读'))).toEqual([at, 'rows: matching moves the rows the query lists: no :id, conflict']);
  expect(messages((j) => (ops(j).markAll.resource = { name: 'Message' }))[0]).toBe(at);
  // The from column still leaves its states, so every matched row changes (MySQL counts changed rows, SQLite matched ones).
  expect(messages((j) => (ops(j).markAll.transition.set.status = 0))).toEqual(['/api/operations/markAll/transition/set', '"status" must be set to a state outside its "from" values, or be an input field with an enum']);
  // Without rows: matching the conflict message is required by the meta-schema.
  expect(messages((j) => delete ops(j).mark.transition.conflict)[0]).toMatch(/^\/api\/operations\/mark\/transition/);
});

test('rows: ids moves the rows the body lists: it says where (ids), and nothing else names a row or refuses one out of from', () => {
  const permission = (change: (json: any) => void) => refusalOf('admin/permission.json', change);
  expect(loadSchemas().sections.find((s) => s.id === 'permission')?.api.operations?.addCompanyAdmin.transition).toMatchObject({ rows: 'ids', from: { isCompanyAdmin: [0] }, set: { isCompanyAdmin: 1 } });
  const at = '/api/operations/addCompanyAdmin/transition';
  expect(permission((j) => (ops(j).addCompanyAdmin.path = '/api/admin/user/addCompanyAdmin/:id'))).toEqual([`${at}/rows`, 'rows: ids moves the rows the body lists: no :id, path id']);
  expect(permission((j) => (ops(j).addCompanyAdmin.idIn = 'body'))).toEqual([`${at}/rows`, 'rows: ids moves the rows the body lists: no :id, idIn']);
  expect(permission((j) => (ops(j).addCompanyAdmin.transition.already = 'answer'))).toEqual([`${at}/rows`, 'rows: ids moves the rows the body lists: no :id, already']);
  expect(permission((j) => (ops(j).addCompanyAdmin.transition.input = ['name']))).toEqual([`${at}/rows`, 'rows: ids moves the rows the body lists: no :id, input']);
  expect(permission((j) => delete ops(j).addCompanyAdmin.transition.ids)).toEqual([`${at}/ids`, 'rows: ids says where the body lists them (ids.params, ids.message)']);
  expect(permission((j) => (ops(j).delCompanyAdmin.transition.ids = { params: ['userIds'], message: '请选择' }))).toEqual(['/api/operations/delCompanyAdmin/transition/ids', 'ids names the body’s list of rows: only with rows: ids']);
  const review = (change: (json: any) => void) => refusalOf('platform/transferReview.json', change);
  const listed = (j: any) => {
    const confirm = ops(j).confirm;
    confirm.path = '/confirm';
    delete confirm.transition.conflict;
    Object.assign(confirm.transition, { rows: 'ids', ids: { params: ['ids'], message: '请选择' } });
  };
  expect(review(listed)).toEqual(['/api/operations/confirm/transition/rows', 'rows: ids moves rows of the caller’s company: not on a section across companies']);
  expect(permission((j) => (ops(j).addCompanyAdmin.transition.set.isCompanyAdmin = 0))).toEqual([`${at}/set`, '"isCompanyAdmin" must be set to a state outside its "from" values, or be an input field with an enum']);
});

test('企业认证: a one-row transition of the caller’s company (idIn tenant), its input with its own messages', () => {
  const company = (change: (json: any) => void) => refusalOf('admin/company.json', change);
  const certify = loadSchemas().sections.find((s) => s.id === 'company')?.api.operations?.certify;
  expect(certify).toMatchObject({ idIn: 'tenant', transition: { from: { authenticationStatus: [0, 1, 2] }, set: { authenticationStatus: 4 }, input: ['businessLicense', 'companyName'] } });
  expect(certify?.messages?.companyName?.required).toBe('请输入认证企业名称');
  // Messages only of the move's input fields.
  expect(company((j) => (ops(j).certify.messages.industry = { required: '请选择所属行业' }))).toEqual(['/api/operations/certify/messages/industry', '"industry" is no input of the move']);
  expect(company((j) => (ops(j).certify.transition.input = ['businessLicense']))).toEqual(['/api/operations/certify/messages/companyName', '"companyName" is no input of the move']);
});
