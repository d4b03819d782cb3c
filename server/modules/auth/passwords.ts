import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (memory-hard; about 25 ms on our machines). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown addresses cannot be told apart by timing. */
export async function burnVerify(password: string): Promise<void> {
  dummyHash ??= hash("not-a-real-password-1");
  await verifyPassword(await dummyHash, password);
}

export function newCode(): string {
  return randomBytes(24).toString("base64url");
}

export function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
