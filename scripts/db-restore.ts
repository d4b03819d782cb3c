/**
 * npm run db:restore -- --from <folder> [--force]
 *
 * Restores a backup of npm run db:backup into the deployment's database (DATABASE_URL, else the embedded one
 * in DATA_DIR) and file store, checking every table's rows and checksum and every file's size and sha256
 * (docs/operations.md, "Backups"). The target must be empty; --force replaces what it holds. Stop the server
 * processes first.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { fileStoreOf, openDeploymentDatabase } from "../server/ops/backup/deployment";
import { restoreBackup } from "../server/ops/backup/restore";

const { values } = parseArgs({ options: { from: { type: "string" }, force: { type: "boolean" } } });
if (!values.from) {
  process.stderr.write("usage: npm run db:restore -- --from <folder> [--force]\n");
  process.exit(2);
}
const config = loadConfig();
const database = await openDeploymentDatabase(config, false);
try {
  const started = Date.now();
  const report = await restoreBackup(
    { database, storage: fileStoreOf(config), dataDir: config.dataDir },
    values.from,
    { force: values.force, log: (line) => console.log(line) },
  );
  console.log(
    `restored ${report.rows} rows and ${report.files} files from ${values.from} in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
