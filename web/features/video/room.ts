import type { TIceServer, TVideoPeer, VideoJoinRefusal } from "../../../shared/video/protocol";

/**
 * The one room object the call screens talk to (STYLE.md rule 13, like Jitsi's JitsiConference or LiveKit's
 * Room). Whether media goes peer-to-peer (the meeting rooms' mesh over our signalling) or through Janus (the
 * presentation rooms) is the transport's business, never the screen's: screens never touch RTCPeerConnection,
 * Socket.IO or Janus messages.
 */

/**
 * Why the room refused or closed: a join refusal, sent out ("removed": by a presenter in a presentation, a
 * right taken away in a meeting), or the room's end ("ended").
 */
export type RoomRefusal = VideoJoinRefusal | "removed" | "ended";

/** The spec's connection states (13.14): controls are disabled while reconnecting. */
export type RoomConnection = "connecting" | "connected" | "reconnecting" | "disconnected";

/** A person in the room with what they send (streams are the browser's, to attach to <video>/<audio>). */
export interface RoomParticipant extends TVideoPeer {
  /** The person's camera and microphone as received (undefined until their media arrives, or for oneself). */
  stream?: MediaStream;
  /** Their screen share, when they share. */
  screen?: MediaStream;
  /** Per peer: whether the media path to this person is up (ICE connected). */
  linked: boolean;
}

export interface RoomEvents {
  /** The connection state changed. */
  connection: (state: RoomConnection) => void;
  /** Someone joined, left, changed their state or their media arrived: read `participants()` again. */
  participants: () => void;
  /** A reaction (13.46) from someone (oneself included), to show for REACTION_MS. */
  reaction: (from: string, reaction: string) => void;
  /** Someone ended the meeting for everyone (13.34). */
  ended: (byName: string) => void;
  /** The server refused or closed the room (token expired, right taken away, room full, its end). */
  refused: (reason: RoomRefusal) => void;
}

export interface JoinOptions {
  /** The room token from `GET /video/videoCall/token` (or a direct room's / guest's join). */
  token: string;
  /** The local camera and microphone chosen in the device step (may hold no tracks: a spectator). */
  local: MediaStream;
  /** Start muted / with video stopped (the remembered selfAudioStop / selfVideoStop). */
  audio: boolean;
  video: boolean;
}

export interface JoinResult {
  self: TVideoPeer;
  iceServers: TIceServer[];
  endsAt: number | null;
}

/** What a call screen can do with a room. */
export interface Room {
  join(options: JoinOptions): Promise<JoinResult>;
  /** Leaves (and tells the server, `attendeeOut`); the streams of others stop. */
  leave(): Promise<void>;
  /** Ends the meeting for everyone (a party of the meeting only). */
  endForAll(): Promise<void>;
  participants(): RoomParticipant[];
  connection(): RoomConnection;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  /**
   * What this person sends now, where the room may keep a switch off (a presentation's attendee until a
   * presenter opens the microphone); read again at each `participants` event. Absent: the switches decide.
   */
  outgoing?(): { audio: boolean; video: boolean };
  /** Replaces the local camera or microphone track (device switch, background effect) without renegotiating. */
  replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void>;
  /** Starts sharing a screen (one at a time in a room: refused while someone else shares). */
  shareScreen(stream: MediaStream): Promise<void>;
  stopSharing(): Promise<void>;
  react(reaction: string): void;
  on<E extends keyof RoomEvents>(event: E, listener: RoomEvents[E]): () => void;
}
