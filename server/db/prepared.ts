import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/**
 * A statement built once per database handle (drizzle's `.prepare(name)`), so the hot paths skip the query
 * builder; the driver prepares it by name once per connection.
 */
export function preparedFor<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}

interface RawPrepared {
  execute(values?: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}
interface RawSession {
  prepareQuery(query: Query, fields: undefined, name: string, arrayMode: false): RawPrepared;
}

const dialect = new PgDialect();

/**
 * A hand-written statement (lateral joins, window counts: what the query builder spells badly) prepared
 * by name like the builder's `.prepare(name)`, with `sql.placeholder(...)` for its parameters. Rows come
 * back as the driver gives them: columns under the aliases the SQL writes, no type mapping (cast counts
 * to int).
 */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<Row[]> } {
  const built = dialect.sqlToQuery(query);
  return preparedFor((db) => {
    const session = (db as unknown as { _: { session: RawSession } })._.session;
    const prepared = session.prepareQuery(built, undefined, name, false);
    return { execute: async (values) => (await prepared.execute(values)).rows as Row[] };
  });
}
