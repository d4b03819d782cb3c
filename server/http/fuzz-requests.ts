import fc from "fast-check";

/**
 * Requests generated from the published OpenAPI document (server/http/fuzz.test.ts): for each operation, path
 * parameters, query and body drawn from its JSON schemas, valid or broken on purpose (a field of the wrong
 * type, out of range or missing, a body that is not an object), ids biased towards the few rows that exist.
 */

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema }[];
  body?: { type: "json"; schema: JsonSchema } | { type: "multipart" };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  body?: unknown;
  multipart?: { fileName: string; content: string; folderPath: string; purpose: string };
}

/** Values that break a field: wrong types, edges of ranges, text a person never types. */
const BAD = fc.constantFrom<unknown>(
  -1,
  0,
  2 ** 31,
  -(2 ** 53),
  1.5,
  1e308,
  "",
  " ",
  "x".repeat(300),
  "\u0000",
  "1; select 1",
  "../../etc/passwd",
  "2026-02-30",
  "not-a-date",
  null,
  true,
  [],
  {},
  [1, "a"],
);

const SMALL_ID = fc.integer({ min: 1, max: 6 });

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#")) return schema;
  let target: unknown = root;
  for (const part of ref.slice(2).split("/").filter(Boolean)) target = (target as JsonSchema)?.[part];
  return (target as JsonSchema) ?? {};
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = Math.max(min, Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 40, 60));
  switch (schema.format) {
    case "email":
      return fc.emailAddress().filter((e) => e.length <= max);
    case "date-time":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "uri":
    case "url":
      return fc.webUrl();
    case "uuid":
      return fc.uuid();
  }
  if (typeof schema.pattern === "string") {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= Math.max(max, 60));
    } catch {
      // a pattern this engine cannot read: plain text below
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

function integerOf(schema: JsonSchema, name: string): fc.Arbitrary<number> {
  let min = typeof schema.minimum === "number" ? schema.minimum : -(2 ** 31);
  let max = typeof schema.maximum === "number" ? schema.maximum : 2 ** 31;
  if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === "number") max = schema.exclusiveMaximum - 1;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  const near = fc.integer({ min, max: Math.min(max, min + 30) });
  const any = fc.integer({ min, max });
  const options = [near, any];
  if (/id$/i.test(name) && min <= 1 && max >= 6) options.unshift(SMALL_ID, SMALL_ID);
  return fc.oneof(...options);
}

/** A value the schema accepts (as far as JSON Schema says: the server's own checks may still refuse it). */
export function valueFrom(schema: JsonSchema, root: JsonSchema, name = "", depth = 0): fc.Arbitrary<unknown> {
  schema = resolve(schema, root);
  if (depth > 5) return fc.constant(null);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFrom(s, root, name, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return valueFrom(schema.allOf[0] as JsonSchema, root, name, depth + 1);
  const type = schema.type;
  if (Array.isArray(type))
    return fc.oneof(...type.map((t) => valueFrom({ ...schema, type: t }, root, name, depth + 1)));
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
      return integerOf(schema, name);
    case "number": {
      const min = typeof schema.minimum === "number" ? schema.minimum : -1e9;
      const max = typeof schema.maximum === "number" ? schema.maximum : 1e9;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const maxLength = Math.max(
        minLength,
        Math.min(typeof schema.maxItems === "number" ? schema.maxItems : 4, 4),
      );
      return fc.array(valueFrom(items, root, name, depth + 1), { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] = valueFrom(property, root, key, depth + 1);
      return fc.record(record, { requiredKeys: required.filter((key) => key in record) });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** The valid value, or the same with one field broken, removed, or the whole value replaced. */
function brokenOrNot(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const broken = fc
    .tuple(valid, fc.nat(), BAD, fc.constantFrom("set", "delete", "replace"))
    .map(([value, index, bad, how]) => {
      if (how === "replace" || value === null || typeof value !== "object" || Array.isArray(value))
        return bad;
      const keys = Object.keys(value);
      if (keys.length === 0) return bad;
      const key = keys[index % keys.length] as string;
      const copy: Record<string, unknown> = { ...value };
      if (how === "delete") delete copy[key];
      else copy[key] = bad;
      return copy;
    });
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: broken, weight: 2 });
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else
      search.append(key, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Requests for one operation. */
export function requestsOf(operation: Operation, root: JsonSchema): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const pathRecord: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of pathParams) pathRecord[p.name] = valueFrom(p.schema, root, p.name);
  const queryRecord: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of queryParams) queryRecord[p.name] = valueFrom(p.schema, root, p.name);
  const path = brokenOrNot(fc.record(pathRecord));
  const query = brokenOrNot(
    fc.record(queryRecord, { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) }),
  );
  const body: fc.Arbitrary<unknown> =
    operation.body?.type === "json"
      ? brokenOrNot(valueFrom(operation.body.schema, root))
      : fc.constant(undefined);
  const multipart = fc.record({
    fileName: fc.constantFrom("a.png", "report.pdf", "x", "../../evil.sh", "사진.jpg"),
    content: fc.string({ maxLength: 200 }),
    folderPath: fc.constantFrom("event/1/", "user/", "", "../", "event/999999/"),
    purpose: fc.constantFrom("public", "private", "other"),
  });
  return fc.tuple(path, query, body, multipart).map(([p, q, b, m]) => {
    const params = (p && typeof p === "object" && !Array.isArray(p) ? p : {}) as Record<string, unknown>;
    // an empty segment would be another route's path: a client cannot send it for this one
    let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = String(name in params ? params[name] : p);
      return encodeURIComponent(value === "" ? " " : value);
    });
    const queryValues = (q && typeof q === "object" && !Array.isArray(q) ? q : { junk: q }) as Record<
      string,
      unknown
    >;
    url += queryString(queryValues);
    return {
      method: operation.method,
      url,
      ...(operation.body?.type === "json" ? { body: b } : {}),
      ...(operation.body?.type === "multipart" ? { multipart: m } : {}),
    };
  });
}

/** The operations of an OpenAPI document. */
export function operationsOf(document: JsonSchema): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, JsonSchema>>)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      out.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId as string,
        parameters: (op.parameters ?? []) as Operation["parameters"],
        body: content?.["application/json"]
          ? { type: "json", schema: content["application/json"].schema }
          : content?.["multipart/form-data"]
            ? { type: "multipart" }
            : undefined,
        responses: op.responses as Operation["responses"],
      });
    }
  }
  return out;
}
