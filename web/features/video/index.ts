/**
 * What the call screens (web/features/video-call, web/pages/video) take from the media layer: the room
 * (web/features/video/room.ts), the local camera and microphone, and the device check. Screens import from this
 * file only; they never touch RTCPeerConnection, getUserMedia or Socket.IO themselves.
 *
 * Behind it: the peer-to-peer mesh (mesh/), the person's media and its remembered choices (media/), background
 * effects with MediaPipe (effects/), and the device step's components (ui/).
 */
import type { ComponentType } from "react";
import { DeviceMedia } from "./media/local-media";
import { MeetingRoom } from "./mesh/meeting-room";
import type { Room } from "./room";
import { DeviceCheck as DeviceCheckView } from "./ui/DeviceCheck";
import { DeviceSettings as DeviceSettingsView } from "./ui/DeviceSettings";

export type {
  JoinOptions,
  JoinResult,
  Room,
  RoomConnection,
  RoomEvents,
  RoomParticipant,
  RoomRefusal,
} from "./room";

export type DeviceKind = "audioinput" | "audiooutput" | "videoinput";

/** The chosen camera and microphone, alive from the device step to the end of the call. */
export interface LocalMedia {
  /** One stable stream whose tracks are replaced on a device switch or a background effect. */
  readonly stream: MediaStream;
  /** Whether the microphone / camera is on (a stopped camera keeps its place in the stream, disabled). */
  readonly audio: boolean;
  readonly video: boolean;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  /** Devices by kind as the browser lists them (labels once permission was given). */
  devices(): Record<DeviceKind, MediaDeviceInfo[]>;
  /** The chosen device per kind (remembered in the browser). */
  chosen(): Partial<Record<DeviceKind, string>>;
  choose(kind: DeviceKind, deviceId: string): Promise<void>;
  /** Anything above changed (a track replaced, a device plugged in, audio or video toggled). */
  on(event: "change", listener: () => void): () => void;
  /** Stops every track (leaving the call, or leaving the page). */
  stop(): void;
}

export interface DeviceCheckProps {
  /** The primary action ("Join", "Enter as observer"): called with the media the person chose. */
  onReady: (media: LocalMedia) => void;
  actionLabel: string;
  busy?: boolean;
  /** An observer sends nothing: no camera or microphone is asked for, only the speaker is chosen. */
  receiveOnly?: boolean;
  /** The spec's CPU setting for background effects, an integer percentage (default 40; effects/cpu.ts). */
  cpuSetting?: number | string;
}

export interface DeviceSettingsProps {
  media: LocalMedia;
  /** An observer: only the speaker. */
  receiveOnly?: boolean;
  /** As in DeviceCheckProps. */
  cpuSetting?: number | string;
}

/**
 * A meeting room (up to six people, peer-to-peer over our signalling). `join` rejects with RoomRefusedError
 * (and emits `refused`) when the server refuses; `refused("removed")` when the server closes the seat later
 * (the meeting's end, a right taken away, the room closed); `ended(byName)` when someone ended it for all.
 * A LocalMedia's stream passed as `local` keeps the senders in step by itself (device switch, Voice Focus,
 * background effect); `replaceTrack` is for other streams. In a call, mute and camera go through `room.setAudio`
 * / `room.setVideo` (they tell the others); LocalMedia's own switches are for the device step. `localStorage["bizmeet.video.relay"] = "1"` sends
 * media through TURN only (the coturn check).
 */
export function createMeetingRoom(): Room {
  return new MeetingRoom();
}

/** The device step of /video/{id} and /videoMeeting/device (13.1-13.9). */
export const DeviceCheck: ComponentType<DeviceCheckProps> = DeviceCheckView;

/** The call screen's device panel: the same choices as the device step, on the running call. */
export const DeviceSettings: ComponentType<DeviceSettingsProps> = DeviceSettingsView;

/**
 * The camera and microphone with the remembered choices, without the device step (a rejoin, a screen that
 * skips it); an observer's (`receiveOnly`) holds no track. Problems are in `problems`, never thrown.
 */
export async function openLocalMedia(options: { receiveOnly?: boolean } = {}): Promise<LocalMedia> {
  const media = new DeviceMedia(options.receiveOnly ?? false);
  await media.start();
  return media;
}

/** Whether this browser can share a screen (13.18: Share is disabled where it cannot). */
export function canShareScreen(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";
}

export { screenConstraints } from "./media/constraints";
export { canChooseSpeaker } from "./media/tone";
export { RELAY_ONLY_KEY, RoomRefusedError } from "./mesh/room-support";
export { playOn } from "./play-on";
