import type { z } from "zod";

/** Who may call: anyone, anyone (the actor is read when a token is sent), a signed-in user, an administrator. */
export type CallAuth = "none" | "optional" | "user" | "admin";
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export interface CallDef {
  method: HttpMethod;
  /** Fastify-style path (`/api/users/:id`); the spec's `{id}` becomes `:id`. */
  path: string;
  summary: string;
  tag: string;
  auth: CallAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A zod schema for JSON, or "multipart" for uploads. */
  body?: z.ZodType | "multipart";
  response: z.ZodType;
  /** Response headers the client reads (documented in OpenAPI). */
  responseHeaders?: readonly string[];
  /** Set when the spec's path has a historical spelling that clients depend on. */
  note?: string;
}

/** Declares one call; `const` keeps the literal types so server and client infer exact shapes. */
export function defineCall<const T extends CallDef>(def: T): T {
  return def;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type CallParams<C extends CallDef> = Input<C["params"]>;
export type CallQuery<C extends CallDef> = Input<C["query"]>;
export type CallBody<C extends CallDef> = C["body"] extends "multipart" ? FormData : Input<C["body"]>;
export type CallResponse<C extends CallDef> = Output<C["response"]>;
/** What the server handler receives after validation. */
export type ParsedParams<C extends CallDef> = Output<C["params"]>;
export type ParsedQuery<C extends CallDef> = Output<C["query"]>;
export type ParsedBody<C extends CallDef> = C["body"] extends z.ZodType ? z.output<C["body"]> : undefined;
export type ResponseInput<C extends CallDef> = Input<C["response"]>;
