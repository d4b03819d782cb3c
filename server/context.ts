import type { Config } from "./config";
import type { Db } from "./db/client";
import type { TokenService } from "./http/auth";
import type { FileStorage } from "./storage/storage";

/** What every module receives: the database and the platform services. */
export interface AppContext {
  db: Db;
  driver: "pglite" | "pg";
  config: Config;
  tokens: TokenService;
  storage: FileStorage;
  /** Injected so tests can move time (reset-code expiry, registration windows). */
  now: () => Date;
}
