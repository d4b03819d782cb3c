/**
 * EXPLAIN of exactly what the server runs: the SQL statements a repository call sends are captured at
 * the driver (pg.Pool or PGlite), then run again under EXPLAIN (ANALYZE, BUFFERS).
 */
import type { Db } from "../../server/db/client";

type Query = (
  text: unknown,
  params?: unknown[],
  ...rest: unknown[]
) => Promise<{ rows: Record<string, unknown>[] }>;

function clientOf(db: Db): { query: Query } {
  return (db as unknown as { $client: { query: Query } }).$client;
}

/** The statements a call sends, in order. */
export async function capture(
  db: Db,
  call: () => Promise<unknown>,
): Promise<{ text: string; params: unknown[] }[]> {
  const client = clientOf(db);
  const original = client.query;
  const seen: { text: string; params: unknown[] }[] = [];
  client.query = function (this: unknown, first: unknown, params?: unknown[], ...rest: unknown[]) {
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    seen.push({ text, params: params ?? [] });
    return original.call(this, first, params, ...rest);
  } as Query;
  try {
    await call();
  } finally {
    client.query = original;
  }
  return seen;
}

/** The plans (with the statement and its parameters) of every statement a call sends. */
export async function explainCall(db: Db, call: () => Promise<unknown>): Promise<string[]> {
  const client = clientOf(db);
  const plans: string[] = [];
  for (const q of await capture(db, call)) {
    const result = await client.query(`explain (analyze, buffers, costs off) ${q.text}`, q.params);
    plans.push(
      `${q.text}\n  params ${JSON.stringify(q.params)}\n${result.rows.map((r) => Object.values(r)[0]).join("\n")}`,
    );
  }
  return plans;
}

/** Which access path a plan takes (first index or seq scan named), and its execution time. */
export function planNote(plan: string): string {
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? "?";
  const index = /Index (?:Only )?Scan (?:Backward )?using (\w+)/.exec(plan)?.[1];
  const bitmap = /Bitmap Index Scan on (\w+)/.exec(plan)?.[1];
  const seq = /Seq Scan on (\w+)/.exec(plan)?.[1];
  const path = bitmap ? `bitmap ${bitmap}` : index ? `index ${index}` : seq ? `seq scan ${seq}` : "other";
  return `${path} ${time} ms`;
}
