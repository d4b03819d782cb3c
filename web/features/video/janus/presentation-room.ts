import type {
  Moderation,
  PresentationNotice,
  Stage,
  TJsep,
  TPresentationMessage,
  TPresentationPerson,
} from "../../../../shared/video/presentation";
import type { TIceServer, TVideoPeer } from "../../../../shared/video/protocol";
import { emit, onConnect, request, subscribe } from "../../../lib/realtime";
import { LOCAL_TRACKS_EVENT } from "../media/events";
import { RoomRefusedError } from "../mesh/room-support";
import type {
  JoinOptions,
  JoinResult,
  Room,
  RoomConnection,
  RoomEvents,
  RoomParticipant,
  RoomRefusal,
} from "../room";
import { mergeMessages, sendMessage } from "./chat";
import { noticeShown, type PresentationControls, type PresentationEvents, removalOf } from "./controls";
import { Emitter } from "./emitter";
import { type ModerationResult, moderateWith } from "./moderation";
import { asPeer, provisionalSelf } from "./people";
import { ScreenShare } from "./screen";
import { type MicState, Sending, type Switches } from "./sending";
import { publisherEncodings } from "./simulcast";
import { type FeedStream, Subscription } from "./subscription";

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
  private subscription = new Subscription(
    () => this.iceServers,
    () => this.events.emit("participants"),
    () => this.closed,
  );
  /** A presenter's screen share: its own connection to Janus (a second publisher). */
  private screen = new ScreenShare();
  private offs: (() => void)[] = [];
  private local: MediaStream | undefined;
  /** The person's switches and the room's decisions: what the tracks and Janus carry (sending.ts). */
  private sending = new Sending(
    () => this.stage,
    { audio: false, video: true },
    () => ({
      audio: (this.local?.getAudioTracks().length ?? 0) > 0,
      video: (this.local?.getVideoTracks().length ?? 0) > 0,
    }),
  );
  /** What the server was last told this person sends (undefined: to tell again). */
  private told: string | undefined;
  private token = "";
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
    this.sending.wish.audio = options.audio;
    this.sending.wish.video = options.video;
    const followTracks = () => void this.followTracks();
    options.local.addEventListener(LOCAL_TRACKS_EVENT, followTracks);
    this.offs.push(
      () => options.local.removeEventListener(LOCAL_TRACKS_EVENT, followTracks),
      subscribe("pres:people", (p) => this.setPeople((p as { people: TPresentationPerson[] }).people)),
      subscribe("pres:notice", (p) => {
        const microphone = (this.local?.getAudioTracks().length ?? 0) > 0;
        this.events.emit("notice", noticeShown((p as { key: PresentationNotice }).key, microphone));
      }),
      subscribe("pres:removed", (p) =>
        this.refuse(removalOf((p as { reason?: string } | undefined)?.reason)),
      ),
      subscribe(
        "pres:offer",
        (p) => void this.subscription.answer(p as { jsep: TJsep; streams: FeedStream[] }),
      ),
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
      // "removed" here: the server no longer lets this seat in (sent out, the room closed, a right gone)
      const reason = answer.error === "token" ? "token" : "closed";
      this.events.emit("refused", reason);
      throw new RoomRefusedError(reason);
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
    // the server ended the share with the old socket: the same screen is shared again
    const shared = this.screen.stream;
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
    this.told = undefined;
    this.applySending();
  }

  /**
   * Puts the tracks in step with what this person sends (their switches and the room's decisions), and tells
   * the server when it changed (Janus's `configure`; the room's `moderate` keeps a closed microphone shut).
   */
  private applySending(): void {
    const sends = this.sending.sends;
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = sends.audio;
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = sends.video;
    const key = `${sends.audio}:${sends.video}`;
    if (!this.publisher || key === this.told) return;
    this.told = key;
    void this.tellMedia(sends);
  }

  private async tellMedia(sends: Switches): Promise<void> {
    const answer = await request<Answer<object>>("pres:media", sends, 10_000).catch(() => undefined);
    // unanswered: told again at the next change
    if (!answer) this.told = undefined;
    else if (!answer.ok && answer.error === "muted") {
      this.sending.refuseAudio();
      this.applySending();
      this.events.emit("participants");
    }
  }

  /** A device switch or an effect replaced a local track: the publisher sends the new one. */
  private async followTracks(): Promise<void> {
    for (const kind of ["audio", "video"] as const) {
      const track = (kind === "audio" ? this.local?.getAudioTracks() : this.local?.getVideoTracks())?.[0];
      const sender = this.publisher?.getSenders().find((s) => s.track?.kind === kind);
      if (track && sender && sender.track !== track) await sender.replaceTrack(track).catch(() => undefined);
    }
    this.applySending();
  }

  /** Watches the feeds this person may see (the server checks it again). */
  private watch(): void {
    const feeds = this.list
      .filter((p) => p.identity !== this.identity)
      .filter((p) => this.stage !== "none" || p.stage === "presenter" || p.hand === "accepted")
      .flatMap((p) => [p.feed, p.screenFeed].filter((f): f is number => f !== null));
    void this.subscription.watch(feeds);
  }

  private setPeople(people: TPresentationPerson[]): void {
    const me = people.find((p) => p.identity === this.identity);
    // a hand accepted or the microphone allowed again: it opens (13.24); muted or stopped: it closes
    if (me) this.sending.follow(me);
    this.applySending();
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
    return asPeer(p, { identity: this.identity, ...this.sending.sends });
  }

  /** What this person sends now (the call screen's switches show it: never "on" while the room keeps it shut). */
  outgoing(): Switches {
    return this.sending.sends;
  }

  /** The microphone as the attendee's screen tells it (sending.ts). */
  get mic(): MicState {
    return this.sending.mic;
  }

  participants(): RoomParticipant[] {
    const linked = this.subscription.linked;
    return this.list
      .filter((p) => p.online)
      .map((p) => ({
        ...this.asPeer(p),
        stream: this.subscription.media(p.feed),
        screen: this.subscription.media(p.screenFeed),
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

  private refuse(reason: RoomRefusal): void {
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
    this.sending.wish.audio = on;
    // the room has not opened the microphone: it stays off, and the person is told why
    if (on && !this.sending.mayAudio) this.events.emit("notice", "micNotAllowed");
    this.applySending();
    this.events.emit("participants");
  }

  setVideo(on: boolean): void {
    this.sending.wish.video = on;
    this.applySending();
    this.events.emit("participants");
  }

  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void> {
    const sender = this.publisher?.getSenders().find((s) => s.track?.kind === kind || (!s.track && track));
    await sender?.replaceTrack(track);
  }

  /** A presenter shares a screen (13.31; `screen.ts`). */
  async shareScreen(stream: MediaStream): Promise<void> {
    if (this.stage !== "presenter") throw new RoomRefusedError("sharing");
    await this.screen.start(stream, this.iceServers);
  }

  async stopSharing(): Promise<void> {
    await this.screen.stop();
  }

  react(reaction: string): void {
    emit("pres:reaction", { reaction });
  }

  async raiseHand(raise: boolean): Promise<boolean> {
    const answer = await request<Answer<object>>("pres:hand", { raise }, 10_000).catch(() => undefined);
    return answer?.ok === true;
  }

  /** A presenter's action: waits for the server's answer (moderation.ts), never rejects. */
  moderate(identity: string, action: Moderation): Promise<ModerationResult> {
    return moderateWith(request, identity, action);
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
    if (feed != null) this.subscription.quality(feed, layer);
  }

  private closePeers(): void {
    this.screen.drop();
    this.publisher?.close();
    this.subscription.close();
    this.publisher = undefined;
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
