import path from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Address of the web app, used in links sent by mail. */
  publicUrl: string;
  jwtSecret?: string;
  /** Where the "organizer" links point (our own /host console by default). */
  organizerUrl: string;
  logLevel: string;
  /** How long public event answers (lists, search, detail) may be served from memory; 0 turns it off. */
  publicCacheMs: number;
  /** Chat messages one user may send in 10 seconds (per server process). */
  chatRatePer10s: number;
}

/** Reads the configuration from the environment (see the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Bizmeet <no-reply@bizmeet.local>",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    jwtSecret: env.JWT_SECRET || undefined,
    organizerUrl: env.ORGANIZER_URL ?? "/host",
    logLevel: env.LOG_LEVEL ?? "info",
    publicCacheMs: Number(env.PUBLIC_CACHE_MS ?? 2000),
    chatRatePer10s: Number(env.CHAT_RATE_PER_10S ?? 20),
  };
}
