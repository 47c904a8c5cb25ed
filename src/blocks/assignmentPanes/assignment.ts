/**
 * Two sides of a many-to-many (e.g. apps and members): what a change of the linked list means as calls — the ids
 * to link and the ids to unlink — so a save sends only the difference.
 */
export type Id = string | number;

export function assignmentChanges(before: Id[], after: Id[]): { add: Id[]; remove: Id[] } {
  const was = new Set(before.map(String));
  const now = new Set(after.map(String));
  return {
    add: after.filter((id) => !was.has(String(id))),
    remove: before.filter((id) => !now.has(String(id))),
  };
}

type Row = Record<string, unknown>;

/** Rows as transfer items: key from `valueField`, title from `labelField`. */
export const transferItems = (rows: Row[], labelField = 'name', valueField = 'id') =>
  rows.map((row) => ({ key: String(row[valueField]), title: String(row[labelField] ?? row[valueField] ?? '') }));
