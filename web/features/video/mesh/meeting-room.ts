import type { TIceServer, TVideoPeer, VideoJoinRefusal } from "../../../../shared/video/protocol";
import { currentDeviceClass, type SenderSlot } from "../media/constraints";
import { LOCAL_TRACKS_EVENT } from "../media/events";
import type { JoinOptions, JoinResult, Room, RoomConnection, RoomEvents, RoomParticipant } from "../room";
import { PeerLink, type SignalMessage } from "./link";
import { roomState } from "./negotiation";
import {
  attendeeOut,
  RELAY_ONLY_KEY,
  RoomEmitter,
  RoomRefusedError,
  remoteParticipant,
  safeStorage,
  waitForTracks,
} from "./room-support";
import { openSignalling, type Signalling } from "./signalling";

/** After this long without signalling the room reads "disconnected" (it keeps trying to come back). */
const DOWN_TOO_LONG_MS = 30_000;

/**
 * A meeting room (up to six people): a WebRTC mesh, one PeerLink per other person, signalled over the app's
 * Socket.IO connection. The later joiner of each pair makes the first offer and is the polite side.
 */
export class MeetingRoom implements Room {
  private signalling: Signalling | undefined;
  private options: JoinOptions | undefined;
  private self: TVideoPeer | undefined;
  private iceServers: TIceServer[] = [];
  private readonly peers = new Map<string, TVideoPeer>();
  private readonly links = new Map<string, PeerLink>();
  private screenTrack: MediaStreamTrack | null = null;
  private audioOn = true;
  private videoOn = true;
  /** A phone's camera pauses while the page is hidden (13.17); the person's own choice stays videoOn. */
  private hiddenPause = false;
  private closed = false;
  private joinedOnce = false;
  private wasConnected = false;
  private signallingDown = false;
  private downSince = 0;
  private state: RoomConnection = "connecting";
  private readonly deviceClass = currentDeviceClass();
  private readonly events = new RoomEmitter();
  private readonly emit = this.events.emit;
  private readonly onOnline = () => this.networkChanged();
  private readonly onVisibility = () => {
    const pause = this.deviceClass === "phone" && document.visibilityState === "hidden";
    if (pause === this.hiddenPause) return;
    this.hiddenPause = pause;
    this.applyEnabled();
    this.sendState();
    this.emit("participants");
  };
  private readonly onLocalTracks = () => {
    void this.refreshSlot("audio");
    void this.refreshSlot("camera");
  };
  private downTimer: ReturnType<typeof setTimeout> | undefined;

  async join(options: JoinOptions): Promise<JoinResult> {
    if (this.signalling) throw new Error("the room was joined already");
    this.options = options;
    this.audioOn = options.audio;
    this.videoOn = options.video;
    this.applyEnabled();
    options.local.addEventListener(LOCAL_TRACKS_EVENT, this.onLocalTracks);
    window.addEventListener("online", this.onOnline);
    document.addEventListener("visibilitychange", this.onVisibility);
    this.signalling = openSignalling({
      peerJoined: (peer) => this.peerJoined(peer),
      peerLeft: (peerId) => this.dropPeer(peerId),
      peerState: (peerId, state) => {
        const peer = this.peers.get(peerId);
        if (peer) this.peers.set(peerId, { ...peer, ...state });
        this.emit("participants");
      },
      signal: (from, message) => this.signalFrom(from, message),
      reaction: (peerId, reaction) => this.emit("reaction", peerId, reaction),
      ended: (byName, reason) => this.serverEnded(byName, reason),
      reconnected: () => void this.rejoin(),
      connectionChanged: (up) => this.signallingChanged(up),
    });
    this.updateState();
    try {
      await waitForTracks(options.local);
      const result = await this.enter();
      if (!result) throw new RoomRefusedError(this.refusal ?? "token");
      return result;
    } catch (error) {
      // no answer from the server: nothing stays behind (listeners, the anonymous connection)
      this.shutDown();
      throw error;
    }
  }

  private refusal: VideoJoinRefusal | undefined;

  /** Joins (or joins again) with the token: links to everyone already there, made by us as the later joiner. */
  private async enter(): Promise<JoinResult | undefined> {
    const { signalling, options } = this;
    if (!signalling || !options || this.closed) return undefined;
    const answer = await signalling.join(options.token, this.audioOn && this.sends(), this.sendsVideo());
    if (this.closed) return undefined;
    if (!answer.ok) {
      this.refusal = answer.error;
      this.shutDown();
      // "replaced": this person joined again elsewhere meanwhile (another window), told in its own words
      this.emit("refused", answer.error);
      return undefined;
    }
    this.self = answer.self;
    this.iceServers = answer.iceServers;
    this.joinedOnce = true;
    this.signallingDown = false;
    for (const peer of answer.peers) {
      if (peer.identity === answer.self.identity) continue;
      this.peers.set(peer.peerId, peer);
      this.link(peer.peerId, true);
    }
    this.sendState();
    this.emit("participants");
    this.updateState();
    return { self: answer.self, iceServers: answer.iceServers, endsAt: answer.endsAt };
  }

