import type {
  Moderation,
  PresentationNotice,
  Stage,
  TJsep,
  TPresentationMessage,
  TPresentationPerson,
} from "../../../../shared/video/presentation";
import { MEDIA_LIMITS, type TIceServer, type TVideoPeer } from "../../../../shared/video/protocol";
import { emit, onConnect, request, subscribe } from "../../../lib/realtime";
import { RoomRefusedError } from "../mesh/room-support";
import type { JoinOptions, JoinResult, Room, RoomConnection, RoomEvents, RoomParticipant } from "../room";
import { mergeMessages, sendMessage } from "./chat";
import type { PresentationControls, PresentationEvents } from "./controls";
import { Emitter } from "./emitter";
import { asPeer, provisionalSelf } from "./people";
import { publisherEncodings } from "./simulcast";

interface FeedStream {
  mid: string;
  feed: number;
  type: string;
}
/** A refused subscription is asked again this often, this many times (until the people change). */
const WATCH_RETRY_MS = 700;
const WATCH_RETRIES = 15;

type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * A presentation room through Janus (docs/presentation.md). Two connections to Janus, both negotiated through
 * our server: one publishes this person's microphone and camera (presenters in three simulcast layers,
 * attendees one low layer, their microphone muted by the room until a hand is accepted), one receives the
 * feeds the server lets this person see. Everything a presenter decides arrives as the room's people.
 */
export type { PresentationControls, PresentationEvents };

export class PresentationRoom implements Room, PresentationControls {
  private events = new Emitter<PresentationEvents>();
  private state: RoomConnection = "connecting";
  private self: { identity: string; name: string; stage: Stage; feed: number } | undefined;
  private list: TPresentationPerson[] = [];
  private chat: TPresentationMessage[] = [];
  private iceServers: TIceServer[] = [];
  private publisher: RTCPeerConnection | undefined;
  private subscriber: RTCPeerConnection | undefined;
  /** A presenter's screen share: its own connection to Janus (a second publisher). */
  private screenPc: RTCPeerConnection | undefined;
  /** What is shared, so that a reconnect shares it again (the server ended the share with the old socket). */
  private screenStream: MediaStream | undefined;
  private streamsByMid = new Map<string, FeedStream>();
  /** The simulcast layer asked for per received mid (asked again only when it changes). */
  private layers = new Map<string, number>();
  private mediaByFeed = new Map<number, MediaStream>();
  private offs: (() => void)[] = [];
  private local: MediaStream | undefined;
  private audioOn = false;
  private videoOn = true;
  private token = "";
  private watching = "";
  private watchRetries = 0;
  private closed = false;

  get stage(): Stage {
    return this.self?.stage ?? "none";
  }
  get identity(): string {
    return this.self?.identity ?? "";
  }

  async join(options: JoinOptions): Promise<JoinResult> {
    this.token = options.token;
    this.local = options.local;
    this.audioOn = options.audio;
    this.videoOn = options.video;
    this.offs.push(
      subscribe("pres:people", (p) => this.setPeople((p as { people: TPresentationPerson[] }).people)),
      subscribe("pres:notice", (p) => this.events.emit("notice", (p as { key: PresentationNotice }).key)),
      subscribe("pres:removed", () => this.refuse("removed")),
      subscribe("pres:offer", (p) => void this.answerOffer(p as { jsep: TJsep; streams: FeedStream[] })),
      subscribe("pres:message", (p) => this.addMessages([p as TPresentationMessage])),
      subscribe("pres:messageDeleted", (p) => this.dropMessage((p as { id: number }).id)),
      subscribe("pres:reaction", (p) => {
        const { identity, reaction } = p as { identity: string; reaction: string };
        this.events.emit("reaction", identity, reaction);
      }),
      onConnect((reconnect) => {
        if (reconnect && !this.closed) void this.rejoin();
      }),
    );
    return this.enter();
  }

