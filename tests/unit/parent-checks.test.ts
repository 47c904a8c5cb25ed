/** `parent` (the rows under one parent row the path names) is checked with every section at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const user = (change: (json: any) => void) => refusalOf('admin/user.json', change);
const userList = (json: any) => json.api.operations.userList;
const at = '/api/operations/userList/parent';

test('the shipped file passes: 用户管理’s userList/:departId lists the members under one department', () => {
  expect(loadSchemas().sections.find((s) => s.id === 'user')?.api.operations?.userList).toMatchObject({ runs: 'list', parent: { field: 'departId' } });
});

test('a belongsTo field of the rows that the path names', () => {
  expect(user((j) => (userList(j).parent.field = 'name'))).toEqual([`${at}/field`, '"name" is no belongsTo field of user']);
  expect(user((j) => (userList(j).parent.field = 'nosuch'))).toEqual([`${at}/field`, '"nosuch" is no belongsTo field of user']);
  expect(user((j) => (userList(j).path = '/api/admin/depart/userList/:id'))).toEqual([`${at}/field`, 'the path names no ":departId"']);
});

test('only on a generic list of the section’s own rows', () => {
  const refused = [at, 'a parent names the rows of a generic list of the section’s own rows'];
  expect(user((j) => (userList(j).runs = 'tree'))).toEqual(refused);
  expect(user((j) => { userList(j).of = { section: 'depart' }; delete userList(j).where; })).toEqual(refused);
  expect(user((j) => (userList(j).resource = { name: 'Role' }))).toEqual(refused);
});
