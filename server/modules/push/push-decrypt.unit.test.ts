import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { decryptAes128gcm, verifyVapid } from "./push-decrypt.testing";

const b64 = (text: string) => Buffer.from(text, "base64url");

// RFC 8291, Appendix A (the published example, typed from the RFC)
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};
const rfcKeys = { privateKey: b64(RFC.uaPrivate), publicKey: b64(RFC.uaPublic), authSecret: b64(RFC.auth) };

describe("aes128gcm decryption (RFC 8291 / 8188)", () => {
  it("reads RFC 8291's example message", () => {
    expect(decryptAes128gcm(b64(RFC.body), rfcKeys).toString("utf8")).toBe(RFC.plaintext);
  });

  it("refuses a message with one byte changed, or read with another auth secret", () => {
    const forged = b64(RFC.body);
    forged[forged.length - 20]! ^= 1;
    expect(() => decryptAes128gcm(forged, rfcKeys)).toThrow();
    expect(() => decryptAes128gcm(b64(RFC.body), { ...rfcKeys, authSecret: Buffer.alloc(16, 7) })).toThrow();
  });

  it("reads what web-push encrypts for a fresh subscriber", () => {
    const ecdh = createECDH("prime256v1");
    const publicKey = ecdh.generateKeys();
    const authSecret = Buffer.alloc(16, 3);
    const { cipherText } = webpush.encrypt(
      publicKey.toString("base64url"),
      authSecret.toString("base64url"),
      "안녕 hello 你好",
      "aes128gcm",
    );
    const plain = decryptAes128gcm(cipherText, { privateKey: ecdh.getPrivateKey(), publicKey, authSecret });
    expect(plain.toString("utf8")).toBe("안녕 hello 你好");
  });
});

describe("VAPID check (RFC 8292)", () => {
  const keys = webpush.generateVAPIDKeys();
  const header = (audience: string, expiration?: number) =>
    webpush.getVapidHeaders(
      audience,
      "mailto:a@example.com",
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      expiration,
    ).Authorization;

  it("accepts a token of web-push for the right origin", () => {
    const claims = verifyVapid(header("https://push.example"), "https://push.example", Date.now());
    expect(claims).toMatchObject({
      aud: "https://push.example",
      sub: "mailto:a@example.com",
      publicKey: keys.publicKey,
    });
  });

  it("refuses another audience, an expired token, a signature of another key", () => {
    expect(() => verifyVapid(header("https://other.example"), "https://push.example", Date.now())).toThrow(
      /aud/,
    );
    expect(() =>
      verifyVapid(header("https://push.example"), "https://push.example", Date.now() + 13 * 3600_000),
    ).toThrow(/exp/);
    const other = webpush.generateVAPIDKeys();
    const swapped = header("https://push.example").replace(/k=.*$/, `k=${other.publicKey}`);
    expect(() => verifyVapid(swapped, "https://push.example", Date.now())).toThrow(/signature/);
    expect(() => verifyVapid(undefined, "https://push.example", Date.now())).toThrow();
  });
});
