import { chimeAttendeeOut } from "../../../../shared/contract/video";
import type { TVideoPeer, VideoJoinRefusal } from "../../../../shared/video/protocol";
import { getToken } from "../../../api/session";
import { LOCAL_TRACKS_EVENT } from "../media/events";
import type { RoomEvents, RoomParticipant } from "../room";
import type { PeerLink } from "./link";
import { readRoomToken } from "./token";

/** `localStorage["bizmeet.video.relay"] = "1"`: media only through TURN (the coturn check, docs/turn.md). */
export const RELAY_ONLY_KEY = "bizmeet.video.relay";
/** The spec's wait before connecting while the local tracks are not all there yet (13.15). */
export const TRACK_WAIT_MS = 3_000;

/** A join the server refused (the `refused` event carries the same reason). */
export class RoomRefusedError extends Error {
  constructor(readonly reason: VideoJoinRefusal) {
    super(`video.${reason}`);
  }
}

type Listeners = { [E in keyof RoomEvents]: Set<RoomEvents[E]> };

/** The room's events (room.ts RoomEvents) and their listeners. */
export class RoomEmitter {
  private readonly listeners: Listeners = {
    connection: new Set(),
    participants: new Set(),
    reaction: new Set(),
    ended: new Set(),
    refused: new Set(),
  };

  on<E extends keyof RoomEvents>(event: E, listener: RoomEvents[E]): () => void {
    const set = this.listeners[event] as Set<RoomEvents[E]>;
    set.add(listener);
    return () => set.delete(listener);
  }

  readonly emit = <E extends keyof RoomEvents>(event: E, ...args: Parameters<RoomEvents[E]>): void => {
    for (const listener of this.listeners[event])
      (listener as (...a: Parameters<RoomEvents[E]>) => void)(...args);
  };
}

/**
 * 13.15: with fewer local tracks than a full sender has (a microphone and a camera), waits up to 3 s for them
 * (a device still starting) before connecting. A spectator with no track at all does not wait: it never will
 * have any. Tracks that come later still reach the others (replaceTrack, no renegotiation).
 */
export function waitForTracks(local: MediaStream): Promise<void> {
  const count = local.getTracks().length;
  if (count === 0 || count >= 2) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      local.removeEventListener(LOCAL_TRACKS_EVENT, check);
      resolve();
    };
    const check = () => {
      if (local.getTracks().length >= 2) done();
    };
    const timer = setTimeout(done, TRACK_WAIT_MS);
    local.addEventListener(LOCAL_TRACKS_EVENT, check);
  });
}

export function safeStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** `GET /chime/attendeeOut` with the room token (the contract's X-Room-Token): the server records the leave. */
export async function attendeeOut(token: string, identity: string): Promise<void> {
  const claims = readRoomToken(token);
  if (!claims) return;
  const query = new URLSearchParams({ meetingId: claims.room, attendeeId: identity });
  const headers: Record<string, string> = { "x-room-token": token };
  const session = getToken();
  if (session) headers.authorization = session;
  await fetch(`${chimeAttendeeOut.path}?${query}`, { headers }).catch(() => undefined);
}

/** How another person of the room shows: their media once their link carries any, their screen while they share. */
export function remoteParticipant(peer: TVideoPeer, link: PeerLink | undefined): RoomParticipant {
  const hasMedia = link !== undefined && link.stream.getTracks().length > 0;
  const hasScreen = link !== undefined && peer.sharing && link.screen.getTracks().length > 0;
  return {
    ...peer,
    stream: hasMedia ? link.stream : undefined,
    screen: hasScreen ? link.screen : undefined,
    linked: link?.connected ?? false,
  };
}
