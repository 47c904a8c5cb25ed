/** Calendar reads (`runs: calendar`, server/engine/calendar-read.ts) are cross-checked at start and by `npm run schemas:check`. */
import { loadSchemas } from '../../server/engine/load-schemas';
import { refusalOf } from '../support/schema-copy';

const schedules = (change: (json: any) => void) => refusalOf('schedule/schedule.json', change);
const month = (json: any) => json.api.operations.findMonthOrWeek;
const at = '/api/operations/findMonthOrWeek';

test('the shipped 日历 and 今日日程 are calendar reads of the schedules with their repeat rule', () => {
  const operations = loadSchemas().sections.find((s) => s.id === 'schedule')?.api.operations;
  expect(operations?.findMonthOrWeek).toMatchObject({ runs: 'calendar', alsoMethods: ['POST'], calendar: { start: 'startTime', end: 'endTime', list: 'scheduleList', view: { param: 'selectType' } } });
  expect(operations?.findAll).toMatchObject({ runs: 'calendar', calendar: { repeat: { when: 'repeat', unit: 'repeatType', every: 'repeatRate', until: 'repeatEnd' } } });
  expect(operations?.findAll?.calendar).not.toHaveProperty('view');
});

test('runs: calendar and its declaration come together', () => {
  const refusal = 'a calendar read is `runs: calendar` with its `calendar` declaration, and only it';
  expect(schedules((j) => delete month(j).calendar)).toEqual([at, refusal]);
  expect(schedules((j) => (month(j).runs = 'list'))).toEqual([at, refusal]);
});

test('the fields it names are columns of the rows; a view names where a day’s occurrences go', () => {
  expect(schedules((j) => (month(j).calendar.start = 'nosuch'))).toEqual([`${at}/calendar/start`, '"nosuch" is no column of the section']);
  expect(schedules((j) => (month(j).calendar.repeat.unit = 'sources'))).toEqual([`${at}/calendar/repeat/unit`, '"sources" is no column of the section']);
  expect(schedules((j) => delete month(j).calendar.list)).toEqual([`${at}/calendar/list`, 'a view answers each day with its occurrences under `list`']);
});

test('a GET of the section’s own rows', () => {
  expect(schedules((j) => Object.assign(month(j), { method: 'POST', alsoMethods: undefined }))).toEqual([`${at}/method`, 'a calendar read is a GET (alsoMethods may add POST)']);
  expect(schedules((j) => (month(j).idIn = 'query'))).toEqual([`${at}/runs`, 'a calendar read reads the section’s own rows: no idIn']);
});
