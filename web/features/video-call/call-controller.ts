import { REACTION_MS, type TVideoPeer } from "../../../shared/video/protocol";
import type { Room, RoomConnection, RoomParticipant, RoomRefusal } from "../video";
import { endWarningDelay } from "./end-warning";
import { type KeyValue, readSelfStops, writeSelfStop } from "./self-stops";

export interface ShownReaction {
  id: number;
  peerId: string;
  name: string;
  reaction: string;
}

/** What the call screen draws: one immutable value per change (useSyncExternalStore). */
export interface CallSnapshot {
  connection: RoomConnection;
  self: TVideoPeer | null;
  /** Everyone in the room, oneself first. */
  participants: RoomParticipant[];
  audio: boolean;
  video: boolean;
  sharing: boolean;
  /** Someone else shares: Share is disabled (13.18) and the stage is featured (13.39). */
  sharer: RoomParticipant | null;
  reactions: ShownReaction[];
  endWarning: boolean;
  endsAt: number | null;
  ended: { byName: string } | null;
  refused: RoomRefusal | null;
  /** Controls work only while connected (13.14: disabled while reconnecting). */
  controlsEnabled: boolean;
}

export interface CallClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: CallClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * The call screen's state around one Room (web/features/video/room.ts): the connection, who is there, the
 * local controls with the remembered selfAudioStop / selfVideoStop (13.19), reactions shown REACTION_MS
 * (13.46), the end warning 180 s before the end (13.16), and the end by another attendee (13.34). Plain
 * TypeScript, so that it is tested with the in-memory room (fake-room.ts) without a browser.
 */
export class CallController {
  private listeners = new Set<() => void>();
  private offs: (() => void)[] = [];
  private timers = new Set<unknown>();
  private warningTimer: unknown;
  private nextReaction = 1;
  private left = false;
  private state: CallSnapshot;

  constructor(
    private readonly room: Room,
    private readonly options: { storage: KeyValue; timeZone: string; clock?: CallClock },
  ) {
    const stops = readSelfStops(options.storage);
    this.state = {
      connection: "connecting",
      self: null,
      participants: [],
      audio: !stops.audio,
      video: !stops.video,
      sharing: false,
      sharer: null,
      reactions: [],
      endWarning: false,
      endsAt: null,
      ended: null,
      refused: null,
      controlsEnabled: false,
    };
  }

  private get clock(): CallClock {
    return this.options.clock ?? systemClock;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): CallSnapshot => this.state;

