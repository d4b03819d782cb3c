import type { TIceServer } from "../../../../shared/video/protocol";
import { cappedEncodings, type DeviceClass, encoderCap, type SenderSlot } from "../media/constraints";
import { CandidateQueue, DISCONNECTED_GRACE_MS, iceRestartNeed, onRemoteDescription } from "./negotiation";

/** A negotiation message for or from one peer (shared/video/protocol.ts ZVideoSignal without `to`). */
export interface SignalMessage {
  description?: { type: RTCSdpType; sdp?: string };
  candidate?: RTCIceCandidateInit | null;
}

/** The three transceivers of every link, in this order on both sides: microphone, camera, screen share. */
const SLOTS: SenderSlot[] = ["audio", "camera", "screen"];

export interface LinkOptions {
  peerId: string;
  polite: boolean;
  /** The later joiner creates the transceivers and makes the first offer; the other adopts them. */
  initiator: boolean;
  /** An observer receives only: recvonly transceivers, no track sent. */
  receiveOnly: boolean;
  iceServers: TIceServer[];
  relayOnly: boolean;
  deviceClass: DeviceClass;
  /** The local track of a slot now (null: nothing to send in it). */
  localTrack: (slot: SenderSlot) => MediaStreamTrack | null;
  send: (message: SignalMessage) => void;
  onChange: () => void;
}

