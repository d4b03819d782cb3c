import { createDecipheriv, createECDH, createPublicKey, hkdfSync, verify } from "node:crypto";

/**
 * The browser's half of Web Push, for tests: reading an aes128gcm message (RFC 8188) with the keys of RFC 8291,
 * and checking a VAPID token (RFC 8292). Written from the RFCs with node:crypto alone, so the tests do not
 * trust the sending library to check itself.
 */

const te = new TextEncoder();

/** What a subscriber holds: its ECDH P-256 private key, the matching public point and the auth secret. */
export interface SubscriberKeys {
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

/** Decrypts an aes128gcm body sent to the subscriber; throws on any malformed or forged part. */
export function decryptAes128gcm(body: Buffer, keys: SubscriberKeys): Buffer {
  // RFC 8188 §2.1: salt (16) | record size (uint32) | key id length (1) | key id (the sender's public point)
  if (body.length < 21) throw new Error("body shorter than its header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderPublic[0] !== 4) throw new Error("key id is not an uncompressed P-256 point");
  if (recordSize < 18) throw new Error("record size too small");

  // RFC 8291 §3.3-3.4: the input keying material from the shared secret and the auth secret
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([te.encode("WebPush: info\0"), keys.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.authSecret, keyInfo, 32));
  // RFC 8188 §2.2-2.3: content encryption key and nonce from the salt
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, te.encode("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, te.encode("Content-Encoding: nonce\0"), 12));

  const content = body.subarray(21 + idLength);
  const records: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < content.length; offset += recordSize, seq++) {
    const record = content.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= content.length;
    records.push(unpad(openRecord(record, cek, nonceFor(baseNonce, seq)), last));
  }
  if (records.length === 0) throw new Error("no record");
  return Buffer.concat(records);
}

/** The record's nonce: the base nonce XOR the record's sequence number (big-endian, 96 bits). */
function nonceFor(base: Buffer, seq: number): Buffer {
  const nonce = Buffer.from(base);
  // records of one push message are few: the sequence number fits the last 32 bits
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
  return nonce;
}

function openRecord(record: Buffer, key: Buffer, nonce: Buffer): Buffer {
  if (record.length < 17) throw new Error("record shorter than its tag");
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  return Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
}

/** RFC 8188 §2: strip the zero padding and the delimiter (2 on the last record, 1 on the others). */
function unpad(plain: Buffer, last: boolean): Buffer {
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (end < 0) throw new Error("record without a padding delimiter");
  if (plain[end] !== (last ? 2 : 1)) throw new Error("wrong padding delimiter");
  return plain.subarray(0, end);
}

/** What a valid VAPID header said: the claims and the signer's public key (base64url). */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  publicKey: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by k, for this origin,
 * expiring in the future but within 24 hours, with a subject. Throws with the reason when anything is off.
 */
export function verifyVapid(header: string | undefined, origin: string, nowMs: number): VapidClaims {
  const match = /^vapid\s+t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)$/.exec(
    header?.trim() ?? "",
  );
  if (!match) throw new Error("no vapid t=…, k=… authorization");
  const [token, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("bad ES256 signature");
  const header0 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (header0.alg !== "ES256") throw new Error(`alg ${header0.alg}`);
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Partial<VapidClaims>;
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  const nowS = nowMs / 1000;
  if (typeof body.exp !== "number" || body.exp <= nowS || body.exp > nowS + 24 * 3600)
    throw new Error(`exp ${body.exp} not within the next 24 hours`);
  if (typeof body.sub !== "string" || !/^(mailto:|https:)/.test(body.sub)) throw new Error("no sub");
  return { aud: body.aud, exp: body.exp, sub: body.sub, publicKey: k };
}
