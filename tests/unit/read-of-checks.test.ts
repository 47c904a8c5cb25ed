/** `of` (an operation reading another section's rows) is checked with every section at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const user = (change: (json: any) => void) => refusalOf('admin/user.json', change);
const departTree = (json: any) => json.api.operations.departTree;
const at = '/api/operations/departTree';

test('the shipped file passes: 用户管理’s departTree reads 部门管理’s tree', () => {
  expect(loadSchemas().sections.find((s) => s.id === 'user')?.api.operations?.departTree).toMatchObject({ runs: 'tree', of: { section: 'depart', rowScope: false } });
});

test('another section that exists, read by a generic read of it', () => {
  expect(user((j) => (departTree(j).of.section = 'nosuch'))).toEqual([`${at}/of/section`, '"nosuch" is no other section']);
  expect(user((j) => (departTree(j).of.section = 'user'))).toEqual([`${at}/of/section`, '"user" is no other section']);
  expect(user((j) => (departTree(j).runs = 'create'))).toEqual([`${at}/runs`, 'an operation reading another section’s rows runs tree, list, get or count']);
  expect(user((j) => delete departTree(j).runs)).toEqual([`${at}/runs`, 'an operation reading another section’s rows runs tree, list, get or count']);
});

test('a tree only of a tree section, of the same tenancy, its where and order that section’s fields, nothing else beside', () => {
  expect(user((j) => (departTree(j).of.section = 'message'))).toEqual([`${at}/runs`, '"message" is no tree']);
  expect(user((j) => (departTree(j).of.section = 'proclamation'))).toEqual([`${at}/of/section`, '"proclamation" is not of this section’s tenancy']);
  expect(user((j) => (departTree(j).where = { username: '1' }))).toEqual([`${at}/where/username`, 'unknown field "username" of depart']);
  expect(user((j) => (departTree(j).order = [['mobile', 'ASC']]))).toEqual([`${at}/order/0/0`, 'unknown field "mobile" of depart']);
  expect(user((j) => (departTree(j).resource = { name: 'Role' }))).toEqual([`${at}/of`, '`of` reads another section’s rows: no resource, association, transition or readBy beside it']);
});
