/**
 * Cross-checks of calendar reads (`runs: calendar`, calendar-read.ts): the operation declares its `calendar` and only
 * it does; the fields it names are columns of the section's rows; a view names the key of a day's occurrences.
 */
import { declaredKeys, OTHER_ROWS_KEYS, SchemaFileError } from './schema-meta';
import { hasColumn, type SectionSpec } from './section-types';

export function checkCalendars(section: SectionSpec) {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(section.file, pointer, reason);
  };
  for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
    const at = `/api/operations/${name}`;
    const calendar = operation.calendar;
    if ((operation.runs === 'calendar') !== Boolean(calendar)) fail(at, 'a calendar read is `runs: calendar` with its `calendar` declaration, and only it');
    if (!calendar) continue;
    if (operation.method !== 'GET') fail(`${at}/method`, 'a calendar read is a GET (alsoMethods may add POST)');
    const other = declaredKeys(operation, [...OTHER_ROWS_KEYS, 'ids', 'idIn']);
    if (other.length) fail(`${at}/runs`, `a calendar read reads the section’s own rows: no ${other.join(', ')}`);
    const column = (pointer: string, field: string | undefined) => {
      const spec = field === undefined ? undefined : section.fields[field];
      if (field !== undefined && (!spec || !hasColumn(spec))) fail(`${at}/calendar/${pointer}`, `"${field}" is no column of the section`);
    };
    column('start', calendar.start);
    column('end', calendar.end);
    column('order', calendar.order);
    for (const key of ['when', 'unit', 'every', 'until'] as const) column(`repeat/${key}`, calendar.repeat?.[key]);
    if (calendar.view && !calendar.list) fail(`${at}/calendar/list`, 'a view answers each day with its occurrences under `list`');
  }
}
