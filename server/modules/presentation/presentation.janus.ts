import { randomBytes } from "node:crypto";
import type { TJsep } from "../../../shared/video/presentation";
import {
  JanusConnection,
  type JanusHandle,
  type JanusMessage,
  type JanusSession,
} from "../../janus/janus-client";
import type { PlacedRoom } from "../../janus/pool";
import type { JanusStream } from "../../janus/videoroom";

/** One app process's connection per Janus instance, shared by every seat of that process. */
const connections = new Map<string, Promise<JanusConnection>>();

function connectionTo(placed: PlacedRoom): Promise<JanusConnection> {
  const url = placed.instance.url;
  let connection = connections.get(url);
  if (!connection) {
    connection = JanusConnection.open(url, placed.instance.apiSecret);
    connections.set(url, connection);
    connection.then(
      (c) => c.onClose(() => connections.delete(url)),
      () => connections.delete(url),
    );
  }
  return connection;
}

export type SeatEvent =
  | { kind: "kicked" }
  | { kind: "hangup"; target: "publisher" | "subscriber" }
  | { kind: "offer"; jsep: TJsep; streams: FeedStream[] }
  | { kind: "trickle"; target: "publisher" | "subscriber"; candidate: unknown };

interface Stream {
  type: string;
  mid: string;
  mindex?: number;
  codec?: string;
  simulcast?: boolean;
}

/** A stream of the subscriber's connection: its mid there, whose feed, audio or video. */
export interface FeedStream {
  mid: string;
  feed: number;
  type: string;
}

const feedStreams = (data: Record<string, unknown>): FeedStream[] =>
  ((data.streams as { mid: string; feed_id?: number; type: string; active?: boolean }[] | undefined) ?? [])
    .filter((s) => s.feed_id !== undefined && s.active !== false)
    .map((s) => ({ mid: s.mid, feed: s.feed_id as number, type: s.type }));

/**
 * A browser's place in a room on Janus, held by the app process its socket is on: a session with a publisher
 * handle (joined with a token the room allows only for this seat) and, once it watches someone, a subscriber
 * handle whose feeds follow what the server lets it see. The browser's SDP and candidates pass through; it
 * never reaches Janus itself.
 */
export class JanusSeat {
  private subscriber: JanusHandle | undefined;
  private subscribed = new Set<number>();
  private listeners = new Set<(event: SeatEvent) => void>();

  private constructor(
    readonly placed: PlacedRoom,
    private readonly session: JanusSession,
    private readonly publisher: JanusHandle,
    readonly id: number,
    readonly token: string,
    /** Janus's private id of this seat's publisher: its subscriptions name it (rooms require it). */
    private readonly privateId: number,
  ) {
    publisher.on((message) => this.fromJanus("publisher", message));
    session.onExpired(() => this.emit({ kind: "hangup", target: "publisher" }));
  }

  /** Allows a token of this seat alone in the room, then joins as a publisher with it. */
  static async open(placed: PlacedRoom, display: string): Promise<JanusSeat> {
    const token = randomBytes(18).toString("base64url");
    await placed.admin.allow(placed.ref, [token]);
    const connection = await connectionTo(placed);
    const session = await connection.createSession();
    try {
      const publisher = await session.attach();
      const joined = await publisher.message({
        request: "join",
        ptype: "publisher",
        room: placed.ref.janusRoom,
        display: display.slice(0, 120),
        token,
      });
      return new JanusSeat(
        placed,
        session,
        publisher,
        Number(joined.data.id),
        token,
        Number(joined.data.private_id),
      );
    } catch (error) {
      await session.destroy();
      await placed.admin.disallow(placed.ref, [token]).catch(() => undefined);
      throw error;
    }
  }

