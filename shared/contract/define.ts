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
  /** The success status when it is not 200 (a creation answers 201). */
  status?: 201;
  /**
   * The error statuses the route's own code raises (its services and checks), beyond those its shape implies
   * (see `answerStatuses`). `server/http/statuses.unit.test.ts` derives them from the route's code and fails
   * when one is missing or stale; in tests the server refuses any answer with a status the call does not declare.
   */
  errors?: readonly ErrorStatus[];
}

/** The error statuses an API answer may carry (every one answers `{ detail, message }`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429;

/** What each error status means, for the OpenAPI document. */
export const ERROR_STATUS_TEXT: Record<ErrorStatus, string> = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict with the current state",
  413: "Too large",
  414: "URI too long (a path parameter over 100 characters)",
  415: "Unsupported media type",
  429: "Too many requests",
};

/**
 * Every status a call can answer: its success status, the errors its shape implies (400 for any input, 401
 * when a sign-in is required, 403 for administrators only, 413 and 415 for a body, 414 for a path parameter
 * longer than the router takes), and its declared `errors`.
 */
export function answerStatuses(call: CallDef): { success: 200 | 201; errors: ErrorStatus[] } {
  const errors = new Set<ErrorStatus>(call.errors ?? []);
  for (const status of impliedErrors(call)) errors.add(status);
  return { success: call.status ?? 200, errors: [...errors].sort((a, b) => a - b) };
}

/** The error statuses a call's shape implies, whatever its route does. */
export function impliedErrors(call: CallDef): ErrorStatus[] {
  const implied: ErrorStatus[] = [];
  if (call.params || call.query || call.body) implied.push(400);
  if (call.auth === "user" || call.auth === "admin") implied.push(401);
  if (call.auth === "admin") implied.push(403);
  if (call.body) implied.push(413, 415);
  if (call.params) implied.push(414);
  return implied;
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