  private async enter(): Promise<JoinResult> {
    const answer = await request<
      Answer<{
        self: { identity: string; name: string; stage: Stage; feed: number };
        people: TPresentationPerson[];
        messages: TPresentationMessage[];
        iceServers: TIceServer[];
        endsAt: number;
      }>
    >("pres:join", { token: this.token }, 20_000);
    if (!answer.ok) {
      const reason = answer.error === "removed" ? "removed" : answer.error === "token" ? "token" : "closed";
      this.events.emit("refused", reason);
      throw new RoomRefusedError(reason === "removed" ? "closed" : reason);
    }
    this.self = answer.self;
    this.iceServers = answer.iceServers;
    this.chat = [];
    this.addMessages(answer.messages);
    if (this.stage !== "moderator" && this.local && this.local.getTracks().length > 0) await this.publish();
    this.setConnection("connected");
    this.setPeople(answer.people);
    return { self: this.asPeer(this.selfPerson()), iceServers: answer.iceServers, endsAt: answer.endsAt };
  }

  private async rejoin(): Promise<void> {
    this.setConnection("reconnecting");
    const shared = this.screenStream;
    this.closePeers();
    const back = await this.enter().then(
      () => true,
      () => false,
    );
    if (!back) return this.setConnection("disconnected");
    if (shared?.getVideoTracks()[0]?.readyState === "live")
      await this.shareScreen(shared).catch(() => this.events.emit("participants"));
  }

