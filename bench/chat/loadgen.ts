/**
 * A load generator process of bench:chat: holds both members' sockets of its share of the rooms, sends
 * messages through the HTTP API at a steady rate (open loop: each send leaves at its planned time whatever
 * the answers), and measures, for the member who did not send, the time from the planned send to the live
 * `chat:message`. Both members' sockets check every message of their room: lost, duplicated, out of order.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { io, type Socket } from "socket.io-client";

export interface GenRoom {
  roomId: number;
  /** The two members: token and the server their socket connects to. */
  members: { token: string; url: string }[];
}

export type GenRequest =
  | { id: number; type: "connect"; rooms: GenRoom[] }
  | {
      id: number;
      type: "run";
      /** chat: the real send call; echo: the baseline route (same request and fan-out, no database). */
      mode: "chat" | "echo";
      rate: number;
      durationMs: number;
      drainMs: number;
      sendUrls: string[];
      tag: string;
    }
  | { id: number; type: "close" };

export interface GenResult {
  sent: number;
  failed: number;
  /** Delivery latencies (ms) to the member who did not send. */
  latencies: number[];
  expected: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  disconnects: number;
  /** How late the generator fired its sends behind plan (p99, ms): a busy generator shows here. */
  sendLagP99: number;
}

interface Member {
  socket: Socket;
  token: string;
  seen: Set<number>;
  last: number;
}

// At most 64 connections per server: beyond, requests wait here (their wait counts in the latency) rather
// than opening connections until the server's accept queue overflows.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON and answers the status and the parsed body. */
function post(url: string, token: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          authorization: token,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) });
          } catch {
            resolve({ status: response.statusCode ?? 0, json: text });
          }
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const rooms: { roomId: number; members: Member[] }[] = [];
const byRoom = new Map<number, { roomId: number; members: Member[] }>();
let disconnects = 0;
let onMessage: (member: Member, roomId: number, m: { seq: number; clientId: string }) => void = () => {};

function connectMember(url: string, token: string, roomId: number): Promise<Member> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: "/socket.io",
      auth: { token },
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    const member: Member = { socket, token, seen: new Set(), last: 0 };
    socket.on("chat:message", (m: { seq: number; clientId: string }) => onMessage(member, roomId, m));
    socket.once("connect_error", (error) => reject(error));
    socket.once("connect", () => {
      socket.on("disconnect", () => disconnects++);
      socket.emit("chat:join", roomId, (answer: { ok: boolean }) =>
        answer?.ok ? resolve(member) : reject(new Error(`join ${roomId} refused`)),
      );
    });
  });
}

async function connect(list: GenRoom[]) {
  const started = performance.now();
  const BATCH = 100;
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = await Promise.all(
      list.slice(i, i + BATCH).map(async (r) => ({
        roomId: r.roomId,
        members: await Promise.all(r.members.map((m) => connectMember(m.url, m.token, r.roomId))),
      })),
    );
    rooms.push(...batch);
    for (const room of batch) byRoom.set(room.roomId, room);
  }
  return { sockets: rooms.length * 2, ms: Math.round(performance.now() - started) };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function run(req: Extract<GenRequest, { type: "run" }>): Promise<GenResult> {
  for (const room of rooms)
    for (const m of room.members) {
      m.seen.clear();
      m.last = 0;
    }
  const planned = new Map<string, { at: number; sender: number }>();
  const stored = new Map<number, number[]>();
  const latencies: number[] = [];
  const lags: number[] = [];
  let duplicates = 0;
  let outOfOrder = 0;
  let sent = 0;
  let failed = 0;
  const disconnectsBefore = disconnects;
  const echoSeq = new Map<number, number>();
  onMessage = (member, roomId, m) => {
    if (!m.clientId.startsWith(`bench-${req.tag}-`)) return;
    const now = performance.now();
    if (member.seen.has(m.seq)) duplicates++;
    else if (m.seq < member.last) outOfOrder++;
    member.seen.add(m.seq);
    member.last = Math.max(member.last, m.seq);
    const plan = planned.get(m.clientId);
    const room = byRoom.get(roomId);
    if (plan && room && room.members[plan.sender] !== member) latencies.push(now - plan.at);
  };
  const interval = 1000 / req.rate;
  const start = performance.now();
  const total = Math.floor((req.durationMs / 1000) * req.rate);
  const inFlight: Promise<void>[] = [];
  let k = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (k < total && start + k * interval <= now) {
        const at = start + k * interval;
        lags.push(now - at);
        const room = rooms[k % rooms.length]!;
        const sender = Math.floor(k / rooms.length) % 2;
        const clientId = `bench-${req.tag}-${k}`;
        const url = req.sendUrls[k % req.sendUrls.length]!;
        planned.set(clientId, { at, sender });
        const seq = (echoSeq.get(room.roomId) ?? 0) + 1;
        echoSeq.set(room.roomId, seq);
        const target =
          req.mode === "chat"
            ? `${url}/api/chat/rooms/${room.roomId}/messages`
            : `${url}/bench/echo/${room.roomId}`;
        inFlight.push(
          post(
            target,
            room.members[sender]!.token,
            req.mode === "chat" ? { clientId, text: `bench ${k}` } : { clientId, seq },
          )
            .then(({ status, json }) => {
              if (status !== 200) throw new Error(`${status} ${JSON.stringify(json)}`);
              sent++;
              const list = stored.get(room.roomId) ?? [];
              list.push((json as { seq: number }).seq);
              stored.set(room.roomId, list);
            })
            .catch((error: unknown) => {
              if (failed++ < 3) console.error(`send failed: ${error}`);
            }),
        );
        k++;
      }
      if (k >= total) done();
      else setTimeout(tick, Math.max(0, Math.min(5, start + k * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(inFlight);
  await new Promise((r) => setTimeout(r, req.drainMs));
  let expected = 0;
  let lost = 0;
  for (const room of rooms) {
    const seqs = stored.get(room.roomId) ?? [];
    for (const member of room.members) {
      expected += seqs.length;
      for (const seq of seqs) if (!member.seen.has(seq)) lost++;
    }
  }
  onMessage = () => {};
  return {
    sent,
    failed,
    latencies,
    expected,
    lost,
    duplicates,
    outOfOrder,
    disconnects: disconnects - disconnectsBefore,
    sendLagP99: percentile(
      lags.sort((a, b) => a - b),
      0.99,
    ),
  };
}

process.on("message", async (req: GenRequest) => {
  try {
    if (req.type === "connect") process.send?.({ id: req.id, result: await connect(req.rooms) });
    if (req.type === "run") process.send?.({ id: req.id, result: await run(req) });
    if (req.type === "close") {
      for (const room of rooms) for (const m of room.members) m.socket.close();
      rooms.length = 0;
      byRoom.clear();
      process.send?.({ id: req.id, result: true });
    }
  } catch (error) {
    process.send?.({ id: req.id, error: String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "ready" });