  on(listener: (event: SeatEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: SeatEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private fromJanus(target: "publisher" | "subscriber", message: JanusMessage): void {
    if (message.janus === "hangup") this.emit({ kind: "hangup", target });
    else if (message.janus === "trickle")
      this.emit({ kind: "trickle", target, candidate: message.candidate });
    else if (message.janus === "event") {
      const data = (message.plugindata as { data?: Record<string, unknown> } | undefined)?.data ?? {};
      if (target === "publisher" && data.leaving === "ok" && data.reason === "kicked")
        this.emit({ kind: "kicked" });
      if (message.jsep && target === "subscriber")
        this.emit({ kind: "offer", jsep: message.jsep as TJsep, streams: feedStreams(data) });
    }
  }

  /**
   * Publishes the browser's offer; answers Janus's answer, the mids of its microphone and camera, and the
   * streams as Janus lists them (what a forward to another instance declares).
   */
  async publish(
    jsep: TJsep,
  ): Promise<{ jsep: TJsep; audioMid: string | null; videoMid: string | null; streams: JanusStream[] }> {
    const answer = await this.publisher.message({ request: "publish" }, jsep);
    const streams = (answer.data.streams as Stream[] | undefined) ?? [];
    return {
      jsep: answer.jsep as TJsep,
      audioMid: streams.find((s) => s.type === "audio")?.mid ?? null,
      videoMid: streams.find((s) => s.type === "video")?.mid ?? null,
      streams: streams
        .filter((s) => s.type === "audio" || s.type === "video")
        .map((s) => ({
          type: s.type as "audio" | "video",
          mid: s.mid,
          ...(typeof s.mindex === "number" ? { mindex: s.mindex } : {}),
          ...(s.codec ? { codec: s.codec } : {}),
          ...(s.simulcast ? { simulcast: true } : {}),
        })),
    };
  }

  /**
   * Watches exactly these feeds (publisher ids): the first time a subscriber joins with them; then the
   * difference is subscribed and unsubscribed. Answers Janus's offer when the streams changed.
   */
  async watch(feeds: number[]): Promise<{ jsep: TJsep; streams: FeedStream[] } | undefined> {
    const wanted = new Set(feeds.filter((f) => f !== this.id));
    const add = [...wanted].filter((f) => !this.subscribed.has(f));
    const drop = [...this.subscribed].filter((f) => !wanted.has(f));
    if (add.length === 0 && drop.length === 0) return undefined;
    if (!this.subscriber) {
      if (add.length === 0) return undefined;
      const handle = await this.session.attach();
      handle.on((message) => this.fromJanus("subscriber", message));
      const answer = await handle.message({
        request: "join",
        ptype: "subscriber",
        room: this.placed.ref.janusRoom,
        streams: add.map((feed) => ({ feed })),
        use_msid: true,
        private_id: this.privateId,
        token: this.token,
      });
      this.subscriber = handle;
      this.subscribed = new Set(add);
      return answer.jsep ? { jsep: answer.jsep as TJsep, streams: feedStreams(answer.data) } : undefined;
    }
    const answer = await this.subscriber.message({
      request: "update",
      ...(add.length > 0 ? { subscribe: add.map((feed) => ({ feed })) } : {}),
      ...(drop.length > 0 ? { unsubscribe: drop.map((feed) => ({ feed })) } : {}),
    });
    this.subscribed = wanted;
    return answer.jsep ? { jsep: answer.jsep as TJsep, streams: feedStreams(answer.data) } : undefined;
  }

  /** The browser's answer to the subscriber's offer. */
  async start(jsep: TJsep): Promise<void> {
    if (!this.subscriber) throw new Error("nothing to start");
    await this.subscriber.message({ request: "start" }, jsep);
  }

  /** The simulcast layer this browser receives on one of its streams (its tile's size decides). */
  async substream(mid: string, substream: number): Promise<void> {
    await this.subscriber?.message({ request: "configure", streams: [{ mid, substream }] });
  }

  trickle(target: "publisher" | "subscriber", candidate: Parameters<JanusHandle["trickle"]>[0]): void {
    (target === "publisher" ? this.publisher : this.subscriber)?.trickle(candidate);
  }

  /** The publisher's own switches (Janus keeps a room's moderation over them). */
  async media(
    audioMid: string | null,
    videoMid: string | null,
    audio: boolean,
    video: boolean,
  ): Promise<void> {
    const streams = [
      ...(audioMid ? [{ mid: audioMid, send: audio }] : []),
      ...(videoMid ? [{ mid: videoMid, send: video }] : []),
    ];
    if (streams.length > 0) await this.publisher.message({ request: "configure", streams });
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.session.destroy();
    await this.placed.admin.disallow(this.placed.ref, [this.token]).catch(() => undefined);
  }
}
