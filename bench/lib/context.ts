/**
 * The app's context for a benchmark: a fresh data folder, the given database (PGlite in the folder when none),
 * the benchmarks' signing secret; `close` closes the database and removes the folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";

/** The secret every benchmark signs its users' tokens with (several processes must agree on it). */
export const BENCH_SECRET = "bench-secret-0123456789abcdef";

export async function openBenchContext(name: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bizmeet-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { ctx, database } = await createContext(config);
  return {
    ctx,
    database,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
