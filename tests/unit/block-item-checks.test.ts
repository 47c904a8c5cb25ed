/** The schema check reads what block forms and table dialogs name: widgets, the operations of choices and blur checks, dialogs. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const refusal = (change: (json: any) => void) => refusalOf('admin/user.json', change);
const wizard = (json: any) => json.ui.blocks[0].dialogs.addUser;

test('user.json as written passes', () => {
  expect(() => loadSchemas()).not.toThrow();
});

test('a form item names a registered widget and existing operations for its choices and blur check', () => {
  expect(refusal((j) => (wizard(j).steps[1].items[6].widget = 'departTree'))).toEqual([
    '/ui/blocks/0/dialogs/addUser/steps/1/items/6/widget',
    'widget "departTree" is not registered on the client',
  ]);
  expect(refusal((j) => (wizard(j).steps[2].items[0].options.operation = 'roles'))).toEqual([
    '/ui/blocks/0/dialogs/addUser/steps/2/items/0/options/operation',
    'unknown operation "roles"',
  ]);
  expect(refusal((j) => (wizard(j).steps[1].items[0].check.operation = 'nope'))[0]).toBe('/ui/blocks/0/dialogs/addUser/steps/1/items/0/check/operation');
  expect(refusal((j) => (j.ui.blocks[0].dialogs.edit.items[4].options.operation = 'tree'))[0]).toBe('/ui/blocks/0/dialogs/edit/items/4/options/operation');
});

test("a table action's dialog and the header block's load must exist", () => {
  expect(refusal((j) => (j.ui.toolbar[0].dialog = 'wizard'))).toEqual(['/ui/toolbar/0/dialog', 'unknown dialog "wizard"']);
  expect(refusal((j) => (j.ui.blocks[0].extra.load = 'seats'))).toEqual(['/ui/blocks/0/extra/load', 'unknown operation "seats"']);
});
