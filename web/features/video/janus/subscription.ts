import type { TJsep } from "../../../../shared/video/presentation";
import type { TIceServer } from "../../../../shared/video/protocol";
import { emit, request } from "../../../lib/realtime";

/** A stream of the receiving connection: its mid there, whose feed, audio or video. */
export interface FeedStream {
  mid: string;
  feed: number;
  type: string;
}
type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

/** A refused subscription is asked again this often, this many times (until the feeds change). */
const WATCH_RETRY_MS = 700;
const WATCH_RETRIES = 15;

/**
 * What one person receives in a presentation room: one connection to Janus through our server, whose feeds
 * follow `watch` (the server checks each again), with the received media per feed and the simulcast layer asked
 * per stream. `changed` is called when media arrives or the connection's state changes.
 */
export class Subscription {
  private pc: RTCPeerConnection | undefined;
  private streamsByMid = new Map<string, FeedStream>();
  /** The simulcast layer asked for per received mid (asked again only when it changes). */
  private layers = new Map<string, number>();
  private mediaByFeed = new Map<number, MediaStream>();
  private watching = "";
  private retries = 0;
  private wanted: number[] = [];

  constructor(
    private readonly iceServers: () => TIceServer[],
    private readonly changed: () => void,
    private readonly closed: () => boolean,
  ) {}

  private connection(): RTCPeerConnection {
    if (this.pc) return this.pc;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers() });
    this.pc = pc;
    pc.onicecandidate = (e) =>
      emit("pres:trickle", { target: "subscriber", candidate: e.candidate ? e.candidate.toJSON() : null });
    pc.ontrack = (e) => {
      const info = this.streamsByMid.get(e.transceiver.mid ?? "");
      if (!info) return;
      const media = this.mediaByFeed.get(info.feed) ?? new MediaStream();
      for (const old of media.getTracks()) if (old.kind === e.track.kind) media.removeTrack(old);
      media.addTrack(e.track);
      this.mediaByFeed.set(info.feed, media);
      this.changed();
    };
    pc.onconnectionstatechange = () => this.changed();
    return pc;
  }

  /**
   * Janus's offer (after a subscription or when its streams change): answered through the server. Never
   * rejects (it runs from a live event): an answer the server did not take is asked for again by watching.
   */
  async answer(offer: { jsep: TJsep; streams: FeedStream[] }): Promise<void> {
    for (const s of offer.streams) this.streamsByMid.set(s.mid, s);
    try {
      const pc = this.connection();
      await pc.setRemoteDescription(offer.jsep);
      await pc.setLocalDescription(await pc.createAnswer());
      const sdp = pc.localDescription?.sdp ?? "";
      const started = await request<Answer<object>>("pres:start", { jsep: { type: "answer", sdp } }, 30_000);
      if (!started.ok) throw new Error(started.error);
    } catch {
      this.retry();
    }
  }

  /** Asks for the latest feeds again shortly (a refused or unanswered subscription), a bounded number of times. */
  private retry(): void {
    this.watching = "";
    if (this.closed() || this.retries >= WATCH_RETRIES) return;
    this.retries++;
    // the latest feeds wanted by then, not these
    setTimeout(() => void this.watch(this.wanted), WATCH_RETRY_MS);
  }

  /** Receives exactly these feeds (asked again shortly when refused: a feed just published may not be live yet). */
  async watch(feeds: number[]): Promise<void> {
    this.wanted = feeds;
    const key = [...feeds].sort((a, b) => a - b).join(",");
    if (key === this.watching) return;
    this.watching = key;
    const answer = await request<Answer<{ jsep: TJsep | null; streams: FeedStream[] }>>(
      "pres:subscribe",
      { feeds },
      15_000,
    ).catch(() => undefined);
    if (answer?.ok) {
      this.retries = 0;
      if (answer.jsep) await this.answer({ jsep: answer.jsep, streams: answer.streams });
      return;
    }
    this.retry();
  }

  media(feed: number | null): MediaStream | undefined {
    return feed === null ? undefined : this.mediaByFeed.get(feed);
  }

  get linked(): boolean {
    return this.pc?.connectionState === "connected";
  }

  /** The simulcast layer this person receives of a feed's video (its tile's size decides). */
  quality(feed: number, layer: 0 | 1 | 2): void {
    for (const s of this.streamsByMid.values())
      if (s.feed === feed && s.type === "video" && this.layers.get(s.mid) !== layer) {
        this.layers.set(s.mid, layer);
        emit("pres:substream", { mid: s.mid, substream: layer });
      }
  }

  close(): void {
    this.pc?.close();
    this.pc = undefined;
    this.streamsByMid.clear();
    this.layers.clear();
    this.mediaByFeed.clear();
    this.watching = "";
  }
}
