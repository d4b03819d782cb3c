/**
 * The second baseline of the list benchmarks: the limit of the work itself. A bare Fastify route (no hooks,
 * no authentication, no validation, no access check, no query builder, no cache) that answers a request by
 * sending the statements our repository sends for that request in its steady state through the bare driver
 * and building the same JSON from their rows.
 *
 * The statements are not written here: for every distinct request of a benchmark the repository function our
 * service calls is called (once to warm it, then once captured), and every statement it hands to the driver
 * is recorded with its driver arguments (pg: the query config with its name, text and type parsers; PGlite:
 * the text and options) and its parameters. The bare route sends exactly those, so it cannot drift from the
 * repositories; what it adds is the JSON, and the benchmark checks that it answers what our route answers.
 *
 * Like the app (server/db/batch.ts), requests that reach the same statement in one turn of the event loop
 * share one execution when the statement is a batch statement: one whose parameters are arrays with one
 * element per request (`unnest(...) with ordinality`, rows tagged with the request's number `req`), or a read
 * by an array of ids (`= any($1::int[])`, rows split by their `id`). `batch: false` sends one execution per
 * request instead. The `req` column of a shared execution is not renumbered (no answer reads it).
 */
import { isDeepStrictEqual } from "node:util";
import Fastify from "fastify";
import { batched } from "../../server/db/batch";
import type { Db } from "../../server/db/client";

/** A statement as the repository handed it to the driver. */
export interface Captured {
  /** The driver's first argument: a pg query config ({ name, text, types, rowMode }) or PGlite's text. */
  first: unknown;
  params: unknown[];
  /** The driver's further arguments (PGlite's options: rowMode, parsers). */
  rest: unknown[];
  text: string;
}

export interface Replayed {
  rows: unknown[];
  /** Column names of the rows (for rows in array mode). */
  fields: string[];
}

type DriverResult = { rows: unknown[]; fields?: { name: string }[] };
export type DriverQuery = (first: unknown, params?: unknown[], ...rest: unknown[]) => Promise<DriverResult>;

/** The driver behind a Drizzle handle (pg.Pool or the PGlite wrapper of server/db/pglite-prepared.ts). */
export function driverOf(db: Db): { query: DriverQuery } {
  return (db as unknown as { $client: { query: DriverQuery } }).$client;
}

/**
 * The statements a call sends to the driver, in order, with its result. Only reads are kept: a background
 * write of the app that happens to run meanwhile (list anchors) is not part of the call.
 */
export async function captureCall<T>(
  db: Db,
  call: () => Promise<T>,
): Promise<{ statements: Captured[]; result: T }> {
  const client = driverOf(db);
  const original = client.query;
  const statements: Captured[] = [];
  client.query = function (this: unknown, first: unknown, params?: unknown[], ...rest: unknown[]) {
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    statements.push({ first, params: params ?? [], rest, text });
    return original.call(this, first, params, ...rest);
  } as DriverQuery;
  let result: T;
  try {
    result = await call();
  } finally {
    client.query = original;
  }
  return { statements: statements.filter((s) => /^\s*select\b/i.test(s.text)), result };
}

type MergeKind = "req" | "ids" | "none";

function mergeKindOf(statement: Captured): MergeKind {
  const arrays = statement.params.length > 0 && statement.params.every(Array.isArray);
  if (arrays && /with ordinality/i.test(statement.text)) {
    const lengths = new Set(statement.params.map((p) => (p as unknown[]).length));
    if (lengths.size === 1) return "req";
  }
  if (statement.params.length === 1 && arrays && /= any\(\$1::int\[\]\)/.test(statement.text)) return "ids";
  return "none";
}

function column(fields: string[], rows: unknown[], name: string): (row: unknown) => unknown {
  if (rows.length > 0 && Array.isArray(rows[0])) {
    const index = fields.indexOf(name);
    return (row) => (row as unknown[])[index];
  }
  return (row) => (row as Record<string, unknown>)[name];
}

/**
 * Runs captured statements through `query`. With `batch`, the executions of one batch statement asked in one
 * turn are merged (see the module comment); identical ones share theirs.
 */
export function replayer(query: DriverQuery, options: { batch: boolean }) {
  const execute = async (first: unknown, params: unknown[], rest: unknown[]): Promise<Replayed> => {
    const result = await query(first, params, ...rest);
    return { rows: result.rows, fields: (result.fields ?? []).map((f) => f.name) };
  };
  const batchers = new Map<string, (key: string) => Promise<Replayed | undefined>>();
  /** The parameters of each batch key (a key is a statement's parameters as JSON). */
  const paramsOf = new Map<string, unknown[][]>();

  function batcherFor(statement: Captured, kind: Exclude<MergeKind, "none">) {
    const { first, rest } = statement;
    return batched(async (keys: string[]) => {
      const requests = keys.map((k) => paramsOf.get(k)!);
      const answers = new Map<string, Replayed>();
      if (kind === "req") {
        const merged = requests[0]!.map((_, j) => requests.flatMap((r) => r[j]!));
        const { rows, fields } = await execute(first, merged, rest);
        const reqOf = column(fields, rows, "req");
        // request k owns the req numbers (base_k, base_k + its length]
        const owner: number[] = [];
        for (const [k, r] of requests.entries()) for (let i = 0; i < r[0]!.length; i++) owner.push(k);
        const split: unknown[][] = requests.map(() => []);
        for (const row of rows) split[owner[Number(reqOf(row)) - 1]!]!.push(row);
        for (const [k, key] of keys.entries()) answers.set(key, { rows: split[k]!, fields });
      } else {
        const ids = [...new Set(requests.flatMap((r) => r[0] as number[]))];
        const { rows, fields } = await execute(first, [ids], rest);
        const idOf = column(fields, rows, "id");
        const byId = new Map<unknown, unknown[]>();
        for (const row of rows) {
          const id = idOf(row);
          const list = byId.get(id);
          if (list) list.push(row);
          else byId.set(id, [row]);
        }
        for (const [k, key] of keys.entries()) {
          const own = (requests[k]![0] as number[]).flatMap((id) => byId.get(id) ?? []);
          answers.set(key, { rows: own.length > 0 ? own : (byId.get(null) ?? []), fields });
        }
      }
      return answers;
    });
  }

  /** How each captured statement is run, decided once per statement (its merge kind, batcher and key). */
  const plans = new WeakMap<Captured, () => Promise<Replayed>>();
  function planOf(statement: Captured): () => Promise<Replayed> {
    const kind = options.batch ? mergeKindOf(statement) : "none";
    if (kind === "none") return () => execute(statement.first, statement.params, statement.rest);
    let batcher = batchers.get(statement.text);
    if (!batcher) {
      batcher = batcherFor(statement, kind);
      batchers.set(statement.text, batcher);
    }
    const key = JSON.stringify(statement.params);
    paramsOf.set(key, statement.params as unknown[][]);
    const run = batcher;
    return async () => (await run(key))!;
  }

  return (statement: Captured): Promise<Replayed> => {
    let plan = plans.get(statement);
    if (!plan) {
      plan = planOf(statement);
      plans.set(statement, plan);
    }
    return plan();
  };
}

