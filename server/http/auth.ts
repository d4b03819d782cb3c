import { createHmac } from "node:crypto";
import { decodeJwt, jwtVerify, SignJWT } from "jose";

export interface Actor {
  userId: number;
  role: "USER" | "ADMIN";
  tokenVersion: number;
  /**
   * The session the token belongs to (auth_sessions): logging out revokes it. Every actor of a request or
   * a live connection has one; actors made in code for a service call (commands, tests) need none.
   */
  sessionId?: string;
}

/** An actor with its session: what a token is signed for. */
export type SessionActor = Actor & { sessionId: string };

/** How long a session's token lives, in seconds (7 days). */
export const TOKEN_LIFETIME_S = 7 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Signs and verifies the bearer tokens; the secret comes from config or the database (see config.ts). */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their expiry: a signature check costs more than the rest of a small
   * request. Only valid tokens are kept, never past their expiry; the version check against the user row
   * still runs on every request (app.ts), so a signed-out session stays signed out.
   */
  private readonly verified = new Map<string, { actor: SessionActor; expiresAt: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** An HMAC over a private file link (its storage key and expiry), with the same secret, another purpose. */
  fileSignature(data: string): string {
    return createHmac("sha256", this.key).update(`file-link\n${data}`).digest("base64url");
  }

  /** A token for the actor's session, expiring after `lifetimeS` seconds (never after its session does). */
  async sign(actor: SessionActor, lifetimeS: number = TOKEN_LIFETIME_S): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: actor.role, ver: actor.tokenVersion, sid: actor.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(actor.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeS)
      .sign(this.key);
  }

  /**
   * A token of another purpose than a session (`typ`: a video room token), with its own claims, expiring at
   * `expiresAtS` (seconds since the epoch). Session verification refuses it, and `verifyTyped` refuses
   * session tokens and tokens of other purposes.
   */
  async signTyped(
    typ: string,
    subject: string,
    claims: Record<string, unknown>,
    expiresAtS: number,
  ): Promise<string> {
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresAtS)
      .sign(this.key);
  }

  /** The claims of a valid token of purpose `typ`, or undefined. */
  async verifyTyped(typ: string, token: string | undefined): Promise<Record<string, unknown> | undefined> {
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token.startsWith("Bearer ") ? token.slice(7) : token, this.key, {
        algorithms: ["HS256"],
      });
      return payload.typ === typ ? payload : undefined;
    } catch {
      return undefined;
    }
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
  async verify(header: string | undefined): Promise<SessionActor | undefined> {
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
      // A token without a session (issued before sessions existed) is not accepted: sign in again. A token of
      // another purpose (a room token) is never a session token.
      if (payload.typ !== undefined) return undefined;
      if (!Number.isInteger(userId) || typeof payload.sid !== "string" || !UUID.test(payload.sid))
        return undefined;
      const actor: SessionActor = {
        userId,
        role: payload.role === "ADMIN" ? "ADMIN" : "USER",
        tokenVersion: typeof payload.ver === "number" ? payload.ver : 0,
        sessionId: payload.sid,
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
