/**
 * PGlite with server-side prepared statements. PGlite's own `query()` parses and plans every statement
 * again and talks to the WASM backend six times per query (parse, describe, bind, describe, execute,
 * sync): about 600 µs for a primary-key lookup, during which Node's event loop is blocked. Here every
 * statement text is parsed once under a name (its parameter types and row description kept), and each
 * later call is one Bind + Execute + Sync exchange: about 120 µs for the same lookup.
 *
 * Drizzle's PGlite driver only calls `query` and `transaction`, so this object stands in for the PGlite
 * instance there. Results have PGlite's own shape (its `parseResults`), errors are PGlite's
 * `DatabaseError`s, and the same locks are taken as by `query()`.
 *
 * It also counts writes (`writeVersion`): PGlite is one process's private database, so every change
 * passes through here, and an in-process read cache that remembers the version it read at can tell
 * for certain whether its entry is still current.
 */
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent for statements without a result (INSERT without RETURNING …). */
  rowDescription: BackendMessage | undefined;
}

const wire = protocol.serialize;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Statement errors after which the statement is prepared again (dropped, or its result type changed). */
function isStaleStatement(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === "26000" || (e.code === "0A000" && /cached plan/.test(e.message ?? ""));
}

/** The part of PGlite's interface that Drizzle uses, answered through named prepared statements. */
export interface PreparedPglite {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  exec: PGlite["exec"];
  /** Statements currently prepared (for tests and benchmarks). */
  readonly preparedCount: number;
  /**
   * Grows whenever data may have changed: a statement that inserted, updated or deleted rows, any
   * statement other than a plain read (DDL, `with …`, `exec`), and the end of every transaction.
   */
  writeVersion(): number;
}

/** Whether a finished statement may have changed data (see `writeVersion`). */
function mayHaveWritten(text: string, results: Results<unknown> | undefined): boolean {
  if (/^\s*select\b/i.test(text)) return false;
  if (/^\s*(insert|update|delete)\b/i.test(text)) return (results?.affectedRows ?? 1) > 0;
  return true;
}

/** Wraps a PGlite instance; `maxStatements` bounds the statements kept prepared (oldest closed first). */
export function withPreparedStatements(pg: PGlite, maxStatements = 2000): PreparedPglite {
  const statements = new Map<string, Statement>();
  let sequence = 0;
  let version = 0;

  /** Runs a statement and counts it as a write when it may have been one (even when it failed). */
  async function counted<T>(text: string, execute: () => Promise<Results<T>>): Promise<Results<T>> {
    let results: Results<T> | undefined;
    try {
      results = await execute();
      return results;
    } finally {
      if (mayHaveWritten(text, results)) version++;
    }
  }

  /** Parses `text` under a new name (closing the oldest statement when full). Runs under the query lock. */
  async function prepare(text: string): Promise<Statement> {
    const name = `bz_${++sequence}`;
    const messages: Uint8Array[] = [];
    if (statements.size >= maxStatements) {
      const [oldText, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      messages.push(wire.close({ type: "S", name: old.name }));
    }
    messages.push(wire.parse({ name, text }), wire.describe({ type: "S", name }), wire.sync());
    const result = await pg.execProtocol(concat(messages), { syncToFs: false });
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(result.messages),
      rowDescription: result.messages.find((m) => m.name === "rowDescription"),
    };
    statements.set(text, statement);
    return statement;
  }

  /** Bind + Execute + Sync of the prepared statement of `text`. Runs under the query lock. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let statement = statements.get(text);
    let retried = false;
    for (;;) {
      try {
        statement ??= await prepare(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement!.paramTypes[i]!;
          const serialize = options?.serializers?.[type] ?? pg.serializers[type];
          const text = serialize ? serialize(value) : value;
          // The wire serializer keeps shared buffers: a value it cannot write would corrupt the next message.
          return typeof text === "string" || text instanceof Uint8Array ? text : String(text);
        });
        const result = await pg.execProtocol(
          concat([wire.bind({ statement: statement.name, values }), wire.execute({}), wire.sync()]),
          { syncToFs: false },
        );
        if (!inTransaction) await pg.syncToFs();
        const messages = statement.rowDescription
          ? [statement.rowDescription, ...result.messages]
          : result.messages;
        return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      } catch (error) {
        if (statement && !retried && isStaleStatement(error)) {
          statements.delete(text);
          statement = undefined;
          retried = true;
          continue;
        }
        Object.assign(error as object, { query: text, params, queryOptions: options });
        throw error;
      }
    }
  }

  /** Statements left to PGlite's own query(): DDL, transaction control and one-off maintenance. */
  const fallback = (text: string, options?: QueryOptions) =>
    Boolean(options?.blob || options?.paramTypes) || !/^\s*(select|insert|update|delete|with)\b/i.test(text);

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      return counted(text, async () => {
        if (fallback(text, options)) return pg.query<T>(text, params, options);
        await pg._checkReady();
        // The same locks as PGlite's query(): never inside another caller's open transaction.
        return pg._runExclusiveTransaction(() =>
          pg._runExclusiveQuery(() => run<T>(text, params, options, false)),
        );
      });
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      try {
        return await pg.transaction((tx) => {
          const prepared: Transaction = Object.create(tx, {
            query: {
              value: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
                counted(text, () => {
                  if (tx.closed) throw new Error("Transaction is closed");
                  if (fallback(text, options)) return tx.query<R>(text, params, options);
                  return pg._runExclusiveQuery(() => run<R>(text, params, options, true));
                }),
            },
          });
          return callback(prepared);
        });
      } finally {
        version++;
      }
    },
    async exec(query, options) {
      try {
        return await pg.exec(query, options);
      } finally {
        version++;
      }
    },
    get preparedCount() {
      return statements.size;
    },
    writeVersion: () => version,
  };
}
