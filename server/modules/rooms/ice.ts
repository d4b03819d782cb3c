import { createHmac } from "node:crypto";
import type { TIceServer } from "../../../shared/video/protocol";

/** How long TURN credentials stay valid (the TURN REST scheme's expiry). */
export const TURN_CREDENTIAL_S = 3_600;

/**
 * The ICE servers a room token comes with: STUN as configured, and TURN with REST credentials (username
 * `<expiry>:<identity>`, password base64 of HMAC-SHA1(secret, username)) that coturn checks with
 * `use-auth-secret`/`static-auth-secret`. Without TURN_SECRET no TURN server is offered: a credential we
 * cannot sign would only fail later.
 */
export function iceServersFor(
  config: { stunUrls: string[]; turnUrls: string[]; turnSecret?: string },
  identity: string,
  nowS: number,
): TIceServer[] {
  const servers: TIceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    const username = `${nowS + TURN_CREDENTIAL_S}:${identity}`;
    const credential = createHmac("sha1", config.turnSecret).update(username).digest("base64");
    servers.push({ urls: config.turnUrls, username, credential });
  }
  return servers;
}
