import { z } from "zod";

/**
 * The video rooms' signalling over the app's one Socket.IO connection (docs/video.md). A client joins a room
 * with the room token that `GET /video/videoCall/token` (or a guest's or a direct room's join) gave it; from
 * then on it exchanges WebRTC offers, answers and ICE candidates with the other peers of that room only,
 * through the server, which checks every message's room and target. Media never passes through the server.
 */

/** Who a peer is in a room (the room token says it; the server decides it). */
export const VIDEO_ROLES = ["participant", "interpreter", "observer", "guest"] as const;
export type VideoRole = (typeof VIDEO_ROLES)[number];

/** At most six people in a meeting room: two of each company, the interpreter, the host watching. */
export const VIDEO_LIMITS = {
  peers: 6,
  perCompany: 2,
  interpreters: 1,
  observers: 1,
  /** Guests and direct-room visitors (a direct room has no companies): everyone counts against `peers`. */
  /** A meeting room opens this long before its start and closes at its end. */
  opensBeforeMs: 10 * 60_000,
  /** The dialog before the end (13.16). */
  endWarningS: 180,
} as const;

/** Capture and encoder caps (13.x media limits; docs/decisions.md "Video meetings"). */
export const MEDIA_LIMITS = {
  desktop: { width: 1280, height: 720, frameRate: 24 },
  phone: { width: 640, height: 480, frameRate: 24 },
  screen: { width: 1920, height: 1080, frameRate: 10 },
  /** Per outgoing video in a mesh: each sender uploads one copy per peer. */
  videoBitrate: { camera: 1_200_000, phone: 600_000, screen: 2_500_000 },
  audioBitrate: 64_000,
} as const;

/** The emoji reactions of 13.46, each shown 2000 ms. */
export const REACTIONS = [
  "thumbsUp",
  "clappingHands",
  "grinningFace",
  "purpleHeart",
  "lightBulb",
  "foldedHands",
  "pensiveFace",
  "faceWithTearOfJoy",
  "faceWithOpenMouth",
] as const;
export const REACTION_MS = 2_000;

/** A peer as the others see it. `peerId` is its connection's id (unique per join). */
export const ZVideoPeer = z.object({
  peerId: z.string(),
  identity: z.string(),
  name: z.string(),
  company: z.string(),
  role: z.enum(VIDEO_ROLES),
  /** The application (company side) a participant speaks for; null for others. */
  applicationId: z.number().int().nullable(),
  audio: z.boolean(),
  video: z.boolean(),
  sharing: z.boolean(),
  joinedAt: z.number(),
});
export type TVideoPeer = z.infer<typeof ZVideoPeer>;

export const ZIceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type TIceServer = z.infer<typeof ZIceServer>;

// ---- client → server (validated by the server) ----

export const ZVideoJoin = z.object({
  token: z.string().min(1).max(4_000),
  audio: z.boolean().default(true),
  video: z.boolean().default(true),
});

/** One negotiation message for one peer of the same room. */
export const ZVideoSignal = z
  .object({
    to: z.string().min(1).max(64),
    description: z
      .object({
        type: z.enum(["offer", "answer", "pranswer", "rollback"]),
        sdp: z.string().max(200_000).optional(),
      })
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(2_000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable()
      .optional(),
  })
  .refine((m) => m.description !== undefined || m.candidate !== undefined, "a description or a candidate");

export const ZVideoState = z.object({ audio: z.boolean(), video: z.boolean(), sharing: z.boolean() });
export const ZVideoReaction = z.object({ reaction: z.enum(REACTIONS) });

// ---- server → client ----

export type VideoJoinRefusal = "token" | "closed" | "full" | "companyFull" | "sharing" | "replaced";
export type VideoJoinAnswer =
  | {
      ok: true;
      self: TVideoPeer;
      peers: TVideoPeer[];
      iceServers: TIceServer[];
      /** The room's window (ms since the epoch): the end warning and the close follow it. */
      endsAt: number | null;
    }
  | { ok: false; error: VideoJoinRefusal };

/** Events the server sends into a room (payloads documented in docs/video.md). */
export const VIDEO_EVENTS = {
  peerJoined: "video:peer-joined",
  peerLeft: "video:peer-left",
  peerState: "video:peer-state",
  signal: "video:signal",
  reaction: "video:reaction",
  ended: "video:ended",
} as const;
