import { createHash } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { APP_VERSION } from "../../../shared/version";
import type { Db, DbOrTx } from "../../db/client";
import type { FileStorage } from "../../storage/storage";
import * as repo from "./backup.repository";
import { BACKUP_FORMAT, type FileEntry, hashFile, type Manifest, tableFile, underRoot } from "./manifest";

/** Folders of DATA_DIR that live on the machine's disk beside the file store (print jobs' PDFs). */
export const LOCAL_FOLDERS = ["prints"];
const BATCH = 2_000;

export interface BackupSource {
  db: Db;
  driver: "pglite" | "pg";
  storage: FileStorage;
  /** DATA_DIR, for LOCAL_FOLDERS (absent: none are copied). */
  dataDir?: string;
}

export type Log = (line: string) => void;

/**
 * Writes a backup of the database and the files into `out` (a new or empty folder): every table's rows in one
 * snapshot, the sequences, the objects of the file store that the rows refer to, and LOCAL_FOLDERS. The
 * manifest is written last, with rows, checksums and hashes that the restore checks.
 */
export async function createBackup(
  source: BackupSource,
  out: string,
  log: Log = () => {},
): Promise<Manifest> {
  if (existsSync(out) && (await readdir(out)).length > 0) throw new Error(`${out} is not empty`);
  await mkdir(path.join(out, "tables"), { recursive: true });

  const dumped = await source.db.transaction(async (tx) => {
    await repo.beginSnapshot(tx, true);
    const tables: Manifest["tables"] = [];
    for (const name of await repo.publicTables(tx)) {
      const sha256 = await dumpTable(tx, name, tableFile(out, name));
      const { rows, checksum } = await repo.tableChecksum(tx, name);
      tables.push({ name, rows, checksum, sha256 });
      if (rows > 0) log(`  ${name}: ${rows} rows`);
    }
    return {
      tables,
      migrations: await repo.appliedMigrations(tx),
      keys: await repo.storageKeys(tx),
      // read after the rows: at or past every id they hold
      sequences: await repo.sequences(tx),
    };
  });
  log(`${dumped.tables.length} tables, ${dumped.tables.reduce((n, t) => n + t.rows, 0)} rows`);

  const files: FileEntry[] = [];
  const missingFiles: string[] = [];
  for (const key of dumped.keys) {
    const entry = await copyObject(source.storage, key, underRoot(path.join(out, "files"), key));
    if (entry) files.push(entry);
    else missingFiles.push(key);
  }
  log(`${files.length} files, ${files.reduce((n, f) => n + f.size, 0)} bytes`);
  if (missingFiles.length > 0) log(`not in the file store (kept as missing): ${missingFiles.join(", ")}`);
  const local = source.dataDir ? await copyLocalFolders(source.dataDir, path.join(out, "local")) : [];

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    source: source.driver,
    migrations: dumped.migrations,
    tables: dumped.tables,
    sequences: dumped.sequences,
    files,
    missingFiles,
    local,
  };
  const partial = path.join(out, "manifest.json.part");
  await writeFile(partial, `${JSON.stringify(manifest, null, 1)}\n`);
  await rename(partial, path.join(out, "manifest.json"));
  return manifest;
}

/** One table's rows as gzipped JSON lines; answers the sha256 of the uncompressed lines. */
async function dumpTable(tx: DbOrTx, table: string, file: string): Promise<string> {
  const hash = createHash("sha256");
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  try {
    await repo.eachRowBatch(tx, table, BATCH, async (rows) => {
      const text = `${rows.join("\n")}\n`;
      hash.update(text);
      if (!gzip.write(text)) await new Promise((resolve) => gzip.once("drain", resolve));
    });
  } finally {
    gzip.end();
    await written;
  }
  return hash.digest("hex");
}

/** Copies one object out of the store, hashing it on the way; undefined when the store does not have it. */
async function copyObject(storage: FileStorage, key: string, target: string): Promise<FileEntry | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(object.stream, tap, createWriteStream(target));
  if (size !== object.size) throw new Error(`${key}: read ${size} bytes, the store said ${object.size}`);
  return { key, size, sha256: hash.digest("hex") };
}

/** Copies LOCAL_FOLDERS of DATA_DIR (those that exist) into `target`, file by file. */
async function copyLocalFolders(dataDir: string, target: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for (const folder of LOCAL_FOLDERS) {
    const root = path.join(dataDir, folder);
    if (!existsSync(root)) continue;
    const names = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && !e.name.endsWith(".part"))
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
    for (const key of names.sort()) {
      const to = underRoot(target, key);
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(path.join(dataDir, key), to);
      out.push({ key, ...(await hashFile(to)) });
    }
  }
  return out;
}
