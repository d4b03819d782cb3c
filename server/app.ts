import { existsSync } from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { contract, FILE_SIZE_LIMIT } from "../shared/contract";
import { fromAcceptLanguage } from "../shared/i18n";
import { APP_VERSION } from "../shared/version";
import type { AppContext } from "./context";
import { frameworkErrors, installErrorHandler } from "./http/error-handler";
import { buildOpenApi } from "./http/openapi";
import { installSecurityHeaders, setDataAnswerHeaders } from "./http/security-headers";
import { installStatusGuard } from "./http/statuses";
import { createWebShell } from "./http/web-shell";
import { moduleRoutes } from "./modules";
import { liveActor } from "./modules/auth/sessions";
import { registerOps } from "./ops/ops.routes";

export interface BuildOptions {
  logger?: boolean | object;
  /** Level of the one line logged per request (debug in a terminal, info in JSON logs). */
  requestLogLevel?: "info" | "debug";
  /** Folder of the built web app (served with a fallback to index.html). */
  webRoot?: string;
  /** An answer with a status its contract call does not declare becomes a 500 (tests); else it is logged. */
  strictStatuses?: boolean;
}

/** Trusts the nearest `hops` proxies (a hop count of TRUST_PROXY). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the HTTP application: API from the contract, docs, files and the web app. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For only from the proxies the configuration names (none by default)
    trustProxy:
      typeof ctx.config.trustProxy === "number" ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors(error, request, reply) {
      setDataAnswerHeaders(reply, ctx.config.publicUrl);
      frameworkErrors(error, request, reply);
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a stopping process (its connection accepted before the listener closed) is served,
    // not answered 503: behind nginx it was already sent, and a POST cannot be passed on (server/http/drain.ts)
    return503OnClosing: false,
  });
  // JSON only: a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("actor", undefined);
  app.decorateRequest("language", "ko");
  const requestLevel = options.requestLogLevel ?? "info";
  app.addHook("onResponse", async (request, reply) => {
    request.log[requestLevel](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  app.addHook("onRequest", async (request) => {
    request.language = fromAcceptLanguage(request.headers["accept-language"]);
    const verified = await ctx.tokens.verify(request.headers.authorization);
    // A token survives only while its session does: logging out, a password change or "log out everywhere"
    // ends it at once.
    if (verified) request.actor = await liveActor(ctx, verified);
  });

  installSecurityHeaders(app, ctx.config.publicUrl);
  installStatusGuard(app, contract, options.strictStatuses ?? false);
  await app.register(multipart, { limits: { fileSize: FILE_SIZE_LIMIT, files: 1, fields: 10 } });
  const hasWebApp = !!options.webRoot && existsSync(path.join(options.webRoot, "index.html"));
  installErrorHandler(app, hasWebApp && options.webRoot ? createWebShell(ctx, options.webRoot) : undefined);

  // health, readiness and metrics (before the modules: the metrics' hook times every route)
  registerOps(app, ctx);
  for (const register of moduleRoutes) register(app, ctx);
  // The contract is the API: a declared call without a route is a bug caught at start-up.
  const missing = contract.filter((call) => !app.hasRoute({ method: call.method, url: call.path }));
  if (missing.length > 0)
    throw new Error(`calls without a route: ${missing.map((c) => `${c.method} ${c.path}`).join(", ")}`);

  await app.register(swagger, {
    mode: "static",
    specification: { document: buildOpenApi(contract, APP_VERSION) as never },
  });
  // its page gets DOCS_CSP from the security headers (http/security-headers.ts); no online validator (it would
  // send the document's address to validator.swagger.io)
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });

  if (hasWebApp && options.webRoot) {
    // preCompressed: the build writes .br and .gz copies of its text files (vite.config.ts). Hashed assets are
    // immutable; the page shell is revalidated on every load, so that a new build's chunks are found at once.
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      maxAge: "1h",
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (/[\\/]assets[\\/]/.test(filePath))
          reply.header("cache-control", "public, max-age=31536000, immutable");
        else if (/index\.html(\.br|\.gz)?$/.test(filePath)) reply.header("cache-control", "no-cache");
      },
    });
  }
  return app;
}
