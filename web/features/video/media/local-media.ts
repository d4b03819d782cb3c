import type { DeviceKind, LocalMedia } from "../index";
import { type BackgroundMode, loadChoices, type MediaChoices, saveChoices } from "./choices";
import { audioConstraints, currentDeviceClass, videoConstraints } from "./constraints";
import { LOCAL_TRACKS_EVENT } from "./events";

/** Why a kind of input is missing: the person refused, the machine has none, or it failed to start. */
export type MediaProblem = "denied" | "missing" | "busy" | "failed";

export function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "failed";
}

/** A camera track drawn through a background effect, and how to stop drawing. */
export interface ProcessedCamera {
  track: MediaStreamTrack;
  /** Resolves when the device fell behind: the raw camera is sent again and the effect is off. */
  dropped?: Promise<void>;
  stop(): void;
}

/** Wraps the camera track in a background effect (effects/background.ts); undefined: leave it as it is. */
export type CameraEffect = (
  track: MediaStreamTrack,
  mode: BackgroundMode,
) => Promise<ProcessedCamera | undefined>;

/**
 * The person's camera and microphone from the device step to the end of the call (the seam's LocalMedia):
 * one stable MediaStream whose tracks are replaced on a device switch, Voice Focus or a background effect
 * (a room sending the stream follows through LOCAL_TRACKS_EVENT); mute is `track.enabled = false`.
 */
export class DeviceMedia implements LocalMedia {
  readonly stream = new MediaStream();
  audio = true;
  video = true;
  problems: Partial<Record<"audio" | "video", MediaProblem>> = {};
  choices: MediaChoices = loadChoices();
  /** The background effect was turned off because this device fell behind. */
  effectDropped = false;
  private list: MediaDeviceInfo[] = [];
  /** The camera as captured (the stream may carry its processed copy instead). */
  private raw: MediaStreamTrack | undefined;
  private processing: ProcessedCamera | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly onDeviceChange = () => void this.devicesChanged();
  private stopped = false;

  constructor(
    /** An observer: no camera or microphone is asked for. */
    readonly receiveOnly = false,
    private readonly effect?: CameraEffect,
  ) {
    navigator.mediaDevices?.addEventListener("devicechange", this.onDeviceChange);
  }

  /** Asks for the camera and microphone (again, after a refusal: the retry). */
  async start(): Promise<void> {
    this.problems = {};
    if (!this.receiveOnly) {
      if (!navigator.mediaDevices?.getUserMedia) this.problems = { audio: "failed", video: "failed" };
      else await Promise.all([this.acquire("audio"), this.acquire("video")]);
    }
    await this.readDevices();
    this.changed();
  }

  private async acquire(kind: "audio" | "video"): Promise<void> {
    const deviceId = this.choices.devices[kind === "audio" ? "audioinput" : "videoinput"];
    const constraints = (id: string | undefined) =>
      kind === "audio"
        ? { audio: audioConstraints({ deviceId: id, voiceFocus: this.choices.voiceFocus }) }
        : { video: videoConstraints(currentDeviceClass(), id) };
    try {
      let stream: MediaStream;
      try {
        stream = await this.open(kind, constraints(deviceId));
      } catch (error) {
        // the remembered device is gone: the default one
        if (!deviceId || problemOf(error) !== "missing") throw error;
        stream = await this.open(kind, constraints(undefined));
      }
      const track = kind === "audio" ? stream.getAudioTracks()[0] : stream.getVideoTracks()[0];
      if (!track) throw new DOMException("no track", "NotFoundError");
      await this.put(kind, track);
      delete this.problems[kind];
    } catch (error) {
      this.problems[kind] = problemOf(error);
    }
  }

  /**
   * Opens an input. Switching cameras during a call opens the new one while the old one still runs; a device
   * that cannot hold two cameras at once (most phones) refuses with NotReadableError: the old one is stopped
   * and the new one asked for again.
   */
  private async open(kind: "audio" | "video", constraints: MediaStreamConstraints): Promise<MediaStream> {
    try {
      return await navigator.mediaDevices.getUserMedia(constraints);
    } catch (error) {
      const running = kind === "video" ? this.raw : this.stream.getAudioTracks()[0];
      if (!running || running.readyState === "ended" || problemOf(error) !== "busy") throw error;
      running.stop();
      return navigator.mediaDevices.getUserMedia(constraints);
    }
  }

  /** Puts a fresh input track in the stream (the camera through the background effect). */
  private async put(kind: "audio" | "video", track: MediaStreamTrack): Promise<void> {
    if (this.stopped) {
      track.stop();
      return;
    }
    if (kind === "audio") return this.swap("audio", track);
    if (this.raw !== track) this.raw?.stop();
    this.raw = track;
    await this.render();
  }

