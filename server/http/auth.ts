import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export interface Actor {
  userId: number;
  role: "USER" | "ADMIN";
  tokenVersion: number;
}

const TOKEN_LIFETIME = "7d";

/** Signs and verifies the bearer tokens; the secret comes from config or the database (see config.ts). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** An HMAC over a private file link (its storage key and expiry), with the same secret, another purpose. */
  fileSignature(data: string): string {
    return createHmac("sha256", this.key).update(`file-link\n${data}`).digest("base64url");
  }

  async sign(actor: Actor): Promise<string> {
    return new SignJWT({ role: actor.role, ver: actor.tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(actor.userId))
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  /** The actor of a valid token, or undefined for a missing, expired or forged one. */
  async verify(header: string | undefined): Promise<Actor | undefined> {
    if (!header) return undefined;
    const token = header.startsWith("Bearer ") ? header.slice(7) : header;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return undefined;
      return {
        userId,
        role: payload.role === "ADMIN" ? "ADMIN" : "USER",
        tokenVersion: typeof payload.ver === "number" ? payload.ver : 0,
      };
    } catch {
      return undefined;
    }
  }
}
