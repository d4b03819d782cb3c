import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The version of the backup layout below; a restore refuses any other. */
export const BACKUP_FORMAT = "bizmeet-backup/1";

/**
 * A backup is a folder:
 * - `manifest.json` (this), written last: a folder without it is an unfinished backup;
 * - `tables/<table>.jsonl.gz`: one row per line, `row_to_json` text, gzip;
 * - `files/<storage key>`: the file store's objects that the `files` table refers to;
 * - `local/<folder>/…`: folders of DATA_DIR kept on this machine's disk (print jobs' PDFs).
 */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  appVersion: string;
  /** Where it came from: the embedded database or PostgreSQL. */
  source: "pglite" | "pg";
  /** The schema the rows fit: the migrations the source had applied (Drizzle's `when` of the newest). */
  migrations: { count: number; last: number | null };
  tables: TableEntry[];
  sequences: { name: string; lastValue: string | null }[];
  files: FileEntry[];
  /** Files the table names that the store did not have when the backup ran (deleted meanwhile, or lost). */
  missingFiles: string[];
  local: FileEntry[];
}

export interface TableEntry {
  name: string;
  rows: number;
  /** The database's order-independent checksum of the rows (backup.repository.ts `tableChecksum`). */
  checksum: string;
  /** sha256 of the uncompressed lines. */
  sha256: string;
}

export interface FileEntry {
  key: string;
  size: number;
  sha256: string;
}

export const tableFile = (dir: string, table: string) => path.join(dir, "tables", `${table}.jsonl.gz`);

/** A storage key as a path under `root`, refusing keys that would leave it. */
export function underRoot(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`the key ${key} leaves ${root}`);
  return full;
}

/** sha256 and size of a file on disk. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, "manifest.json"), "utf8");
  } catch {
    throw new Error(`${dir} holds no manifest.json: not a backup, or an unfinished one`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${dir} is a backup of format ${manifest.format}; this version reads ${BACKUP_FORMAT}`);
  return manifest;
}
