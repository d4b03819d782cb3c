import type { TVideoPeer, VideoJoinRefusal } from "../../../shared/video/protocol";
import type { JoinOptions, JoinResult, Room, RoomConnection, RoomEvents, RoomParticipant } from "../video";

type Listeners = { [E in keyof RoomEvents]: Set<RoomEvents[E]> };

/** A peer for tests: a participant of application 1 unless told otherwise. */
export function fakePeer(peerId: string, extra: Partial<TVideoPeer> = {}): TVideoPeer {
  return {
    peerId,
    identity: `u${peerId}`,
    name: `Person ${peerId}`,
    company: "Company",
    role: "participant",
    applicationId: 1,
    audio: true,
    video: true,
    sharing: false,
    joinedAt: 0,
    ...extra,
  };
}

/**
 * An in-memory Room for the call screen's unit tests (never used by the production path): it records what
 * the screen asked for, and the test drives what the room does (connection states, people coming and going,
 * reactions, the end by another attendee, a refusal).
 */
export class FakeRoom implements Room {
  readonly calls: string[] = [];
  joined: JoinOptions | null = null;
  private state: RoomConnection = "connecting";
  private people: RoomParticipant[] = [];
  private listeners: Listeners = {
    connection: new Set(),
    participants: new Set(),
    reaction: new Set(),
    ended: new Set(),
    refused: new Set(),
  };

  constructor(
    readonly self: TVideoPeer = fakePeer("me"),
    readonly endsAt: number | null = null,
  ) {}

  async join(options: JoinOptions): Promise<JoinResult> {
    this.joined = options;
    this.calls.push(`join audio=${options.audio} video=${options.video}`);
    this.people = [{ ...this.self, audio: options.audio, video: options.video, linked: true }];
    this.state = "connected";
    return { self: this.self, iceServers: [], endsAt: this.endsAt };
  }
  async leave(): Promise<void> {
    this.calls.push("leave");
  }
  async endForAll(): Promise<void> {
    this.calls.push("endForAll");
  }
  participants(): RoomParticipant[] {
    return this.people;
  }
  connection(): RoomConnection {
    return this.state;
  }
  setAudio(on: boolean): void {
    this.calls.push(`audio ${on}`);
  }
  setVideo(on: boolean): void {
    this.calls.push(`video ${on}`);
  }
  async replaceTrack(kind: "audio" | "video"): Promise<void> {
    this.calls.push(`replace ${kind}`);
  }
  async shareScreen(): Promise<void> {
    this.calls.push("share");
  }
  async stopSharing(): Promise<void> {
    this.calls.push("stopSharing");
  }
  react(reaction: string): void {
    this.calls.push(`react ${reaction}`);
    this.emit("reaction", this.self.peerId, reaction);
  }
  on<E extends keyof RoomEvents>(event: E, listener: RoomEvents[E]): () => void {
    const set = this.listeners[event] as Set<RoomEvents[E]>;
    set.add(listener);
    return () => set.delete(listener);
  }

  // ---- what a test makes the room do ----

  emit<E extends keyof RoomEvents>(event: E, ...args: Parameters<RoomEvents[E]>): void {
    for (const listener of this.listeners[event] as Set<(...a: Parameters<RoomEvents[E]>) => void>)
      listener(...args);
  }
  setConnection(state: RoomConnection): void {
    this.state = state;
    this.emit("connection", state);
  }
  arrive(peer: TVideoPeer): void {
    this.people = [...this.people.filter((p) => p.peerId !== peer.peerId), { ...peer, linked: true }];
    this.emit("participants");
  }
  /** A reconnect: the server seats us again under a new peer id (the socket's), the same identity. */
  reseat(peerId: string): void {
    this.people = this.people.map((p) => (p.identity === this.self.identity ? { ...p, peerId } : p));
    this.emit("participants");
  }
  depart(peerId: string): void {
    this.people = this.people.filter((p) => p.peerId !== peerId);
    this.emit("participants");
  }
  endByOther(byName: string): void {
    this.emit("ended", byName);
  }
  refuse(reason: VideoJoinRefusal | "removed"): void {
    this.emit("refused", reason);
  }
  listenerCount(): number {
    return Object.values(this.listeners).reduce((n, set) => n + set.size, 0);
  }
}
