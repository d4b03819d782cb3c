import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import { type Database, openDatabase } from "../../db/client";
import type { FileStorage } from "../../storage/storage";
import { openFileStores } from "../../storage/stores";

/** Where the embedded database lives in DATA_DIR (as server/boot.ts opens it). */
export const embeddedDir = (config: Config) => path.join(config.dataDir, "pg");

/**
 * The uploads' store of this configuration, as the server builds it (server/boot.ts): the disk under DATA_DIR,
 * or the object store when FILES_S3_* are set. Printed PDFs are not backed up from an object store: they are
 * made again from the data (docs/operations.md, "Backups").
 */
export function fileStoreOf(config: Config): FileStorage {
  return openFileStores(config).files;
}

/**
 * Opens the deployment's database without migrating it: PostgreSQL when DATABASE_URL is set, else the
 * embedded one in DATA_DIR (`mustExist`: refuse to create one where there is none, as a backup must), never
 * while a server has it open.
 */
export async function openDeploymentDatabase(config: Config, mustExist: boolean): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize: 2 });
  const dir = embeddedDir(config);
  if (mustExist && !existsSync(path.join(dir, "PG_VERSION")))
    throw new Error(`no embedded database in ${dir} (set DATA_DIR, or DATABASE_URL)`);
  // PGlite writes it on opening and removes it on closing: a server holds the database (two processes
  // writing one data folder would damage it)
  if (existsSync(path.join(dir, "postmaster.pid")))
    throw new Error(
      `the embedded database in ${dir} is open (postmaster.pid): stop the server first; after a crash, start and stop it once to close the database cleanly`,
    );
  return openDatabase({ dataDir: embeddedDir(config) });
}
