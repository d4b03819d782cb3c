import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../../context";
import { loadByInstance } from "../../janus/placement.repository";
import { onAttemptEnded } from "../../queue/executor";
import { queueDepth } from "../../queue/queue.repository";
import * as repo from "../ops.repository";
import { openSockets } from "./sockets";

/** What the scrape reads: one registry per app (several apps share a test process, so never the global one). */
export interface AppMetrics {
  registry: Registry;
  /** Records one answered request (the `onResponse` hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The Prometheus text: the database's gauges are read now, the rest is kept as it happens. */
  scrape(): Promise<string>;
}

/** The route label: the pattern for our own routes, never the URL (ids would make a series per row). */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern || request.is404) return "(unmatched)";
  if (/^\/(api|files|chat)\//.test(pattern) || pattern === "/metrics") return pattern;
  // the built web app's files (a route each) and the page shell
  return "(static)";
}

/** The pool of a PostgreSQL deployment (Drizzle keeps its client as `$client`); none on PGlite. */
function poolOf(ctx: AppContext): pg.Pool | undefined {
  const client = (ctx.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Builds the app's registry: default process metrics, HTTP, sockets, Janus load, background work, pool. */
export function createAppMetrics(app: FastifyInstance, ctx: AppContext): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, per route pattern, method and status class",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({
    name: "http_server_errors_total",
    help: "Answers with a 5xx status, per route pattern and method",
    labelNames: ["method", "route"] as const,
    registers,
  });
  new Gauge({
    name: "bizmeet_socketio_sockets",
    help: "Socket.IO connections open on this process",
    registers,
    collect() {
      this.set(openSockets(app));
    },
  });
  const pool = poolOf(ctx);
  if (pool)
    new Gauge({
      name: "bizmeet_db_pool_connections",
      help: "PostgreSQL pool of this process: connections open (total), idle, and queries waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
        this.set({ state: "max" }, pool.options.max ?? 10);
      },
    });

  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const janusRooms = gauge("bizmeet_janus_rooms", "Live presentation rooms placed per Janus instance", [
    "instance",
  ]);
  const janusSeats = gauge("bizmeet_janus_seats", "People holding a seat per Janus instance", ["instance"]);
  const mailPending = gauge("bizmeet_mail_outbox_pending", "Mails in the outbox waiting to be sent");
  const mailFailed = gauge("bizmeet_mail_outbox_failed", "Mails the outbox gave up on");
  const mailOldest = gauge(
    "bizmeet_mail_outbox_oldest_due_seconds",
    "Age of the oldest pending mail that is due (0: none)",
  );
  const jobsRunning = gauge("bizmeet_jobs_running", "Background jobs running, per kind", ["kind"]);
  const jobsOldest = gauge(
    "bizmeet_jobs_oldest_running_seconds",
    "How long the oldest running job of a kind has run (0: none)",
    ["kind"],
  );
  const queue = gauge(
    "bizmeet_jobs_queue",
    "Jobs of the queue waiting (queued) or held by a worker (running), per kind",
    ["kind", "state"],
  );
  const attempts = new Histogram({
    name: "bizmeet_job_attempt_seconds",
    help: "How long the queue's job attempts of this process took, per kind and outcome",
    labelNames: ["kind", "outcome"] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 1800],
    registers,
  });
  const stopListening = onAttemptEnded(({ kind, outcome, ms }) =>
    attempts.observe({ kind, outcome }, ms / 1000),
  );
  app.addHook("onClose", async () => {
    stopListening();
  });
  const scrapeFailures = new Counter({
    name: "bizmeet_metrics_database_failures_total",
    help: "Scrapes whose database gauges could not be read (they keep their last values)",
    registers,
  });

  /** The gauges the database knows, read once per scrape. */
  async function readDatabase(): Promise<void> {
    const urls = ctx.media.list().map((i) => i.url);
    const [jobs, rooms, seats, depth] = await Promise.all([
      repo.jobGauges(ctx.db),
      urls.length > 0 ? loadByInstance(ctx.db, urls, ctx.now()) : new Map<string, number>(),
      urls.length > 0 ? repo.seatsByInstance(ctx.db) : new Map<string, number>(),
      queueDepth(ctx.db),
    ]);
    queue.reset();
    for (const d of depth) queue.set({ kind: d.kind, state: d.state }, d.count);
    for (const url of urls) {
      janusRooms.set({ instance: url }, rooms.get(url) ?? 0);
      janusSeats.set({ instance: url }, seats.get(url) ?? 0);
    }
    mailPending.set(jobs.mailPending);
    mailFailed.set(jobs.mailFailed);
    mailOldest.set(jobs.mailOldestDueSeconds);
    jobsRunning.set({ kind: "auto_schedule" }, jobs.scheduleRunning);
    jobsRunning.set({ kind: "print" }, jobs.printsRunning);
    jobsOldest.set({ kind: "auto_schedule" }, jobs.scheduleOldestSeconds);
    jobsOldest.set({ kind: "print" }, jobs.printsOldestSeconds);
  }

  return {
    registry,
    observe(request, reply) {
      const route = routeLabel(request);
      const status = reply.statusCode;
      duration.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      if (status >= 500) serverErrors.inc({ method: request.method, route });
    },
    async scrape() {
      await readDatabase().catch(() => scrapeFailures.inc());
      return registry.metrics();
    },
  };
}
