import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "./client";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pg"),
});
await database.migrate();
await database.close();
console.log(`migrated (${database.driver})`);
