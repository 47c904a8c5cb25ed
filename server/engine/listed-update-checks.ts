/**
 * Cross-checks of listed updates (`runs: update` with `ids`, listed-update.ts) and of operations' `messages`: a
 * listed update writes `fields` that are writable columns of the section's own rows, names no single row and is
 * nothing else; `messages` words only fields the operation reads. (`runs: update` without `ids` is the generic
 * update of one row under another name.)
 */
import { declaredKeys, ONE_ROW_KEYS, OTHER_ROWS_KEYS, SchemaFileError } from './schema-meta';
import { hasColumn, type SectionSpec } from './section-types';

export function checkListedUpdates(section: SectionSpec) {
  const fail = (pointer: string, reason: string): never => {
    throw new SchemaFileError(section.file, pointer, reason);
  };
  for (const [name, operation] of Object.entries(section.api.operations ?? {})) {
    const at = `/api/operations/${name}`;
    // `runs: update` with ids is the listed update; without, the generic update of one row under the operation's name.
    const listed = operation.runs === 'update' && Boolean(operation.ids);
    if (operation.ids && operation.runs !== 'update') fail(`${at}/ids`, 'a listed update is runs: update with ids (where the request lists its rows)');
    if (operation.messages && !listed && !operation.transition) fail(`${at}/messages`, 'messages word the fields a transition or a listed update reads');
    if (!listed) continue;
    // The request lists the rows, of the section's own model in the caller's company.
    const other = declaredKeys(operation, [...ONE_ROW_KEYS, ...OTHER_ROWS_KEYS]);
    if (other.length || operation.path.includes(':id')) fail(`${at}/runs`, `a listed update writes the rows the request lists: no :id, ${other.join(', ') || 'path id'}`);
    if (section.model.acrossTenants) fail(`${at}/runs`, 'a listed update writes rows of the caller’s company: not on a section across companies');
    if (!operation.fields) fail(`${at}/fields`, 'a listed update names the fields it writes');
    operation.fields!.forEach((field, i) => {
      const spec = section.fields[field];
      if (!spec || spec.readOnly || !hasColumn(spec)) fail(`${at}/fields/${i}`, `"${field}" is no writable column of the section`);
    });
    for (const field of Object.keys(operation.messages ?? {})) {
      if (!operation.fields!.includes(field)) fail(`${at}/messages/${field}`, `"${field}" is none of the fields the update reads`);
    }
  }
}
