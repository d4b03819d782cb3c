import { type TVideoPeer, VIDEO_EVENTS, type VideoJoinAnswer } from "../../../../shared/video/protocol";
import { getToken } from "../../../api/session";
import {
  emit,
  holdAnonymous,
  onConnect,
  onRealtimeState,
  realtimeState,
  request,
  subscribe,
} from "../../../lib/realtime";
import type { SignalMessage } from "./link";

/** What the room hears from the server (shared/video/protocol.ts, server → client). */
export interface SignallingHandlers {
  peerJoined(peer: TVideoPeer): void;
  peerLeft(peerId: string): void;
  peerState(peerId: string, state: { audio: boolean; video: boolean; sharing: boolean }): void;
  signal(from: string, message: SignalMessage): void;
  reaction(peerId: string, reaction: string): void;
  /**
   * The room ended for us: by someone (their name), or by the server (no name; `reason` "full": a guest's seat
   * went to a party of the meeting, "replaced": the same person joined again elsewhere).
   */
  ended(byName: string, reason: string): void;
  /** The connection came back after a drop (the server dropped our seat with it: join again). */
  reconnected(): void;
  /** The connection went down or came up. */
  connectionChanged(up: boolean): void;
}

/**
 * The video rooms' signalling over the app's one Socket.IO connection (web/lib/realtime.ts). A guest or a
 * direct-room visitor has no session: the connection is then opened without one (the server accepts such a
 * socket for video rooms only).
 */
export function openSignalling(handlers: SignallingHandlers) {
  const releaseAnonymous = getToken() ? () => undefined : holdAnonymous();
  const record = (payload: unknown) => (payload ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const offs = [
    subscribe(VIDEO_EVENTS.peerJoined, (p) => handlers.peerJoined(p as TVideoPeer)),
    subscribe(VIDEO_EVENTS.peerLeft, (p) => handlers.peerLeft(text(record(p).peerId))),
    subscribe(VIDEO_EVENTS.peerState, (p) => {
      const { peerId, audio, video, sharing } = record(p);
      handlers.peerState(text(peerId), {
        audio: audio === true,
        video: video === true,
        sharing: sharing === true,
      });
    }),
    subscribe(VIDEO_EVENTS.signal, (p) => {
      const { from, description, candidate } = record(p);
      handlers.signal(text(from), {
        description: description as SignalMessage["description"],
        candidate: candidate as SignalMessage["candidate"],
      });
    }),
    subscribe(VIDEO_EVENTS.reaction, (p) =>
      handlers.reaction(text(record(p).peerId), text(record(p).reaction)),
    ),
    subscribe(VIDEO_EVENTS.ended, (p) => handlers.ended(text(record(p).byName), text(record(p).reason))),
    onConnect((reconnect) => {
      if (reconnect) handlers.reconnected();
    }),
    onRealtimeState(() => handlers.connectionChanged(realtimeState() === "connected")),
  ];
  return {
    join: (token: string, audio: boolean, video: boolean) =>
      request<VideoJoinAnswer>("video:join", { token, audio, video }, 15_000),
    signal: (to: string, message: SignalMessage) => emit("video:signal", { to, ...message }),
    state: (state: { audio: boolean; video: boolean; sharing: boolean }) => emit("video:state", state),
    /** Claims the room's one screen share: the server answers whether this person may share now. */
    claimShare: (state: { audio: boolean; video: boolean }) =>
      request<{ ok: boolean; error?: string }>("video:state", { ...state, sharing: true }, 10_000),
    reaction: (reaction: string) => emit("video:reaction", { reaction }),
    end: () => request<{ ok: boolean }>("video:end", {}, 10_000),
    leave: () => request<{ ok: boolean }>("video:leave", {}, 3_000).catch(() => undefined),
    close() {
      for (const off of offs) off();
      releaseAnonymous();
    },
  };
}

export type Signalling = ReturnType<typeof openSignalling>;
