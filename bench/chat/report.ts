/** bench:chat's lines: each round as it ends, then the medians with min–max and the verdicts. */
import { formatSummary, spreadWarning, summarize, verdictOf } from "../lib/stats";
import type { Config, Measured, Round } from "./measure";

export const TARGET_P99: Record<Config, number> = { one: 50, two: 100 };
export const LABEL: Record<Config, string> = { one: "one process", two: "two processes + Redis" };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function measuredLine(name: string, m: Measured): string {
  return `${name} p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, sent ${m.sent} (failed ${m.failed}), lost ${m.lost}, dup ${m.duplicates}, order ${m.outOfOrder}, disconnects ${m.disconnects}, server CPU ${m.cpuPerMessage.toFixed(2)} ms/message, loop delay p99 ${m.loopP99.toFixed(0)} ms, generator lag p99 ${m.sendLagP99.toFixed(0)} ms`;
}

export function roundLines(config: Config, round: number, r: Round): string[] {
  return [
    `round ${round + 1} ${LABEL[config]}: ${r.chat.sent + r.echo.sent} messages, connect ${(r.connectMs / 1000).toFixed(1)} s, heap ${kb(r.heapPerSocket)} KB/socket, RSS ${kb(r.rssPerSocket)} KB/socket`,
    `  ${measuredLine("chat    ", r.chat)}`,
    `  ${measuredLine("baseline", r.echo)}`,
  ];
}

const clean = (m: Measured) => m.lost === 0 && m.duplicates === 0 && m.outOfOrder === 0 && m.failed === 0;

export function summaryLines(runs: Record<Config, Round[]>): string[] {
  const lines = [
    "",
    "configuration          path       delivery p50 ms       delivery p99 ms          lost  dup  order",
  ];
  const verdicts: string[] = [];
  const noisy: { name: string; summary: ReturnType<typeof summarize> }[] = [];
  const memory: string[] = [];
  for (const c of ["one", "two"] as Config[]) {
    const rs = runs[c];
    if (rs.length === 0) continue;
    for (const path of ["chat", "echo"] as const) {
      const ms = rs.map((r) => r[path]);
      const p50 = summarize(ms.map((m) => m.p50));
      const p99 = summarize(ms.map((m) => m.p99));
      const total = (f: (m: Measured) => number) => ms.reduce((a, m) => a + f(m), 0);
      lines.push(
        `${(path === "chat" ? LABEL[c] : "").padEnd(22)} ${(path === "chat" ? "chat" : "baseline").padEnd(10)} ${formatSummary(p50, { digits: 1 }).padEnd(21)} ${formatSummary(p99, { digits: 1 }).padEnd(24)} ${String(total((m) => m.lost)).padStart(4)} ${String(total((m) => m.duplicates)).padStart(4)} ${(path === "chat" ? String(total((m) => m.outOfOrder)) : "n/a").padStart(6)}`,
      );
      if (path !== "chat") continue;
      noisy.push({ name: `${LABEL[c]} chat p50`, summary: p50 });
      const meets = (m: Measured) => clean(m) && m.p99 < TARGET_P99[c];
      const verdict = verdictOf(ms.map(meets), ms.every(clean) && p99.median < TARGET_P99[c]);
      verdicts.push(
        `  ${verdict.padEnd(12)} ${LABEL[c]}: p99 ${formatSummary(p99, { digits: 1 })} ms (want < ${TARGET_P99[c]} ms), ${total((m) => m.lost)} lost, ${total((m) => m.duplicates)} duplicated, ${total((m) => m.outOfOrder)} out of order (want 0)`,
      );
    }
    const heap = summarize(rs.map((r) => r.heapPerSocket / 1024));
    const rss = summarize(rs.map((r) => r.rssPerSocket / 1024));
    const cpu = summarize(rs.map((r) => r.chat.cpuPerMessage));
    memory.push(
      `  ${LABEL[c]}: heap ${formatSummary(heap, { digits: 1 })} KB/socket, RSS ${formatSummary(rss, { digits: 1 })} KB/socket; server CPU ${formatSummary(cpu, { digits: 2 })} ms per chat message`,
    );
  }
  lines.push("(median over the rounds, min–max in brackets; lost/dup/order: totals over the rounds)");
  lines.push(
    "baseline: the same HTTP request and room fan-out to the same sockets, without the database (its numbers are",
    "given by the generator, so concurrent requests may overtake each other: order is not a property it has)",
  );
  lines.push("", "Memory and CPU:", ...memory, "", "Targets:", ...verdicts);
  const warning = spreadWarning(noisy);
  if (warning) lines.push("", warning);
  return lines;
}
