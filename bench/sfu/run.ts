/**
 * The selective forwarding unit under load (issue 21): one presenter publishes a synthetic 720p VP8 camera
 * (about 1.2 Mbit/s, 30 fps, a key frame every 2 s) and Opus-like voice to one local Janus, and N synthetic
 * viewers (werift peers in child processes) subscribe. For each N, over repeated rounds: packet loss per
 * viewer (median and worst), the latency from the presenter's send to the viewer's receive (every packet is
 * stamped; all processes read the same monotonic clock) compared with one viewer alone, Janus's CPU and
 * memory per viewer, and the load generator's own CPU. Also a presenter forwarded to a second Janus instance
 * and one viewer there, against one direct viewer. Run it alone on the machine:
 *
 *   flock /tmp/bizmeet-bench.lock npm run bench:sfu
 *   SFU_BENCH_LEVELS=50,100,200,400 SFU_BENCH_ROUNDS=3 SFU_BENCH_SECONDS=10 SFU_BENCH_PROCS=2
 *   SFU_BENCH_EVENT_LOOPS=N runs Janus with N event loops (default one per core; 0: a thread per handle)
 *   SFU_BENCH_RECEIVE=light (default) reads the viewers' packets by their RTP headers and decrypts a sample
 *   (light-receiver.ts); SFU_BENCH_RECEIVE=werift hands every packet through werift's whole receive path
 */
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { janusInstalled, type LocalJanus, startLocalJanus } from "../../server/janus/janus-process";
import { forwardPublisher, type RemoteForward } from "../../server/janus/remote-forward";
import { type JanusRoomRef, type JanusStream, VideoRoomAdmin } from "../../server/janus/videoroom";
import { type Child, child } from "./child";
import { cpuMeter, janusPid, rssBytes, udpDrops } from "./proc";
import {
  type ChildReport,
  cell,
  latencyQuantile,
  lossOf,
  mergeReports,
  missingShares,
  type Round,
  table,
} from "./report";

const LEVELS = (process.env.SFU_BENCH_LEVELS ?? "50,100,200,400").split(",").map(Number);
const ROUNDS = Number(process.env.SFU_BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.SFU_BENCH_SECONDS ?? 10);
const PROCS = Number(process.env.SFU_BENCH_PROCS ?? 2);
/** Janus's `event_loops` (unset: the app's default, one per core; 0: a thread per handle, Janus's own default). */
const EVENT_LOOPS = process.env.SFU_BENCH_EVENT_LOOPS ? Number(process.env.SFU_BENCH_EVENT_LOOPS) : undefined;
const RECEIVE = process.env.SFU_BENCH_RECEIVE === "werift" ? "werift" : "light";
const log = (m: string) => process.stdout.write(`${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tokens = (n: number) => Array.from({ length: n }, () => randomBytes(9).toString("hex"));
const pct = { digits: 2, unit: "%", scale: 100 };

interface Instance {
  dir: string;
  janus: LocalJanus;
  pid: number;
  admin: VideoRoomAdmin;
  ref: JanusRoomRef;
}

async function instance(name: string, rtpPorts: [number, number]): Promise<Instance> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-sfu-${name}-`));
  const janus = await startLocalJanus(dir, rtpPorts, { eventLoops: EVENT_LOOPS });
  const admin = new VideoRoomAdmin(janus);
  const ref = { janusRoom: randomInt(1, 2 ** 40), secret: randomBytes(12).toString("hex") };
  await admin.ensure(ref, { description: `bench ${name}`, publishers: 10 });
  return { dir, janus, pid: janusPid(dir), admin, ref };
}

async function allow(i: Instance, list: string[]): Promise<void> {
  for (let k = 0; k < list.length; k += 100) await i.admin.allow(i.ref, list.slice(k, k + 100));
}

/** One measured round: viewers reset, SECONDS of media, the packets sent in it, then what each viewer got. */
async function measure(
  publisher: Child,
  viewers: Child[],
  pids: Record<string, number>,
  janus: number,
): Promise<Round> {
  await Promise.all(viewers.map((v) => v.ask({ cmd: "begin" })));
  const viewerPids = viewers.map((v) => v.pid);
  const dropsBefore = { viewers: udpDrops(viewerPids), janus: udpDrops([janus]) };
  const from = await publisher.ask<{ video: number; audio: number }>({ cmd: "index" });
  const cpu = cpuMeter(pids);
  await sleep(SECONDS * 1000);
  const to = await publisher.ask<{ video: number; audio: number; state: string }>({ cmd: "index" });
  if (to.state !== "connected") log(`  the presenter's connection to Janus is ${to.state}`);
  const shares = cpu();
  const janusRss = rssBytes(janus);
  // packets still on their way
  await sleep(1_500);
  const reports = await Promise.all(
    viewers.map((v) =>
      v.ask<ChildReport>({ cmd: "report", video: [from.video, to.video], audio: [from.audio, to.audio] }),
    ),
  );
  return {
    ...mergeReports(reports),
    cpu: shares,
    janusRss,
    drops: {
      viewers: udpDrops(viewerPids) - dropsBefore.viewers,
      janus: udpDrops([janus]) - dropsBefore.janus,
    },
    packetsSent: { video: to.video - from.video, audio: to.audio - from.audio },
  };
}

