import type { Config } from "./config";
import type { Db } from "./db/client";
import type { TokenService } from "./http/auth";
import type { MediaServers } from "./janus/pool";
import type { RealtimeHub } from "./realtime/hub";
import type { FileStorage } from "./storage/storage";

/** What every module receives: the database and the platform services. */
export interface AppContext {
  db: Db;
  driver: "pglite" | "pg";
  config: Config;
  tokens: TokenService;
  /** Uploaded files (DATA_DIR/files, or `files/` in the bucket). */
  storage: FileStorage;
  /** The event day's PDFs (DATA_DIR/prints, or `prints/` in the bucket). */
  prints: FileStorage;
  /** Live events to connected clients (Socket.IO; see server/realtime). */
  realtime: RealtimeHub;
  /** The Janus instances of the presentation rooms (none: rooms of up to six run peer-to-peer). */
  media: MediaServers;
  /** Injected so tests can move time (reset-code expiry, registration windows). */
  now: () => Date;
}
