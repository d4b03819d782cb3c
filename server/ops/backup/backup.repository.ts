import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { files } from "../../db/schema";

/**
 * The SQL of backups and restores. Everything is read from the catalogue (tables, columns, foreign keys,
 * sequences), so a new table is backed up without a change here. Rows travel as `row_to_json` text and come
 * back through `json_populate_recordset`: PostgreSQL itself writes and reads every value (bigint, numeric,
 * bytea, arrays, tsvector, timestamps), so nothing is reinterpreted by JavaScript and a dump of the embedded
 * database restores into PostgreSQL and back.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) =>
  sql.join(
    names.map((n) => ident(n)),
    sql`, `,
  );

/** The base tables of the application's schema, by name. */
export async function publicTables(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((r) => r.name);
}

/** The columns a restore writes, per table (generated columns are computed again). */
export async function writableColumns(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`),
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.table, [...(out.get(r.table) ?? []), r.column]);
  return out;
}

export async function hasRows(db: DbOrTx, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from ${ident(table)}) as found`),
  );
  return row?.found === true;
}

/** How many migrations the database has applied and the `when` of the newest (Drizzle's table). */
export async function appliedMigrations(db: DbOrTx): Promise<{ count: number; last: number | null }> {
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists?.found) return { count: 0, last: null };
  const [row] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  return { count: row?.count ?? 0, last: row?.last ? Number(row.last) : null };
}

/** Every transaction of a dump or restore: one snapshot, and UTC in the text of timestamps. */
export async function beginSnapshot(tx: DbOrTx, readOnly: boolean): Promise<void> {
  await tx.execute(
    readOnly
      ? sql`set transaction isolation level repeatable read, read only`
      : sql`set transaction isolation level repeatable read`,
  );
  await tx.execute(sql`set local timezone to 'UTC'`);
}

/** The storage keys of every stored file (inside the dump's snapshot: the files its rows refer to). */
export async function storageKeys(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.select({ key: files.storageKey }).from(files).orderBy(files.storageKey);
  return rows.map((r) => r.key);
}

/** Streams a table's rows as JSON text, `batch` at a time, through a cursor (inside a transaction). */
export async function eachRowBatch(
  tx: DbOrTx,
  table: string,
  batch: number,
  use: (rows: string[]) => Promise<void>,
): Promise<void> {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
  );
  for (;;) {
    const rows = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch forward ${batch} from backup_rows`)));
    if (rows.length === 0) break;
    await use(rows.map((r) => r.j));
  }
  await tx.execute(sql`close backup_rows`);
}

/**
 * Rows and an order-independent checksum of a table's content: the sum of a 64-bit slice of each row's
 * md5 over its JSON text (no sort, no whole-table string), the same wherever the same rows are.
 */
export async function tableChecksum(db: DbOrTx, table: string): Promise<{ rows: number; checksum: string }> {
  const [row] = rowsOf<{ rows: number; checksum: string }>(
    await db.execute(sql`select count(*)::int as rows,
      coalesce(sum(('x' || left(md5(row_to_json(t)::text), 16))::bit(64)::bigint::numeric), 0)::text as checksum
      from ${ident(table)} t`),
  );
  return row as { rows: number; checksum: string };
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function foreignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    await db.execute(sql`select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace order by c.relname, k.conname`),
  );
}

export interface SequenceState {
  name: string;
  lastValue: string | null;
}

/** Where each sequence of the schema stands (null: never used). */
export async function sequences(db: DbOrTx): Promise<SequenceState[]> {
  return rowsOf<SequenceState>(
    await db.execute(sql`select sequencename as name, last_value::text as "lastValue"
      from pg_sequences where schemaname = 'public' order by sequencename`),
  );
}

/**
 * Makes the schema ready to receive rows in any order, in the restore's transaction: the application's
 * triggers off (counters and search text come from the dump as they were, not counted twice), foreign keys
 * dropped (added back, and so checked, by `finishLoad`), every table emptied.
 */
export async function prepareLoad(tx: DbOrTx, tables: string[], keys: ForeignKey[]): Promise<void> {
  for (const key of keys)
    await tx.execute(sql`alter table ${ident(key.table)} drop constraint ${ident(key.name)}`);
  for (const table of tables) await tx.execute(sql`alter table ${ident(table)} disable trigger user`);
  if (tables.length > 0) await tx.execute(sql`truncate ${list(tables)} restart identity`);
}

/** Inserts rows given as JSON texts (one JSON array parameter); answers how many went in. */
export async function insertRows(
  tx: DbOrTx,
  table: string,
  columns: string[],
  rows: string[],
): Promise<number> {
  const result = await tx.execute(sql`insert into ${ident(table)} (${list(columns)}) overriding system value
    select ${list(columns)} from json_populate_recordset(null::${ident(table)}, ${`[${rows.join(",")}]`}::json)`);
  const r = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? rows.length;
}

/** Sequences where they stood, foreign keys back (each checked against the rows), triggers on. */
export async function finishLoad(
  tx: DbOrTx,
  tables: string[],
  keys: ForeignKey[],
  states: SequenceState[],
): Promise<void> {
  for (const s of states)
    if (s.lastValue !== null)
      await tx.execute(sql`select setval(${`public.${quote(s.name)}`}::regclass, ${s.lastValue}::bigint)`);
  for (const key of keys) {
    const add: SQL = sql`alter table ${ident(key.table)} add constraint ${ident(key.name)} ${sql.raw(key.definition)}`;
    await tx.execute(add);
  }
  for (const table of tables) await tx.execute(sql`alter table ${ident(table)} enable trigger user`);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