async function main() {
  if (!janusInstalled())
    throw new Error("Janus is not installed: apt-get install janus (Debian's package, 1.1.x)");
  const started = Date.now();
  log(
    `bench:sfu  levels ${LEVELS.join(", ")}  rounds ${ROUNDS} x ${SECONDS} s  viewer processes ${PROCS}  receive path ${RECEIVE}`,
  );
  log(
    `uptime at start: load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  const a = await instance("a", [42000, 44999]);
  const maxViewers = Math.max(1, ...LEVELS);
  const [presenterToken, ...viewerTokens] = tokens(maxViewers + 2);
  await allow(a, [presenterToken as string, ...viewerTokens]);
  const publisher = await child("publisher-child.ts");
  const viewers = await Promise.all(Array.from({ length: PROCS }, () => child("subscriber-child.ts")));
  const cleanup: (() => Promise<void>)[] = [
    async () => {
      for (const c of [publisher, ...viewers]) await c.stop();
    },
    async () => {
      a.admin.close();
      await a.janus.stop();
      if (process.env.SFU_BENCH_KEEP) log(`janus A's configuration and log kept in ${a.dir}`);
      else rmSync(a.dir, { recursive: true, force: true });
    },
  ];
  try {
    const presenter = await publisher.ask<{ id: number; streams: JanusStream[] }>({
      cmd: "start",
      url: a.janus.url,
      apiSecret: a.janus.apiSecret,
      room: a.ref.janusRoom,
      token: presenterToken,
    });
    const join = (
      c: Child,
      group: string,
      url: string,
      apiSecret: string,
      room: number,
      feed: number,
      list: string[],
    ) =>
      c.ask<{ added: number; failed: string[] }>({
        cmd: "add",
        group,
        url,
        apiSecret,
        room,
        feed,
        tokens: list,
        receive: RECEIVE,
      });
    const pids: Record<string, number> = { janus: a.pid, publisher: publisher.pid };
    viewers.forEach((v, i) => {
      pids[`viewers${i}`] = v.pid;
    });
    pids.runner = process.pid;
    await join(viewers[0] as Child, "direct", a.janus.url, a.janus.apiSecret, a.ref.janusRoom, presenter.id, [
      viewerTokens.shift() as string,
    ]);

    // -- the forward to a second instance, with the direct viewer as the baseline
    const b = await instance("b", [45000, 47999]);
    const bToken = tokens(1);
    await allow(b, bToken);
    const forward: RemoteForward = await forwardPublisher({
      origin: { admin: a.admin, ref: a.ref },
      target: { admin: b.admin, ref: b.ref },
      publisherId: presenter.id,
      display: "presenter",
      streams: presenter.streams,
    });
    const onB = await join(
      viewers[PROCS - 1] as Child,
      "forward",
      b.janus.url,
      b.janus.apiSecret,
      b.ref.janusRoom,
      forward.remotePublisherId,
      bToken,
    );
    if (onB.added !== 1) throw new Error(`viewer on instance B did not join: ${onB.failed.join("; ")}`);
    await sleep(2_000);
    const baseline: Round[] = [];
    for (let r = 0; r < ROUNDS; r++)
      baseline.push(await measure(publisher, viewers, { ...pids, janusB: b.pid }, a.pid));
    await viewers[PROCS - 1]?.ask({ cmd: "close", group: "forward" });
    await forward.stop();
    b.admin.close();
    await b.janus.stop();
    rmSync(b.dir, { recursive: true, force: true });
    const p50 = (r: Round, groups: string[]) => latencyQuantile(r, groups, 0.5);
    const p99 = (r: Round, groups: string[]) => latencyQuantile(r, groups, 0.99);
    const ms = { digits: 2, unit: " ms" };
    log("\nTwo instances: one viewer on B (presenter forwarded from A) against one direct viewer on A");
    log(
      table(
        ["viewer", "video loss", "audio loss", "latency p50", "latency p99"],
        ["direct", "forward"].map((g) => [
          g === "direct" ? "direct on A" : "on B, forwarded",
          cell(baseline, (r) => lossOf(r, [g]).videoMedian, pct),
          cell(baseline, (r) => lossOf(r, [g]).audioMedian, pct),
          cell(baseline, (r) => p50(r, [g]), ms),
          cell(baseline, (r) => p99(r, [g]), ms),
        ]),
      ),
    );
    log(
      `forward adds (median of rounds): ${cell(baseline, (r) => p50(r, ["forward"]) - p50(r, ["direct"]), ms)} at p50`,
    );
    const baseP50 = summarizeMedian(baseline.map((r) => p50(r, ["direct"])));
    const baseRss = summarizeMedian(baseline.map((r) => r.janusRss));

    // -- N viewers on one instance
    const rows: string[][] = [];
    const cpuRows: string[][] = [];
    let current = 1;
    for (const level of LEVELS) {
      const more = viewerTokens.splice(0, Math.max(0, level - current));
      const shares = viewers.map((_, i) => more.filter((_, k) => k % PROCS === i));
      const t0 = Date.now();
      const results = await Promise.all(
        viewers.map((v, i) =>
          join(
            v,
            "load",
            a.janus.url,
            a.janus.apiSecret,
            a.ref.janusRoom,
            presenter.id,
            shares[i] as string[],
          ),
        ),
      );
      const failed = results.flatMap((x) => x.failed);
      current += results.reduce((s, x) => s + x.added, 0);
      log(
        `\n${current} viewers joined (${((Date.now() - t0) / 1000).toFixed(1)} s to add ${more.length})${failed.length ? `, ${failed.length} failed: ${failed[0]}` : ""}`,
      );
      await sleep(3_000);
      const rounds: Round[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        rounds.push(await measure(publisher, viewers, pids, a.pid));
        const last = rounds[rounds.length - 1] as Round;
        const loss = lossOf(last, ["direct", "load"]);
        log(
          `  round ${r + 1}: video loss median ${(loss.videoMedian * 100).toFixed(2)}% worst ${(loss.videoWorst * 100).toFixed(2)}%, p50 ${p50(last, ["direct", "load"]).toFixed(1)} ms, janus ${(last.cpu.janus ?? 0).toFixed(2)} cores, machine busy ${((last.cpu.machineBusy ?? 0) * 100).toFixed(0)}%, load ${loadavg()[0]?.toFixed(1)}`,
        );
      }
      const groups = ["direct", "load"];
      const last = rounds[rounds.length - 1];
      if (RECEIVE === "light" && last) log(`  ${lightSummary(last)}`);
      const viewerCpu = (r: Round) => viewers.reduce((s, _, i) => s + (r.cpu[`viewers${i}`] ?? 0), 0);
      rows.push([
        String(current),
        cell(rounds, (r) => lossOf(r, groups).videoMedian, pct),
        cell(rounds, (r) => lossOf(r, groups).videoWorst, pct),
        cell(rounds, (r) => lossOf(r, groups).audioWorst, pct),
        cell(rounds, (r) => p50(r, groups), ms),
        cell(rounds, (r) => p50(r, groups) - baseP50, ms),
        cell(rounds, (r) => p99(r, groups), ms),
        cell(rounds, (r) => missingShares(r, groups).missing, pct),
        cell(rounds, (r) => missingShares(r, groups).unread, pct),
      ]);
      cpuRows.push([
        String(current),
        cell(rounds, (r) => r.cpu.janus ?? 0, { digits: 0, unit: "%", scale: 100 }),
        cell(rounds, (r) => (r.cpu.janus ?? 0) / current, { digits: 3, unit: "%", scale: 100 }),
        cell(rounds, (r) => r.janusRss, { digits: 0, unit: " MB", scale: 1 / 2 ** 20 }),
        cell(rounds, (r) => (r.janusRss - baseRss) / Math.max(1, current - 1), {
          digits: 0,
          unit: " kB",
          scale: 1 / 1024,
        }),
        cell(rounds, viewerCpu, { digits: 0, unit: "%", scale: 100 }),
        cell(rounds, (r) => r.cpu.publisher ?? 0, { digits: 0, unit: "%", scale: 100 }),
        cell(rounds, (r) => r.cpu.machineBusy ?? 0, { digits: 0, unit: "%", scale: 100 }),
      ]);
    }
    log(
      `\nOne Janus, N viewers (median over ${ROUNDS} rounds of ${SECONDS} s, min–max in brackets); baseline p50 with one viewer: ${baseP50.toFixed(2)} ms`,
    );
    log(
      table(
        [
          "viewers",
          "video loss, median viewer",
          "video loss, worst viewer",
          "audio loss, worst viewer",
          "latency p50",
          "added p50",
          "latency p99",
          "all packets missing",
          "datagrams dropped unread at the viewers' sockets, per packet due",
        ],
        rows,
      ),
    );
    log("\nCPU (share of one core; the machine has 2) and memory");
    log(
      table(
        [
          "viewers",
          "janus CPU",
          "janus CPU per viewer",
          "janus RSS",
          "janus RSS per viewer",
          "load generator (viewers)",
          "presenter process",
          "machine busy (all cores)",
        ],
        cpuRows,
      ),
    );
    log(
      `\nuptime at end: load ${loadavg()
        .map((x) => x.toFixed(2))
        .join(" ")}; took ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    for (const step of cleanup) await step().catch(() => undefined);
  }
}

/** The light path's counters over every viewer since it joined: how much was decrypted, and any surprise. */
function lightSummary(round: Round): string {
  const t = { packets: 0, decrypted: 0, resyncs: 0, rejected: 0 };
  for (const v of round.viewers)
    for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += v.light?.[k] ?? 0;
  return `light path: ${t.decrypted} of ${t.packets} packets decrypted (${((t.decrypted / Math.max(1, t.packets)) * 100).toFixed(1)}%), index resyncs ${t.resyncs}, authentication failures ${t.rejected}`;
}

function summarizeMedian(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);
