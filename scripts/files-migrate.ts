/**
 * npm run files:migrate [-- --repair]
 *
 * Copies the files of DATA_DIR (uploads in files/, the event day's PDFs in prints/) into the object store that
 * FILES_S3_* names, reads every object back and compares its size and SHA-256 (docs/files.md). Safe to run again:
 * what is already there is verified, not copied. Exit code 0 when every object matches, 1 otherwise, 2 when no
 * object store is configured.
 */
import { loadConfig } from "../server/config";
import { migrateFiles, summaryOf } from "../server/storage/migrate";
import { localStores, s3Stores } from "../server/storage/stores";

const config = loadConfig();
if (!config.filesS3) {
  process.stderr.write(
    "files:migrate needs the object store: set FILES_S3_BUCKET (and FILES_S3_ENDPOINT, ...)\n",
  );
  process.exit(2);
}
const s3 = config.filesS3;
process.stdout.write(
  `files:migrate ${config.dataDir} -> bucket ${s3.bucket} at ${s3.endpoint ?? `AWS S3 ${s3.region}`}\n`,
);
const report = await migrateFiles(localStores(config.dataDir), s3Stores(s3), {
  repair: process.argv.includes("--repair"),
  onObject: (done) => {
    if (done % 500 === 0) process.stdout.write(`  ${done} objects\n`);
  },
});
for (const line of summaryOf(report)) process.stdout.write(`${line}\n`);
process.exit(report.problems.length === 0 ? 0 : 1);
