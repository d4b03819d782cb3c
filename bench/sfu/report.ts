/** Figures of `npm run bench:sfu`: what one measured round holds, and how rounds become table cells. */
import { formatSummary, summarize } from "../lib/stats";

/** Latency histogram of the viewers: 0.1 ms bins up to 2 s, the last bin for anything later. */
export const BIN_MS = 0.1;
export const BINS = 20_001;

export interface ViewerFigures {
  group: string;
  videoLoss: number;
  audioLoss: number;
  latencyMs: number;
  /** The light receive path's counters since the viewer joined (absent on werift's full path). */
  light?: { packets: number; decrypted: number; resyncs: number; rejected: number };
}

export interface ChildReport {
  viewers: ViewerFigures[];
  histograms: Record<string, [number, number][]>;
}

export interface Round {
  viewers: ViewerFigures[];
  /** Latency histograms per group, merged over the load generator's processes. */
  histograms: Map<string, Map<number, number>>;
  /** Shares of one core over the round (janus, publisher, viewers, machineBusy as a share of all cores). */
  cpu: Record<string, number>;
  janusRss: number;
  /** Datagrams the kernel dropped, unread, on the viewers' sockets and on Janus's, during the round. */
  drops: { viewers: number; janus: number };
  packetsSent: { video: number; audio: number };
}

export function mergeReports(reports: ChildReport[]): Pick<Round, "viewers" | "histograms"> {
  const histograms = new Map<string, Map<number, number>>();
  for (const report of reports)
    for (const [group, bins] of Object.entries(report.histograms)) {
      const merged = histograms.get(group) ?? new Map<number, number>();
      for (const [bin, n] of bins) merged.set(bin, (merged.get(bin) ?? 0) + n);
      histograms.set(group, merged);
    }
  return { viewers: reports.flatMap((r) => r.viewers), histograms };
}

/** A quantile (0..1) of the latency of every packet of `groups`, in ms. */
export function latencyQuantile(round: Round, groups: string[], q: number): number {
  const bins = new Map<number, number>();
  for (const g of groups)
    for (const [b, n] of round.histograms.get(g) ?? []) bins.set(b, (bins.get(b) ?? 0) + n);
  const sorted = [...bins].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return Number.NaN;
  let seen = 0;
  for (const [bin, n] of sorted) {
    seen += n;
    if (seen >= q * total) return (bin + 0.5) * BIN_MS;
  }
  return Number.NaN;
}

function median(values: number[]): number {
  return summarize(values).median;
}

/** Loss of the median viewer and of the worst one, video and audio. */
export function lossOf(round: Round, groups: string[]) {
  const v = round.viewers.filter((x) => groups.includes(x.group));
  return {
    viewers: v.length,
    videoMedian: median(v.map((x) => x.videoLoss)),
    videoWorst: Math.max(...v.map((x) => x.videoLoss)),
    audioMedian: median(v.map((x) => x.audioLoss)),
    audioWorst: Math.max(...v.map((x) => x.audioLoss)),
  };
}

/**
 * Of all the packets the viewers of `groups` should have had: the share missing; and the datagrams the
 * kernel dropped unread on the viewers' own sockets (the load generator too slow, not Janus) per packet
 * due. The drops also count retransmissions, RTCP and packets after the window, so they indicate where
 * the loss happens rather than add up to it.
 */
export function missingShares(round: Round, groups: string[]): { missing: number; unread: number } {
  const v = round.viewers.filter((x) => groups.includes(x.group));
  const due = v.length * (round.packetsSent.video + round.packetsSent.audio);
  const missing = v.reduce(
    (sum, x) => sum + x.videoLoss * round.packetsSent.video + x.audioLoss * round.packetsSent.audio,
    0,
  );
  return { missing: missing / Math.max(1, due), unread: round.drops.viewers / Math.max(1, due) };
}

/** "median (min–max)" over rounds of one figure. */
export function cell(
  rounds: Round[],
  figure: (r: Round) => number,
  options: Parameters<typeof formatSummary>[1],
) {
  return formatSummary(summarize(rounds.map(figure), Number.POSITIVE_INFINITY), options);
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