export type Replay = ReturnType<typeof replayer>;

/** One request the bare route answers: the statements of our repository for it, and its JSON from their rows. */
export interface BareEntry {
  method: "GET" | "POST";
  /** Path with query, as requested from the bare route. */
  url: string;
  statements: Captured[];
  answer: (replayed: Replayed[]) => unknown;
}

/**
 * A distinct request of a list: our route's URL, the bare route's URL (the same, or with what our route takes
 * from the bearer token, such as the user id), the repository call our service makes for it, and how the
 * bare route builds the JSON from the rows of the captured statements. `keep` takes what the app keeps in
 * memory for the request between requests (a search's total, the version it is exact at) from the call's
 * result and the statements' rows at capture time.
 */
export interface BareItem<K = undefined> {
  method: "GET" | "POST";
  url: string;
  bareUrl: string;
  call(): Promise<unknown>;
  keep?(result: unknown, replayed: Replayed[]): K;
  answer(replayed: Replayed[], statements: Captured[], kept: K): unknown;
}

/** How long a background write of the app (list anchors, at most once a second per list) may take to land. */
const SETTLE_MS = 1500;

/**
 * Captures the statements of every item (each call made once to warm the app's state, then again, captured:
 * its steady state) and answers the bare route's entries.
 */
export async function captureEntries(
  db: Db,
  items: BareItem<unknown>[],
  replay: Replay,
): Promise<BareEntry[]> {
  for (const item of items) await item.call();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const entries: BareEntry[] = [];
  for (const item of items) {
    const { statements, result } = await captureCall(db, item.call);
    if (statements.length === 0) throw new Error(`${item.url}: the repository sent no statement`);
    const kept = item.keep
      ? item.keep(result, await Promise.all(statements.map((s) => replay(s))))
      : undefined;
    entries.push({
      method: item.method,
      url: item.bareUrl,
      statements,
      answer: (replayed) => item.answer(replayed, statements, kept),
    });
  }
  return entries;
}

/** Starts the bare route on 127.0.0.1 (one Fastify route per path, the entry looked up by the request's URL). */
export async function startBareRoute(
  entries: BareEntry[],
  replay: Replay,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const byUrl = new Map(entries.map((e) => [`${e.method} ${e.url}`, e]));
  const routes = new Set(entries.map((e) => `${e.method} ${e.url.split("?")[0]}`));
  for (const route of routes) {
    const [method, path] = route.split(" ") as ["GET" | "POST", string];
    app.route({
      method,
      url: path,
      handler: async (request, reply) => {
        const entry = byUrl.get(`${method} ${request.url}`);
        if (!entry) return reply.code(404).send({ error: "not captured" });
        const replayed = await Promise.all(entry.statements.map((s) => replay(s)));
        return entry.answer(replayed);
      },
    });
  }
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return { origin, close: () => app.close() };
}

/**
 * The bare route answers what our route answers: each sampled request is asked of both (ours with its
 * headers, the bare route at its URL), all at once so that the bare route's shared executions are exercised,
 * and the JSON compared (key order aside). Throws on the first difference.
 */
export async function checkSameAnswers(
  ours: string,
  bare: string,
  sample: { method: string; url: string; bareUrl: string; headers?: Record<string, string> }[],
): Promise<number> {
  const ask = async (origin: string, method: string, url: string, headers?: Record<string, string>) => {
    const response = await fetch(origin + url, { method, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const bareAnswers = await Promise.all(sample.map((r) => ask(bare, r.method, r.bareUrl)));
  for (const [i, r] of sample.entries()) {
    const mine = await ask(ours, r.method, r.url, r.headers);
    const theirs = bareAnswers[i]!;
    if (mine.status !== 200 || theirs.status !== 200 || !isDeepStrictEqual(mine.body, theirs.body)) {
      throw new Error(
        `the bare route's answer differs from ours for ${r.method} ${r.url}:\n  ours (${mine.status}) ${JSON.stringify(mine.body).slice(0, 600)}\n  bare (${theirs.status}) ${JSON.stringify(theirs.body).slice(0, 600)}`,
      );
    }
  }
  return sample.length;
}