  /** Sends the raw camera or its processed copy, as the background choice says. */
  private async render(): Promise<void> {
    const raw = this.raw;
    if (!raw) return;
    const previous = this.processing;
    this.processing = undefined;
    const processed =
      this.choices.background !== "none" ? await this.effect?.(raw, this.choices.background) : undefined;
    if (this.raw !== raw || this.stopped) {
      processed?.stop();
      return;
    }
    this.processing = processed;
    this.swap("video", processed?.track ?? raw);
    previous?.stop();
    void processed?.dropped?.then(() => {
      if (this.processing !== processed || !this.raw) return;
      this.processing = undefined;
      this.effectDropped = true;
      this.swap("video", this.raw);
      processed.stop();
      this.changed();
    });
  }

  private swap(kind: "audio" | "video", track: MediaStreamTrack): void {
    const old = kind === "audio" ? this.stream.getAudioTracks()[0] : this.stream.getVideoTracks()[0];
    if (old === track) return;
    // in a call the room mutes by disabling the track: the new one keeps the old one's state
    track.enabled = old ? old.enabled : kind === "audio" ? this.audio : this.video;
    if (old) {
      this.stream.removeTrack(old);
      if (old !== this.raw) old.stop();
    }
    this.stream.addTrack(track);
    this.stream.dispatchEvent(new Event(LOCAL_TRACKS_EVENT));
  }

  private async readDevices(): Promise<void> {
    this.list = (await navigator.mediaDevices?.enumerateDevices?.().catch(() => [])) ?? [];
  }

  private async devicesChanged(): Promise<void> {
    await this.readDevices();
    // the device in use was unplugged: the browser's default takes its place
    for (const [kind, input] of [
      ["audio", "audioinput"],
      ["video", "videoinput"],
    ] as const) {
      const track = kind === "audio" ? this.stream.getAudioTracks()[0] : this.raw;
      if (!this.receiveOnly && track?.readyState === "ended") await this.acquire(kind);
      else if (!track && this.problems[kind] === "missing" && this.list.some((d) => d.kind === input))
        await this.acquire(kind);
    }
    this.changed();
  }

  setAudio(on: boolean): void {
    this.audio = on;
    for (const track of this.stream.getAudioTracks()) track.enabled = on;
    this.changed();
  }

  setVideo(on: boolean): void {
    this.video = on;
    for (const track of this.stream.getVideoTracks()) track.enabled = on;
    this.changed();
  }

  devices(): Record<DeviceKind, MediaDeviceInfo[]> {
    const of = (kind: DeviceKind) => this.list.filter((d) => d.kind === kind && d.deviceId !== "");
    return { audioinput: of("audioinput"), audiooutput: of("audiooutput"), videoinput: of("videoinput") };
  }

  chosen(): Partial<Record<DeviceKind, string>> {
    const inUse = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId;
    return {
      audioinput: inUse(this.stream.getAudioTracks()[0]) ?? this.choices.devices.audioinput,
      videoinput: inUse(this.raw) ?? this.choices.devices.videoinput,
      audiooutput: this.choices.devices.audiooutput,
    };
  }

  async choose(kind: DeviceKind, deviceId: string): Promise<void> {
    this.remember({ ...this.choices, devices: { ...this.choices.devices, [kind]: deviceId } });
    if (kind === "audioinput" && !this.receiveOnly) await this.acquire("audio");
    if (kind === "videoinput" && !this.receiveOnly) await this.acquire("video");
    this.changed();
  }

  /** Voice Focus on or off: the microphone is opened again with the browser's processing set accordingly. */
  async setVoiceFocus(on: boolean): Promise<void> {
    this.remember({ ...this.choices, voiceFocus: on });
    if (!this.receiveOnly && this.stream.getAudioTracks().length > 0) await this.acquire("audio");
    this.changed();
  }

  /** The background effect on the camera (the raw camera keeps running underneath). */
  async setBackground(mode: BackgroundMode): Promise<void> {
    this.remember({ ...this.choices, background: mode });
    await this.render();
    this.changed();
  }

  /** Whether a background effect is being drawn now (it is dropped when the device is too slow). */
  get effectActive(): boolean {
    return this.processing !== undefined;
  }

  private remember(choices: MediaChoices): void {
    this.choices = choices;
    saveChoices(choices);
  }

  on(_event: "change", listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  stop(): void {
    this.stopped = true;
    navigator.mediaDevices?.removeEventListener("devicechange", this.onDeviceChange);
    this.processing?.stop();
    this.raw?.stop();
    for (const track of this.stream.getTracks()) track.stop();
    this.changed();
  }
}
