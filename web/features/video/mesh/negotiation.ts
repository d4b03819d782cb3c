/**
 * The pure decisions of "perfect negotiation" (docs/video.md; the later joiner is the polite peer): when an
 * incoming offer collides with our own and what to do with it, when a link needs an ICE restart, and the room's
 * state. Kept apart from RTCPeerConnection so they can be tested without a browser.
 */

export interface OfferContext {
  polite: boolean;
  /** We are between createOffer and sending it. */
  makingOffer: boolean;
  signalingState: RTCSignalingState;
  /** We are applying the remote answer to our own offer (the state reads have-local-offer until it lands). */
  settingRemoteAnswer: boolean;
}

/** What to do with a remote description. */
export type DescriptionAction =
  | "ignore" // an impolite peer keeps its own offer on glare
  | "rollback-then-accept" // a polite peer withdraws its offer and takes the other's
  | "accept";

export function onRemoteDescription(type: RTCSdpType, ctx: OfferContext): DescriptionAction {
  const readyForOffer = !ctx.makingOffer && (ctx.signalingState === "stable" || ctx.settingRemoteAnswer);
  const collision = type === "offer" && !readyForOffer;
  if (!collision) return "accept";
  if (!ctx.polite) return "ignore";
  return ctx.signalingState === "have-local-offer" ? "rollback-then-accept" : "accept";
}

/**
 * ICE candidates that arrive before the remote description are held, then added in order once it is set
 * (a peer may send candidates before its answer reaches us).
 */
export class CandidateQueue<C> {
  private held: C[] = [];

  constructor(private readonly add: (candidate: C) => Promise<void>) {}

  /** Adds at once when the remote description is there, else holds it. */
  async push(candidate: C, hasRemoteDescription: boolean): Promise<void> {
    if (!hasRemoteDescription) {
      this.held.push(candidate);
      return;
    }
    await this.add(candidate);
  }

  /** Called after each remote description is set. */
  async flush(): Promise<void> {
    const held = this.held;
    this.held = [];
    for (const candidate of held) await this.add(candidate);
  }

  get size(): number {
    return this.held.length;
  }
}

/** How long a link may stay "disconnected" before we restart ICE (it often recovers by itself within that). */
export const DISCONNECTED_GRACE_MS = 2_500;

/** Whether a link in this ICE state needs a restart now (failed) or after the grace period (disconnected). */
export function iceRestartNeed(state: RTCIceConnectionState): "now" | "later" | "no" {
  if (state === "failed") return "now";
  if (state === "disconnected") return "later";
  return "no";
}

/** The room's state from its parts (13.14): what the call screen shows and whether its controls work. */
export interface RoomStateInput {
  closed: boolean;
  joinedOnce: boolean;
  /** The room was connected once: a later loss of every link reads "reconnecting", not "connecting". */
  wasConnected: boolean;
  /** The signalling connection is down or we are joining again after it came back. */
  signallingDown: boolean;
  /** Down for longer than the screens should keep saying "reconnecting". */
  downTooLong: boolean;
  /** Per link: ever connected, connected now. */
  links: { everConnected: boolean; connected: boolean }[];
}

export function roomState(
  input: RoomStateInput,
): "connecting" | "connected" | "reconnecting" | "disconnected" {
  if (input.closed) return "disconnected";
  if (!input.joinedOnce) return "connecting";
  if (input.signallingDown) return input.downTooLong ? "disconnected" : "reconnecting";
  if (input.links.some((l) => l.everConnected && !l.connected)) return "reconnecting";
  if (input.links.length > 0 && !input.links.some((l) => l.connected))
    return input.wasConnected ? "reconnecting" : "connecting";
  return "connected";
}
