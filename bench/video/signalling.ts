/**
 * Signalling capacity of one server process (issue 20): ROOMS video rooms of two synthetic peers each (Socket.IO
 * clients of this process, the server in its own), every room renegotiating every RENEGOTIATE_S seconds at a
 * fixed, staggered schedule (open loop): an offer, an answer and CANDIDATES ICE candidates from each side, all
 * relayed by the server to the one peer named. Measures each message's delivery time (sent → received), and the
 * same load through a bare relay of the same process (no token, no room check, no validation) in the same
 * rounds, alternating. Target: p99 under 50 ms at 500 rooms.
 *
 *   npm run bench:video            (BENCH_ROOMS=500, BENCH_DURATION=20, BENCH_ROUNDS=3, BENCH_CANDIDATES=8)
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { io as connect, type Socket } from "socket.io-client";
import { TokenService } from "../../server/http/auth";
import { signRoomToken } from "../../server/modules/rooms/room-token";
import { type Child, child } from "../chat/processes";
import { formatSummary, summarize } from "../lib/stats";

const env = process.env;
const ROOMS = Number(env.BENCH_ROOMS ?? 500);
const DURATION_S = Number(env.BENCH_DURATION ?? 20);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CANDIDATES = Number(env.BENCH_CANDIDATES ?? 8);
const RENEGOTIATE_S = Number(env.BENCH_RENEGOTIATE ?? 5);
const SECRET = "bench-video-secret-0123456789";
const log = (m: string) => process.stdout.write(`${m}\n`);
const load = () => loadavg()[0]!.toFixed(1);

interface Peer {
  socket: Socket;
  id: string;
}
type Mode = "video" | "bare";

/** Connects ROOMS pairs; in video mode each joins its room with a room token. */
async function connectPairs(port: number, mode: Mode): Promise<[Peer, Peer][]> {
  const tokens = new TokenService(SECRET);
  const url = `http://127.0.0.1:${port}${mode === "bare" ? "/bare" : ""}`;
  const pairs: [Peer, Peer][] = [];
  for (let r = 0; r < ROOMS; r++) {
    const room = `test:${randomUUID()}`;
    const peers: Peer[] = [];
    for (const who of ["a", "b"]) {
      const socket = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      });
      if (mode === "video") {
        const { token } = await signRoomToken(
          tokens,
          {
            room,
            eventType: "test",
            identity: `d${who}${r}`,
            role: "participant",
            name: who,
            company: "",
            applicationId: null,
            userId: null,
            sid: null,
            meetingId: null,
            subEventId: null,
            hostUserId: null,
          },
          null,
          new Date(),
        );
        const answer = await socket.emitWithAck("video:join", { token, audio: true, video: true });
        if (!answer.ok) throw new Error(`join refused: ${answer.error}`);
      }
      peers.push({ socket, id: socket.id! });
    }
    pairs.push([peers[0]!, peers[1]!]);
  }
  return pairs;
}

