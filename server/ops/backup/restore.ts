import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { Database, DbOrTx } from "../../db/client";
import type { FileStorage } from "../../storage/storage";
import { shippedMigration } from "../readiness";
import type { Log } from "./backup";
import * as repo from "./backup.repository";
import { hashFile, type Manifest, readManifest, tableFile, underRoot } from "./manifest";

/** Tables a fresh start fills by itself (a migration, or the first boot): their rows do not make a target "used". */
const FRESH_START_TABLES = new Set(["public_events", "countries", "app_settings"]);
/** Rows per INSERT (one JSON parameter); a batch also ends at BATCH_BYTES of text. */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreTarget {
  database: Pick<Database, "db" | "driver" | "migrate">;
  storage: FileStorage;
  /** DATA_DIR, where the backup's local folders go back (absent: they are not restored). */
  dataDir?: string;
}

export interface RestoreReport {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * Restores a backup (createBackup's folder) into an empty target: checks the backup's copies of the files,
 * migrates the target to this version's schema, loads
 * every table in one transaction (triggers off, foreign keys added back and checked at the end, sequences where
 * they stood), compares each table's rows and checksum with the manifest (any difference rolls everything back),
 * then puts the files into the file store, each checked against its size and sha256. `force` replaces a target
 * that holds data.
 */
export async function restoreBackup(
  target: RestoreTarget,
  from: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(from);
  const shipped = shippedMigration();
  if (manifest.migrations.last !== shipped)
    throw new Error(
      `the backup fits another schema (made by ${manifest.appVersion}, its newest migration ${manifest.migrations.last}; this version's is ${shipped}): restore it with the version that made it, then upgrade`,
    );
  // every copied file is checked before the target is touched (table files are checked as they load, inside
  // the transaction that a difference rolls back)
  for (const file of manifest.files) await checkCopy(underRoot(path.join(from, "files"), file.key), file);
  for (const file of manifest.local) await checkCopy(underRoot(path.join(from, "local"), file.key), file);
  const { db } = target.database;
  const used: string[] = [];
  for (const table of await repo.publicTables(db))
    if (!FRESH_START_TABLES.has(table) && (await repo.hasRows(db, table))) used.push(table);
  if (used.length > 0 && !options.force)
    throw new Error(
      `the target holds data (${used.slice(0, 5).join(", ")}${used.length > 5 ? ", …" : ""}): restore into an empty database, or add --force to replace it`,
    );
  await target.database.migrate();
  const applied = await repo.appliedMigrations(db);
  if (applied.last !== shipped)
    throw new Error(
      `the target's schema is ahead of this version (migration ${applied.last}): use that version`,
    );

  const rows = await db.transaction(async (tx) => {
    await repo.beginSnapshot(tx, false);
    const tables = await repo.publicTables(tx);
    const missing = tables.filter((t) => !manifest.tables.some((m) => m.name === t));
    const extra = manifest.tables.filter((m) => !tables.includes(m.name)).map((m) => m.name);
    if (missing.length > 0 || extra.length > 0)
      throw new Error(`the backup's tables differ from the schema's: missing ${missing}, unknown ${extra}`);
    const keys = await repo.foreignKeys(tx);
    const columns = await repo.writableColumns(tx);
    await repo.prepareLoad(tx, tables, keys);
    let total = 0;
    for (const entry of manifest.tables) {
      total += await loadTable(tx, from, entry, columns.get(entry.name) ?? []);
      if (entry.rows > 0) log(`  ${entry.name}: ${entry.rows} rows`);
    }
    await repo.finishLoad(tx, tables, keys, manifest.sequences);
    for (const entry of manifest.tables) {
      const found = await repo.tableChecksum(tx, entry.name);
      if (found.rows !== entry.rows || found.checksum !== entry.checksum)
        throw new Error(
          `${entry.name}: restored ${found.rows} rows (checksum ${found.checksum}), the backup has ${entry.rows} (${entry.checksum})`,
        );
    }
    return total;
  });
  log(`${manifest.tables.length} tables, ${rows} rows: every table's count and checksum match the backup`);

  let bytes = 0;
  for (const file of manifest.files) {
    const source = underRoot(path.join(from, "files"), file.key);
    const size = await target.storage.put(file.key, createReadStream(source));
    if (size !== file.size) throw new Error(`${file.key}: the store kept ${size} bytes of ${file.size}`);
    bytes += size;
  }
  if (target.dataDir)
    for (const file of manifest.local) {
      const source = underRoot(path.join(from, "local"), file.key);
      const to = underRoot(target.dataDir, file.key);
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(source, to);
    }
  log(`${manifest.files.length} files, ${bytes} bytes, each matching its size and sha256`);
  if (manifest.missingFiles.length > 0)
    log(
      `the backup lacked ${manifest.missingFiles.length} files its rows name: ${manifest.missingFiles.join(", ")}`,
    );
  return { tables: manifest.tables.length, rows, files: manifest.files.length, bytes };
}

/** A file of the backup must still be what the manifest says (a damaged copy is refused, not restored). */
async function checkCopy(
  file: string,
  expected: { key: string; size: number; sha256: string },
): Promise<void> {
  const found = await hashFile(file).catch(() => undefined);
  if (!found || found.size !== expected.size || found.sha256 !== expected.sha256)
    throw new Error(`${expected.key}: the backup's copy is missing or damaged`);
}

/** Loads one table's lines in batches; checks their count and sha256 against the manifest. */
async function loadTable(
  tx: DbOrTx,
  from: string,
  entry: Manifest["tables"][number],
  columns: string[],
): Promise<number> {
  const hash = createHash("sha256");
  const lines = createInterface({
    input: createReadStream(tableFile(from, entry.name)).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let batch: string[] = [];
  let size = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    count += await repo.insertRows(tx, entry.name, columns, batch);
    batch = [];
    size = 0;
  };
  for await (const line of lines) {
    hash.update(`${line}\n`);
    batch.push(line);
    size += line.length;
    if (batch.length >= BATCH_ROWS || size >= BATCH_BYTES) await flush();
  }
  await flush();
  if (hash.digest("hex") !== entry.sha256 || count !== entry.rows)
    throw new Error(`${entry.name}: the backup's rows are damaged (${count} read, ${entry.rows} expected)`);
  return count;
}
