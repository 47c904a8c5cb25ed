/**
 * Cross-checks of operations with `transition` (transition-operation.ts): every column their `from`, `set`, `now`
 * and `by` name is a column of the row they move (the section's, or the operation's `resource`), each `input` is a
 * field of the section and a column of that row, every `from` column is `set` to a state outside its `from` values
 * (or is an `input` field whose enum holds such a state: the body chooses, e.g. approve or reject in one route),
 * and nothing else the operation declares contradicts it.
 */
import { declaredKeys, ONE_ROW_KEYS, SchemaFileError } from './schema-meta';
import { RESERVED_FIELDS, type ResourceSpec } from './resource-types';
import { hasColumn, type FieldSpec, type SectionSpec } from './section-types';

export function checkTransitions(section: SectionSpec, models: ResourceSpec[]) {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(section.file, pointer, reason);
  };
  const byName = new Map(models.map((model) => [model.name, model]));
  for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
    const transition = operation.transition;
    if (!transition) continue;
    const at = `/api/operations/${name}`;
    if (operation.association || operation.runs || operation.readBy) fail(`${at}/transition`, 'a transition is its own operation: no association, runs or readBy');
    if (transition.rows === 'matching') {
      // Every row the query would list moves: nothing names one row, and nothing is answered but the count.
      const oneRow = declaredKeys(operation, ['resource', ...ONE_ROW_KEYS, 'missingMessage']);
      const decided = declaredKeys(transition, ['conflict', 'already', 'answer']);
      if (oneRow.length || decided.length || operation.path.includes(':id')) fail(`${at}/transition/rows`, `rows: matching moves the rows the query lists: no :id, ${[...oneRow, ...decided].join(', ') || 'path id'}`);
    } else if (transition.rows === 'ids') {
      // The body lists the rows: nothing else names one, and a row out of `from` is left, not refused.
      const named = declaredKeys(operation, ONE_ROW_KEYS);
      // The body is the list (or holds it): no `input` beside it.
      const decided = declaredKeys(transition, ['conflict', 'already', 'input']);
      if (named.length || decided.length || operation.path.includes(':id')) fail(`${at}/transition/rows`, `rows: ids moves the rows the body lists: no :id, ${[...named, ...decided].join(', ') || 'path id'}`);
      if (!transition.ids) fail(`${at}/transition/ids`, 'rows: ids says where the body lists them (ids.params, ids.message)');
      if (section.model.acrossTenants) fail(`${at}/transition/rows`, 'rows: ids moves rows of the caller’s company: not on a section across companies');
    } else {
      // `tenant`: the caller's own company, on a section of the Company resource (企业认证).
      if (operation.idIn === 'one') fail(`${at}/idIn`, 'a transition moves a row named by the request (path, query or body) or the caller’s company (tenant)');
      if (operation.idIn === 'tenant' && section.model.resource !== 'Company') fail(`${at}/idIn`, 'idIn tenant names the caller’s company: only on a section of the Company resource');
      if (!operation.idIn && !operation.path.includes(':id')) fail(`${at}/path`, 'a transition names its row: :id in the path, or idIn');
    }
    if (transition.ids && transition.rows !== 'ids') fail(`${at}/transition/ids`, 'ids names the body’s list of rows: only with rows: ids');
    // The row moved: the operation's resource's, else the section's (its resource's columns, or its own fields).
    const resource = operation.resource?.name ?? section.model.resource;
    const fields: Record<string, FieldSpec> = resource ? byName.get(resource)?.fields ?? fail(`${at}/resource/name`, `unknown resource "${resource}"`) : section.fields;
    const isColumn = (column: string) => (fields[column] !== undefined && hasColumn(fields[column])) || RESERVED_FIELDS.includes(column);
    const check = (pointer: string, column: string) => isColumn(column) || fail(pointer, `"${column}" is no column of ${resource ?? section.id}`);
    for (const [column, states] of Object.entries(transition.from)) {
      check(`${at}/transition/from/${column}`, column);
      // The move leaves its `from` states, so the conditional UPDATE changes the row once: a second decision finds
      // nothing to change (MySQL counts changed rows, SQLite matched ones; a value written again would differ).
      // Or the body chooses the new state (an `input` field with an enum holding a state outside `from`; a value
      // inside `from` is refused with the field's enum message before the row is looked up).
      const target = transition.set?.[column];
      if (target === undefined && transition.input?.includes(column)) {
        const choices = section.fields[column]?.enum;
        if (!choices?.some((value) => !states.includes(value as never))) fail(`${at}/transition/input`, `input "${column}" is a "from" column: its field declares an enum with a state outside its "from" values`);
        continue;
      }
      if (target === undefined || states.includes(target as never)) fail(`${at}/transition/set`, `"${column}" must be set to a state outside its "from" values, or be an input field with an enum`);
    }
    Object.keys(transition.set ?? {}).forEach((column) => check(`${at}/transition/set/${column}`, column));
    Object.keys(transition.by ?? {}).forEach((column) => check(`${at}/transition/by/${column}`, column));
    (transition.now ?? []).forEach((column, i) => {
      check(`${at}/transition/now/${i}`, column);
      const type = fields[column]?.type;
      if (type && type !== 'datetime' && !(type === 'string' && fields[column].format === 'date-time')) fail(`${at}/transition/now/${i}`, `"${column}" is no datetime field`);
    });
    for (const field of Object.keys(operation.messages ?? {})) {
      if (!transition.input?.includes(field)) fail(`${at}/messages/${field}`, `"${field}" is no input of the move`);
    }
    (transition.input ?? []).forEach((field, i) => {
      if (!section.fields[field]) fail(`${at}/transition/input/${i}`, `unknown field "${field}" of the section`);
      // Written to the row's column of that name (with `resource`, a virtual field of the section names that row's column).
      check(`${at}/transition/input/${i}`, field);
    });
  }
}
