import { type Query, type SQL, sql } from "drizzle-orm";
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

/**
 * A page size written into a statement's text. A generic plan (a named statement after its fifth run)
 * cannot see a LIMIT given as a parameter and assumes a tenth of the rows, which can make it hash a whole
 * table for twelve rows; with the size in the text it plans for the page. One statement per size: sizes
 * come from the contract (a few, each at most 100).
 */
export function pageSize(limit: number): SQL {
  if (!Number.isInteger(limit) || limit < 0 || limit > 1000)
    throw new Error(`page size out of range: ${limit}`);
  return sql.raw(String(limit));
}

/** Statements that differ by page size only, built once per size (see pageSize). */
export function perPageSize<S>(build: (limit: number) => S): (limit: number) => S {
  const made = new Map<number, S>();
  return (limit) => {
    let statement = made.get(limit);
    if (!statement) {
      statement = build(limit);
      made.set(limit, statement);
    }
    return statement;
  };
}
