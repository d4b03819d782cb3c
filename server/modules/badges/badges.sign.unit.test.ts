import { describe, expect, it } from "vitest";
import { makeSigner, qrPayload, readQrPayload } from "./badges.sign";

describe("badge QR payload", () => {
  const sign = makeSigner("k1");
  it("round-trips an id and carries nothing else", () => {
    const payload = qrPayload(sign, "AbCdEfGhIjKlMnOpQrStUv");
    expect(payload).toMatch(/^BZ1\.AbCdEfGhIjKlMnOpQrStUv\.[A-Za-z0-9_-]{16}$/);
    expect(readQrPayload(sign, payload)).toBe("AbCdEfGhIjKlMnOpQrStUv");
  });
  it("refuses a forged signature, another key and malformed codes", () => {
    const payload = qrPayload(sign, "AbCdEfGhIjKlMnOpQrStUv");
    expect(readQrPayload(makeSigner("k2"), payload)).toBeUndefined();
    expect(readQrPayload(sign, payload.replace("AbCd", "XbCd"))).toBeUndefined();
    expect(readQrPayload(sign, "hello")).toBeUndefined();
    expect(readQrPayload(sign, "BZ1..x")).toBeUndefined();
  });
});
