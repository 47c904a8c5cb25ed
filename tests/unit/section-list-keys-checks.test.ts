/** The schema check of the list keys: operation `where` and `order`, the `subtree` filter, `model.readsFrom`. */
import fs from 'node:fs';
import path from 'node:path';
import { loadSchemas, SchemaFileError } from '../../server/engine/load-schemas';
import { schemasWith } from '../support/schema-copy';

const FILE = 'admin/user.json';
const read = () => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas', FILE), 'utf8'));

/** Loads a copy of the shipped schemas with user.json changed, as the server and `npm run schemas:check` do. */
function refusedAt(change: (json: any) => void): [string, string] {
  const json = read();
  change(json);
  const dir = schemasWith({ [FILE]: json });
  try {
    loadSchemas(dir);
  } catch (error) {
    if (!(error instanceof SchemaFileError)) throw error;
    expect(error.file).toContain('user.json');
    return [error.pointer, error.reason];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('expected user.json to be refused');
}

test('the shipped user section declares where, order, a subtree filter and the models it reads', () => {
  const user = loadSchemas().sections.find((s) => s.id === 'user')!;
  expect(user.api.operations!.list.where).toEqual({ status: 0 });
  expect(user.api.operations!.deletedList).toMatchObject({ where: { status: 1 }, order: [['removedAt', 'DESC'], ['id', 'DESC']] });
  expect(user.filters!.departId).toEqual({ op: 'subtree', message: '部门参数不正确' });
  expect(user.model.readsFrom).toEqual(expect.arrayContaining(['Account', 'depart', 'Role', 'CasbinRule']));
});

test('where and order name columns of the model', () => {
  expect(refusedAt((j) => (j.api.operations.list.where = { state: 0 }))).toEqual(['/api/operations/list/where/state', 'unknown field "state"']);
  expect(refusedAt((j) => (j.api.operations.deletedList.order = [['leftAt', 'DESC']]))).toEqual(['/api/operations/deletedList/order/0/0', 'unknown field "leftAt"']);
  // The meta-schema: a value is a scalar or a list of them, a direction ASC or DESC.
  expect(refusedAt((j) => (j.api.operations.list.where = { status: { gt: 0 } }))[0]).toBe('/api/operations/list/where/status');
  expect(refusedAt((j) => (j.api.operations.deletedList.order = [['id', 'down']]))[0]).toMatch(/^\/api\/operations\/deletedList\/order\/0/);
});

test('a deletedList on a model without soft delete must say which rows it lists', () => {
  expect(refusedAt((j) => delete j.api.operations.deletedList.where)).toEqual([
    '/api/operations/deletedList',
    'the model has no soft delete: name the rows the deleted list shows with "where"',
  ]);
});

test('subtree needs a belongsTo field whose target is a tree section', () => {
  const reason = (name: string) => `"${name}" is not a belongsTo field whose target is a tree section`;
  expect(refusedAt((j) => (j.filters.name = 'subtree'))).toEqual(['/filters/name', reason('name')]);
  expect(refusedAt((j) => (j.fields.departId.target = 'Company'))).toEqual(['/filters/departId', reason('departId')]);
});

test('readsFrom names declared models', () => {
  expect(refusedAt((j) => j.model.readsFrom.push('Roles'))).toEqual([`/model/readsFrom/5`, 'unknown model "Roles"']);
});
