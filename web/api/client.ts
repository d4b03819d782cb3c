import type { CallBody, CallDef, CallParams, CallQuery, CallResponse } from "../../shared/contract";
import { currentLanguage } from "../i18n";
import { getToken } from "./session";

/** An error answer of the API: `detail` is already in the interface language, `message` the i18n key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly key: string,
  ) {
    super(detail);
  }
}

export interface CallInput<C extends CallDef> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
  /** Extra headers (a guest session's Authorization, a room token's X-Room-Token). */
  headers?: Record<string, string>;
}

function buildUrl(call: CallDef, params: unknown, query: unknown): string {
  let path = call.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  if (query && typeof query === "object") {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
    }
    const text = search.toString();
    if (text) path += `?${text}`;
  }
  return path;
}

export interface RawResult<C extends CallDef> {
  data: CallResponse<C>;
  headers: Headers;
}

/** Calls one contract call: JSON in and out, Accept-Language and Authorization on every request. */
export async function callRaw<C extends CallDef>(call: C, input: CallInput<C> = {}): Promise<RawResult<C>> {
  const headers: Record<string, string> = { "accept-language": currentLanguage() };
  const token = getToken();
  if (token) headers.authorization = token;
  Object.assign(headers, input.headers);
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input.body);
  }
  const response = await fetch(buildUrl(call, input.params, input.query), {
    method: call.method,
    headers,
    body,
    signal: input.signal,
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const detail = typeof json?.detail === "string" ? json.detail : response.statusText;
    throw new ApiError(response.status, detail, typeof json?.message === "string" ? json.message : "");
  }
  return { data: json as unknown as CallResponse<C>, headers: response.headers };
}

export async function callApi<C extends CallDef>(
  call: C,
  input: CallInput<C> = {},
): Promise<CallResponse<C>> {
  return (await callRaw(call, input)).data;
}
