import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The QR payload of a badge: `BZ1.<badge id>.<signature>`. The id is random; the signature is an HMAC-SHA256
 * (first 12 bytes, url-safe base64) under a key derived from the app's signing secret, so a forged or mistyped
 * code is refused before any lookup and no personal data is ever printed in the code. HMAC rather than
 * Ed25519: staff devices recognize badges offline by their id in the roster they keep (docs/checkin.md), so a
 * public verification key would add nothing there, and the short signature keeps the QR small enough to read
 * at arm's length from a phone.
 */
export const QR_PREFIX = "BZ1";

export type BadgeSigner = (badgeId: string) => string;

/** A signer from a derived key (see badges.service `signerOf`). */
export function makeSigner(key: Uint8Array | string): BadgeSigner {
  return (badgeId) =>
    createHmac("sha256", key).update(`badge\n${badgeId}`).digest().subarray(0, 12).toString("base64url");
}

export function qrPayload(sign: BadgeSigner, badgeId: string): string {
  return `${QR_PREFIX}.${badgeId}.${sign(badgeId)}`;
}

/** The badge id of a well-signed payload, else undefined. */
export function readQrPayload(sign: BadgeSigner, payload: string): string | undefined {
  const parts = payload.trim().split(".");
  if (parts.length !== 3 || parts[0] !== QR_PREFIX) return undefined;
  const [, id, sig] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]{10,40}$/.test(id)) return undefined;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
