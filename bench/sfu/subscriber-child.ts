/**
 * Synthetic viewers of `npm run bench:sfu`, many per process: each joins the room as a participant with its
 * token and subscribes to the presenter; per viewer, which packets (by the index the source stamped) arrived,
 * and how long after they were sent.
 */
import { JanusConnection, type JanusHandle } from "../../server/janus/janus-client";
import { serve } from "./child";
import { joinAsPublisher, type ReceivedPacket, type Subscriber, subscribe } from "./peers";
import { BIN_MS, BINS } from "./report";

const WINDOW = 1 << 16;

interface Viewer {
  group: string;
  seen: { video: Uint8Array; audio: Uint8Array };
  latencySum: number;
  latencyCount: number;
  participant: JanusHandle;
  subscriber: Subscriber;
}

const viewers: Viewer[] = [];
const histograms = new Map<string, Uint32Array>();
const connections = new Map<string, JanusConnection>();

function histogram(group: string): Uint32Array {
  let h = histograms.get(group);
  if (!h) {
    h = new Uint32Array(BINS);
    histograms.set(group, h);
  }
  return h;
}

async function connection(url: string, apiSecret: string): Promise<JanusConnection> {
  let c = connections.get(url);
  if (!c) {
    c = await JanusConnection.open(url, apiSecret);
    connections.set(url, c);
  }
  return c;
}

async function addViewer(m: Record<string, unknown>, token: string): Promise<void> {
  const group = String(m.group);
  const session = await (await connection(String(m.url), String(m.apiSecret))).createSession();
  const room = Number(m.room);
  const participant = await joinAsPublisher(session, room, token, "viewer");
  const seen = { video: new Uint8Array(WINDOW), audio: new Uint8Array(WINDOW) };
  const h = histogram(group);
  const viewer = { group, seen, latencySum: 0, latencyCount: 0, participant: participant.handle } as Viewer;
  const onPacket = (p: ReceivedPacket) => {
    if (p.index === undefined) return;
    seen[p.kind][p.index % WINDOW] = 1;
    if (!p.mark) return;
    const ms = Number(p.receivedNs - p.mark.sentNs) / 1e6;
    viewer.latencySum += ms;
    viewer.latencyCount++;
    h[Math.min(BINS - 1, Math.max(0, Math.floor(ms / BIN_MS)))]!++;
  };
  viewer.subscriber = await subscribe(session, room, participant.privateId, Number(m.feed), onPacket, {
    timeoutMs: 30_000,
    receive: m.receive === "werift" ? "werift" : "light",
  });
  viewers.push(viewer);
}

/** Adds one viewer per token, a few at a time; answers how many joined. */
async function add(m: Record<string, unknown>): Promise<{ added: number; failed: string[] }> {
  const tokens = [...(m.tokens as string[])];
  const failed: string[] = [];
  let added = 0;
  const worker = async () => {
    for (let token = tokens.shift(); token; token = tokens.shift()) {
      try {
        await addViewer(m, token);
        added++;
      } catch (error) {
        failed.push(String((error as Error).message ?? error));
      }
    }
  };
  await Promise.all(Array.from({ length: Number(m.concurrency ?? 6) }, worker));
  return { added, failed };
}

function count(bitmap: Uint8Array, [from, to]: [number, number]): number {
  let n = 0;
  for (let i = from; i < to; i++) n += bitmap[i % WINDOW] ?? 0;
  return n;
}

serve(async (m) => {
  if (m.cmd === "add") return add(m);
  if (m.cmd === "begin") {
    for (const v of viewers) {
      v.seen.video.fill(0);
      v.seen.audio.fill(0);
      v.latencySum = 0;
      v.latencyCount = 0;
    }
    for (const h of histograms.values()) h.fill(0);
    return viewers.length;
  }
  if (m.cmd === "report") {
    const video = m.video as [number, number];
    const audio = m.audio as [number, number];
    return {
      viewers: viewers.map((v) => ({
        group: v.group,
        videoLoss: 1 - count(v.seen.video, video) / Math.max(1, video[1] - video[0]),
        audioLoss: 1 - count(v.seen.audio, audio) / Math.max(1, audio[1] - audio[0]),
        latencyMs: v.latencyCount ? v.latencySum / v.latencyCount : Number.NaN,
        light: v.subscriber.light,
      })),
      histograms: Object.fromEntries(
        [...histograms].map(([g, h]) => [g, [...h.entries()].filter(([, n]) => n > 0)]),
      ),
    };
  }
  if (m.cmd === "close") {
    const leaving = viewers.filter((v) => v.group === m.group);
    for (const v of leaving) {
      await v.subscriber.close();
      await v.participant.detach();
      viewers.splice(viewers.indexOf(v), 1);
    }
    return leaving.length;
  }
  throw new Error(`unknown command ${String(m.cmd)}`);
});
