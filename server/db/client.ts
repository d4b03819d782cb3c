import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withPreparedStatements } from "./pglite-prepared";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar, to open copies from (see server/test/database.ts). */
  dump?(): Promise<Blob>;
}

/** The write counters of embedded databases, by Drizzle handle (see pglite-prepared.ts). */
const writeVersions = new WeakMap<object, () => number>();

/**
 * The embedded database's write counter: it grows whenever data may have changed, so a read cached with
 * the value it had is current while the value is unchanged. Undefined on PostgreSQL, where other
 * processes write too.
 */
export function writeVersionOf(db: DbOrTx): (() => number) | undefined {
  return writeVersions.get(db);
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const MIGRATION_LOCK = 727274;

/**
 * Opens PostgreSQL: a real server when `url` is given, otherwise embedded PGlite
 * (in `dataDir`, or in memory when it is undefined).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a dumped data directory instead of running initdb. */
  loadDataDir?: Blob;
  /** PGlite only: its compiled WebAssembly and file bundle, shared by many instances of one process (the tests). */
  pgliteWasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}): Promise<Database> {
  if (options.url) {
    // JIT compilation off: our statements are short OLTP reads whose estimated cost can cross the JIT threshold
    // on a large event, and compiling them cost 1.2 s a call where the plan runs in 24 ms (bench:slotchange).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // Connections stay open across lulls (node-postgres closes them after 10 s idle by default): a new one
      // costs PostgreSQL a backend, its caches and every prepared statement planned again (bench:cluster saw
      // 35-40 connections opened in 12 s of steady load with three processes).
      idleTimeoutMillis: 5 * 60_000,
      options: "-c jit=off",
    });
    let ending = false;
    // An idle connection that the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => {
      if (!ending) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: "pg",
      async migrate() {
        // One connection holds the advisory lock so that several processes starting together do not race.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => {
        ending = true;
        return pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // PGlite ignores the options object when the first argument is undefined: pass dataDir inside it.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    pgliteWasmModule: options.pgliteWasmModule,
    fsBundle: options.fsBundle,
    extensions: { pg_trgm, btree_gin },
  });
  await client.waitReady;
  // Drizzle talks to PGlite through named prepared statements (see pglite-prepared.ts); the instance
  // itself still serves migrations' DDL, dumps and closing.
  const prepared = withPreparedStatements(client);
  const pgliteDb = drizzlePglite({ client: prepared as unknown as PGlite, schema });
  writeVersions.set(pgliteDb, prepared.writeVersion);
  return {
    db: pgliteDb as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}