  private update(change: Partial<CallSnapshot>): void {
    const next = { ...this.state, ...change };
    next.controlsEnabled = next.connection === "connected" && !next.ended && !next.refused;
    const others = next.participants.filter((p) => p.peerId !== next.self?.peerId);
    next.sharer = others.find((p) => p.sharing) ?? null;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private readParticipants(): RoomParticipant[] {
    const all = this.room.participants();
    const self = this.state.self;
    if (!self) return all;
    // One tile of oneself: after a reconnect the room seats us again under a new peer id (the new socket's),
    // with the same identity; the screen finds its own tile by the current one.
    const mine = all.find((p) => p.identity === self.identity) ?? { ...self, linked: true };
    if (mine.peerId !== self.peerId) this.state = { ...this.state, self: { ...self, peerId: mine.peerId } };
    const me = { ...mine, audio: this.state.audio, video: this.state.video, sharing: this.state.sharing };
    return [me, ...all.filter((p) => p.identity !== self.identity)];
  }

  /** Joins with the local media; the remembered stops decide whether it starts muted / with video off. */
  async join(token: string, local: MediaStream): Promise<void> {
    this.offs.push(
      this.room.on("connection", (connection) => this.update({ connection })),
      this.room.on("participants", () => this.followRoom()),
      this.room.on("reaction", (from, reaction) => this.showReaction(from, reaction)),
      this.room.on("ended", (byName) => this.finish({ ended: { byName } })),
      this.room.on("refused", (reason) => this.finish({ refused: reason })),
    );
    const answer = await this.room.join({ token, local, audio: this.state.audio, video: this.state.video });
    this.state = { ...this.state, ...this.room.outgoing?.(), self: answer.self, endsAt: answer.endsAt };
    this.update({ connection: this.room.connection(), participants: this.readParticipants() });
    this.scheduleWarning();
  }

  /** Someone came, left or changed, or the room changed what this person may send: the switches show it. */
  private followRoom(): void {
    this.state = { ...this.state, ...this.room.outgoing?.() };
    this.update({ participants: this.readParticipants() });
  }

  private scheduleWarning(): void {
    const { endsAt } = this.state;
    if (endsAt === null) return;
    const delay = endWarningDelay(endsAt, this.clock.now(), this.options.timeZone);
    if (delay === null) return;
    this.warningTimer = this.clock.setTimeout(() => this.update({ endWarning: true }), delay);
  }

  dismissWarning(): void {
    this.update({ endWarning: false });
  }

  private showReaction(peerId: string, reaction: string): void {
    const who = this.state.participants.find((p) => p.peerId === peerId);
    const shown = { id: this.nextReaction++, peerId, name: who?.name ?? "", reaction };
    this.update({ reactions: [...this.state.reactions, shown] });
    const timer = this.clock.setTimeout(() => {
      this.timers.delete(timer);
      this.update({ reactions: this.state.reactions.filter((r) => r.id !== shown.id) });
    }, REACTION_MS);
    this.timers.add(timer);
  }

  setAudio(on: boolean): void {
    if (!this.state.controlsEnabled) return;
    this.room.setAudio(on);
    writeSelfStop(this.options.storage, "audio", !on);
    this.state = { ...this.state, audio: this.room.outgoing?.().audio ?? on };
    this.update({ participants: this.readParticipants() });
  }

  setVideo(on: boolean): void {
    if (!this.state.controlsEnabled) return;
    this.room.setVideo(on);
    writeSelfStop(this.options.storage, "video", !on);
    this.state = { ...this.state, video: this.room.outgoing?.().video ?? on };
    this.update({ participants: this.readParticipants() });
  }

  /** The page went to the background on a phone (13.17): video pauses for the others, then resumes. */
  pageHidden(hidden: boolean): void {
    if (!this.state.video || this.state.connection !== "connected") return;
    this.room.setVideo(!hidden);
  }

  /** Shares a screen; refused while someone else shares (one at a time, 13.18). */
  async share(stream: MediaStream): Promise<boolean> {
    if (!this.state.controlsEnabled || this.state.sharer) {
      for (const track of stream.getTracks()) track.stop();
      return false;
    }
    try {
      await this.room.shareScreen(stream);
    } catch {
      // refused by the room (someone else began sharing meanwhile, or one may not share here)
      for (const track of stream.getTracks()) track.stop();
      return false;
    }
    this.state = { ...this.state, sharing: true };
    this.update({ participants: this.readParticipants() });
    return true;
  }

  async stopSharing(): Promise<void> {
    if (!this.state.sharing) return;
    await this.room.stopSharing();
    this.state = { ...this.state, sharing: false };
    this.update({ participants: this.readParticipants() });
  }

  react(reaction: string): void {
    if (this.state.controlsEnabled) this.room.react(reaction);
  }

  /** Leaves once (the Leave button and the screen's unmount both ask). */
  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    this.dispose();
    await this.room.leave();
  }

  async endForAll(): Promise<void> {
    if (!this.state.controlsEnabled) return;
    this.left = true;
    this.dispose();
    await this.room.endForAll();
  }

  private finish(change: Partial<CallSnapshot>): void {
    this.update({ ...change, connection: "disconnected", endWarning: false });
    this.dispose();
  }

  /** Stops listening and every timer (leaving, or the screen unmounting). */
  dispose(): void {
    for (const off of this.offs.splice(0)) off();
    for (const timer of this.timers) this.clock.clearTimeout(timer);
    this.timers.clear();
    if (this.warningTimer !== undefined) this.clock.clearTimeout(this.warningTimer);
    this.warningTimer = undefined;
  }
}
