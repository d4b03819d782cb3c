import { createHmac } from "node:crypto";
import { decodeJwt, jwtVerify, SignJWT } from "jose";

export interface Actor {
  userId: number;
  role: "USER" | "ADMIN";
  tokenVersion: number;
}

const TOKEN_LIFETIME = "7d";

/** Signs and verifies the bearer tokens; the secret comes from config or the database (see config.ts). */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their expiry: a signature check costs more than the rest of a small
   * request. Only valid tokens are kept, never past their expiry; the version check against the user row
   * still runs on every request (app.ts), so a signed-out session stays signed out.
   */
  private readonly verified = new Map<string, { actor: Actor; expiresAt: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** An HMAC over a private file link (its storage key and expiry), with the same secret, another purpose. */
  fileSignature(data: string): string {
    return createHmac("sha256", this.key).update(`file-link\n${data}`).digest("base64url");
  }

  async sign(actor: Actor, lifetime: string = TOKEN_LIFETIME): Promise<string> {
    return new SignJWT({ role: actor.role, ver: actor.tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(actor.userId))
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(this.key);
  }

  /** When a token (already verified) expires, in ms since the epoch. */
  expiryOf(header: string): number | undefined {
    const token = header.startsWith("Bearer ") ? header.slice(7) : header;
    try {
      const { exp } = decodeJwt(token);
      return typeof exp === "number" ? exp * 1000 : undefined;
    } catch {
      return undefined;
    }
  }

  /** The actor of a valid token, or undefined for a missing, expired or forged one. */
  async verify(header: string | undefined): Promise<Actor | undefined> {
    if (!header) return undefined;
    const token = header.startsWith("Bearer ") ? header.slice(7) : header;
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.actor;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return undefined;
      const actor: Actor = {
        userId,
        role: payload.role === "ADMIN" ? "ADMIN" : "USER",
        tokenVersion: typeof payload.ver === "number" ? payload.ver : 0,
      };
      if (typeof payload.exp === "number") {
        if (this.verified.size >= 10_000) this.verified.clear();
        this.verified.set(token, { actor, expiresAt: payload.exp * 1000 });
      }
      return actor;
    } catch {
      return undefined;
    }
  }
}
