import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { type Database, type Db, openDatabase } from "./db/client";
import { appSettings } from "./db/schema";
import { TokenService } from "./http/auth";
import { MediaServers } from "./janus/pool";
import { syncCountries } from "./modules/countries/countries.service";
import { setFileSigner } from "./modules/files/file-links";
import { vapidDetails } from "./modules/push/push-keys";
import { RealtimeHub } from "./realtime/hub";
import { openFileStores } from "./storage/stores";

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so that every process of a deployment signs alike.
 */
async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: "jwt_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "jwt_secret"));
  return row!.value;
}

/** Opens and migrates the database, loads reference data, and assembles the services. */
export async function createContext(
  config: Config,
  options: { database?: Database; now?: () => Date } = {},
): Promise<{ ctx: AppContext; database: Database }> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pg"),
    }));
  await database.migrate();
  await syncCountries(database);
  const stores = openFileStores(config);
  const ctx: AppContext = {
    db: database.db,
    driver: database.driver,
    config,
    tokens: new TokenService(await signingSecret(database.db, config.jwtSecret)),
    storage: stores.files,
    prints: stores.prints,
    realtime: new RealtimeHub(),
    media: mediaServersOf(config),
    now: options.now ?? (() => new Date()),
  };
  setFileSigner(ctx.tokens, () => ctx.now());
  // the Web Push key pair, generated on first start and kept like the signing secret (docs/push.md)
  await vapidDetails(ctx);
  return { ctx, database };
}

/** The configured Janus instances (JANUS_URLS); `npm start` adds the one it runs itself. */
function mediaServersOf(config: Config): MediaServers {
  const media = new MediaServers();
  for (const url of config.janusUrls)
    media.add({ url, apiSecret: config.janusApiSecret, adminKey: config.janusAdminKey });
  return media;
}
