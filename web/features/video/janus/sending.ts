import type { Stage, TPresentationPerson } from "../../../../shared/video/presentation";

export interface Switches {
  audio: boolean;
  video: boolean;
}

/**
 * What the room lets a person send, as the room's list says (the server decides it and Janus enforces it):
 * presenters and the host everything; an attendee their camera unless a presenter stopped it, and their
 * microphone only on stage (an accepted hand) and not muted by a presenter (13.24-13.27).
 */
export function allowedOf(stage: Stage, me: TPresentationPerson | undefined): Switches {
  if (stage !== "none") return { audio: true, video: true };
  return { audio: me?.hand === "accepted" && !me.audioBlocked, video: !me?.videoBlocked };
}

/**
 * The microphone as an attendee's screen tells it: the room has not opened it (no accepted hand, or a
 * presenter muted it), it is open and the person's switch is off, or it is heard.
 */
export type MicState = "notAllowed" | "off" | "on";

/**
 * One person's sending in a presentation room: their own switches (`wish`) and the room's decisions
 * (`allowed`). What the tracks and Janus carry, and what the screen shows, is both at once (`sends`), so the
 * icon never says "on" while the room keeps the microphone shut. When the room opens the microphone (a hand
 * accepted, or a presenter allowing it again) it turns on: the spec's "attendee audio enabled" (13.24).
 */
export class Sending {
  readonly wish: Switches;
  private allowed: Switches;
  /** The server refused the microphone although the list said open (a decision on its way): off till the next list. */
  private refusedAudio = false;

  constructor(
    private readonly stage: () => Stage,
    wish: Switches,
    private readonly tracks: () => { audio: boolean; video: boolean },
  ) {
    this.wish = { ...wish };
    this.allowed = allowedOf(stage(), undefined);
  }

  /** The room's list changed: its decisions about oneself (answers whether the microphone was just opened). */
  follow(me: TPresentationPerson | undefined): boolean {
    const before = this.allowed;
    this.allowed = allowedOf(this.stage(), me);
    this.refusedAudio = false;
    const opened = !before.audio && this.allowed.audio;
    if (opened) this.wish.audio = true;
    return opened;
  }

  /** The server answered that the microphone is not open (its list is on its way). */
  refuseAudio(): void {
    this.refusedAudio = true;
  }

  /** Oneself is a presenter or the host (allowed everything), or the list says so. */
  get mayAudio(): boolean {
    return this.allowed.audio && !this.refusedAudio;
  }

  /** What is sent now: the person's switch, the room's decision and a device to send from. */
  get sends(): Switches {
    const tracks = this.tracks();
    return {
      audio: this.wish.audio && this.mayAudio && tracks.audio,
      video: this.wish.video && this.allowed.video && tracks.video,
    };
  }

  get mic(): MicState {
    if (!this.mayAudio) return "notAllowed";
    return this.sends.audio ? "on" : "off";
  }
}