  private async publish(): Promise<void> {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.publisher = pc;
    pc.onicecandidate = (e) =>
      emit("pres:trickle", { target: "publisher", candidate: e.candidate ? e.candidate.toJSON() : null });
    const audio = this.local?.getAudioTracks()[0];
    const video = this.local?.getVideoTracks()[0];
    const stream = this.local as MediaStream;
    if (audio) pc.addTransceiver(audio, { direction: "sendonly", streams: [stream] });
    if (video)
      pc.addTransceiver(video, {
        direction: "sendonly",
        streams: [stream],
        sendEncodings: publisherEncodings(this.stage),
      });
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === "failed" && !this.closed) void this.rejoin();
    };
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await request<Answer<{ jsep: TJsep }>>(
      "pres:publish",
      { jsep: { type: "offer", sdp: pc.localDescription?.sdp ?? "" } },
      20_000,
    );
    if (!answer.ok) throw new Error(answer.error);
    await pc.setRemoteDescription(answer.jsep);
    await this.sendMedia();
  }

  /** Tells the room what this person sends; the room refuses a microphone it has not opened. */
  private async sendMedia(): Promise<void> {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = this.audioOn;
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = this.videoOn;
    if (!this.publisher) return;
    const answer = await request<Answer<object>>(
      "pres:media",
      { audio: this.audioOn, video: this.videoOn },
      10_000,
    ).catch(() => undefined);
    if (answer && !answer.ok && answer.error === "muted") {
      this.audioOn = false;
      for (const track of this.local?.getAudioTracks() ?? []) track.enabled = false;
      this.events.emit("participants");
    }
  }

  private subscriberConnection(): RTCPeerConnection {
    if (this.subscriber) return this.subscriber;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.subscriber = pc;
    pc.onicecandidate = (e) =>
      emit("pres:trickle", { target: "subscriber", candidate: e.candidate ? e.candidate.toJSON() : null });
    pc.ontrack = (e) => {
      const info = this.streamsByMid.get(e.transceiver.mid ?? "");
      if (!info) return;
      const media = this.mediaByFeed.get(info.feed) ?? new MediaStream();
      for (const old of media.getTracks()) if (old.kind === e.track.kind) media.removeTrack(old);
      media.addTrack(e.track);
      this.mediaByFeed.set(info.feed, media);
      this.events.emit("participants");
    };
    pc.onconnectionstatechange = () => this.events.emit("participants");
    return pc;
  }

  private async answerOffer(offer: { jsep: TJsep; streams: FeedStream[] }): Promise<void> {
    for (const s of offer.streams) this.streamsByMid.set(s.mid, s);
    const pc = this.subscriberConnection();
    await pc.setRemoteDescription(offer.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await request("pres:start", { jsep: { type: "answer", sdp: pc.localDescription?.sdp ?? "" } }, 15_000);
  }

  /** Watches the feeds this person may see (the server checks it again). */
  private async watch(): Promise<void> {
    const feeds = this.list
      .filter((p) => p.identity !== this.identity)
      .filter((p) => this.stage !== "none" || p.stage === "presenter" || p.hand === "accepted")
      .flatMap((p) => [p.feed, p.screenFeed].filter((f): f is number => f !== null))
      .sort((a, b) => a - b);
    const key = feeds.join(",");
    if (key === this.watching) return;
    this.watching = key;
    const answer = await request<Answer<{ jsep: TJsep | null; streams: FeedStream[] }>>(
      "pres:subscribe",
      { feeds },
      15_000,
    ).catch(() => undefined);
    if (answer?.ok) {
      this.watchRetries = 0;
      if (answer.jsep) await this.answerOffer({ jsep: answer.jsep, streams: answer.streams });
      return;
    }
    // a feed listed as soon as it was published may not be live on Janus yet (428): ask again shortly
    this.watching = "";
    if (this.closed || this.watchRetries >= WATCH_RETRIES) return;
    this.watchRetries++;
    setTimeout(() => void this.watch(), WATCH_RETRY_MS);
  }

  private setPeople(people: TPresentationPerson[]): void {
    const me = people.find((p) => p.identity === this.identity);
    const before = this.list.find((p) => p.identity === this.identity);
    // accepted on stage: the microphone opens (13.24)
    if (
      me &&
      this.stage === "none" &&
      me.hand === "accepted" &&
      before?.hand !== "accepted" &&
      !me.audioBlocked
    ) {
      this.audioOn = true;
      void this.sendMedia();
    }
    if (me && this.stage === "none" && this.audioOn && (me.hand !== "accepted" || me.audioBlocked)) {
      this.audioOn = false;
      for (const track of this.local?.getAudioTracks() ?? []) track.enabled = false;
    }
    if (me && this.stage === "none" && me.videoBlocked && this.videoOn) {
      this.videoOn = false;
      for (const track of this.local?.getVideoTracks() ?? []) track.enabled = false;
    }
    this.list = people;
    this.events.emit("people");
    this.events.emit("participants");
    void this.watch();
  }

  private selfPerson(): TPresentationPerson {
    const listed = this.list.find((p) => p.identity === this.identity);
    return (
      listed ??
      provisionalSelf({
        identity: this.identity,
        name: this.self?.name ?? "",
        stage: this.stage,
        feed: this.self?.feed ?? 0,
      })
    );
  }

  private asPeer(p: TPresentationPerson): TVideoPeer {
    return asPeer(p, { identity: this.identity, audio: this.audioOn, video: this.videoOn });
  }

  participants(): RoomParticipant[] {
    const linked = this.subscriber?.connectionState === "connected";
    return this.list
      .filter((p) => p.online)
      .map((p) => ({
        ...this.asPeer(p),
        stream: p.feed !== null ? this.mediaByFeed.get(p.feed) : undefined,
        screen: p.screenFeed !== null ? this.mediaByFeed.get(p.screenFeed) : undefined,
        linked: p.identity === this.identity || linked,
      }));
  }

  people(): TPresentationPerson[] {
    return this.list;
  }
  messages(): TPresentationMessage[] {
    return this.chat;
  }
  connection(): RoomConnection {
    return this.state;
  }

  private setConnection(state: RoomConnection): void {
    if (this.state === state) return;
    this.state = state;
    this.events.emit("connection", state);
  }

  private refuse(reason: "removed" | "token" | "closed"): void {
    // told once (the eviction and the room's broadcast may both arrive)
    if (this.closed) return;
    this.closed = true;
    this.closePeers();
    this.setConnection("disconnected");
    this.events.emit("refused", reason);
  }

  private addMessages(messages: TPresentationMessage[]): void {
    this.chat = mergeMessages(this.chat, messages);
    this.events.emit("messages");
  }

  private dropMessage(id: number): void {
    this.chat = this.chat.filter((m) => m.id !== id);
    this.events.emit("messages");
  }

  setAudio(on: boolean): void {
    this.audioOn = on;
    void this.sendMedia().then(() => this.events.emit("participants"));
  }

  setVideo(on: boolean): void {
    this.videoOn = on;
    void this.sendMedia().then(() => this.events.emit("participants"));
  }

  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void> {
    const sender = this.publisher?.getSenders().find((s) => s.track?.kind === kind || (!s.track && track));
    await sender?.replaceTrack(track);
  }

  /**
   * A presenter shares a screen (13.31) through a second publisher, one encoding at the screen's caps; the
   * server refuses anyone else, and a second share while someone shares ("busy").
   */
  async shareScreen(stream: MediaStream): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track || this.stage !== "presenter") throw new RoomRefusedError("sharing");
    await this.stopSharing();
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.screenPc = pc;
    pc.onicecandidate = (e) =>
      emit("pres:trickle", { target: "screen", candidate: e.candidate ? e.candidate.toJSON() : null });
    pc.addTransceiver(track, {
      direction: "sendonly",
      streams: [stream],
      sendEncodings: [
        { maxBitrate: MEDIA_LIMITS.videoBitrate.screen, maxFramerate: MEDIA_LIMITS.screen.frameRate },
      ],
    });
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await request<Answer<{ jsep: TJsep }>>(
      "pres:share",
      { jsep: { type: "offer", sdp: pc.localDescription?.sdp ?? "" } },
      20_000,
    ).catch(() => ({ ok: false as const, error: "timeout" }));
    if (!answer.ok || this.screenPc !== pc) {
      pc.close();
      if (this.screenPc === pc) this.screenPc = undefined;
      throw new RoomRefusedError("sharing");
    }
    await pc.setRemoteDescription(answer.jsep);
    this.screenStream = stream;
  }

  async stopSharing(): Promise<void> {
    this.screenStream = undefined;
    const pc = this.screenPc;
    if (!pc) return;
    this.screenPc = undefined;
    pc.close();
    await request("pres:unshare", {}, 10_000).catch(() => undefined);
  }

  react(reaction: string): void {
    emit("pres:reaction", { reaction });
  }

  async raiseHand(raise: boolean): Promise<boolean> {
    const answer = await request<Answer<object>>("pres:hand", { raise }, 10_000).catch(() => undefined);
    return answer?.ok === true;
  }

  async moderate(identity: string, action: Moderation): Promise<boolean> {
    const answer = await request<Answer<object>>("pres:moderate", { identity, action }, 10_000).catch(
      () => undefined,
    );
    return answer?.ok === true;
  }

  /** Sends a chat message (kept and retried under one id until the server has it); answers an error key. */
  async send(text: string): Promise<string | undefined> {
    const sent = await sendMessage(text);
    if ("error" in sent) return sent.error;
    this.addMessages([sent.message]);
    return undefined;
  }

  async deleteMessage(id: number): Promise<void> {
    await request("pres:deleteMessage", { id }, 10_000).catch(() => undefined);
  }

  quality(identity: string, layer: 0 | 1 | 2): void {
    const feed = this.list.find((p) => p.identity === identity)?.feed;
    for (const s of this.streamsByMid.values())
      if (s.feed === feed && s.type === "video" && this.layers.get(s.mid) !== layer) {
        this.layers.set(s.mid, layer);
        emit("pres:substream", { mid: s.mid, substream: layer });
      }
  }

  private closePeers(): void {
    this.screenPc?.close();
    this.screenPc = undefined;
    this.publisher?.close();
    this.subscriber?.close();
    this.publisher = undefined;
    this.subscriber = undefined;
    this.streamsByMid.clear();
    this.layers.clear();
    this.mediaByFeed.clear();
    this.watching = "";
  }

  async leave(): Promise<void> {
    this.closed = true;
    await request("pres:leave", {}, 3_000).catch(() => undefined);
    this.closePeers();
    for (const off of this.offs) off();
    this.setConnection("disconnected");
  }

  async endForAll(): Promise<void> {}

  on<E extends keyof RoomEvents>(event: E, listener: RoomEvents[E]): () => void {
    return this.events.on(event, listener as PresentationEvents[E]);
  }

  onPresentation<E extends keyof PresentationEvents>(event: E, listener: PresentationEvents[E]): () => void {
    return this.events.on(event, listener);
  }
}