  /** After a dropped connection the server has let our seat go: everyone's links to us are gone too. */
  private async rejoin(): Promise<void> {
    if (!this.joinedOnce || this.closed) return;
    this.signallingDown = true;
    for (const peerId of [...this.links.keys()]) this.dropPeer(peerId, false);
    this.emit("participants");
    await this.enter().catch(() => {
      // the ack did not come: the next reconnection tries again
    });
  }

  private sendsVideo(): boolean {
    return this.sends() && this.videoOn && !this.hiddenPause;
  }

  private sends(): boolean {
    return this.options !== undefined && this.self?.role !== "observer";
  }

  private link(peerId: string, initiator: boolean): PeerLink {
    const existing = this.links.get(peerId);
    if (existing) return existing;
    const self = this.self;
    // The later joiner (it found the other in its join answer) is the initiator and the polite side: both
    // sides derive it from the server's join order, so exactly one of each pair is polite.
    const link = new PeerLink({
      peerId,
      polite: initiator,
      initiator,
      receiveOnly: self?.role === "observer",
      iceServers: this.iceServers,
      relayOnly: safeStorage(RELAY_ONLY_KEY) === "1",
      deviceClass: this.deviceClass,
      localTrack: (slot) => this.localTrack(slot),
      send: (message) => this.signalling?.signal(peerId, message),
      onChange: () => {
        this.updateState();
        this.emit("participants");
      },
    });
    this.links.set(peerId, link);
    return link;
  }

  private localTrack(slot: SenderSlot): MediaStreamTrack | null {
    if (slot === "screen") return this.screenTrack;
    const local = this.options?.local;
    return (slot === "audio" ? local?.getAudioTracks()[0] : local?.getVideoTracks()[0]) ?? null;
  }

  private peerJoined(peer: TVideoPeer): void {
    if (peer.peerId === this.self?.peerId || peer.identity === this.self?.identity) return;
    // one tile per person: the server replaces a person's older seat (and says so first); of two joins of one
    // person crossing between processes, the later seat is theirs
    for (const other of [...this.peers.values()])
      if (other.identity === peer.identity && other.peerId !== peer.peerId) {
        if (other.joinedAt > peer.joinedAt) return;
        this.dropPeer(other.peerId, false);
      }
    this.peers.set(peer.peerId, peer);
    // they offer (the later joiner); our link waits for it (it may exist already if their offer came first)
    this.link(peer.peerId, false);
    this.emit("participants");
  }

  private signalFrom(from: string, message: SignalMessage): void {
    if (!this.self || this.closed || !from) return;
    void this.link(from, false).handle(message);
  }

  private dropPeer(peerId: string, tell = true): void {
    this.links.get(peerId)?.close();
    this.links.delete(peerId);
    this.peers.delete(peerId);
    if (tell) {
      this.updateState();
      this.emit("participants");
    }
  }

  private serverEnded(byName: string, reason: string): void {
    if (this.closed) return;
    this.shutDown();
    // an empty name: the server closed our seat (the meeting's end, a right taken away, the room closed, this
    // person joined again elsewhere; a guest's seat given to a party of the meeting: the room is full)
    if (byName) this.emit("ended", byName);
    else this.emit("refused", reason === "full" || reason === "replaced" ? reason : "removed");
  }

  private signallingChanged(up: boolean): void {
    clearTimeout(this.downTimer);
    if (!up && this.joinedOnce && !this.closed) {
      this.signallingDown = true;
      this.downSince = Date.now();
      this.downTimer = setTimeout(() => this.updateState(), DOWN_TOO_LONG_MS + 50);
    }
    this.updateState();
  }

  /** The network changed (`online`): every link gathers new candidates. */
  private networkChanged(): void {
    for (const link of this.links.values()) link.restartIce();
  }

  private updateState(): void {
    const next = roomState({
      closed: this.closed,
      joinedOnce: this.joinedOnce,
      wasConnected: this.wasConnected,
      signallingDown: this.signallingDown,
      downTooLong: this.signallingDown && Date.now() - this.downSince > DOWN_TOO_LONG_MS,
      links: [...this.links.values()].map((l) => ({
        everConnected: l.everConnected,
        connected: l.connected,
      })),
    });
    if (next === "connected") this.wasConnected = true;
    if (next === this.state) return;
    this.state = next;
    this.emit("connection", next);
  }

