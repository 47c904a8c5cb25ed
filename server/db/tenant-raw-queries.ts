import type { ModelStatic, Sequelize } from 'sequelize';
import { currentContext } from '../context/request-context';

/** A raw query named a tenant-owned table inside a tenant context: it would bypass the tenant scope. */
export class TenantRawQuery extends Error {
  constructor(table: string) {
    super(`raw query on tenant table ${table} refused inside a tenant context: use the model, or filter by tenant yourself and pass { allowTenantTables: true }`);
  }
}

declare module 'sequelize' {
  interface QueryOptions {
    /** The SQL names tenant-owned tables and limits them to the tenant itself (see guardRawQueries). */
    allowTenantTables?: boolean;
  }
}

const guarded = new WeakMap<Sequelize, Set<string>>();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rule for raw SQL: inside a tenant context (a request of one company), `sequelize.query` may not
 * name a tenant-owned table, because nothing limits raw SQL to the tenant. Use the model instead; or,
 * having written the tenant condition yourself, opt in with `{ allowTenantTables: true }`. Outside a
 * tenant (asSystem, start-up, migrations, tests) raw SQL is not checked.
 *
 * Model methods reach the database through the query interface, whose queries are built from scoped
 * options: it keeps the unchecked `query`, so only calls made by our own code are checked.
 */
export function guardRawQueries(model: ModelStatic<any>): void {
  const sequelize = model.sequelize!;
  const table = model.getTableName() as string | { tableName: string };
  const name = typeof table === 'string' ? table : table.tableName;
  let tables = guarded.get(sequelize);
  if (!tables) {
    tables = new Set();
    guarded.set(sequelize, tables);
    install(sequelize, tables);
  }
  tables.add(name);
}

function install(sequelize: Sequelize, tables: Set<string>): void {
  const query = sequelize.query.bind(sequelize) as (sql: any, options?: any) => Promise<any>;
  const queryInterface = sequelize.getQueryInterface() as any;
  queryInterface.sequelize = Object.create(sequelize, { query: { value: query } });
  let pattern: RegExp | undefined;
  let patternFor = 0;
  const tenantTableIn = (text: string): string | undefined => {
    if (!pattern || patternFor !== tables.size) {
      pattern = new RegExp(`(?<![\\w$])(${[...tables].map(escape).join('|')})(?![\\w$])`, 'i');
      patternFor = tables.size;
    }
    return pattern.exec(text)?.[1];
  };
  (sequelize as any).query = (sql: any, options?: any) => {
    if (typeof currentContext()?.tenantId === 'number' && !options?.allowTenantTables) {
      const found = tenantTableIn(typeof sql === 'string' ? sql : String(sql?.query ?? ''));
      if (found) return Promise.reject(new TenantRawQuery(found));
    }
    return query(sql, options);
  };
}
