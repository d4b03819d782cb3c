import { createHmac } from "node:crypto";
import type { TIceServer } from "../../../shared/video/protocol";
import type { RoomClaims } from "./room-token";

/** How long TURN credentials stay valid at most (the TURN REST scheme's expiry). */
export const TURN_CREDENTIAL_S = 3_600;

/**
 * The ICE servers of a seat: STUN as configured, and TURN with REST credentials (username `<expiry>:<identity>`,
 * password base64 of HMAC-SHA1(secret, username)) that coturn checks with `use-auth-secret`/`static-auth-secret`.
 * The relay is for real rooms only: the device check's test room (the caller alone, reachable without a login)
 * gets none. The credentials expire with the room token (`exp`: an hour at most, never past the room's end).
 * Without TURN_SECRET no TURN server is offered: a credential we cannot sign would only fail later.
 */
export function iceServersFor(
  config: { stunUrls: string[]; turnUrls: string[]; turnSecret?: string },
  seat: Pick<RoomClaims, "identity" | "eventType" | "exp">,
  nowS: number,
): TIceServer[] {
  const servers: TIceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret && seat.eventType !== "test") {
    const expiry = Math.min(seat.exp, nowS + TURN_CREDENTIAL_S);
    if (expiry <= nowS) return servers;
    const username = `${expiry}:${seat.identity}`;
    const credential = createHmac("sha1", config.turnSecret).update(username).digest("base64");
    servers.push({ urls: config.turnUrls, username, credential });
  }
  return servers;
}