  private applyEnabled(): void {
    for (const track of this.options?.local.getAudioTracks() ?? []) track.enabled = this.audioOn;
    for (const track of this.options?.local.getVideoTracks() ?? [])
      track.enabled = this.videoOn && !this.hiddenPause;
  }

  private sendState(): void {
    if (!this.sends()) return;
    this.signalling?.state({
      audio: this.audioOn,
      video: this.sendsVideo(),
      sharing: this.screenTrack !== null,
    });
  }

  private async refreshSlot(slot: SenderSlot): Promise<void> {
    this.applyEnabled();
    await Promise.all([...this.links.values()].map((link) => link.refresh(slot)));
  }

  private shutDown(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.downTimer);
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.peers.clear();
    this.screenTrack?.stop();
    this.screenTrack = null;
    this.options?.local.removeEventListener(LOCAL_TRACKS_EVENT, this.onLocalTracks);
    window.removeEventListener("online", this.onOnline);
    document.removeEventListener("visibilitychange", this.onVisibility);
    this.signalling?.close();
    this.updateState();
    this.emit("participants");
  }

  async leave(): Promise<void> {
    if (this.closed) return;
    const { signalling, options, self } = this;
    await signalling?.leave();
    this.shutDown();
    if (options && self) await attendeeOut(options.token, self.identity);
  }

  async endForAll(): Promise<void> {
    const answer = await this.signalling?.end();
    if (!answer?.ok) throw new Error("video.endRefused");
  }

  participants(): RoomParticipant[] {
    const list: RoomParticipant[] = [];
    if (this.self && !this.closed)
      list.push({
        ...this.self,
        audio: this.sends() && this.audioOn,
        video: this.sendsVideo(),
        sharing: this.screenTrack !== null,
        linked: true,
      });
    for (const peer of this.peers.values()) list.push(remoteParticipant(peer, this.links.get(peer.peerId)));
    return list;
  }

  connection(): RoomConnection {
    return this.state;
  }

  setAudio(on: boolean): void {
    this.audioOn = on;
    this.applyEnabled();
    this.sendState();
    this.emit("participants");
  }

  setVideo(on: boolean): void {
    this.videoOn = on;
    this.applyEnabled();
    this.sendState();
    this.emit("participants");
  }

  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void> {
    const local = this.options?.local;
    if (!local) return;
    const old = kind === "audio" ? local.getAudioTracks()[0] : local.getVideoTracks()[0];
    if (old && old !== track) local.removeTrack(old);
    if (track && old !== track) local.addTrack(track);
    await this.refreshSlot(kind === "audio" ? "audio" : "camera");
  }

  async shareScreen(stream: MediaStream): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track || !this.sends()) throw new Error("video.shareUnavailable");
    const other = [...this.peers.values()].find((p) => p.sharing);
    if (other) throw new Error("video.sharing");
    // the server keeps one sharer per room (two pressing Share at once: one of them is told so)
    if (!this.screenTrack && this.signalling) {
      const claim = await this.signalling.claimShare({ audio: this.audioOn, video: this.sendsVideo() });
      if (!claim.ok) throw new Error(claim.error === "sharing" ? "video.sharing" : "video.shareUnavailable");
    }
    if (this.screenTrack && this.screenTrack !== track) this.screenTrack.stop();
    this.screenTrack = track;
    track.contentHint = "detail";
    track.addEventListener("ended", () => void this.stopSharing(), { once: true });
    await this.refreshSlot("screen");
    this.sendState();
    this.emit("participants");
  }

  async stopSharing(): Promise<void> {
    if (!this.screenTrack) return;
    this.screenTrack.stop();
    this.screenTrack = null;
    await this.refreshSlot("screen");
    this.sendState();
    this.emit("participants");
  }

  react(reaction: string): void {
    this.signalling?.reaction(reaction);
  }

  on<E extends keyof RoomEvents>(event: E, listener: RoomEvents[E]): () => void {
    return this.events.on(event, listener);
  }

  /** The links' WebRTC statistics by peer id (connection quality; the browser checks read bytes from it). */
  async stats(): Promise<Map<string, RTCStatsReport>> {
    const entries = await Promise.all(
      [...this.links].map(async ([peerId, link]) => [peerId, await link.stats()] as const),
    );
    return new Map(entries);
  }

  /** The encoder caps in force per link and slot (MEDIA_LIMITS applied through setParameters). */
  senderCaps(): { peerId: string; slot: string; maxBitrate?: number; maxFramerate?: number }[] {
    return [...this.links].flatMap(([peerId, link]) => link.senderCaps().map((cap) => ({ peerId, ...cap })));
  }

  /** Restarts ICE on every link now (what a network change does). */
  restartIce(): void {
    this.networkChanged();
  }
}
