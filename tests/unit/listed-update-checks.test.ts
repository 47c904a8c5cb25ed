/** Listed updates (`runs: update` with `ids`, server/engine/listed-update.ts) are cross-checked at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const users = (change: (json: any) => void) => refusalOf('admin/user.json', change);
const setDepart = (json: any) => json.api.operations.setDepart;
const at = '/api/operations/setDepart';

test('the shipped 设置部门 is a listed update of departId', () => {
  const spec = loadSchemas().sections.find((s) => s.id === 'user')?.api.operations?.setDepart;
  expect(spec).toMatchObject({ runs: 'update', ids: { params: ['userIds'], message: '请选择用户！' }, fields: ['departId'], where: { status: 0 } });
});

test('ids come with runs: update, with the fields written', () => {
  expect(users((j) => delete setDepart(j).runs)).toEqual([`${at}/ids`, 'a listed update is runs: update with ids (where the request lists its rows)']);
  expect(users((j) => delete setDepart(j).fields)).toEqual([`${at}/fields`, 'a listed update names the fields it writes']);
  expect(users((j) => (setDepart(j).fields = ['nosuch']))).toEqual([`${at}/fields/0`, '"nosuch" is no writable column of the section']);
});

test('runs: update without ids is the generic update under another name: it reads no messages', () => {
  expect(users((j) => delete setDepart(j).ids)).toEqual([`${at}/messages`, 'messages word the fields a transition or a listed update reads']);
  // 日程's plt-schedule-main/update and delete: the generic update and delete under their own names and paths.
  const schedule = loadSchemas().sections.find((s) => s.id === 'schedule')?.api.operations;
  expect(schedule?.updateMain).toMatchObject({ runs: 'update', idIn: 'body', path: '/api/business/plt-schedule-main/update' });
  expect(schedule?.updateMain).not.toHaveProperty('ids');
  expect(schedule?.deleteMain).toMatchObject({ runs: 'delete', idIn: 'query', idParam: 'ids' });
});

test('the request lists the rows: nothing else names one', () => {
  expect(users((j) => (setDepart(j).path = '/setDepart/:id'))).toEqual([`${at}/runs`, 'a listed update writes the rows the request lists: no :id, path id']);
  expect(users((j) => (setDepart(j).idIn = 'query'))).toEqual([`${at}/runs`, 'a listed update writes the rows the request lists: no :id, idIn']);
});

test('messages word only the fields the operation reads', () => {
  expect(users((j) => (setDepart(j).messages.name = { required: '请输入姓名' }))).toEqual([`${at}/messages/name`, '"name" is none of the fields the update reads']);
  expect(users((j) => (j.api.operations.update.messages = { name: { required: '请输入姓名' } }))).toEqual(['/api/operations/update/messages', 'messages word the fields a transition or a listed update reads']);
});