/** Runs the open-loop schedule for DURATION_S and answers the delivery times (ms) of every message. */
async function drive(pairs: [Peer, Peer][], mode: Mode): Promise<{ latencies: number[]; lost: number }> {
  const latencies: number[] = [];
  let sent = 0;
  const event = mode === "video" ? "video:signal" : "sig";
  for (const pair of pairs)
    for (const peer of pair)
      peer.socket.on(event, (m: { description?: { sdp?: string }; candidate?: { candidate: string } }) => {
        const stamp = Number((m.description?.sdp ?? m.candidate?.candidate ?? "").split(" ")[1]);
        latencies.push(performance.now() - stamp);
      });
  const send = (from: Peer, to: Peer, body: object) => {
    sent++;
    from.socket.emit(event, { to: to.id, ...body });
  };
  const negotiate = ([a, b]: [Peer, Peer]) => {
    const at = () => performance.now();
    send(a, b, { description: { type: "offer", sdp: `v=0 ${at()} ${"x".repeat(3000)}` } });
    send(b, a, { description: { type: "answer", sdp: `v=0 ${at()} ${"x".repeat(3000)}` } });
    for (let c = 0; c < CANDIDATES; c++) {
      send(a, b, {
        candidate: {
          candidate: `candidate: ${at()} 1 udp 2122260223 10.0.0.1 5${c} typ host`,
          sdpMid: "0",
          sdpMLineIndex: 0,
        },
      });
      send(b, a, {
        candidate: {
          candidate: `candidate: ${at()} 1 udp 2122260223 10.0.0.2 6${c} typ host`,
          sdpMid: "0",
          sdpMLineIndex: 0,
        },
      });
    }
  };
  // Room r renegotiates at r/ROOMS of every period: the load is spread evenly, whatever the answers.
  const period = RENEGOTIATE_S * 1000;
  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      if (now >= DURATION_S * 1000) return resolve();
      while (next * (period / ROOMS) <= now) {
        negotiate(pairs[next % ROOMS]!);
        next++;
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  await new Promise((r) => setTimeout(r, 1_000));
  for (const pair of pairs) for (const peer of pair) peer.socket.off(event);
  return { latencies, lost: sent - latencies.length };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-bench-video-"));
  const server: Child = await child("../video/server.ts", [], {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    JWT_SECRET: SECRET,
  });
  const perMessage = ((2 + 2 * CANDIDATES) * ROOMS) / RENEGOTIATE_S;
  log(
    `video signalling: ${ROOMS} rooms of 2 peers on one server process, each renegotiating every ${RENEGOTIATE_S} s ` +
      `(offer, answer, ${2 * CANDIDATES} candidates): ${Math.round(perMessage)} messages/s offered, ${DURATION_S} s per measurement, ${ROUNDS} rounds`,
  );
  const results: Record<Mode, { p50: number[]; p99: number[]; lost: number[]; cpu: number[] }> = {
    video: { p50: [], p99: [], lost: [], cpu: [] },
    bare: { p50: [], p99: [], lost: [], cpu: [] },
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order: Mode[] = round % 2 === 0 ? ["bare", "video"] : ["video", "bare"];
      for (const mode of order) {
        const pairs = await connectPairs(server.port, mode);
        const before = await server.ask<{ cpuMs: number }>({ type: "stats" });
        const { latencies, lost } = await drive(pairs, mode);
        const after = await server.ask<{ cpuMs: number; loopP99: number }>({ type: "stats" });
        latencies.sort((a, b) => a - b);
        const r = results[mode];
        r.p50.push(percentile(latencies, 0.5));
        r.p99.push(percentile(latencies, 0.99));
        r.lost.push(lost);
        r.cpu.push((after.cpuMs - before.cpuMs) / (DURATION_S * 1000));
        log(
          `  round ${round + 1} ${mode.padEnd(5)}: ${latencies.length} messages, p50 ${r.p50.at(-1)!.toFixed(1)} ms, ` +
            `p99 ${r.p99.at(-1)!.toFixed(1)} ms, lost ${lost}, server CPU ${(r.cpu.at(-1)! * 100).toFixed(0)}%, load ${load()}`,
        );
        for (const pair of pairs) for (const peer of pair) peer.socket.close();
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  } finally {
    await server.stop(2_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
  log("");
  for (const mode of ["video", "bare"] as Mode[]) {
    const r = results[mode];
    log(
      `${mode === "video" ? "video signalling" : "bare relay      "}: p50 ${formatSummary(summarize(r.p50), { digits: 1, unit: " ms" })}; p99 ${formatSummary(summarize(r.p99), { digits: 1, unit: " ms" })}; lost ${r.lost.join("/")}; server CPU ${formatSummary(summarize(r.cpu.map((c) => c * 100)), { unit: "%" })}`,
    );
  }
  const p99 = summarize(results.video.p99).median;
  log(
    `target p99 < 50 ms at ${ROOMS} rooms: ${p99 < 50 ? "MET" : "MISS"} (median p99 ${p99.toFixed(1)} ms; bare relay ${summarize(results.bare.p99).median.toFixed(1)} ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