/**
 * One RTCPeerConnection to one other person of the room, negotiated by "perfect negotiation": offers from
 * both sides at any time, the polite peer (the later joiner) rolls back on glare, candidates wait for the
 * remote description, and ICE restarts when the path fails or the network changes.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  /** Their camera and microphone, and their screen (tracks arrive with the first negotiation). */
  readonly stream = new MediaStream();
  readonly screen = new MediaStream();
  everConnected = false;
  connectedAt: number | undefined;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private adopted = false;
  private closed = false;
  private chain: Promise<void> = Promise.resolve();
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly candidates: CandidateQueue<RTCIceCandidateInit>;

  constructor(private readonly options: LinkOptions) {
    this.pc = new RTCPeerConnection({
      iceServers: options.iceServers,
      iceTransportPolicy: options.relayOnly ? "relay" : "all",
      bundlePolicy: "max-bundle",
    });
    this.candidates = new CandidateQueue((candidate) => this.pc.addIceCandidate(candidate));
    this.pc.onnegotiationneeded = () => void this.offer();
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.send({ candidate: candidate.toJSON() });
    };
    this.pc.ontrack = (event) => this.received(event);
    this.pc.oniceconnectionstatechange = () => this.iceChanged();
    this.pc.onconnectionstatechange = () => {
      if (this.pc.connectionState === "connected" && !this.everConnected) {
        this.everConnected = true;
        this.connectedAt = performance.now();
      }
      this.options.onChange();
    };
    this.pc.onsignalingstatechange = () => {
      if (this.pc.signalingState === "stable") void this.applyCaps();
    };
    if (options.initiator) {
      this.adopted = true;
      for (const slot of SLOTS) {
        const track = options.receiveOnly ? null : options.localTrack(slot);
        this.pc.addTransceiver(track ?? (slot === "audio" ? "audio" : "video"), {
          direction: options.receiveOnly ? "recvonly" : "sendrecv",
        });
      }
    }
  }

  get connected(): boolean {
    return this.pc.connectionState === "connected";
  }

  /** A signal from this peer; handled one at a time, in order. */
  handle(message: SignalMessage): Promise<void> {
    this.chain = this.chain.then(() => this.apply(message)).catch(() => undefined);
    return this.chain;
  }

  /** Puts the current local track of a slot on its sender (device switch, effect, share started or stopped). */
  async refresh(slot: SenderSlot): Promise<void> {
    if (this.options.receiveOnly || this.closed) return;
    const transceiver = this.transceiver(slot);
    if (!transceiver) return;
    const track = this.options.localTrack(slot);
    if (transceiver.sender.track !== track)
      await transceiver.sender.replaceTrack(track).catch(() => undefined);
    await this.applyCaps();
  }

  /** A new ICE round (the network changed, or the path failed). */
  restartIce(): void {
    if (this.closed || !this.pc.remoteDescription) return;
    this.pc.restartIce();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.graceTimer);
    this.pc.close();
    for (const track of [...this.stream.getTracks(), ...this.screen.getTracks()]) track.stop();
  }

  private transceiver(slot: SenderSlot): RTCRtpTransceiver | undefined {
    return this.pc.getTransceivers()[SLOTS.indexOf(slot)];
  }

  private async offer(): Promise<void> {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const local = this.pc.localDescription;
      if (local) this.options.send({ description: { type: local.type, sdp: local.sdp } });
    } catch {
      // a newer negotiation took over; it sends its own offer
    } finally {
      this.makingOffer = false;
    }
  }

  private async apply({ description, candidate }: SignalMessage): Promise<void> {
    if (this.closed) return;
    if (description) {
      const action = onRemoteDescription(description.type, {
        polite: this.options.polite,
        makingOffer: this.makingOffer,
        signalingState: this.pc.signalingState,
        settingRemoteAnswer: this.settingRemoteAnswer,
      });
      this.ignoreOffer = action === "ignore";
      if (this.ignoreOffer) return;
      if (action === "rollback-then-accept") await this.pc.setLocalDescription({ type: "rollback" });
      this.settingRemoteAnswer = description.type === "answer";
      try {
        await this.pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      await this.candidates.flush().catch(() => undefined);
      if (description.type === "offer") {
        await this.adopt();
        await this.pc.setLocalDescription();
        const local = this.pc.localDescription;
        if (local) this.options.send({ description: { type: local.type, sdp: local.sdp } });
      }
      return;
    }
    if (!candidate) return;
    try {
      await this.candidates.push(candidate, Boolean(this.pc.remoteDescription));
    } catch (error) {
      // candidates of an offer we ignored cannot be added; anything else is a real fault
      if (!this.ignoreOffer) throw error;
    }
  }

  /** The answering side takes the transceivers the offer created: our tracks on them, or receive only. */
  private async adopt(): Promise<void> {
    if (this.adopted) return;
    this.adopted = true;
    if (this.options.receiveOnly) {
      for (const transceiver of this.pc.getTransceivers()) transceiver.direction = "recvonly";
      return;
    }
    for (const slot of SLOTS) {
      const transceiver = this.transceiver(slot);
      if (!transceiver) continue;
      transceiver.direction = "sendrecv";
      await transceiver.sender.replaceTrack(this.options.localTrack(slot)).catch(() => undefined);
    }
  }

  private received(event: RTCTrackEvent): void {
    const slot = SLOTS[this.pc.getTransceivers().indexOf(event.transceiver)];
    const target = slot === "screen" ? this.screen : this.stream;
    if (!target.getTracks().includes(event.track)) target.addTrack(event.track);
    this.options.onChange();
  }

  private iceChanged(): void {
    const need = iceRestartNeed(this.pc.iceConnectionState);
    clearTimeout(this.graceTimer);
    if (need === "now") this.restartIce();
    if (need === "later")
      this.graceTimer = setTimeout(() => {
        if (iceRestartNeed(this.pc.iceConnectionState) !== "no") this.restartIce();
      }, DISCONNECTED_GRACE_MS);
    this.options.onChange();
  }

  /** The spec's caps on every sender with a track (MEDIA_LIMITS: bitrate and frame rate per slot). */
  private async applyCaps(): Promise<void> {
    if (this.closed || this.pc.signalingState !== "stable") return;
    for (const slot of SLOTS) {
      const sender = this.transceiver(slot)?.sender;
      if (!sender?.track) continue;
      const parameters = sender.getParameters();
      if (!parameters.encodings || parameters.encodings.length === 0) continue;
      const encodings = cappedEncodings(parameters.encodings, encoderCap(slot, this.options.deviceClass));
      if (encodings) await sender.setParameters({ ...parameters, encodings }).catch(() => undefined);
    }
  }

  /** What each sending slot is capped at now. */
  senderCaps(): { slot: SenderSlot; maxBitrate?: number; maxFramerate?: number }[] {
    return SLOTS.flatMap((slot) => {
      const sender = this.transceiver(slot)?.sender;
      if (!sender?.track) return [];
      const encoding = sender.getParameters().encodings?.[0];
      return [{ slot, maxBitrate: encoding?.maxBitrate, maxFramerate: encoding?.maxFramerate }];
    });
  }

  /** Stats for the screens' connection quality and the tests (inbound and outbound bytes). */
  stats(): Promise<RTCStatsReport> {
    return this.pc.getStats();
  }
}
