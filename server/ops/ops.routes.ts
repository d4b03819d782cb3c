import type { FastifyInstance } from "fastify";
import { health } from "../../shared/contract";
import { APP_VERSION } from "../../shared/version";
import type { AppContext } from "../context";
import { registerCall } from "../http/route";
import { registerMetrics } from "./metrics/metrics.routes";
import { readinessOf } from "./readiness";

/**
 * The operational endpoints (docs/operations.md): liveness, readiness and Prometheus metrics. Liveness is a
 * contract call (the API docs try it); readiness and metrics are for the proxy, an orchestrator and
 * Prometheus, outside the product's contract and its OpenAPI document.
 */
export function registerOps(app: FastifyInstance, ctx: AppContext): void {
  // Alive: the process answers. No dependency is asked, so a database outage does not get every process
  // restarted by an orchestrator; /api/ready takes the process out of the proxy's rotation instead.
  registerCall(app, health, async () => ({
    status: "ok" as const,
    database: ctx.driver,
    version: APP_VERSION,
  }));

  const readiness = readinessOf(ctx, app.log);
  app.get("/api/ready", async (_request, reply) => {
    const { ok, checks } = await readiness();
    reply.header("cache-control", "no-store").status(ok ? 200 : 503);
    return ok
      ? { status: "ok", checks }
      : { status: "unavailable", failed: checks.filter((c) => !c.ok).map((c) => c.name), checks };
  });

  registerMetrics(app, ctx);
}
