/**
 * npm run db:backup -- --out <folder>
 *
 * Backs up the deployment's database (DATABASE_URL, else the embedded one in DATA_DIR) and its files into a new
 * folder: docs/operations.md, "Backups". Stop `npm start` first when the database is the embedded one (one
 * process at a time may open it); PostgreSQL is backed up while it serves, from one snapshot.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { createBackup } from "../server/ops/backup/backup";
import { fileStoreOf, openDeploymentDatabase } from "../server/ops/backup/deployment";

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) {
  process.stderr.write("usage: npm run db:backup -- --out <folder>\n");
  process.exit(2);
}
const config = loadConfig();
const database = await openDeploymentDatabase(config, true);
try {
  const started = Date.now();
  const manifest = await createBackup(
    { db: database.db, driver: database.driver, storage: fileStoreOf(config), dataDir: config.dataDir },
    values.out,
    (line) => console.log(line),
  );
  console.log(
    `backed up ${database.driver === "pg" ? "PostgreSQL" : "the embedded database"} into ${values.out} in ${Date.now() - started} ms (${manifest.tables.length} tables, ${manifest.files.length} files)`,
  );
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
