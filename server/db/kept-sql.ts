/**
 * SQL kept by the shape of what it reads or writes (direct-reads.ts, direct-writes.ts). Sequelize's query generator
 * writes a statement's SQL with its values bound; for one shape (a where's keys and operators, an INSERT's columns)
 * the text is the same whatever the values, so it is generated once per shape and kept, and later statements of that
 * shape only have their values formatted, each as the generator formats it for its column. A shape is kept only when
 * the values formatted here equal the generator's bound values, one for one, the first time; otherwise (a value the
 * generator writes into the SQL) it is generated every time.
 */

const KEPT_PER_MODEL = 500;
/** By model, the SQL of each shape; false for shapes whose values do not all come out bound as formatted here. */
const keptByModel = new WeakMap<object, Map<string, string | false>>();

/** SQL with its values bound: `$1`, `$2`, … in the text, the values in that order. */
export interface BoundSql {
  sql: string;
  bind: unknown[];
}

/**
 * The SQL kept for this shape (`key`, undefined for a shape never kept) with its values, else the generator's.
 * `values` formats this statement's values in the order the generator binds them.
 */
export function keptOrGenerated(model: object, key: string | undefined, values: () => unknown[], generate: () => BoundSql): BoundSql {
  let kept = key === undefined ? undefined : keptByModel.get(model);
  const known = key === undefined ? undefined : kept?.get(key);
  if (known) return { sql: known, bind: values() };
  const generated = generate();
  if (key !== undefined && known === undefined) {
    const mine = values();
    if (!kept) keptByModel.set(model, (kept = new Map()));
    if (kept.size >= KEPT_PER_MODEL) kept.clear();
    const same = mine.length === generated.bind.length && mine.every((value, i) => Object.is(value, generated.bind[i]));
    kept.set(key, same ? generated.sql : false);
  }
  return generated;
}

/** A value as the query generator binds it for its column (the column type's formatting and checks). */
export function boundValue(generator: any, value: unknown, attribute: unknown, options: object = {}): unknown {
  return generator.format(value, attribute, options, (formatted: unknown) => formatted);
}

/** Bound values by parameter name (`$1`, `$2`, …), as the sqlite3 driver takes them. */
export function namedParameters(bind: unknown[]): Record<string, unknown> {
  return Object.fromEntries(bind.map((value, i) => [`$${i + 1}`, value]));
}
