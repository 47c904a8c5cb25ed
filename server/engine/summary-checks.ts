/**
 * Cross-checks of summary operations (`runs: summary`, summary-operation.ts): the `summary` declaration goes with
 * `runs: summary` only; every column its measures, `groupBy` and `previous` name is a column of the section's rows
 * (a count's values among the field's enum), a `sum` a number field, `previous` a range or month filter of a date
 * field, and a download titles every measure.
 */
import { SchemaFileError } from './schema-meta';
import { RESERVED_FIELDS } from './resource-types';
import { isDateField } from './section-queries';
import { hasColumn, type SectionSpec } from './section-types';

export function checkSummaries(section: SectionSpec) {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(section.file, pointer, reason);
  };
  const isColumn = (column: string) => (section.fields[column] !== undefined && hasColumn(section.fields[column])) || RESERVED_FIELDS.includes(column);
  const checkMatch = (pointer: string, match: Record<string, unknown>) => {
    for (const [column, value] of Object.entries(match)) {
      if (!isColumn(column)) fail(`${pointer}/${column}`, `"${column}" is no column of ${section.id}`);
      const choices = section.fields[column]?.enum;
      const values = Array.isArray(value) ? value : [value];
      if (choices && values.some((one) => one !== null && !choices.includes(one as never))) fail(`${pointer}/${column}`, `a value of "${column}" is not in its enum`);
    }
  };
  for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
    const at = `/api/operations/${name}`;
    const summary = operation.summary;
    if ((operation.runs === 'summary') !== Boolean(summary)) fail(at, 'a summary operation is `runs: summary` with its `summary` declaration, and only it');
    if (!summary) continue;
    if (operation.resource || operation.association || operation.transition) fail(at, 'a summary reads the section’s own rows: no resource, association or transition');
    for (const [measureName, measure] of Object.entries(summary.measures)) {
      const pointer = `${at}/summary/measures/${measureName}`;
      if (measure.sum !== undefined && !['integer', 'number'].includes(section.fields[measure.sum]?.type ?? '')) fail(`${pointer}/sum`, `"${measure.sum}" is no number field`);
      if (measure.count) {
        const { anyOf, ...columns } = measure.count as Record<string, unknown> & { anyOf?: Record<string, unknown>[] };
        checkMatch(`${pointer}/count`, columns);
        anyOf?.forEach((match, i) => checkMatch(`${pointer}/count/anyOf/${i}`, match));
      }
      if (summary.download && !measure.title) fail(`${pointer}/title`, 'a downloaded measure needs a title to head its column');
    }
    if (operation.paged === false && (!summary.groupBy || summary.download)) fail(`${at}/paged`, 'only a grouped summary that answers its groups may be `paged: false`');
    summary.groupBy?.forEach((column, i) => isColumn(column) || fail(`${at}/summary/groupBy/${i}`, `"${column}" is no column of ${section.id}`));
    if (summary.previous) {
      const declared = section.filters?.[summary.previous.filter];
      const filter = typeof declared === 'string' ? { op: declared } : declared;
      const field = filter && section.fields[('field' in filter && filter.field) || summary.previous.filter];
      if (!filter || !['range', 'month'].includes(filter.op) || !field || !isDateField(field)) {
        fail(`${at}/summary/previous/filter`, `"${summary.previous.filter}" is no range or month filter of a date field`);
      }
    }
  }
}
