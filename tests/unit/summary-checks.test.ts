/** Summary operations (`runs: summary`) are cross-checked with the section's rows at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const records = (change: (json: any) => void) => refusalOf('attendance/signRecord.json', change);
const mine = (change: (json: any) => void) => refusalOf('personal/mySign.json', change);
const ops = (json: any) => json.api.operations;

test('the shipped files pass', () => {
  const sections = loadSchemas().sections;
  expect(sections.find((s) => s.id === 'signRecord')?.api.operations?.detailStatistics.summary?.groupBy).toEqual(['memberId', 'userName']);
  expect(sections.find((s) => s.id === 'mySign')?.api.operations?.personalStatistics.summary?.previous).toMatchObject({ filter: 'billDate', prefix: 'last' });
});

test('measures, groupBy and previous name columns of the rows; a count’s values are in the field’s enum', () => {
  expect(records((j) => (ops(j).totalStatistics.summary.measures.lateCount.count = { nosuch: 1 }))).toEqual(['/api/operations/totalStatistics/summary/measures/lateCount/count/nosuch', '"nosuch" is no column of signRecord']);
  expect(records((j) => (ops(j).totalStatistics.summary.measures.anomalyCount.count.anyOf[2] = { dayState: [1, 7] }))).toEqual(['/api/operations/totalStatistics/summary/measures/anomalyCount/count/anyOf/2/dayState', 'a value of "dayState" is not in its enum']);
  expect(records((j) => (ops(j).totalStatistics.summary.measures.lateMinutes.sum = 'userName'))).toEqual(['/api/operations/totalStatistics/summary/measures/lateMinutes/sum', '"userName" is no number field']);
  // departName is the section's virtual field: no column to group by.
  expect(records((j) => (ops(j).detailStatistics.summary.groupBy = ['departName']))).toEqual(['/api/operations/detailStatistics/summary/groupBy/0', '"departName" is no column of signRecord']);
  expect(records((j) => (ops(j).totalStatistics.summary.previous.filter = 'memberId'))).toEqual(['/api/operations/totalStatistics/summary/previous/filter', '"memberId" is no range or month filter of a date field']);
  expect(mine((j) => (ops(j).personalStatistics.summary.previous.filter = 'nosuch'))[0]).toBe('/api/operations/personalStatistics/summary/previous/filter');
});

test('a summary runs summary; a download titles its measures; a filter’s field is a column', () => {
  expect(records((j) => (ops(j).totalStatistics.runs = 'list'))).toEqual(['/api/operations/totalStatistics', 'a summary operation is `runs: summary` with its `summary` declaration, and only it']);
  expect(records((j) => delete ops(j).totalStatistics.summary)[0]).toBe('/api/operations/totalStatistics');
  expect(records((j) => delete ops(j).exportStatistics.summary.measures.lateCount.title)).toEqual(['/api/operations/exportStatistics/summary/measures/lateCount/title', 'a downloaded measure needs a title to head its column']);
  expect(mine((j) => (j.filters.billDate.field = 'nosuch'))).toEqual(['/filters/billDate/field', 'unknown field "nosuch"']);
});

test('only a grouped summary that answers its groups may be paged: false', () => {
  const message = (change: (json: any) => void) => refusalOf('messages/message.json', change);
  const refusal = ['/api/operations/totalStatistics/paged', 'only a grouped summary that answers its groups may be `paged: false`'];
  expect(records((j) => (ops(j).totalStatistics.paged = false))).toEqual(refusal);
  expect(records((j) => (ops(j).exportStatistics.paged = false))[0]).toBe('/api/operations/exportStatistics/paged');
  expect(message((j) => (ops(j).selectTaskCount.paged = false))[0]).toBe('/api/operations/selectTaskCount/paged');
  expect(loadSchemas().sections.find((s) => s.id === 'message')?.api.operations?.selectApps).toMatchObject({ paged: false, summary: { groupBy: ['type'] } });
});
