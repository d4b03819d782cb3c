import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { fromAcceptLanguage, hasKey, translate } from "../../shared/i18n";
import { AppError } from "./errors";

interface Mapped {
  status: number;
  key: string;
  params?: Record<string, string | number>;
}

function fromZod(error: ZodError): Mapped {
  const issue = error.issues[0];
  if (issue && hasKey(issue.message)) return { status: 400, key: issue.message };
  const field = issue?.path.join(".") || "request";
  return { status: 400, key: "common.invalidField", params: { field } };
}

function fromFastify(error: FastifyError): Mapped | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (status === 415) return { status, key: "common.unsupportedMediaType" };
  if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") return { status: 413, key: "file.tooLarge" };
  if (status === 429) return { status, key: "common.tooManyRequests" };
  if (error.code?.includes("JSON") || error instanceof SyntaxError)
    return { status: 400, key: "common.malformedJson" };
  return { status, key: status === 404 ? "common.notFound" : "common.badRequest" };
}

/**
 * A value the database refused as data (class 22: a number out of range, a NUL byte, an impossible date, text
 * too long): the request was bad, not the server. Anything else from the database stays a 500.
 */
function fromDatabase(error: unknown): Mapped | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code))
      return { status: 400, key: "common.badRequest" };
  }
  return undefined;
}

/** One mapping from errors to HTTP: `{ detail: <text in the caller's language>, message: <i18n key> }`. */
export function installErrorHandler(
  app: FastifyInstance,
  sendShell?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  app.setErrorHandler((error, request, reply) => {
    let mapped: Mapped | undefined;
    if (error instanceof AppError) mapped = { status: error.status, key: error.key, params: error.params };
    else if (error instanceof ZodError) mapped = fromZod(error);
    else mapped = fromDatabase(error) ?? fromFastify(error as FastifyError);
    if (!mapped) {
      request.log.error({ err: error }, "unhandled error");
      mapped = { status: 500, key: "common.serverError" };
    }
    const language = request.language ?? "ko";
    reply
      .status(mapped.status)
      .send({ detail: translate(mapped.key, language, mapped.params), message: mapped.key });
  });
  app.setNotFoundHandler((request, reply) => {
    // Unknown non-API GETs are routes of the single-page app: answer its shell.
    const url = request.url;
    const isApi = url.startsWith("/api/") || url.startsWith("/files/") || url.startsWith("/chat/");
    if (
      sendShell &&
      request.method === "GET" &&
      !isApi &&
      !/\.[a-z0-9]{2,5}$/i.test(url.split("?")[0] ?? "")
    ) {
      return sendShell(request, reply);
    }
    reply
      .status(404)
      .send({ detail: translate("common.notFound", request.language ?? "ko"), message: "common.notFound" });
  });
}

/**
 * Fastify's router answers a path it cannot read (bad percent-encoding: 400) or a path parameter over its length
 * (414) before any hook or handler, with a body of its own that echoes the path: the same error body as every
 * other answer instead (the Fastify option `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
  const language = fromAcceptLanguage(request.headers["accept-language"]);
  reply
    .status(status)
    .send({ detail: translate("common.badRequest", language), message: "common.badRequest" });
}
