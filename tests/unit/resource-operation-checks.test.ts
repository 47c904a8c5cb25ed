/** `resource` operations are cross-checked with every model at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const refusal = (change: (json: any) => void) => refusalOf('admin/permission.json', change);
const ops = (json: any) => json.api.operations;

test('the shipped file passes', () => {
  expect(loadSchemas().sections.find((s) => s.id === 'permission')?.api.operations?.selectAllUser.resource).toEqual({ name: 'Membership', search: ['name'] });
});

test('an unknown resource, association field, verb or owner key stops the file', () => {
  expect(refusal((j) => (ops(j).selectAllUser.resource.name = 'Nothing'))).toEqual(['/api/operations/selectAllUser/resource/name', 'unknown resource "Nothing"']);
  expect(refusal((j) => (ops(j).selectUser.association.field = 'name'))[0]).toBe('/api/operations/selectUser/association/field');
  expect(refusal((j) => (ops(j).addUser.association.verb = 'set'))).toEqual(['/api/operations/addUser/association/verb', 'an operation over a resource cannot "set" (list, candidates, add, remove)']);
  expect(refusal((j) => (ops(j).selectUser.resource.ownerKey = 'nosuch'))[0]).toBe('/api/operations/selectUser/resource/ownerKey');
});

test('search, filters, where and order name fields of the rows listed (the target for an association)', () => {
  expect(refusal((j) => (ops(j).selectAllUser.resource.search = ['nosuch']))).toEqual(['/api/operations/selectAllUser/resource/search/0', 'unknown field "nosuch" of Membership']);
  expect(refusal((j) => (ops(j).selectAllApp.resource.filters = { 'app.nosuch': 'like' }))[0]).toBe('/api/operations/selectAllApp/resource/filters/app.nosuch');
  expect(refusal((j) => (ops(j).selectAllApp.where = { 'nobody.kind': 0 }))[0]).toBe('/api/operations/selectAllApp/where/nobody.kind');
  // selectUser lists Membership rows: a field of the owner (AppSubscription) is not one of them.
  expect(refusal((j) => (ops(j).selectUser.where = { seats: 1 }))).toEqual(['/api/operations/selectUser/where/seats', 'unknown field "seats" of Membership']);
  expect(refusal((j) => (ops(j).selectApp.order = [['app.nosuch', 'ASC']]))[0]).toBe('/api/operations/selectApp/order/0');
});

test('candidates needs a resource', () => {
  expect(refusal((j) => (ops(j).listMembers = { method: 'GET', path: '/members/:id', association: { field: 'name', verb: 'candidates' } }))[0]).toMatch(/^\/api\/operations\/listMembers/);
});

test('an export over a resource: runs export with its columns, fields of the resource, titled, ordered by own fields', () => {
  const balance = (change: (json: any) => void) => refusalOf('admin/balance.json', change);
  const at = '/api/operations/transferExport';
  expect(loadSchemas().sections.find((s) => s.id === 'balance')?.api.operations?.transferExport).toMatchObject({ runs: 'export', resource: { name: 'BankTransfer' } });
  expect(balance((j) => delete ops(j).transferExport.export)).toEqual([at, 'an export over a resource is `runs: export` with its `export` columns, and only it']);
  expect(balance((j) => delete ops(j).transferExport.runs)[0]).toBe(at);
  expect(balance((j) => delete ops(j).transferExport.resource)).toEqual([at, '`runs: export` exports the rows of a `resource`; the section’s own rows use its `export`']);
  expect(balance((j) => (ops(j).transferExport.export.columns[1] = { field: 'nosuch', title: '无' }))).toEqual([`${at}/export/columns/1`, 'unknown field "nosuch" of BankTransfer']);
  expect(balance((j) => (ops(j).transferExport.export.columns[0] = { field: 'amount', title: '' }))).toEqual([`${at}/export/columns/0`, '"amount" has no title to head the column: give one']);
  expect(balance((j) => (ops(j).transferExport.order = [['tenant.name', 'ASC']]))[0]).toMatch(new RegExp(`^${at}/order/0`));
});

test('rowScope false: only a list of the resource, and 用户管理’s role checkboxes declare it', () => {
  const user = (change: (json: any) => void) => refusalOf('admin/user.json', change);
  expect(loadSchemas().sections.find((s) => s.id === 'user')?.api.operations?.groupOptions.resource).toEqual({ name: 'Role', paged: false, rowScope: false });
  expect(refusal((j) => (ops(j).selectUser.resource.rowScope = false))).toEqual(['/api/operations/selectUser/resource/rowScope', 'only a list of the resource’s rows may leave the row scope out']);
  expect(user((j) => (ops(j).groupOptions.runs = 'create'))[0]).toMatch(/^\/api\/operations\/groupOptions/);
});
