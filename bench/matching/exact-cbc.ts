/**
 * The exact optimum of the time-indexed model (./exact.ts's model) by COIN-OR CBC, Debian's `coinor-cbc`, for
 * the benchmark only: a native branch and cut that proves the 60 x 60 optimum in about a minute and a half where
 * HiGHS's WebAssembly build stops at its 300 s limit with a gap. The model goes to CBC as a CPLEX LP file; the
 * answer is read from CBC's solution file (the score) and its log (the bound when stopped by the time limit).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SchedulerInput } from "../../shared/matching/types";
import { type ExactModel, type ExactResult, exactModel, settledResult } from "./exact";

/** Whether `cbc` is on the PATH. */
export function hasCbc(): boolean {
  return spawnSync("cbc", ["-quit"], { stdio: "ignore" }).status === 0;
}

/** The model in CPLEX LP format (maximise; every row `<=`; every column binary). */
export function toLpFormat(m: ExactModel): string {
  const rows: number[][] = Array.from({ length: m.numRows }, () => []);
  for (let j = 0; j < m.numCols; j++)
    for (let k = m.starts[j]!; k < m.starts[j + 1]!; k++) rows[m.indices[k]!]!.push(j);
  const out: string[] = ["Maximize", " obj:"];
  for (let j = 0; j < m.numCols; j++) out.push(`  ${j === 0 ? "" : "+ "}${m.colCost[j]} x${j}`);
  out.push("Subject To");
  rows.forEach((r, i) => {
    if (r.length > 0) out.push(` r${i}: ${r.map((j) => `x${j}`).join(" + ")} <= ${m.rowUpper[i]}`);
  });
  out.push("Binary");
  for (let j = 0; j < m.numCols; j++) out.push(` x${j}`);
  out.push("End", "");
  return out.join("\n");
}

/** Reads CBC's log and solution file: the best schedule's score, the bound, and whether it is proven optimal. */
export function readCbcAnswer(log: string, solution: string, offset: number) {
  const optimal = /Result - Optimal solution found/.test(log);
  const head = /objective value\s+(-?[\d.e+-]+)/i.exec(solution.split("\n")[0] ?? "");
  // without a solution file (CBC stopped from outside): the best "Integer solution of -X" of the log
  const found = [...log.matchAll(/Integer solution of (-?[\d.e+-]+)/g)].map((x) => -Number(x[1]));
  const value = head ? Number(head[1]) : found.length > 0 ? Math.max(...found) : 0;
  // progress lines say "best possible -X" for the minimisation of -score that CBC solves; before them, the
  // relaxation of the preprocessed model ("Continuous objective value is X", in the model's own sense) bounds it
  const bounds = [...log.matchAll(/best possible (-?[\d.e+-]+)/g)].map((x) => -Number(x[1]));
  const relaxed = /Continuous objective value is (-?[\d.e+-]+)/.exec(log);
  if (relaxed) bounds.push(Number(relaxed[1]));
  const bound = optimal ? value : bounds.length > 0 ? Math.min(...bounds) : Number.POSITIVE_INFINITY;
  return { value: value + offset, bound: Math.floor(bound + offset + 1e-6), optimal };
}

export function exactByCbc(input: SchedulerInput, timeLimitS = 300): ExactResult {
  const t0 = performance.now();
  const m = exactModel(input);
  const settled = settledResult(m);
  if (settled) return settled;
  const dir = mkdtempSync(join(tmpdir(), "bizmeet-cbc-"));
  try {
    const lp = join(dir, "model.lp");
    const sol = join(dir, "model.sol");
    writeFileSync(lp, toLpFormat(m));
    // CBC checks its time limit between nodes only (at 150 x 150 its root cut loop ran 40 minutes past 2,400 s):
    // stopped from outside a minute after the limit, the log still has its best schedule and bound
    const run = spawnSync("cbc", [lp, "sec", String(timeLimitS), "solve", "solu", sol], {
      encoding: "utf8",
      maxBuffer: 256 * 2 ** 20,
      timeout: (timeLimitS + 60) * 1000,
      killSignal: "SIGKILL",
    });
    const stopped = run.signal === "SIGKILL";
    if (!stopped && (run.error || run.status !== 0))
      throw new Error(`cbc failed (install Debian's coinor-cbc): ${run.error?.message ?? run.stderr}`);
    const solution = existsSync(sol) ? readFileSync(sol, "utf8") : "";
    const answer = readCbcAnswer(run.stdout ?? "", solution, m.offset);
    return {
      value: Math.round(answer.value * 1000) / 1000,
      bound: answer.optimal ? Math.round(answer.value * 1000) / 1000 : answer.bound,
      optimal: answer.optimal,
      columns: m.numCols,
      rows: m.numRows,
      ms: Math.round(performance.now() - t0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
