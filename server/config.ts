import path from "node:path";
import { parseSttChoice, type SttChoice } from "./modules/captions/stt/speech-to-text";
import { parseRole, type Role } from "./queue/roles";
import { parseS3Config, type S3Config } from "./storage/s3-config";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** An S3-compatible store for uploads and PDFs (`FILES_S3_*`); unset: DATA_DIR on the local disk (docs/files.md). */
  filesS3?: S3Config;
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * The Redis channel prefix of Socket.IO's adapter (`REDIS_PREFIX`, default `bizmeet`): the processes of one
   * deployment share it; two deployments (or a test run) on one Redis use their own.
   */
  redisPrefix: string;
  /**
   * This process's name (`SERVED_BY`, unset by default): when set, a socket may ask which process holds it
   * (`served-by`), so that the cluster test (and an operator) can see where a proxy placed a connection.
   */
  servedBy?: string;
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
  /**
   * Which proxies in front of the app to believe about the client's address (X-Forwarded-For): none by
   * default, a hop count, or a list of addresses and CIDR ranges (TRUST_PROXY). Login limits per address
   * depend on it: a proxy trusted by mistake lets anyone pick their own address.
   */
  trustProxy: false | number | string[];
  /** STUN servers for the video rooms (`STUN_URLS`, comma separated). */
  stunUrls: string[];
  /** TURN servers (`TURN_URLS`) and the secret they share with us for REST credentials (`TURN_SECRET`). */
  turnUrls: string[];
  turnSecret?: string;
  /**
   * Janus instances for the presentation rooms (`JANUS_URLS`, WebSocket addresses, with `JANUS_API_SECRET` and
   * `JANUS_ADMIN_KEY`). Without them `npm start` runs Debian's `janus` itself when it is installed, unless
   * `JANUS=off`.
   */
  janusUrls: string[];
  janusApiSecret: string;
  janusAdminKey: string;
  janusLocal: boolean;
  /**
   * Seats one webinar room holds on its instance before later attendees are seated on a second instance that
   * receives the presenters by forwarding (`JANUS_VIEWERS_PER_INSTANCE`; only with two instances or more).
   */
  janusViewersPerInstance: number;
  /** `event_loops` of the Janus `npm start` runs (`JANUS_EVENT_LOOPS`; unset: one per core; 0: a thread per handle). */
  janusEventLoops: number | undefined;
  /** Server-side speech-to-text for captions (`CAPTIONS_STT`: off, sherpa; docs/captions.md). */
  captionsStt: SttChoice;
  /** The models of the sherpa provider, one folder per language (`CAPTIONS_MODEL_DIR`). */
  captionsModelDir?: string;
  /** Whether browsers may recognise speech themselves (`CAPTIONS_BROWSER`, on unless `off`). */
  captionsBrowser: boolean;
  /**
   * The VAPID key pair of Web Push (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, base64url); unset: one generated on
   * first start and kept in the database, like the JWT secret (docs/push.md).
   */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Who push services may contact about our sends (`VAPID_SUBJECT`, a mailto: or https: URL). */
  vapidSubject: string;
  /** Accept push endpoints over plain http (`PUSH_ALLOW_INSECURE=on`; the tests' local receiver only). */
  pushAllowInsecure: boolean;
  /** What this process runs (`ROLE`: web, worker or all, the default; server/queue/roles.ts, docs/worker.md). */
  role: Role;
  /** The job queue's lease (`JOB_LEASE_MS`): a job whose worker stopped renewing it is claimed again after it. */
  jobLeaseMs: number;
  /** How often an idle worker asks the queue for work (`JOB_POLL_MS`), and heavy jobs one process runs at once (`JOB_CONCURRENCY`). */
  jobPollMs: number;
  jobConcurrency: number;
  /**
   * Bearer token of the Prometheus scrape (`METRICS_TOKEN`). Without it and without `METRICS_PORT`, `/metrics`
   * answers 404 (docs/operations.md, "Metrics").
   */
  metricsToken?: string;
  /** A port of its own for `/metrics` (`METRICS_PORT`); the main port's `/metrics` then answers 404. */
  metricsPort?: number;
}

const list = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** Parses TRUST_PROXY: empty for none, a hop count (`1`), or addresses and ranges (`10.0.0.1,10.1.0.0/16`). */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0" || value.toLowerCase() === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list)
    if (
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) &&
      !["loopback", "linklocal", "uniquelocal"].includes(entry)
    )
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal (or give a hop count)`,
      );
  return list;
}

/** The VAPID subject: VAPID_SUBJECT, else mailto: the sender's address, else the public address when https. */
export function vapidSubjectOf(raw: string | undefined, mailFrom: string, publicUrl: string): string {
  if (raw?.trim()) return raw.trim();
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^\s*([^<>\s]+@[^<>\s]+)\s*$/.exec(mailFrom)?.[1];
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith("https://") ? publicUrl : "mailto:no-reply@bizmeet.local";
}

/** An optional port: unset or empty is none; anything but 1-65535 stops the start with the variable's name. */
function parsePort(name: string, raw: string | undefined): number | undefined {
  if (!raw?.trim()) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${name}: "${raw}" is not a port`);
  return port;
}

/** Reads the configuration from the environment (see the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  const mailFrom = env.MAIL_FROM ?? "Bizmeet <no-reply@bizmeet.local>";
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    filesS3: parseS3Config(env),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || "bizmeet",
    servedBy: env.SERVED_BY?.trim() || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    publicUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    organizerUrl: env.ORGANIZER_URL ?? "/host",
    logLevel: env.LOG_LEVEL ?? "info",
    publicCacheMs: Number(env.PUBLIC_CACHE_MS ?? 2000),
    chatRatePer10s: Number(env.CHAT_RATE_PER_10S ?? 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    stunUrls: list(env.STUN_URLS),
    turnUrls: list(env.TURN_URLS),
    turnSecret: env.TURN_SECRET || undefined,
    janusUrls: list(env.JANUS_URLS),
    janusApiSecret: env.JANUS_API_SECRET ?? "",
    janusAdminKey: env.JANUS_ADMIN_KEY ?? "",
    janusLocal: (env.JANUS ?? "auto") !== "off",
    janusViewersPerInstance: Math.max(1, Number(env.JANUS_VIEWERS_PER_INSTANCE ?? 200) || 200),
    janusEventLoops: env.JANUS_EVENT_LOOPS
      ? Math.max(0, Math.floor(Number(env.JANUS_EVENT_LOOPS)) || 0)
      : undefined,
    captionsStt: parseSttChoice(env.CAPTIONS_STT),
    captionsModelDir: env.CAPTIONS_MODEL_DIR ? path.resolve(env.CAPTIONS_MODEL_DIR) : undefined,
    captionsBrowser: (env.CAPTIONS_BROWSER ?? "").trim().toLowerCase() !== "off",
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: vapidSubjectOf(env.VAPID_SUBJECT, mailFrom, publicUrl),
    pushAllowInsecure: ["on", "true", "1"].includes((env.PUSH_ALLOW_INSECURE ?? "").trim().toLowerCase()),
    role: parseRole(env.ROLE),
    jobLeaseMs: Math.max(200, Number(env.JOB_LEASE_MS ?? 30_000) || 30_000),
    jobPollMs: Math.max(50, Number(env.JOB_POLL_MS ?? 1_000) || 1_000),
    jobConcurrency: Math.max(1, Math.floor(Number(env.JOB_CONCURRENCY ?? 2)) || 2),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: parsePort("METRICS_PORT", env.METRICS_PORT),
  };
}
