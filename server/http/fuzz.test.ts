import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication, createEvent, createSubEvent, createUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { type FuzzRequest, type JsonSchema, type Operation, operationsOf, requestsOf } from "./fuzz-requests";

/**
 * The API fuzzed from its own published document (GET /api/docs/json), as Schemathesis would: for every
 * operation, requests drawn from its schemas (valid and broken: fuzz-requests.ts), sent through the real app on
 * a test database, as an anonymous caller and as a signed-in, approved participant. Every answer must be below
 * 500, carry a status the operation publishes, and match the schema published for that status. The harness's
 * status guard (http/statuses.ts) also turns an undeclared status into a 500 with the call's name.
 *
 * Bounded: FUZZ_RUNS requests per operation and caller (default 25: about 10,750 requests). FUZZ_SEED replays
 * a run; a failure prints the seed, the caller and the request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let t: TestApp;
let operations: Operation[];
let document: JsonSchema;
const callers: Record<string, () => Promise<string | undefined>> = {};

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
(addFormats as unknown as (a: unknown) => void)(ajv);
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

function validatorOf(key: string, schema: JsonSchema) {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

beforeAll(async () => {
  t = await startTestApp();
  // a small world the ids 1-6 often hit: a host's event with two sub-events, an approved participant
  const host = await createUser(t.ctx);
  const event = await createEvent(t.ctx, { hostUserId: host.id });
  const subEvent = await createSubEvent(t.ctx, event.id, { matching: "Y" });
  await createSubEvent(t.ctx, event.id, { category: "registration" });
  const participant = await createUser(t.ctx);
  const buyer = await createUser(t.ctx);
  await createApplication(t.ctx, subEvent.id, participant.id, { approval: "approval" });
  await createApplication(t.ctx, subEvent.id, buyer.id, { approval: "approval", type: "buyer" });
  callers.anonymous = async () => undefined;
  callers.participant = async () => participant.token;
  document = (await t.call({ method: "GET", url: "/api/docs/json" })).json() as JsonSchema;
  operations = operationsOf(document);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function send(request: FuzzRequest, token: string | undefined) {
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  if (request.multipart) {
    const form = new FormData();
    form.append("purpose", request.multipart.purpose);
    form.append("fileName", request.multipart.fileName);
    form.append("folderPath", request.multipart.folderPath);
    form.append("file", new Blob([request.multipart.content]), request.multipart.fileName);
    const encoded = new Response(form);
    payload = Buffer.from(await encoded.arrayBuffer());
    headers["content-type"] = encoded.headers.get("content-type") as string;
  } else if ("body" in request) {
    payload = JSON.stringify(request.body ?? null);
    headers["content-type"] = "application/json";
  }
  return t.call({
    method: request.method as "GET",
    url: request.url,
    payload,
    headers,
    ...(token ? { token } : {}),
  });
}

/** What is wrong with one answer, if anything. */
function problemOf(
  operation: Operation,
  status: number,
  contentType: string,
  body: string,
): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  const published = operation.responses[String(status)];
  if (!published) return `answered ${status}, which the document does not publish for it`;
  const media = Object.keys(published.content ?? {});
  const type = contentType.split(";")[0]?.trim() ?? "";
  if (media.length === 0) return undefined;
  if (!media.includes(type)) return `answered ${status} as ${type}; the document says ${media.join(", ")}`;
  if (type !== "application/json") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const schema = published.content?.[type]?.schema as JsonSchema;
  const validate = validatorOf(`${operation.operationId} ${status}`, schema);
  if (validate(json)) return undefined;
  return `answered ${status} with a body that does not match its schema: ${ajv.errorsText(validate.errors)}; body ${body.slice(0, 300)}`;
}

describe("the API, fuzzed from its published document", () => {
  for (const caller of ["anonymous", "participant"] as const) {
    it(`answers every operation as ${caller === "anonymous" ? "an anonymous caller" : "a signed-in participant"}: below 500, a published status, a body of its schema`, async () => {
      const failures: string[] = [];
      let sent = 0;
      const byStatus = new Map<number, number>();
      // last, the operations that can end the caller's session
      const ending = (o: Operation) => Number(/logout|update\/password/i.test(o.path));
      const ordered = [...operations].sort((a, b) => ending(a) - ending(b));
      for (const operation of ordered) {
        const requests = fc.sample(requestsOf(operation, document), { seed: SEED, numRuns: RUNS });
        for (const [index, request] of requests.entries()) {
          const token = await callers[caller]?.();
          const res = await send(request, token);
          sent++;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const problem = problemOf(
            operation,
            res.statusCode,
            String(res.headers["content-type"] ?? ""),
            res.body,
          );
          if (problem && failures.length < 40)
            failures.push(
              `${operation.method} ${operation.path} (#${index}, FUZZ_SEED=${SEED}): ${request.method} ${request.url.length > 160 ? `${request.url.slice(0, 160)}… (${request.url.length} characters)` : request.url}${
                "body" in request ? ` body ${JSON.stringify(request.body)?.slice(0, 300)}` : ""
              } -> ${problem}`,
            );
        }
      }
      const counts = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
      console.log(`fuzz as ${caller}: ${sent} requests (${counts.join(", ")}), FUZZ_SEED=${SEED}`);
      expect(sent).toBeGreaterThan(operations.length * RUNS - 1);
      expect(failures, failures.join("\n")).toEqual([]);
    }, 240_000);
  }
});
