import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

/**
 * Bad input never gives a 5xx: every operation of the OpenAPI document is called with ids past the integer
 * range, negative and huge numbers, NUL and control characters, wrong types and very long text, anonymously and
 * signed in, and must answer below 500.
 */
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t.ctx);
});
afterAll(() => t.close());

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
interface Operation {
  parameters?: { name: string; in: "path" | "query"; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const HOSTILE = [
  "2147483648",
  "-1",
  "0",
  "99999999999999999999",
  "\u0000",
  "a\u0007b",
  "x".repeat(20_000),
  "{}",
];

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "string";
  if (schema.anyOf) return typeOf(schema.anyOf.find((s) => s.type !== "null"));
  return Array.isArray(schema.type)
    ? (schema.type.find((x) => x !== "null") ?? "string")
    : (schema.type ?? "string");
}

/** A body of the schema's shape with the hostile value in every field. */
function hostileBody(schema: Schema | undefined, value: string): unknown {
  const type = typeOf(schema);
  if (type === "object") {
    return Object.fromEntries(
      Object.entries(schema?.properties ?? {}).map(([k, s]) => [k, hostileBody(s, value)]),
    );
  }
  if (type === "array") return [hostileBody(schema?.items, value)];
  if (type === "integer" || type === "number") return Number(value) || 2147483648;
  if (type === "boolean") return value.length % 2 === 0;
  return value;
}

describe("hostile input on every operation of the OpenAPI document", () => {
  it("never answers 5xx", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: string[] = [];
    let calls = 0;
    for (const [template, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const value of HOSTILE) {
          const url = template.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));
          const query = (op.parameters ?? [])
            .filter((p) => p.in === "query")
            .map((p) => `${p.name}=${encodeURIComponent(value)}`)
            .join("&");
          const json = op.requestBody?.content["application/json"]?.schema;
          // logging out (everywhere) would end the session the rest of the walk calls with
          const signedIn = template.startsWith("/api/users/logout") ? [] : [user.token];
          for (const token of [undefined, ...signedIn]) {
            calls++;
            const res = await t.call({
              method: method.toUpperCase() as "GET",
              url: query ? `${url}?${query}` : url,
              token,
              ...(json ? { payload: hostileBody(json, value) as object } : {}),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${method.toUpperCase()} ${url} [${JSON.stringify(value).slice(0, 20)}] → ${res.statusCode}`,
              );
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe("bodies the walk above does not make", () => {
  it("a path parameter over the router's length is a 414 and a malformed path a 400, both with the error body", async () => {
    const long = await t.call({ method: "GET", url: `/api/users/${"9".repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: "The request is not valid.", message: "common.badRequest" });
    const malformed = await t.call({ method: "GET", url: "/api/users/%E0%A4%A" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: "The request is not valid.", message: "common.badRequest" });
    expect(malformed.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("a 1 MB e-mail at login is a readable 400, not a failed insert", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: `${"a".repeat(1_000_000)}@example.com`, password: "whatever1" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("validation.emailTooLong");
  });

  it("a multipart upload cut short is a readable 400, and nothing of it is kept", async () => {
    const boundary = "----bizmeet-cut";
    const res = await t.call({
      method: "POST",
      url: "/api/fileS3",
      token: user.token,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(5_000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("file.incomplete");
    expect(res.json().detail).toMatch(/again/);
    const incoming = path.join(t.ctx.config.dataDir, "files", "incoming");
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });
});
