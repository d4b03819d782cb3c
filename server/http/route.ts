import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CallDef, ParsedBody, ParsedParams, ParsedQuery, ResponseInput } from "../../shared/contract";
import type { Language } from "../../shared/i18n";
import type { SessionActor } from "./auth";
import { Forbidden, Invalid, Unauthorized } from "./errors";

export interface HandlerContext<C extends CallDef> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  actor: C["auth"] extends "user" | "admin" ? SessionActor : SessionActor | undefined;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends CallDef> = (ctx: HandlerContext<C>) => Promise<ResponseInput<C>>;

/** NUL and the other control characters a person never types (tab and line breaks are fine). */
function isControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasControl(value);
  if (depth > 8 || value === null || typeof value !== "object") return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (hasControlCharacters(item, depth + 1)) return true;
  }
  return false;
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.parse(value ?? {});
  if (hasControlCharacters(parsed)) throw new Invalid("common.controlCharacters");
  return parsed;
}

/**
 * Registers one contract call: validate (contract schema) -> authenticate -> handler -> validate the answer.
 * The actor is resolved by the auth hook in app.ts before this runs.
 */
export function registerCall<C extends CallDef>(app: FastifyInstance, call: C, handler: Handler<C>): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const actor = request.actor;
      if ((call.auth === "user" || call.auth === "admin") && !actor) throw new Unauthorized();
      if (call.auth === "admin" && actor?.role !== "ADMIN") throw new Forbidden();
      const ctx = {
        params: parse(call.params, request.params),
        query: parse(call.query, request.query),
        body: call.body === "multipart" ? undefined : parse(call.body, request.body),
        actor,
        language: request.language,
        request,
        reply,
      } as HandlerContext<C>;
      const result = await handler(ctx);
      const answer = call.response.safeParse(result);
      // an answer that breaks its own schema is the server's fault (500, logged), never the caller's 400
      if (!answer.success)
        throw new Error(
          `${call.method} ${call.path}: the answer does not match the response schema: ${answer.error.message}`,
        );
      return answer.data;
    },
  });
}
