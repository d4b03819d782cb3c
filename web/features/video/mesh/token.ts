/** The claims of a room token the client needs (it never verifies them: the server does, at every join). */
export interface RoomTokenClaims {
  room: string;
  identity: string;
}

/** Reads a room token's payload (a JWT's middle part); undefined when it is not one. */
export function readRoomToken(token: string): RoomTokenClaims | undefined {
  const part = token.replace(/^Bearer\s+/i, "").split(".")[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(part.length / 4) * 4, "=");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<RoomTokenClaims>;
    if (typeof claims.room !== "string" || typeof claims.identity !== "string") return undefined;
    return { room: claims.room, identity: claims.identity };
  } catch {
    return undefined;
  }
}
