import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { NotFound, Unauthorized } from "../../http/errors";
import { type AppMetrics, createAppMetrics } from "./app-metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return !!match && timingSafeEqual(digest(match[1] as string), digest(token));
}

/**
 * Prometheus metrics (docs/operations.md, "Metrics"). Off by default: `/metrics` answers 404. With
 * METRICS_TOKEN, `/metrics` on the app's port answers a scrape that sends `Authorization: Bearer <token>` (401
 * otherwise). With METRICS_PORT, `/metrics` is served on that port only (the token is still asked when set),
 * for a network the proxy does not expose.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const { metricsToken: token, metricsPort: port } = ctx.config;
  const metrics = token || port ? createAppMetrics(app, ctx) : undefined;
  if (metrics) app.addHook("onResponse", async (request, reply) => metrics.observe(request, reply));

  app.get("/metrics", async (request, reply) => {
    if (!metrics || port || !token) throw new NotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new Unauthorized();
    }
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(text);
  });

  if (metrics && port) {
    let server: Server | undefined;
    app.addHook("onListen", async () => {
      server = await listenForScrapes(metrics, port, ctx.config.host, token);
    });
    app.addHook("onClose", async () => {
      // a scraper's kept-alive connection would hold the close for seconds
      server?.closeAllConnections();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
  }
}

/** A bare HTTP server answering GET /metrics only (the port of METRICS_PORT). */
function listenForScrapes(
  metrics: AppMetrics,
  port: number,
  host: string,
  token: string | undefined,
): Promise<Server> {
  const answer = async (request: IncomingMessage): Promise<[number, string, string]> => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") return [404, "text/plain", "not found\n"];
    if (token && !bearerMatches(request.headers.authorization, token))
      return [401, "text/plain", "unauthorized\n"];
    return [200, metrics.registry.contentType, await metrics.scrape()];
  };
  const server = createServer((request, response) => {
    answer(request)
      .catch((): [number, string, string] => [500, "text/plain", "metrics failed\n"])
      .then(([status, type, body]) => {
        response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
        response.end(body);
      });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
