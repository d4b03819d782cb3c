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
