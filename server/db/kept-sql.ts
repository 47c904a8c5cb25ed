/**
 * SQL kept by the shape of what it reads or writes (direct-reads.ts, direct-writes.ts). Sequelize's query generator
 * writes a statement's SQL with its values bound; for one shape (a where's keys and operators, an INSERT's columns)
 * the text is the same whatever the values, so it is generated once per shape and kept, and later statements of that
 * shape only have their values formatted, each as the generator formats it for its column. A shape is kept only when
 * the values formatted here equal the generator's bound values, one for one, the first time; otherwise (a value the
 * generator writes into the SQL) it is generated every time.
 */

import { DataTypes } from 'sequelize';

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

const DATE_STRINGIFY = (DataTypes.DATE.prototype as any)._stringify;
const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;
/** By timezone setting: its offset in minutes and as written after a date, or undefined for a zone name. */
const offsets = new Map<string, { minutes: number; text: string } | undefined>();
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A value as the query generator binds it for its column (the column type's formatting and checks). */
export function boundValue(generator: any, value: unknown, attribute: any, options: object = {}): unknown {
  if (value instanceof Date && attribute?.type instanceof DataTypes.DATE && attribute.type._stringify === DATE_STRINGIFY) {
    const text = dateText(value, generator.options.timezone);
    if (text !== undefined) return text;
  }
  return generator.format(value, attribute, options, (formatted: unknown) => formatted);
}

/**
 * A DATE column's bound text, as Sequelize writes it ('YYYY-MM-DD HH:mm:ss.SSS +08:00' in the connection's offset)
 * without moment (2 % of a write's busy time in a profile): only for a fixed offset (not a zone name) and a
 * valid date in years 1000–9999; undefined otherwise, and the generator formats it.
 */
export function dateText(date: Date, timezone: unknown): string | undefined {
  if (typeof timezone !== 'string') return undefined;
  let offset = offsets.get(timezone);
  if (!offsets.has(timezone)) {
    const match = FIXED_OFFSET.exec(timezone);
    const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : undefined;
    offset = minutes === undefined ? undefined : { minutes, text: `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}` };
    offsets.set(timezone, offset);
  }
  if (!offset) return undefined;
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const local = new Date(time + offset.minutes * 60_000);
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return undefined;
  const ms = local.getUTCMilliseconds();
  return `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms} ${offset.text}`;
}

/** Bound values by parameter name (`$1`, `$2`, …), as the sqlite3 driver takes them. */
export function namedParameters(bind: unknown[]): Record<string, unknown> {
  return Object.fromEntries(bind.map((value, i) => [`$${i + 1}`, value]));
}
